// Shows who pays whom and each seat's net change.
import {seatName} from "./seats.js";

const LIMITS = {mangan: "満貫", haneman: "跳満", baiman: "倍満", sanbaiman: "三倍満", yakuman: "役満"};
const KINDS = {hand: "", honba: "積み棒", kyotaku: "供託", bonus: "ボーナス"};

function points(n) {
  return n.toLocaleString("ja-JP");
}

export class PaymentView {
  constructor(doc) {
    this.result = doc.getElementById("result");
    this.title = doc.getElementById("result-title");
    this.payments = doc.getElementById("payments");
    this.deltas = doc.getElementById("deltas");
    this.error = doc.getElementById("error");
  }

  show(request, result, players) {
    this.error.hidden = true;
    const v = result.value;
    const how = request.discarder === null ? "ツモ" : "ロン";
    const worth = v.limit ? LIMITS[v.limit] + (v.yakuman > 1 ? ` ×${v.yakuman}` : "") : `${v.fu}符${v.han}翻`;
    const gain = result.deltas[request.winner];
    this.title.textContent = `${seatName(request.winner)} ${worth} ${how}: +${points(gain)}点`;
    this.payments.replaceChildren(
      ...result.payments.map((p) => {
        const li = document.createElement("li");
        const from = p.from === null ? "場" : seatName(p.from);
        const to = p.to === null ? "場" : seatName(p.to);
        const kind = KINDS[p.kind] ? ` (${KINDS[p.kind]})` : "";
        li.textContent = `${from} → ${to}: ${points(p.points)}点${kind}`;
        return li;
      }),
    );
    this.deltas.replaceChildren(
      ...[...Array(players).keys()].map((seat) => {
        const tr = document.createElement("tr");
        const d = result.deltas[seat];
        tr.innerHTML = `<td></td><td class="${d < 0 ? "minus" : "plus"}"></td>`;
        tr.children[0].textContent = seatName(seat);
        tr.children[1].textContent = (d > 0 ? "+" : "") + points(d);
        return tr;
      }),
    );
    this.result.hidden = false;
  }

  showError(message) {
    this.error.textContent = message;
    this.error.hidden = false;
  }
}
