// What happened in a hand, as a /games/replay event: a win (one or more winners, riichi and
// open riichi, pao, agari-yame), a draw (tenpai, nagashi, or an abortive draw), a penalty or a
// prize. Everyone is a participant (A = first dealer), not a seat; only what the house has is
// offered, and never someone resting in the hand. fill() puts a recorded event back in the form
// to correct it.
import {SeatChecks} from "../calculators/seat-checks.js";
import {WinRow} from "./win-row.js";
import {abortiveName, nameOf} from "../shell/i18n.js";
import {prizeName} from "./sheet-words.js";

const TYPES = ["win", "draw", "penalty", "prize"];

export class EventForm {
  // `tiles(hand, done)`: the tile entry a win row opens.
  constructor(form, name, tiles = null) {
    this.form = form;
    this.name = name;
    this.tiles = tiles;
    this.riichi = new SeatChecks(form.querySelector("#event-riichi"), "riichi", name);
    this.openRiichi = new SeatChecks(form.querySelector("#event-open-riichi"), "open_riichi", name);
    this.tenpai = new SeatChecks(form.querySelector("#event-tenpai"), "tenpai", name);
    this.nagashi = new SeatChecks(form.querySelector("#event-nagashi"), "nagashi", name);
    this.checks = [this.riichi, this.openRiichi, this.tenpai, this.nagashi];
    this.winRows = form.querySelector("#win-rows");
    this.template = form.querySelector("#win-row-template");
    this.players = this.riichi.container.children.length;
    this.house = null;
    this.resting = new Set();
    const first = this.winRows.querySelector(".win-row");
    this.wins = [new WinRow({element: first, players: this.players, name, tiles, unavailable: this.resting})];
    form.querySelector("#add-win").addEventListener("click", () => this.#addWin(true));
    form.addEventListener("change", (event) => {
      if (event.target.name === "type") this.#syncType();
    });
  }

  get type() {
    return this.form.elements.type.value;
  }

  // `people`: the participants the game numbers (more than the seats in a 4人回し game).
  setHouse(house, people = house.players) {
    this.house = house;
    this.players = people;
    this.form.querySelector("#open-riichi-field").hidden = !house.open_riichi;
    const abortive = this.form.elements.abortive;
    abortive.replaceChildren(abortive.options[0], ...house.abortive
      .map((kind) => new Option(abortiveName(kind), kind)));
    const kinds = house.penalties;
    this.form.elements.kind.replaceChildren(...kinds.map((k) => new Option(nameOf("penalties", k), k)));
    this.#offer("penalty", kinds.length > 0);
    const prizes = house.prizes || [];
    this.form.elements.prize.replaceChildren(...prizes.map((k) => new Option(prizeName(k), k)));
    this.#offer("prize", prizes.length > 0);
    this.form.querySelector("#type-prize").hidden = prizes.length === 0;
    this.reset();
  }

  // Who rests in the hand being entered (4人回し): not offered anywhere in the form.
  setResting(resting) {
    const next = new Set(resting);
    if (next.size === this.resting.size && [...next].every((p) => this.resting.has(p))) return;
    this.resting.clear();
    for (const p of next) this.resting.add(p);
    this.relabel();
  }

  // A clean form for the next hand, the same type of result kept.
  reset() {
    this.wins = [];
    this.winRows.replaceChildren();
    this.#addWin(false);
    for (const checks of this.checks) this.#renderChecks(checks, []);
    this.form.elements.stop.checked = false;
    this.form.elements.abortive.value = "";
    this.#renderPlayers();
    this.#syncType();
  }

  // Names (or who rests) changed: re-label without losing what was entered.
  relabel() {
    for (const checks of this.checks) this.#renderChecks(checks, checks.values);
    this.#renderPlayers();
    for (const row of this.wins) {
      row.setPlayers(this.players);
      row.relabel();
    }
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.event());
    });
  }

  event() {
    const declared = {riichi: this.riichi.values};
    if (this.house?.open_riichi && this.openRiichi.values.length) declared.open_riichi = this.openRiichi.values;
    if (this.type === "win") {
      const event = {type: "win", ...declared, wins: this.wins.map((w) => this.#withRiichi(w.entry, declared))};
      if (this.form.elements.stop.checked) event.stop = true;
      return event;
    }
    if (this.type === "draw") {
      const abortive = this.form.elements.abortive.value;
      if (abortive) return {type: "draw", ...declared, tenpai: [], nagashi: [], abortive};
      return {type: "draw", ...declared, tenpai: this.tenpai.values, nagashi: this.nagashi.values};
    }
    if (this.type === "prize") {
      return {type: "prize", kind: this.form.elements.prize.value, player: Number(this.form.elements.prize_player.value)};
    }
    return {type: "penalty", kind: this.form.elements.kind.value,
      offender: Number(this.form.elements.offender.value), ...declared};
  }

  // A recorded event back in the controls.
  fill(event) {
    const type = TYPES.includes(event.type) ? event.type : "win";
    this.form.querySelector(`input[name="type"][value="${type}"]`).checked = true;
    this.reset();
    this.#renderChecks(this.riichi, event.riichi || []);
    this.#renderChecks(this.openRiichi, event.open_riichi || []);
    if (type === "win") {
      event.wins.forEach((entry, i) => {
        if (i > 0) this.#addWin(true);
        this.wins[i].fill(entry);
      });
      this.form.elements.stop.checked = Boolean(event.stop);
    } else if (type === "draw") {
      this.#renderChecks(this.tenpai, event.tenpai || []);
      this.#renderChecks(this.nagashi, event.nagashi || []);
      this.form.elements.abortive.value = event.abortive || "";
    } else if (type === "penalty") {
      this.form.elements.kind.value = event.kind;
      this.form.elements.offender.value = String(event.offender);
    } else {
      this.form.elements.prize.value = event.kind;
      this.form.elements.prize_player.value = String(event.player);
    }
    this.#syncType();
  }

  // A hand from tiles takes its riichi from the hand's riichi list, unless its own flags say.
  #withRiichi(entry, declared) {
    if (!entry.hand) return entry;
    const hand = {...entry.hand};
    if (declared.riichi.includes(entry.winner) && !hand.double_riichi) hand.riichi = true;
    if (declared.open_riichi?.includes(entry.winner) && this.house.flags.includes("open_riichi")) hand.open_riichi = true;
    return {...entry, hand};
  }

  #offer(type, offered) {
    const input = this.form.querySelector(`input[name="type"][value="${type}"]`);
    input.disabled = !offered;
    if (!offered && input.checked) this.form.querySelector('input[value="win"]').checked = true;
  }

  #renderChecks(checks, values) {
    checks.render(this.players, values);
    for (const input of checks.container.querySelectorAll("input")) {
      const resting = this.resting.has(Number(input.value));
      input.closest("label").hidden = resting;
      if (resting) input.checked = false;
    }
  }

  #addWin(removable) {
    const onRemove = (r) => {
      this.wins = this.wins.filter((w) => w !== r);
      r.element.remove();
    };
    const row = new WinRow({template: this.template, players: this.players, name: this.name, onRemove,
      house: this.house, unavailable: this.resting, tiles: this.tiles});
    if (!removable) row.element.querySelector('[data-part="remove"]')?.remove();
    this.wins.push(row);
    this.winRows.append(row.element);
  }

  #renderPlayers() {
    const offered = [...Array(this.players).keys()].filter((p) => !this.resting.has(p));
    for (const select of [this.form.elements.offender, this.form.elements.prize_player]) {
      const keep = select.value;
      select.replaceChildren(...offered.map((p) => new Option(this.name(p), String(p))));
      if (offered.includes(Number(keep)) && keep !== "") select.value = keep;
    }
  }

  #syncType() {
    for (const section of this.form.querySelectorAll("[data-type]")) {
      section.hidden = section.dataset.type !== this.type;
    }
    // A prize is no hand: nobody declares riichi in it.
    this.form.querySelector("#riichi-field").hidden = this.type === "prize";
    this.form.querySelector("#open-riichi-field").hidden = this.type === "prize" || !this.house?.open_riichi;
  }
}
