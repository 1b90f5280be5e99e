// Words of the table (tile entry, the payment as it is said) in the page's language, from the
// one translation source (static/i18n/ui.json, keys table.*, call.*, limit.*, yakuman.*). The
// payment call comes from the core as data (`call` in /win and /score); this words it for the
// result cards (the chart page says its cells with the same keys, on the server).
import {lang, t} from "./i18n.js";
import {limitName, yakumanName} from "./format.js";

const KEYS = ["hand", "melds", "dora", "ura", "aside", "target", "meldKind", "pickWin", "winTile",
  "nuki", "flower", "remove", "removeMeld", "empty", "chooseWin", "not_enough_copies",
  "chi_needs_a_run", "building", "wait", "liability"];

export function language() {
  return lang;
}

export function words() {
  const w = Object.fromEntries(KEYS.map((key) => [key, t(`table.${key}`)]));
  for (const kind of ["chi", "pon", "minkan", "ankan", "kakan"]) w[kind] = t(`meld.${kind}`);
  return w;
}

// The figures of a call or of a chart cell: a number (ron), {each} (the dealer's tsumo) or
// {non_dealer, dealer} (a non-dealer's tsumo), as the table says them.
export function sayFigures(figures) {
  if (figures === null || figures === undefined) return null;
  if (typeof figures === "number") return t("call.ron", {points: figures});
  if ("each" in figures) return t("call.all", {each: figures.each});
  if ("non_dealer" in figures) return t("call.tsumo", {non_dealer: figures.non_dealer, dealer: figures.dealer});
  return t("call.ron", {points: figures.points});
}

// A call from the API → {figures: "1000・2000は1100・2100", limit: "満貫" or "", note}.
export function sayCall(call) {
  const hand = sayFigures(call);
  const figures = call.with_honba ? t("call.with_honba", {hand, honba: sayFigures(call.with_honba)}) : hand;
  let limit = "";
  if (call.limit === "yakuman" && call.yakuman > 1) limit = yakumanName(call.yakuman);
  else if (call.limit) limit = limitName(call.limit);
  return {figures, limit, note: call.kind === "pao" ? t("table.liability") : ""};
}
