// One hand of the score sheet in table words: who won from whom, han/fu or the limit, and the
// payment as it is said aloud (「BがAからロン 3翻30符 3900」「Cツモ 満貫 2000・4000」); draws,
// penalties, prizes. The spoken figures are what the payers' deltas show once the riichi sticks
// they put down are added back (the honba included), so they are the points that changed hands.
import {abortiveName, nameOf, t} from "./i18n.js";
import {limitName, points, worth} from "./format.js";

// A han count's limit, the same in every house below 13 han (from 13 the houses differ).
function limitOf(han) {
  if (han >= 11 && han <= 12) return "sanbaiman";
  if (han >= 8 && han <= 10) return "baiman";
  if (han >= 6 && han <= 7) return "haneman";
  if (han === 5) return "mangan";
  return null;
}

function value(entry) {
  if (entry.hand) return t("sheet.line.from_tiles");
  if (entry.yakuman) return worth(entry);
  const limit = limitOf(entry.han);
  if (limit) return `${t("unit.han", {n: entry.han})} ${limitName(limit)}`;
  return entry.han >= 13 ? t("unit.han", {n: entry.han}) : worth(entry);  // fu no longer counts
}

export class SheetWords {
  // `name(player)`, `sticks`: {riichi, open} the points a declaration puts on the table.
  constructor(name, sticks) {
    this.name = name;
    this.sticks = sticks;
  }

  names(list) {
    return list.map((p) => this.name(p)).join(t("list.and"));
  }

  // The whole line of event `event`, `before` and `after` its states (either may be missing).
  describe(event, before, after) {
    const riichi = [...(event.riichi || []), ...(event.open_riichi || [])];
    const open = event.open_riichi?.length ? ` (${t("sheet.line.open_riichi", {names: this.names(event.open_riichi)})})` : "";
    const declared = event.riichi?.length ? ` (${t("sheet.riichi_by", {names: this.names(event.riichi)})})` : "";
    const tail = declared + open;
    if (event.type === "win") return this.#win(event, before, after, riichi) + tail;
    if (event.type === "draw") return this.#draw(event) + tail;
    if (event.type === "prize") {
      return t("sheet.line.prize", {name: this.name(event.player), kind: prizeName(event.kind)});
    }
    return t("sheet.penalty_by", {name: this.name(event.offender), kind: nameOf("penalties", event.kind)}) + tail;
  }

  #win(event, before, after, riichi) {
    const open = new Set(event.open_riichi || []);
    const said = event.wins.length === 1 ? this.#said(event.wins[0], before, after, riichi, open) : "";
    const wins = event.wins.map((w) => {
      const who = w.discarder === null || w.discarder === undefined
        ? t("sheet.line.tsumo", {winner: this.name(w.winner)})
        : t("sheet.line.ron", {winner: this.name(w.winner), discarder: this.name(w.discarder)});
      const pao = w.pao !== undefined && w.pao !== null ? ` ${t("sheet.line.pao", {name: this.name(w.pao)})}` : "";
      const dealIn = w.open_riichi_deal_in ? ` ${t("sheet.line.open_deal_in")}` : "";
      return `${who} ${value(w)}${pao}${dealIn}`;
    });
    return wins.join(t("list.separator")) + (said ? ` ${said}` : "") + (event.stop ? ` ${t("sheet.stopped")}` : "");
  }

  // The spoken payment of a single win, from the deltas (null where they are not known).
  #said(win, before, after, riichi, open) {
    if (!before || !after?.deltas) return "";
    const paid = (p) => {
      const back = (after.deltas[p] ?? 0)
        + (riichi.includes(p) ? (open.has(p) ? this.sticks.open : this.sticks.riichi) ?? 0 : 0);
      return -back;
    };
    if (win.discarder !== null && win.discarder !== undefined && (win.pao === undefined || win.pao === null)) {
      const amount = paid(win.discarder);
      return amount > 0 ? t("call.ron", {points: points(amount)}) : "";
    }
    if (win.discarder !== null && win.discarder !== undefined) return "";
    const payers = after.deltas.map((_, p) => p).filter((p) => p !== win.winner && paid(p) > 0);
    if (!payers.length || win.pao !== undefined && win.pao !== null) return "";
    if (win.winner === before.dealer || !payers.includes(before.dealer)) {
      const amounts = new Set(payers.map(paid));
      return amounts.size === 1 ? t("call.all", {each: points(paid(payers[0]))}) : "";
    }
    const others = payers.filter((p) => p !== before.dealer).map(paid);
    if (!others.length || new Set(others).size !== 1) return "";
    return t("call.tsumo", {non_dealer: points(others[0]), dealer: points(paid(before.dealer))});
  }

  #draw(event) {
    if (event.abortive) return t("draw.abortive_named", {kind: abortiveName(event.abortive)});
    const tenpai = event.tenpai?.length ? t("sheet.tenpai_by", {names: this.names(event.tenpai)}) : t("sheet.all_noten");
    const nagashi = event.nagashi?.length ? ` ${t("sheet.nagashi_by", {names: this.names(event.nagashi)})}` : "";
    return `${t("sheet.type.draw")} ${tenpai}${nagashi}`;
  }
}

export function prizeName(kind) {
  const key = `sheet.prize.${kind}`;
  const text = t(key);
  return text === key ? kind : text;
}
