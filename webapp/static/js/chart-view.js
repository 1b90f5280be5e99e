// A house's 早見表 for one of: non-dealer/dealer × ron/tsumo. Han 1–4 across, fu down, then
// the limits. Numbers are said as at the table: 3900, 1000・2000 (子・親), 1300オール.
import {LIMITS} from "./format.js";
import {sayFigures} from "./table-words.js";

const WHO = {non_dealer: "子", dealer: "親"};
const HOW = {ron: "ロン", tsumo: "ツモ"};

// The cell's figures as the table says them (the same words as a result's call).
export function payText(value) {
  return sayFigures(value);
}

export class ChartView {
  constructor(table, limitsTable, caption) {
    this.table = table;
    this.limitsTable = limitsTable;
    this.caption = caption;
  }

  show(chart, who, how) {
    const hans = [...new Set(chart.cells.map((c) => c.han))].sort((a, b) => a - b);
    const fus = [...new Set(chart.cells.map((c) => c.fu))].sort((a, b) => a - b);
    const cell = new Map(chart.cells.map((c) => [`${c.han}/${c.fu}`, c]));
    this.caption.textContent = how === "tsumo"
      ? (who === "dealer" ? "親のツモ (子それぞれの支払い)" : "子のツモ (子の支払い/親の支払い)")
      : `${WHO[who]}のロン (放銃者の支払い)`;

    const headRow = this.table.tHead.rows[0];
    headRow.replaceChildren(headRow.cells[0], ...hans.map((han) => th(`${han}翻`, "col")));
    this.table.tBodies[0].replaceChildren(...fus.map((fu) => {
      const tr = document.createElement("tr");
      tr.append(th(`${fu}符`, "row"));
      for (const han of hans) {
        const c = cell.get(`${han}/${fu}`);
        const side = c ? c[who] : null;
        tr.append(valueCell(side ? side[how] : null, side ? side.limit : null, {han, fu}));
      }
      return tr;
    }));

    document.getElementById("limits-value").textContent = `${WHO[who]}の${HOW[how]}`;
    this.limitsTable.tBodies[0].replaceChildren(...chart.limits.map((limit) => {
      const tr = document.createElement("tr");
      const name = LIMITS[limit.limit] + (limit.yakuman > 1 ? `×${limit.yakuman}` : "");
      const han = limit.han ? `${limit.han}翻〜` : "—";
      tr.append(th(name, "row"), td(han), valueCell(limit[who][how], null, {limit: limit.limit}));
      return tr;
    }));
  }
}

function th(text, scope) {
  const cell = document.createElement("th");
  cell.scope = scope;
  cell.textContent = text;
  return cell;
}

function td(text) {
  const cell = document.createElement("td");
  cell.textContent = text;
  return cell;
}

function valueCell(value, limit, data) {
  const text = payText(value);
  const cell = td(text ?? "—");
  const split = text && /^(\d+[・/])(\d+)$/.exec(text);
  if (split) {
    // "1000・2000" may break after the dot on a narrow phone; the text stays the same.
    cell.replaceChildren(split[1], document.createElement("wbr"), split[2]);
  }
  Object.assign(cell.dataset, data);
  if (text === null) {
    cell.className = "none";
    cell.setAttribute("aria-label", "なし");
  } else if (limit) {
    cell.className = "limit";
    cell.title = LIMITS[limit];
  }
  return cell;
}
