// One winner of a hand on the score sheet: who, from whom, and han/fu or yakuman. The first
// row is in the page; more rows are copies of the server-rendered <template>.
import {WinnerPicker} from "./winner-picker.js";
import {HanFuPicker} from "./han-fu-picker.js";

let rows = 1;  // row 1 comes rendered with the page

export class WinRow {
  // `element`: a row already in the page, or null to copy `template`.
  constructor({element = null, template = null, players, name, onRemove = null}) {
    if (!element) {
      const n = ++rows;
      element = template.content.firstElementChild.cloneNode(true);
      for (const control of element.querySelectorAll("[id], [name]")) {
        for (const attribute of ["id", "name"]) {
          const value = control.getAttribute(attribute);
          if (value) control.setAttribute(attribute, value.replace(/-N(?=-|$)/, `-${n}`));
        }
      }
    }
    this.element = element;
    const role = (r) => element.querySelector(`[data-role="${r}"]`);
    const remove = element.querySelector('[data-part="remove"]');
    if (remove && onRemove) remove.addEventListener("click", () => onRemove(this));
    this.seats = new WinnerPicker(role("winner"), role("discarder"), name);
    this.value = new HanFuPicker(role("han"), role("fu"));
    if (players !== this.seats.players) this.seats.setPlayers(players);
    else this.seats.relabel();
  }

  get entry() {
    return {...this.seats.value, ...this.value.value};
  }
}
