// When another phone wrote first: both versions side by side, theirs (the ops the server took
// after the last one this phone had seen) and mine (this phone's unsent ops), and the three
// choices: mine after theirs, drop mine, or they are the same hand (mine is dropped as its
// duplicate). When the core refused an op of mine: the reason and the choice to drop it.
// Until the person chooses, nothing is sent, merged or dropped.
import {t} from "../shell/i18n.js";
import {errorText} from "../shell/error-view.js";
import {applyOp} from "./ops-fold.js";

export class ConflictView {
  // `choose(choice)`: "after" | "drop" | "same" | "drop_first".
  constructor(doc, words, choose) {
    this.box = doc.getElementById("table-conflict");
    this.theirs = doc.getElementById("conflict-theirs");
    this.mine = doc.getElementById("conflict-mine");
    this.refused = doc.getElementById("table-refused");
    this.refusedText = doc.getElementById("refused-text");
    this.words = words;
    for (const [id, choice] of [["conflict-after", "after"], ["conflict-drop", "drop"], ["conflict-same", "same"],
      ["refused-drop", "drop_first"]]) {
      doc.getElementById(id).addEventListener("click", () => choose(choice));
    }
  }

  // `blocked`: the sender's stop (or null); `confirmed`: the ops the server holds, in seq
  // order (theirs are the last of them); `queue`: my unsent ops.
  show(blocked, confirmed, queue, participants) {
    this.box.hidden = blocked?.kind !== "conflict";
    this.refused.hidden = blocked?.kind !== "refused";
    if (blocked?.kind === "conflict") {
      const base = blocked.theirs.length ? blocked.theirs[0].seq - 1 : confirmed.length;
      const before = confirmed.slice(0, base);
      this.theirs.replaceChildren(...this.#items(before, blocked.theirs.map((e) => e.op), participants));
      this.mine.replaceChildren(...this.#items(before, queue, participants));
    } else if (blocked?.kind === "refused") {
      this.refusedText.textContent = t("table.refused", {message: errorText(blocked.error)});
    }
  }

  // Each op in words, folded on top of `before` (a list of ops the server holds).
  #items(before, ops, participants) {
    let games = before.reduce((g, op) => applyOp(g, op, participants).games, []);
    return ops.map((op) => {
      const {games: after, effect} = applyOp(games, op, participants);
      const game = effect.game === null ? null : (after[effect.game] ?? games[effect.game]);
      games = after;
      const li = document.createElement("li");
      li.textContent = this.words.describe(op, game, effect);
      return li;
    });
  }
}
