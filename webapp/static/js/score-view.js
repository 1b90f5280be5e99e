// The value of a hand from its tiles: yaku with han, fu with its breakdown, dora, the limit,
// then who pays whom (PaymentView) and, where the house pays chips for the hand, its chips.
import {PaymentView} from "./payment-view.js";
import {LIMITS, points} from "./format.js";
import {seatName} from "./seats.js";

const DORA = [["dora", "ドラ"], ["aka", "赤ドラ"], ["ura", "裏ドラ"], ["nuki", "抜きドラ"], ["flower", "花牌"]];

export class ScoreView {
  constructor(root, fuNames) {
    this.root = root;
    this.fuNames = fuNames;
    this.payments = new PaymentView(root);
    this.yaku = root.querySelector("#yaku-table tbody");
    this.fu = root.querySelector("#fu-table tbody");
    this.fuDetails = root.querySelector("#fu-details");
    this.chips = root.querySelector("#hand-result-chips");
  }

  show(request, result, players) {
    const how = request.discarder === null ? "ツモ" : "ロン";
    const worth = result.yakuman
      ? (result.yakuman > 1 ? `${result.yakuman}倍役満` : "役満")
      : `${result.han}翻${result.fu}符` + (result.limit ? ` ${LIMITS[result.limit]}` : "");
    const title = `${seatName(request.winner)} ${worth} ${how}: +${points(result.deltas[request.winner])}点`;
    this.payments.show({title, payments: result.payments, deltas: result.deltas,
      kyotakuDelta: result.kyotaku_delta, players, call: result.call});

    const rows = result.yaku.map((y) => row(y.name?.ja || y.id,
      y.yakuman ? (y.yakuman > 1 ? `${y.yakuman}倍役満` : "役満") : `${y.han}翻`, y.id));
    for (const [key, label] of DORA) {
      const n = result.dora?.[key] || 0;
      if (n) rows.push(row(label, `${n}翻`, key));
    }
    if (!result.yakuman) {
      const total = row("合計", `${result.han}翻`, "total");
      total.className = "total";
      rows.push(total);
    }
    this.yaku.replaceChildren(...rows);

    this.fuDetails.hidden = Boolean(result.yakuman) || !(result.fu_details || []).length;
    const fuRows = (result.fu_details || []).map((d) => row(this.fuNames[d.reason] || d.reason, `${d.fu}符`, d.reason));
    const fuTotal = row("合計", `${result.fu}符`, "total");
    fuTotal.className = "total";
    this.fu.replaceChildren(...fuRows, fuTotal);
    this.showChips(request, result.chips);
    this.root.hidden = false;
  }

  // "チップ 2枚: 西家 (子) → 南家 (子)"; on a tsumo each payer pays the count (ずつ).
  // Houses without hand chips answer count 0: the line stays hidden.
  showChips(request, chips) {
    const count = chips?.count || 0;
    this.chips.hidden = !count;
    if (!count) return;
    const payers = chips.deltas.flatMap((delta, seat) => (delta < 0 ? [seatName(seat)] : []));
    const each = payers.length > 1 ? "ずつ" : "";
    this.chips.textContent =
      `チップ ${count}枚${each}: ${payers.join("・")} → ${seatName(request.winner)}`;
  }

  hide() {
    this.root.hidden = true;
  }
}

function row(label, value, key) {
  const tr = document.createElement("tr");
  tr.dataset.key = key;
  const th = document.createElement("th");
  th.scope = "row";
  th.textContent = label;
  const td = document.createElement("td");
  td.className = "num";
  td.textContent = value;
  tr.append(th, td);
  return tr;
}
