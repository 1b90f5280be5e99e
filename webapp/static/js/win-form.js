// The han/fu form: builds the /win request from what the player picked.
import {seatName} from "./seats.js";

const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];
const YAKUMAN = [["y1", "役満"], ["y2", "ダブル役満"], ["y3", "トリプル役満"]];

export class WinForm {
  constructor(form) {
    this.form = form;
    this.players = 4;
    const han = form.elements.han;
    for (let n = 1; n <= 13; n++) han.add(new Option(`${n}翻`, String(n)));
    for (const [value, label] of YAKUMAN) han.add(new Option(label, value));
    han.value = "3";
    for (const fu of FU) form.elements.fu.add(new Option(`${fu}符`, String(fu)));
    form.elements.fu.value = "30";
    han.addEventListener("change", () => this.#syncFu());
    form.elements.winner.addEventListener("change", () => this.#fillDiscarders());
    this.setPlayers(4);
  }

  setPlayers(players) {
    this.players = players;
    const winner = this.form.elements.winner;
    const keep = Math.min(Number(winner.value || 0), players - 1);
    winner.replaceChildren(...[...Array(players).keys()].map((s) => new Option(seatName(s), String(s))));
    winner.value = String(keep);
    this.#fillDiscarders();
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.request());
    });
  }

  request() {
    const el = this.form.elements;
    const discarder = el.discarder.value === "tsumo" ? null : Number(el.discarder.value);
    const request = {
      winner: Number(el.winner.value),
      discarder,
      honba: Number(el.honba.value || 0),
      kyotaku: Number(el.kyotaku.value || 0),
    };
    if (el.han.value.startsWith("y")) request.yakuman = Number(el.han.value.slice(1));
    else Object.assign(request, {han: Number(el.han.value), fu: Number(el.fu.value)});
    return request;
  }

  #fillDiscarders() {
    const winner = Number(this.form.elements.winner.value);
    const discarder = this.form.elements.discarder;
    const previous = discarder.value;
    const options = [new Option("ツモ", "tsumo")];
    for (let s = 0; s < this.players; s++) {
      if (s !== winner) options.push(new Option(`ロン (${seatName(s)}から)`, String(s)));
    }
    discarder.replaceChildren(...options);
    if ([...discarder.options].some((o) => o.value === previous)) discarder.value = previous;
  }

  #syncFu() {
    // Fu does not matter for yakuman or from mangan (5 han) up.
    const han = this.form.elements.han.value;
    this.form.elements.fu.disabled = han.startsWith("y") || Number(han) >= 5;
  }
}
