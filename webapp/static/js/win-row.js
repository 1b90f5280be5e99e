// One winner of a hand on the score sheet: who, from whom, and han/fu or yakuman.
import {WinnerPicker} from "./winner-picker.js";
import {HanFuPicker} from "./han-fu-picker.js";

let rows = 0;

export class WinRow {
  constructor(players, name, removable, onRemove) {
    const n = ++rows;
    this.element = document.createElement("div");
    this.element.className = "win-row";
    const seats = document.createElement("div");
    seats.className = "row";
    const value = document.createElement("div");
    value.className = "row";
    const [winner, discarder, han, fu] = ["winner", "discarder", "han", "fu"].map((field) => {
      const select = document.createElement("select");
      select.name = `${field}-${n}`;
      select.id = `win-${field}-${n}`;
      select.dataset.role = field;
      select.dataset.field = field;
      return select;
    });
    seats.append(labelled("アガった人", winner), labelled("アガリ方", discarder));
    value.append(labelled("翻", han), labelled("符", fu));
    this.element.append(seats, value);
    if (removable) {
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "danger";
      remove.textContent = "このアガリを削除";
      remove.addEventListener("click", () => onRemove(this));
      this.element.append(remove);
    }
    this.seats = new WinnerPicker(winner, discarder, name);
    this.value = new HanFuPicker(han, fu);
    this.seats.setPlayers(players);
  }

  get entry() {
    return {...this.seats.value, ...this.value.value};
  }
}

function labelled(text, control) {
  const label = document.createElement("label");
  label.append(text, control);
  return label;
}
