// The settlement: ranks, each line of the breakdown (raw, oka, uma, chips, tobi, …) and the
// points per player, as a table with one column per player.
import {playerName} from "../shell/seats.js";
import {decimal, points} from "../shell/format.js";
import {lang, t} from "../shell/i18n.js";

// Breakdown lines, in display order; together they add up to the total. Lines that are 0 for
// everyone are left out. The answer's "other" is prizes + penalty, already shown as their own
// lines, so it is not a line here (it would count both twice).
const LINES = ["raw", "oka", "uma", "chips", "tobi", "prizes", "penalty", "fee"];

export class SettleView {
  constructor(root) {
    this.root = root;
    this.title = root.querySelector(".result-title");
    this.table = root.querySelector("table");
    this.unit = root.querySelector(".settle-unit");
  }

  show(result, scores, names = playerName) {
    const players = result.points.length;
    const top = result.ranks.indexOf(1);
    this.title.textContent = t("settle.top", {player: names(top), points: decimal(result.points[top])});
    const head = this.table.tHead.rows[0];
    head.replaceChildren(head.cells[0], ...[...Array(players).keys()].map((p) => cell("th", names(p), "col")));
    const rows = [
      this.#row(t("settle.line.score"), scores.map((s) => points(s))),
      this.#row(t("settle.line.rank"), result.ranks.map((r) => t("settle.rank", {n: r})), "rank"),
    ];
    for (const key of LINES) {
      const values = result.breakdown.map((b) => b[key] ?? 0);
      if (key !== "raw" && values.every((v) => v === 0)) continue;
      rows.push(this.#row(t(`settle.line.${key}`), values.map(decimal), key));
    }
    const total = this.#row(t("settle.line.total"), result.points.map(decimal), "total");
    total.className = "total";
    for (let p = 0; p < players; p++) {
      total.cells[p + 1].classList.add(result.points[p] < 0 ? "minus" : result.points[p] > 0 ? "plus" : "zero");
    }
    rows.push(total);
    this.table.tBodies[0].replaceChildren(...rows);
    const unit = lang === "en" ? (result.unit_en || result.unit) : (result.unit_ja || result.unit);
    const notes = [t("settle.unit", {unit})];
    if (result.zero_sum === false) notes.push(t("settle.not_zero_sum"));
    if (result.left_on_table) notes.push(t("settle.left_on_table", {points: points(result.left_on_table)}));
    this.unit.textContent = notes.join(t("list.dot"));
    this.root.hidden = false;
  }

  hide() {
    this.root.hidden = true;
  }

  #row(label, values, key = "") {
    const tr = document.createElement("tr");
    if (key) tr.dataset.line = key;
    tr.append(cell("th", label, "row"), ...values.map((v) => {
      const td = cell("td", v);
      td.className = "num";
      return td;
    }));
    return tr;
  }
}

function cell(tag, text, scope) {
  const el = document.createElement(tag);
  el.textContent = text;
  if (scope) el.scope = scope;
  return el;
}
