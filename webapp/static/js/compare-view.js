// Two houses' resolved rulesets side by side: every field whose value differs (or all).
import {flatten} from "./field-labels.js";

const HIDDEN = new Set(["house.name.ja", "house.name.en"]);  // they head the columns

export class CompareView {
  constructor(table, summary, labels) {
    this.table = table;
    this.summary = summary;
    this.labels = labels;
  }

  render(a, b, showAll) {
    const left = flatten(a.ruleset);
    const right = flatten(b.ruleset);
    const paths = [...new Set([...left.keys(), ...right.keys()])].filter((p) => !HIDDEN.has(p));
    // A field one house does not have and a field set to null both mean "unset".
    const differs = (p) => JSON.stringify(left.get(p) ?? null) !== JSON.stringify(right.get(p) ?? null);
    const diffCount = paths.filter(differs).length;
    const rows = [];
    let group = null;
    for (const path of paths) {
      const changed = differs(path);
      if (!showAll && !changed) continue;
      const top = path.split(".")[0];
      if (top !== group && path.includes(".")) {
        group = top;
        rows.push(this.#groupRow(top));
      }
      rows.push(this.#row(path, left.get(path), right.get(path), changed));
    }
    const head = this.table.tHead.rows[0];
    head.cells[1].textContent = a.name.ja;
    head.cells[2].textContent = b.name.ja;
    this.table.tBodies[0].replaceChildren(...rows);
    this.summary.textContent = a.id === b.id
      ? "同じハウスです。別のハウスを選んでください。"
      : `違う設定: ${diffCount}項目${showAll ? ` (全${paths.length}項目を表示)` : ""}`;
  }

  #groupRow(top) {
    const tr = document.createElement("tr");
    tr.className = "group";
    const th = document.createElement("th");
    th.colSpan = 3;
    th.scope = "colgroup";
    th.textContent = this.labels.label(top);
    tr.append(th);
    return tr;
  }

  #row(path, left, right, changed) {
    const tr = document.createElement("tr");
    tr.dataset.path = path;
    if (changed) tr.className = "changed";
    const th = document.createElement("th");
    th.scope = "row";
    const label = this.labels.label(path);
    th.append(label);
    if (label !== path) {
      const small = document.createElement("small");
      small.lang = "en";
      small.textContent = path;
      th.append(small);
    }
    tr.append(th, this.#cell(path, left), this.#cell(path, right));
    return tr;
  }

  #cell(path, value) {
    const td = document.createElement("td");
    td.textContent = this.labels.value(path, value);
    return td;
  }
}
