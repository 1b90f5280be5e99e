// The game's setup: its house, how many people (the seats, or up to the house's rotation,
// 4人回し) and each one's name. Locked while the sheet holds a hand: a game keeps its house.
import {t} from "../shell/i18n.js";
import {playerStart} from "../shell/seats.js";

export class SheetSetup {
  // `renamed()`: a name changed (it is saved); `regrouped()`: the number of people changed.
  constructor(doc, sheet, {renamed, regrouped}) {
    this.doc = doc;
    this.sheet = sheet;
    this.renamed = renamed;
    this.houseSelect = doc.getElementById("sheet-house");
    this.peopleSelect = doc.getElementById("sheet-people");
    // Every house's settings and name, as the server rendered them.
    this.settings = JSON.parse(this.houseSelect.dataset.settings || "{}");
    this.houseNames = Object.fromEntries([...this.houseSelect.options].map((o) => [o.value, o.textContent]));
    this.peopleSelect.addEventListener("change", () => {
      if (sheet.events.length) return;
      sheet.setPeople(Number(this.peopleSelect.value));
      regrouped();
    });
  }

  houseName(id) {
    return this.houseNames[id] || id;
  }

  // The house shown, and whether the setup can still change.
  show(house) {
    const locked = this.sheet.events.length > 0;
    this.houseSelect.disabled = locked;
    this.peopleSelect.disabled = locked;
    this.doc.getElementById("house-lock").hidden = !locked;
    this.doc.getElementById("setup-house").textContent = this.houseName(house.id);
  }

  // The number of people fitted to `house`: the seats, or up to the house's rotation.
  fit(house) {
    const {sheet, peopleSelect} = this;
    const most = house.participants || house.players;
    if (sheet.people(house.players) > most || sheet.names.length < house.players) {
      sheet.names = sheet.names.slice(0, most);
      while (sheet.names.length < house.players) sheet.names.push("");
      sheet.save();
    }
    const field = this.doc.getElementById("people-field");
    field.hidden = !house.participants;
    this.doc.getElementById("people-help").hidden = !house.participants;
    peopleSelect.replaceChildren(...[...Array(most - house.players + 1).keys()]
      .map((i) => new Option(t("sheet.people_n", {n: house.players + i}), String(house.players + i))));
    peopleSelect.value = String(sheet.people(house.players));
  }

  showNames(house) {
    const {sheet} = this;
    const fields = this.doc.getElementById("name-fields");
    fields.replaceChildren(...[...Array(sheet.people(house.players)).keys()].map((p) => {
      const label = document.createElement("label");
      const input = document.createElement("input");
      Object.assign(input, {type: "text", id: `name-${p}`, value: sheet.names[p] || "", placeholder: "ABCDEFGH"[p],
        maxLength: 12});
      input.addEventListener("change", () => {
        sheet.setName(p, input.value);
        this.renamed();
      });
      label.append(p < house.players ? playerStart(p) : t("sheet.starts_resting"), input);
      return label;
    }));
  }
}
