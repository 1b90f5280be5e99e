// The winner select and the "ツモ / ロン (from whom)" select that depends on it.
// `name` turns a seat or player number into its display name.
import {seatName} from "./seats.js";

export class WinnerPicker {
  constructor(winner, discarder, name = seatName) {
    this.winner = winner;
    this.discarder = discarder;
    this.name = name;
    this.players = 0;
    winner.addEventListener("change", () => this.#fillDiscarders());
  }

  setPlayers(players) {
    this.players = players;
    const keep = Math.min(Number(this.winner.value || 0), players - 1);
    this.winner.replaceChildren(...[...Array(players).keys()].map((s) => new Option(this.name(s), String(s))));
    this.winner.value = String(keep);
    this.#fillDiscarders();
  }

  get value() {
    const discarder = this.discarder.value === "tsumo" ? null : Number(this.discarder.value);
    return {winner: Number(this.winner.value), discarder};
  }

  #fillDiscarders() {
    const winner = Number(this.winner.value);
    const previous = this.discarder.value;
    const options = [new Option("ツモ", "tsumo")];
    for (let s = 0; s < this.players; s++) {
      if (s !== winner) options.push(new Option(`ロン (${this.name(s)}から)`, String(s)));
    }
    this.discarder.replaceChildren(...options);
    if ([...this.discarder.options].some((o) => o.value === previous)) this.discarder.value = previous;
  }
}
