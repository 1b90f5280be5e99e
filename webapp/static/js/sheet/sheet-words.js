// One hand of the score sheet in table words: who won from whom, han/fu or the limit, and the
// payment as it is said aloud (「BがAからロン 3翻30符 3900」「Cツモ 4翻 満貫 2000・4000」); draws,
// penalties, prizes. The spoken payment and the limit are the replay's `calls` (one per paid
// win, from the very transfers that moved the points, multiple ron and pao included).
import {abortiveName, nameOf, t} from "../shell/i18n.js";
import {decimal, points, roundName, worth} from "../shell/format.js";
import {sayCall} from "../shell/table-words.js";

// How the hand was entered, worded; a limit (満貫…) from its call replaces the fu.
function value(entry, said) {
  if (entry.hand) return t("sheet.line.from_tiles");
  if (entry.yakuman) return worth(entry);
  if (said?.limit) return `${t("unit.han", {n: entry.han})} ${said.limit}`;
  return worth(entry);
}

export class SheetWords {
  // `name(player)`: a player's name on this sheet.
  constructor(name) {
    this.name = name;
  }

  names(list) {
    return list.map((p) => this.name(p)).join(t("list.and"));
  }

  // The whole line of event `event`, `before` and `after` its states (either may be missing).
  describe(event, before, after) {
    const open = event.open_riichi?.length ? ` (${t("sheet.line.open_riichi", {names: this.names(event.open_riichi)})})` : "";
    const declared = event.riichi?.length ? ` (${t("sheet.riichi_by", {names: this.names(event.riichi)})})` : "";
    const tail = declared + open;
    if (event.type === "win") return this.#win(event, after) + tail;
    if (event.type === "draw") return this.#draw(event) + tail;
    if (event.type === "prize") {
      return t("sheet.line.prize", {name: this.name(event.player), kind: prizeName(event.kind)});
    }
    return t("sheet.penalty_by", {name: this.name(event.offender), kind: nameOf("penalties", event.kind)}) + tail;
  }

  #win(event, after) {
    const calls = after?.calls || [];
    const wins = event.wins.map((w) => {
      const call = calls.find((c) => c.winner === w.winner);
      const said = call ? sayCall(call) : null;
      const who = w.discarder === null || w.discarder === undefined
        ? t("sheet.line.tsumo", {winner: this.name(w.winner)})
        : t("sheet.line.ron", {winner: this.name(w.winner), discarder: this.name(w.discarder)});
      const pao = w.pao !== undefined && w.pao !== null ? ` ${t("sheet.line.pao", {name: this.name(w.pao)})}` : "";
      const dealIn = w.open_riichi_deal_in ? ` ${t("sheet.line.open_deal_in")}` : "";
      const spoken = said ? ` ${said.figures}${said.note ? ` ${said.note}` : ""}` : "";
      return `${who} ${value(w, said)}${pao}${dealIn}${spoken}`;
    });
    return wins.join(t("list.separator")) + (event.stop ? ` ${t("sheet.stopped")}` : "");
  }

  #draw(event) {
    if (event.abortive) return t("draw.abortive_named", {kind: abortiveName(event.abortive)});
    const tenpai = event.tenpai?.length ? t("sheet.tenpai_by", {names: this.names(event.tenpai)}) : t("sheet.all_noten");
    const nagashi = event.nagashi?.length ? ` ${t("sheet.nagashi_by", {names: this.names(event.nagashi)})}` : "";
    return `${t("sheet.type.draw")} ${tenpai}${nagashi}`;
  }

  // The game as text to share: the house, each hand's line, the scores, the settlement.
  // `start`: the state before the first hand; `states`: the state after each hand replayed.
  summary(houseName, events, start, states) {
    const lines = [`${t("page.sheet")}: ${houseName}`];
    events.forEach((event, i) => {
      const before = i === 0 ? start : states[i - 1];
      const when = before ? `${t("sheet.when", {round: roundName(before.round), n: before.honba})}: ` : "";
      lines.push(`${i + 1}. ${when}${this.describe(event, before, states[i])}`);
    });
    const last = states.length ? states[states.length - 1] : start;
    lines.push(`${t("sheet.summary.scores")}: ${last.scores.map((s, p) => `${this.name(p)} ${points(s)}`).join(t("list.separator"))}`);
    if (last.finished && last.settlement) {
      const settled = last.settlement.points.map((v, p) => `${this.name(p)} ${decimal(v)}`).join(t("list.separator"));
      lines.push(`${t("sheet.summary.settlement")}: ${settled}`);
    }
    return lines.join("\n");
  }
}

export function prizeName(kind) {
  const key = `sheet.prize.${kind}`;
  const text = t(key);
  return text === key ? kind : text;
}
