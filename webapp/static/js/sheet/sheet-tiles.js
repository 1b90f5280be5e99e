// A win on the score sheet entered from its tiles: the tile keyboard of the hand page (the same
// TileEntry, MeldList and notation fields) in a dialog; "use" hands the row a /score body
// without winner, discarder and pao (the sheet's event gives those, and the replay the round
// wind), so the replay values and pays it through the same path as /score.
import {MeldList} from "../tiles/meld-list.js";
import {TileEntry} from "../tiles/tile-entry.js";
import {TileImage} from "../tiles/tile-image.js";

const TEXT = ["concealed", "win_tile", "dora_indicators", "ura_indicators"];
const COUNTS = ["nukidora", "flowers"];

export class SheetTiles {
  constructor(dialog, routes) {
    this.dialog = dialog;
    this.form = dialog.querySelector("form");
    TileImage.use(routes.tiles);
    this.melds = new MeldList(this.form.querySelector("#melds"), this.form.querySelector("#add-meld"),
      this.form.querySelector("#meld-template"));
    this.entry = new TileEntry(this.form.querySelector("#tile-entry"), this.form, this.melds);
    this.flags = [...this.form.querySelectorAll("input[data-flag]")].map((input) => input.name);
    this.done = null;
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      const hand = this.hand();
      const done = this.done;
      this.close();
      done?.(hand);
    });
    this.form.querySelector("#tiles-cancel").addEventListener("click", () => this.close());
    dialog.addEventListener("cancel", () => {
      this.done = null;
    });
  }

  setHouse(house) {
    this.entry.setHouse(house);
    this.form.querySelector("#tiles-nukidora-field").hidden = !house.north_nuki;
    this.form.querySelector("#tiles-flowers-field").hidden = !house.flowers;
    for (const name of this.flags) {
      const offered = house.flags.includes(name);
      this.form.querySelector(`#tiles-flag-${name}`).hidden = !offered;
      if (!offered) this.form.elements[name].checked = false;
    }
  }

  // Opens with `hand` (a body from an earlier "use", or null for an empty hand).
  open(hand, done) {
    this.done = done;
    const el = this.form.elements;
    for (const name of TEXT) el[name].value = hand?.[name] || "";
    for (const name of COUNTS) el[name].value = String(hand?.[name] || 0);
    for (const name of this.flags) el[name].checked = Boolean(hand?.[name]);
    this.melds.clear();
    for (const meld of hand?.melds || []) this.melds.add(meld.kind, meld.tiles, false);
    el.concealed.dispatchEvent(new Event("input"));  // the tiles drawn from the fields
    this.dialog.showModal();
  }

  close() {
    this.done = null;
    if (this.dialog.open) this.dialog.close();
  }

  hand() {
    const el = this.form.elements;
    const hand = {concealed: el.concealed.value.trim(), win_tile: el.win_tile.value.trim()};
    const melds = this.melds.value.filter((m) => m.tiles);
    if (melds.length) hand.melds = melds;
    for (const name of ["dora_indicators", "ura_indicators"]) {
      if (el[name].value.trim()) hand[name] = el[name].value.trim();
    }
    for (const name of COUNTS) {
      if (!el[name].closest("[hidden]") && Number(el[name].value)) hand[name] = Number(el[name].value);
    }
    for (const name of this.flags) {
      if (el[name].checked && !el[name].closest("[hidden]")) hand[name] = true;
    }
    return hand;
  }
}
