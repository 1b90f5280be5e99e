// The value of a hand from its tiles: yaku with han, fu with its breakdown, dora, the limit,
// then who pays whom (PaymentView) and, where the house pays chips for the hand, its chips.
import {PaymentView} from "../calculators/payment-view.js";
import {points, worth, yakumanName} from "../shell/format.js";
import {seatName} from "../shell/seats.js";
import {nameOf, pick, t, table} from "../shell/i18n.js";

const DORA = ["dora", "aka", "ura", "nuki", "flower"];

export class ScoreView {
  constructor(root) {
    this.root = root;
    this.payments = new PaymentView(root);
    this.yaku = root.querySelector("#yaku-table tbody");
    this.fu = root.querySelector("#fu-table tbody");
    this.fuDetails = root.querySelector("#fu-details");
    this.chips = root.querySelector("#hand-result-chips");
  }

  show(request, result, players) {
    const how = request.discarder === null ? t("win.tsumo") : t("win.ron");
    const title = t("result.title", {seat: seatName(request.winner), worth: worth(result), how,
      points: points(result.deltas[request.winner])});
    this.payments.show({title, payments: result.payments, deltas: result.deltas,
      kyotakuDelta: result.kyotaku_delta, players, call: result.call});

    const rows = result.yaku.map((y) => row(pick(y.name) || nameOf("yaku", y.id),
      y.yakuman ? yakumanName(y.yakuman) : t("unit.han", {n: y.han}), y.id));
    for (const key of DORA) {
      const n = result.dora?.[key] || 0;
      if (n) rows.push(row(t(`dora.${key}`), t("unit.han", {n}), key));
    }
    if (!result.yakuman) {
      const total = row(t("score.total"), t("unit.han", {n: result.han}), "total");
      total.className = "total";
      rows.push(total);
    }
    this.yaku.replaceChildren(...rows);

    this.fuDetails.hidden = Boolean(result.yakuman) || !(result.fu_details || []).length;
    const fuRows = (result.fu_details || []).map((d) => row(fuName(d.reason), t("unit.fu", {n: d.fu}), d.reason));
    const fuTotal = row(t("score.total"), t("unit.fu", {n: result.fu}), "total");
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
    this.chips.textContent = t(payers.length > 1 ? "score.chips_each" : "score.chips",
      {count, payers: payers.join(t("list.and")), winner: seatName(request.winner)});
  }

  hide() {
    this.root.hidden = true;
  }
}

// A fu reason's name (ui.json fu.*, whose Japanese side is the core's own names).
function fuName(reason) {
  return table("ui")[`fu.${reason}`] ? t(`fu.${reason}`) : reason;
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
