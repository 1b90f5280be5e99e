// The table's history: every op of the log, newest first, with who (the device name its phone
// was given), when, what it did and, for a correction, the event it replaced or deleted; then
// this phone's ops that wait to be sent. The log is never rewritten: a correction is one more
// line here.
import {t} from "../shell/i18n.js";
import {applyOp} from "./ops-fold.js";

function line(className, text) {
  const span = document.createElement("span");
  span.className = className;
  span.textContent = text;
  return span;
}

function when(at) {
  if (!at) return "";
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : date.toLocaleString();
}

export class OpHistory {
  constructor(list, count, words) {
    this.list = list;
    this.count = count;
    this.words = words;
  }

  // `log`: [{seq, op}]; `queue`: unsent ops; `participants`: the table's names. The list is
  // drawn only while its box is open (a night's log can hold thousands of ops).
  show(log, queue, participants) {
    this.count.textContent = String(log.length + queue.length);
    if (!this.list.closest("details")?.open) {
      this.list.replaceChildren();
      return;
    }
    let games = [];
    const items = [];
    const entry = (op, label, pending) => {
      const before = games;
      const {games: after, effect} = applyOp(games, op, participants);
      games = after;
      const game = effect.game === null ? null : (after[effect.game] ?? before[effect.game]);
      const li = document.createElement("li");
      if (pending) li.classList.add("pending");
      li.dataset.kind = Object.keys(op).find((k) => ["append", "replace", "delete", "new_game"].includes(k)) || "";
      const head = document.createElement("div");
      head.className = "after";
      const who = op.device || t("table.history.no_device");
      head.append(line("seq", label), " ", line("who", who), " ", line("at", pending ? t("table.history.unsent") : when(op.at)));
      li.append(head, line("what", this.words.describe(op, game, effect)));
      items.push(li);
    };
    for (const {seq, op} of log) entry(op, `#${seq}`, false);
    for (const op of queue) entry(op, "—", true);
    this.list.replaceChildren(...items.reverse());
  }
}
