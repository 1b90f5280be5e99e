// The settlement form: final scores per player (from the first dealer), sticks left, chips,
// and who busted whom, → /settle. The server renders it for the chosen house.
import {playerLabel, playerName} from "../shell/seats.js";
import {points} from "../shell/format.js";
import {t} from "../shell/i18n.js";

export class SettleForm {
  constructor(form, house) {
    this.form = form;
    this.rows = form.querySelector("#settle-players");
    this.busted = form.querySelector("#settle-busted");
    this.total = form.querySelector("#settle-total");
    this.useChips = form.elements.use_chips;
    this.#fit(house);
    form.addEventListener("input", () => this.#showTotal());
    this.useChips.addEventListener("change", () => this.#syncChips());
    this.#syncChips();
  }

  setHouse(house) {
    this.#fit(house);
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

  #fit(house) {
    this.players = house.players;
    this.startPoints = house.start_points || 0;
    this.stick = house.stick || 1000;
  }

  #values(name) {
    return [...this.rows.querySelectorAll(`input[name="${name}"]`)].map((i) => Number(i.value || 0));
  }

  #playerRow(player) {
    const row = document.createElement("div");
    row.className = "row";
    row.append(
      this.#input(t("settle.score_of", {player: playerLabel(player)}), "score", this.startPoints,
        `score-${player}`, 100),
      this.#input(t("settle.chips_of", {player: playerName(player)}), "chips", 0, `chips-${player}`, 1),
    );
    return row;
  }

  #input(text, name, value, id, step) {
    const label = document.createElement("label");
    if (name === "chips") label.className = "field-chips";
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
    select.append(new Option(t("settle.not_busted"), ""));
    for (let other = 0; other < this.players; other++) {
      if (other !== player) select.append(new Option(t("settle.busted_by", {player: playerName(other)}), String(other)));
    }
    label.append(t("settle.busted_label", {player: playerName(player)}), select);
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
    this.total.textContent = t("settle.total", {sum: points(sum + sticks), expected: points(expected)})
      + (ok ? " ✓" : ` — ${t("settle.total_wrong")}`);
  }
}
