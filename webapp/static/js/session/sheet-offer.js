// The score sheet's finished game at this house, offered once: its players matched to the
// night's by name, each seat's choice kept until the game, the names or the next seating change.
import {t} from "../shell/i18n.js";
import {playerStart} from "../shell/seats.js";
import {sheetGame} from "./session-store.js";
import {labelled} from "./fields.js";

export class SheetOffer {
  // `night`: the page's store, current house(), names() and expected() players.
  constructor(doc, night) {
    this.box = doc.getElementById("from-sheet");
    this.text = doc.getElementById("from-sheet-text");
    this.seats = doc.getElementById("sheet-seats");
    this.button = doc.getElementById("add-sheet-game");
    this.doc = doc;
    this.night = night;
  }

  // `add(game)`: the sheet's game with the participants chosen for its seats.
  onAdd(add) {
    this.button.addEventListener("click", () => {
      const game = sheetGame();
      if (!game) return;
      const players = game.names.map((_, s) => Number(this.doc.getElementById(`sheet-player-${s}`).value));
      add({players, events: game.events, from: game.fingerprint});
    });
  }

  show() {
    const {box, night} = this;
    const {store} = night;
    const game = sheetGame();
    const added = game && store.games.some((g) => g.from === game.fingerprint);
    const fits = game && game.finished && game.house === night.house().id && !added
      && game.names.length <= store.participants.length;
    box.hidden = !fits;
    if (!fits) return;
    const who = night.names();
    const expected = night.expected();
    // Rebuilt only when the game, the names or the next seating change: a choice stays.
    const key = JSON.stringify([game.fingerprint, who, expected]);
    if (box.dataset.offer === key) return;
    box.dataset.offer = key;
    this.text.textContent = t("session.sheet_game", {names: game.names.join(t("list.dot"))});
    const taken = new Set();
    const defaults = game.names.map((name) => {
      const p = who.findIndex((n, i) => n === name && !taken.has(i));
      if (p >= 0) taken.add(p);
      return p;
    });
    defaults.forEach((p, s) => {
      if (p < 0) defaults[s] = expected.find((e) => !taken.has(e)) ?? 0;
      taken.add(defaults[s]);
    });
    this.seats.replaceChildren(...game.names.map((name, s) => {
      const select = document.createElement("select");
      select.id = `sheet-player-${s}`;
      select.dataset.field = "players";
      select.append(...who.map((n, p) => new Option(n, String(p), false, p === defaults[s])));
      return labelled(t("session.sheet_seat", {seat: playerStart(s), name}), select);
    }));
  }
}
