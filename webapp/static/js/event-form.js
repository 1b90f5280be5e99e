// What happened in a hand, as a /games/replay event: a win (one or more winners, riichi
// players, agari-yame), a draw (tenpai, nagashi, or an abortive draw) or a penalty.
// Everyone is a player (A = first dealer), not a seat.
import {SeatChecks} from "./seat-checks.js";
import {WinRow} from "./win-row.js";
import {abortiveName, nameOf} from "./i18n.js";

export class EventForm {
  constructor(form, name) {
    this.form = form;
    this.name = name;
    this.riichi = new SeatChecks(form.querySelector("#event-riichi"), "riichi", name);
    this.tenpai = new SeatChecks(form.querySelector("#event-tenpai"), "tenpai", name);
    this.nagashi = new SeatChecks(form.querySelector("#event-nagashi"), "nagashi", name);
    this.winRows = form.querySelector("#win-rows");
    this.template = form.querySelector("#win-row-template");
    this.players = this.riichi.container.children.length;
    const first = this.winRows.querySelector(".win-row");
    this.wins = [new WinRow({element: first, players: this.players, name})];
    form.querySelector("#add-win").addEventListener("click", () => this.#addWin(true));
    form.addEventListener("change", (event) => {
      if (event.target.name === "type") this.#syncType();
    });
  }

  get type() {
    return this.form.elements.type.value;
  }

  setHouse(house) {
    this.players = house.players;
    this.reset();
    const abortive = this.form.elements.abortive;
    abortive.replaceChildren(abortive.options[0], ...house.abortive
      .map((kind) => new Option(abortiveName(kind), kind)));
    const kinds = house.penalties;
    this.form.elements.kind.replaceChildren(...kinds.map((k) => new Option(nameOf("penalties", k), k)));
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
    const onRemove = (r) => {
      this.wins = this.wins.filter((w) => w !== r);
      r.element.remove();
    };
    const row = new WinRow({template: this.template, players: this.players, name: this.name, onRemove});
    if (!removable) row.element.querySelector('[data-part="remove"]')?.remove();
    this.wins.push(row);
    this.winRows.append(row.element);
  }

  #renderPlayers() {
    const offender = this.form.elements.offender;
    const keep = offender.value;
    offender.replaceChildren(...[...Array(this.players).keys()].map((p) => new Option(this.name(p), String(p))));
    if (keep) offender.value = keep;
    for (const row of this.wins) row.seats.relabel();
  }

  #syncType() {
    for (const section of this.form.querySelectorAll("[data-type]")) {
      section.hidden = section.dataset.type !== this.type;
    }
  }
}
