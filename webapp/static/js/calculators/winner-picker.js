// The winner select and the "tsumo / ron (from whom)" select that depends on it. The server
// renders both for the first paint; they are rebuilt when the number of players changes.
// `name` turns a seat or player number into its display name.
import {seatName} from "../shell/seats.js";
import {t} from "../shell/i18n.js";

export class WinnerPicker {
  constructor(winner, discarder, name = seatName) {
    this.winner = winner;
    this.discarder = discarder;
    this.name = name;
    this.players = winner.options.length;
    this.unavailable = new Set();  // players not offered (resting, on the score sheet)
    winner.addEventListener("change", () => this.#fillDiscarders());
  }

  setPlayers(players) {
    this.players = players;
    const keep = Math.min(Number(this.winner.value || 0), players - 1);
    const offered = [...Array(players).keys()].filter((s) => !this.unavailable.has(s));
    this.winner.replaceChildren(...offered.map((s) => new Option(this.name(s), String(s))));
    this.winner.value = String(offered.includes(keep) ? keep : offered[0]);
    this.#fillDiscarders();
  }

  // Names changed (score sheet): the same choices, new labels.
  relabel() {
    const {winner, discarder} = this.value;
    this.setPlayers(this.players);
    this.winner.value = String(winner);
    this.#fillDiscarders();
    this.discarder.value = discarder === null ? "tsumo" : String(discarder);
  }

  get value() {
    const discarder = this.discarder.value === "tsumo" ? null : Number(this.discarder.value);
    return {winner: Number(this.winner.value), discarder};
  }

  #fillDiscarders() {
    const winner = Number(this.winner.value);
    const previous = this.discarder.value;
    const options = [new Option(t("win.tsumo"), "tsumo")];
    for (let s = 0; s < this.players; s++) {
      if (s !== winner && !this.unavailable.has(s)) options.push(new Option(t("win.ron_from", {seat: this.name(s)}), String(s)));
    }
    this.discarder.replaceChildren(...options);
    if ([...this.discarder.options].some((o) => o.value === previous)) this.discarder.value = previous;
  }
}
