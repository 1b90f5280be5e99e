// What happened in a hand, as a /games/replay event: a win (one or more winners, riichi
// players, agari-yame), a draw (tenpai, nagashi, or an abortive draw) or a penalty.
// Everyone is a player (A = first dealer), not a seat.
import {SeatChecks} from "./seat-checks.js";
import {WinRow} from "./win-row.js";

export class EventForm {
  constructor(form, name) {
    this.form = form;
    this.name = name;
    this.riichi = new SeatChecks(form.querySelector("#event-riichi"), "riichi", name);
    this.tenpai = new SeatChecks(form.querySelector("#event-tenpai"), "tenpai", name);
    this.nagashi = new SeatChecks(form.querySelector("#event-nagashi"), "nagashi", name);
    this.winRows = form.querySelector("#win-rows");
    this.wins = [];
    this.players = 4;
    form.querySelector("#add-win").addEventListener("click", () => this.#addWin(true));
    form.addEventListener("change", (event) => {
      if (event.target.name === "type") this.#syncType();
    });
  }

  get type() {
    return this.form.elements.type.value;
  }

  setHouse(house, {abortiveNames = {}, kindNames = {}} = {}) {
    this.players = house.players;
    this.reset();
    const abortive = this.form.elements.abortive;
    abortive.replaceChildren(abortive.options[0], ...(house.ruleset?.draw?.abortive || [])
      .map((kind) => new Option(abortiveNames[kind] || kind, kind)));
    const kinds = Object.keys(house.ruleset?.penalties || {});
    this.form.elements.kind.replaceChildren(...kinds.map((k) => new Option(kindNames[k] || k, k)));
    const penalty = this.form.querySelector('input[value="penalty"]');
    penalty.disabled = kinds.length === 0;
    if (penalty.disabled && penalty.checked) this.form.querySelector('input[value="win"]').checked = true;
    this.#renderPlayers();
    this.#syncType();
  }

  // After an event is recorded: a clean form for the next hand, same type of result kept.
  reset() {
    this.wins = [];
    this.winRows.replaceChildren();
    this.#addWin(false);
    this.riichi.render(this.players);
    this.tenpai.render(this.players);
    this.nagashi.render(this.players);
    this.form.elements.stop.checked = false;
    this.form.elements.abortive.value = "";
    this.#syncType();
  }

  // Names changed: re-label without losing what was entered.
  relabel() {
    const riichi = this.riichi.values;
    this.riichi.render(this.players, riichi);
    this.tenpai.render(this.players, this.tenpai.values);
    this.nagashi.render(this.players, this.nagashi.values);
    this.#renderPlayers();
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.event());
    });
  }

  event() {
    const riichi = this.riichi.values;
    if (this.type === "win") {
      const event = {type: "win", riichi, wins: this.wins.map((w) => w.entry)};
      if (this.form.elements.stop.checked) event.stop = true;
      return event;
    }
    if (this.type === "draw") {
      const abortive = this.form.elements.abortive.value;
      if (abortive) return {type: "draw", riichi, tenpai: [], nagashi: [], abortive};
      return {type: "draw", riichi, tenpai: this.tenpai.values, nagashi: this.nagashi.values};
    }
    return {type: "penalty", kind: this.form.elements.kind.value,
      offender: Number(this.form.elements.offender.value), riichi};
  }

  #addWin(removable) {
    const row = new WinRow(this.players, this.name, removable, (r) => {
      this.wins = this.wins.filter((w) => w !== r);
      r.element.remove();
    });
    this.wins.push(row);
    this.winRows.append(row.element);
  }

  #renderPlayers() {
    const offender = this.form.elements.offender;
    const keep = offender.value;
    offender.replaceChildren(...[...Array(this.players).keys()].map((p) => new Option(this.name(p), String(p))));
    if (keep) offender.value = keep;
    for (const row of this.wins) {
      const {winner, discarder} = row.seats.value;
      row.seats.setPlayers(this.players);
      row.seats.winner.value = String(winner);
      row.seats.winner.dispatchEvent(new Event("change"));
      row.seats.discarder.value = discarder === null ? "tsumo" : String(discarder);
    }
  }

  #syncType() {
    for (const section of this.form.querySelectorAll("[data-type]")) {
      section.hidden = section.dataset.type !== this.type;
    }
  }
}
