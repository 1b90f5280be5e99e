// The settlement: ranks, each line of the breakdown (raw, oka, uma, chips, tobi, …) and the
// points per player, as a table with one column per player.
import {playerName} from "./seats.js";
import {points} from "./format.js";

// Breakdown lines, in display order; together they add up to the total. Lines that are 0 for
// everyone are left out. The answer's "other" is prizes + penalty, already shown as their own
// lines, so it is not a line here (it would count both twice).
const LINES = [
  ["raw", "素点"], ["oka", "オカ"], ["uma", "ウマ"], ["chips", "チップ"], ["tobi", "飛び賞"],
  ["prizes", "祝儀"], ["penalty", "罰符"], ["fee", "ゲーム代"],
];

function decimal(n) {
  const text = Number(n).toLocaleString("ja-JP", {maximumFractionDigits: 2});
  return n > 0 ? `+${text}` : text;
}

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
    this.title.textContent = `トップ: ${names(top)} ${decimal(result.points[top])}`;
    const head = this.table.tHead.rows[0];
    head.replaceChildren(head.cells[0], ...[...Array(players).keys()].map((p) => cell("th", names(p), "col")));
    const rows = [
      this.#row("持ち点", scores.map((s) => points(s))),
      this.#row("順位", result.ranks.map((r) => `${r}位`), "rank"),
    ];
    for (const [key, label] of LINES) {
      const values = result.breakdown.map((b) => b[key] ?? 0);
      if (key !== "raw" && values.every((v) => v === 0)) continue;
      rows.push(this.#row(label, values.map(decimal), key));
    }
    const total = this.#row("合計", result.points.map(decimal), "total");
    total.className = "total";
    for (let p = 0; p < players; p++) {
      total.cells[p + 1].classList.add(result.points[p] < 0 ? "minus" : result.points[p] > 0 ? "plus" : "zero");
    }
    rows.push(total);
    this.table.tBodies[0].replaceChildren(...rows);
    const notes = [`単位: ${result.unit_ja || result.unit}`];
    if (result.zero_sum === false) notes.push("合計は0になりません (ゲーム代・罰符などが場外へ)");
    if (result.left_on_table) notes.push(`場に残った点: ${points(result.left_on_table)}`);
    this.unit.textContent = notes.join(" ・ ");
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
