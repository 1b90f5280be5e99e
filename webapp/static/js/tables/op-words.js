// One op of a table's log in words: the hand it added, corrected or deleted (with the
// event it replaced), or the game it opened; for the history and the conflict choice.
import {t} from "../shell/i18n.js";
import {SheetWords} from "../sheet/sheet-words.js";
import {gameNames} from "./table-view.js";
import {kindOf} from "./ops-fold.js";

export class OpWords {
  // `participants()`: the table's names; `games()`: its games (for each game's players).
  constructor(participants) {
    this.participants = participants;
  }

  // `game`: the game the op changed (its players name the hand's people); `effect`: what it did.
  describe(op, game, effect = null) {
    const kind = kindOf(op);
    const words = new SheetWords(gameNames(this.participants(), game));
    const n = (effect?.game ?? op.game ?? 0) + 1;
    if (kind === "new_game") {
      const names = gameNames(this.participants(), {players: null});
      const players = op.new_game?.players;
      return t("table.op.new_game", {n: effect ? effect.game + 1 : n,
        names: players ? players.map(names).join(t("list.and")) : t("table.op.everyone")});
    }
    if (kind === "append") return t("table.op.append", {n, line: words.describe(op.append, null, null)});
    const at = op[kind].at + 1;
    const previous = effect?.previous ? words.describe(effect.previous, null, null) : null;
    if (kind === "replace") {
      const line = words.describe(op.replace.event, null, null);
      return previous ? t("table.op.replace_was", {n, at, line, previous}) : t("table.op.replace", {n, at, line});
    }
    return previous ? t("table.op.delete_was", {n, at, previous}) : t("table.op.delete", {n, at});
  }
}
