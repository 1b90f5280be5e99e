// A game entered as its final scores (and chips where they count): the seats in the game's
// order (the first dealer first), each offering the participant the house seats there next.
import {t} from "../shell/i18n.js";
import {playerStart} from "../shell/seats.js";
import {labelled, numberInput} from "./fields.js";

export class TypedGame {
  // `night`: the page's current house(), names(), expected() players and seats() per game.
  constructor(form, box, night) {
    this.form = form;
    this.box = box;
    this.night = night;
  }

  // `add(game)`: the typed game, when the form is sent.
  onSubmit(add) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      const house = this.night.house();
      const rows = [...this.box.children];
      const players = rows.map((row) => Number(row.querySelector("select").value));
      const scores = rows.map((row) => Number(row.querySelector('[data-field="scores"]').value));
      const result = {scores};
      if (house.chips) result.chips = rows.map((row) => Number(row.querySelector('[data-field="chips"]').value));
      add({players, result});
    });
  }

  // Rebuilt only when the seats change, so an answer arriving while someone types leaves the
  // fields alone; `fresh` (a game was just added) puts the start points back.
  show(fresh = false) {
    const {box} = this;
    const house = this.night.house();
    const who = this.night.names();
    const expected = this.night.expected();
    const count = this.night.seats();
    const rows = [...box.children];
    const sameShape = rows.length === count && rows.every((row) => Boolean(row.querySelector('[data-field="chips"]')) === house.chips);
    // A player's own choice stays until the house's answer seats someone else next.
    const key = expected.join(",");
    const moved = box.dataset.expected !== key;
    box.dataset.expected = key;
    if (box.dataset.wired && sameShape) {
      rows.forEach((row, s) => {
        const select = row.querySelector("select");
        const chosen = moved ? expected[s] : Number(select.value);
        select.replaceChildren(...who.map((name, p) => new Option(name, String(p), false, p === chosen)));
        if (fresh) {
          row.querySelector('[data-field="scores"]').value = String(house.start_points);
          const chips = row.querySelector('[data-field="chips"]');
          if (chips) chips.value = "0";
        }
      });
      return;
    }
    box.dataset.wired = "true";
    box.replaceChildren(...[...Array(count).keys()].map((s) => {
      const row = document.createElement("div");
      row.className = house.chips ? "row three" : "row";
      const player = document.createElement("select");
      Object.assign(player, {id: `typed-player-${s}`});
      player.dataset.field = "players";
      player.append(...who.map((name, p) => new Option(name, String(p), false, p === expected[s])));
      row.append(labelled(playerStart(s), player),
        labelled(t("session.score"), numberInput(`typed-score-${s}`, "scores", house.start_points, 100)));
      if (house.chips) row.append(labelled(t("session.chips"), numberInput(`typed-chips-${s}`, "chips", 0, 1)));
      return row;
    }));
  }
}
