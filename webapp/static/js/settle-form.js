// The settlement form: final scores per player (from the first dealer), sticks left, chips,
// and who busted whom, → /settle.
import {playerLabel, playerName} from "./seats.js";
import {points} from "./format.js";

export class SettleForm {
  constructor(form) {
    this.form = form;
    this.rows = form.querySelector("#settle-players");
    this.busted = form.querySelector("#settle-busted");
    this.total = form.querySelector("#settle-total");
    this.useChips = form.elements.use_chips;
    form.addEventListener("input", () => this.#showTotal());
    this.useChips.addEventListener("change", () => this.#syncChips());
  }

  setHouse(house) {
    const game = house.ruleset?.game || {};
    this.players = house.players;
    this.startPoints = game.start_points || 0;
    this.stick = house.ruleset?.riichi?.cost || 1000;
    this.rows.replaceChildren(...[...Array(house.players).keys()].map((p) => this.#playerRow(p)));
    this.busted.replaceChildren(...[...Array(house.players).keys()].map((p) => this.#bustedRow(p)));
    this.#syncChips();
    this.#showTotal();
  }

  onSubmit(handler) {
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      handler(this.request());
    });
  }

  request() {
    const scores = this.#values("score");
    const request = {scores, kyotaku: Number(this.form.elements.kyotaku.value || 0)};
    if (this.useChips.checked) request.chips = this.#values("chips");
    const busted = [...this.busted.querySelectorAll("select")]
      .map((s) => (s.value === "" ? null : Number(s.value)));
    if (busted.some((b) => b !== null)) request.busted_by = busted;
    return request;
  }

  #values(name) {
    return [...this.rows.querySelectorAll(`input[name="${name}"]`)].map((i) => Number(i.value || 0));
  }

  #playerRow(player) {
    const row = document.createElement("div");
    row.className = "row";
    row.append(
      this.#input(`${playerLabel(player)} の持ち点`, "score", this.startPoints, `score-${player}`, 100),
      this.#input(`${playerName(player)} のチップ`, "chips", 0, `chips-${player}`, 1),
    );
    return row;
  }

  #input(text, name, value, id, step) {
    const label = document.createElement("label");
    label.className = `field-${name}`;
    const input = document.createElement("input");
    Object.assign(input, {type: "number", name, id, value: String(value), step: String(step)});
    input.inputMode = name === "score" ? "numeric" : "decimal";
    input.dataset.field = name === "score" ? "scores" : "chips";
    label.append(text, input);
    return label;
  }

  #bustedRow(player) {
    const label = document.createElement("label");
    const select = document.createElement("select");
    select.id = `busted-${player}`;
    select.dataset.field = "busted_by";
    select.append(new Option("— (飛んでいない・アガリ以外)", ""));
    for (let other = 0; other < this.players; other++) {
      if (other !== player) select.append(new Option(`${playerName(other)} のアガリで飛んだ`, String(other)));
    }
    label.append(`${playerName(player)} は`, select);
    return label;
  }

  #syncChips() {
    for (const label of this.rows.querySelectorAll(".field-chips")) label.hidden = !this.useChips.checked;
  }

  #showTotal() {
    if (!this.players) return;
    const sum = this.#values("score").reduce((a, b) => a + b, 0);
    const sticks = Number(this.form.elements.kyotaku.value || 0) * this.stick;
    const expected = this.startPoints * this.players;
    const ok = sum + sticks === expected;
    this.total.textContent = `合計 ${points(sum + sticks)}点 (供託込み) / 配給 ${points(expected)}点`
      + (ok ? " ✓" : " — 合計が合いません");
  }
}
