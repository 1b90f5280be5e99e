// One winner of a hand on the score sheet: who, from whom, han/fu or yakuman (or the hand's
// tiles), the liable player (pao) where the house has it, and whether the ron was a deal-in to
// an open riichi where the house has open riichi. The first row is in the page; more rows are
// copies of the server-rendered <template>.
import {WinnerPicker} from "../calculators/winner-picker.js";
import {HanFuPicker} from "../calculators/han-fu-picker.js";
import {t} from "../shell/i18n.js";

let rows = 1;  // row 1 comes rendered with the page

export class WinRow {
  // `element`: a row already in the page, or null to copy `template`.
  // `tiles(hand, done)`: opens the tile entry with `hand` (or none), calls done(hand|null).
  constructor({element = null, template = null, players, name, onRemove = null, house = null,
    unavailable = new Set(), tiles = null}) {
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
    this.name = name;
    this.hand = null;  // the tiles, when the value comes from them
    const role = (r) => element.querySelector(`[data-role="${r}"]`);
    const remove = element.querySelector('[data-part="remove"]');
    if (remove && onRemove) remove.addEventListener("click", () => onRemove(this));
    this.seats = new WinnerPicker(role("winner"), role("discarder"), name);
    this.seats.unavailable = unavailable;
    this.value = new HanFuPicker(role("han"), role("fu"));
    this.pao = role("pao");
    this.dealIn = role("deal-in");
    this.hanFu = role("han").closest(".row");
    this.tilesNote = element.querySelector('[data-part="tiles-note"]');
    this.tilesButton = element.querySelector('[data-part="tiles"]');
    this.clearTiles = element.querySelector('[data-part="clear-tiles"]');
    if (tiles && this.tilesButton) {
      this.tilesButton.addEventListener("click", () => tiles(this.hand, (hand) => this.setHand(hand)));
      this.clearTiles.addEventListener("click", () => this.setHand(null));
    }
    this.setPlayers(players, house);
    this.setHand(null);
  }

  setPlayers(players, house = null) {
    this.players = players;
    this.seats.setPlayers(players);
    const keep = this.pao.value;
    this.pao.replaceChildren(new Option(t("value.none"), ""), ...[...Array(players).keys()]
      .filter((p) => !this.seats.unavailable.has(p))
      .map((p) => new Option(this.name(p), String(p))));
    if ([...this.pao.options].some((o) => o.value === keep)) this.pao.value = keep;
    if (house) {
      this.element.querySelector('[data-part="pao-field"]').hidden = !house.pao;
      this.element.querySelector('[data-part="deal-in-field"]').hidden = !house.open_riichi;
      if (!house.pao) this.pao.value = "";
      if (!house.open_riichi) this.dealIn.checked = false;
    }
  }

  relabel() {
    const entry = this.entry;
    this.setPlayers(this.players);
    this.fill(entry);
  }

  // The tiles of the hand (a /score body without winner, discarder and pao), or null.
  setHand(hand) {
    this.hand = hand;
    if (!this.tilesNote) return;
    this.hanFu.hidden = Boolean(hand);
    this.tilesNote.hidden = !hand;
    this.clearTiles.hidden = !hand;
    this.tilesNote.textContent = hand ? t("sheet.tiles_note", {tiles: hand.concealed, win: hand.win_tile}) : "";
    this.tilesButton.textContent = t(hand ? "sheet.tiles_change" : "sheet.tiles_enter");
    if (hand) this.dealIn.checked = false;
    this.dealIn.disabled = Boolean(hand);  // the hand's own flags tell a deal-in
  }

  // An entry of a recorded event, back in the controls (correcting a hand).
  fill(entry) {
    // Someone resting in this hand is not offered: the first one offered is shown instead.
    this.seats.winner.value = String(entry.winner);
    if (this.seats.winner.selectedIndex < 0) this.seats.winner.selectedIndex = 0;
    this.seats.winner.dispatchEvent(new Event("change"));
    this.seats.discarder.value = entry.discarder === null || entry.discarder === undefined ? "tsumo" : String(entry.discarder);
    if (this.seats.discarder.selectedIndex < 0) this.seats.discarder.selectedIndex = 0;
    if (entry.yakuman) this.value.han.value = `y${entry.yakuman}`;
    else if (entry.han) this.value.han.value = String(entry.han);
    if (entry.fu) this.value.fu.value = String(entry.fu);
    this.value.han.dispatchEvent(new Event("change"));
    this.pao.value = entry.pao === undefined || entry.pao === null ? "" : String(entry.pao);
    this.dealIn.checked = Boolean(entry.open_riichi_deal_in);
    this.setHand(entry.hand || null);
  }

  get entry() {
    const entry = {...this.seats.value};
    if (this.hand) entry.hand = this.hand;
    else Object.assign(entry, this.value.value);
    if (this.pao.value !== "" && !this.pao.closest("[hidden]")) entry.pao = Number(this.pao.value);
    if (this.dealIn.checked && !this.dealIn.closest("[hidden]") && !this.hand) entry.open_riichi_deal_in = true;
    return entry;
  }
}
