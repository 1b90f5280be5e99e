// Shows who pays whom (`payments`) and each seat's net change (`deltas`) inside a result card:
// `.result-title`, `.payments` (a list) and `.deltas tbody` (a table).
import {points, signed} from "../shell/format.js";
import {seatName} from "../shell/seats.js";
import {t, table} from "../shell/i18n.js";
import {CallView} from "./call-view.js";

const KINDS = new Set(["honba", "kyotaku", "bonus", "noten", "nagashi", "penalty"]);

export class PaymentView {
  constructor(root, name = seatName) {
    this.root = root;
    this.name = name;
    this.title = root.querySelector(".result-title");
    this.payments = root.querySelector(".payments");
    this.deltas = root.querySelector(".deltas tbody");
    this.call = new CallView(root);
  }

  // `call`: a win's payment as it is said (the answer's `call`), shown large; none for draws.
  show({title, payments = null, deltas, kyotakuDelta = 0, players = deltas.length, call = null}) {
    this.title.textContent = title;
    this.call.show(call);
    const list = payments || [];
    this.payments.hidden = list.length === 0;
    this.payments.replaceChildren(...list.map((p) => this.#payment(p)));
    const rows = [...Array(players).keys()].map((seat) => this.#row(this.name(seat), deltas[seat]));
    if (kyotakuDelta) rows.push(this.#row(t("payment.table_sticks"), kyotakuDelta));
    this.deltas.replaceChildren(...rows);
    this.root.hidden = false;
  }

  hide() {
    this.root.hidden = true;
  }

  #payment(p) {
    const li = document.createElement("li");
    const from = p.from === null || p.from === undefined ? t("payment.table") : this.name(p.from);
    const to = p.to === null || p.to === undefined ? t("payment.table") : this.name(p.to);
    let kind = "";
    if (KINDS.has(p.kind)) kind = ` (${t(`payment.kind.${p.kind}`)})`;
    else if (p.kind && p.kind !== "hand") kind = ` (${table("ui")[`payment.kind.${p.kind}`] ? t(`payment.kind.${p.kind}`) : p.kind})`;
    li.textContent = t("payment.line", {from, to, points: points(p.points)}) + kind;
    return li;
  }

  #row(label, delta) {
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = label;
    const td = document.createElement("td");
    td.className = delta < 0 ? "minus" : delta > 0 ? "plus" : "zero";
    td.textContent = signed(delta);
    tr.append(th, td);
    return tr;
  }
}
