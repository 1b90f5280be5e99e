// Words of the table (tile entry, the payment as it is said), in Japanese and English, chosen
// by <html lang>. The payment call comes from the core as data (`call` in /win and /score);
// this is the one place that words it, for the result cards and the chart alike.
const WORDS = {
  ja: {
    hand: "手牌", melds: "副露", dora: "ドラ表示牌", ura: "裏ドラ表示牌", aside: "抜きドラ・花",
    target: "タップした牌の行き先", meldKind: "副露の種類",
    chi: "チー", pon: "ポン", minkan: "明槓", ankan: "暗槓", kakan: "加槓",
    pickWin: "アガリ牌を選ぶ", winTile: "アガリ牌", nuki: "抜き北", flower: "花",
    remove: "を外す", removeMeld: "この副露を外す", empty: "（なし）",
    chooseWin: "アガリ牌を選んでください（手牌の牌をタップ）",
    not_enough_copies: "その牌はもう残っていません", chi_needs_a_run: "チーは同じ色の連続した3枚です",
    building: "作成中", wait: "待ち", liability: "責任払い",
    limits: {mangan: "満貫", haneman: "跳満", baiman: "倍満", sanbaiman: "三倍満", yakuman: "役満"},
    yakumanTimes: (n) => (n === 2 ? "ダブル役満" : n === 3 ? "トリプル役満" : `${n}倍役満`),
    ron: (p) => `${p}`,
    tsumo: (nd, d) => `${nd}・${d}`,
    all: (e) => `${e}オール`,
    withHonba: (hand, honba) => `${hand}は${honba}`,
  },
  en: {
    hand: "Hand", melds: "Calls", dora: "Dora indicators", ura: "Ura-dora indicators",
    aside: "Set aside", target: "Tapped tiles go to", meldKind: "Call",
    chi: "Chi", pon: "Pon", minkan: "Open kan", ankan: "Closed kan", kakan: "Added kan",
    pickWin: "Pick the winning tile", winTile: "Winning tile", nuki: "North aside",
    flower: "Flower", remove: ": remove", removeMeld: "Remove this call", empty: "(none)",
    chooseWin: "Pick the winning tile (tap it in the hand)",
    not_enough_copies: "No copy of that tile is left", chi_needs_a_run: "A chi is three in a row of one suit",
    building: "building", wait: "wait", liability: "liability",
    limits: {mangan: "Mangan", haneman: "Haneman", baiman: "Baiman", sanbaiman: "Sanbaiman",
      yakuman: "Yakuman"},
    yakumanTimes: (n) => (n === 2 ? "Double yakuman" : n === 3 ? "Triple yakuman" : `${n}× yakuman`),
    ron: (p) => `${p}`,
    tsumo: (nd, d) => `${nd}/${d}`,
    all: (e) => `${e} all`,
    withHonba: (hand, honba) => `${hand} (${honba} with honba)`,
  },
};

export function language() {
  return (document.documentElement.lang || "ja").toLowerCase().startsWith("en") ? "en" : "ja";
}

export function words(lang = language()) {
  return WORDS[lang];
}

// The figures of a call or of a chart cell: a number (ron), {each} (the dealer's tsumo) or
// {non_dealer, dealer} (a non-dealer's tsumo), as the table says them.
export function sayFigures(figures, lang = language()) {
  const w = WORDS[lang];
  if (figures === null || figures === undefined) return null;
  if (typeof figures === "number") return w.ron(figures);
  if ("each" in figures) return w.all(figures.each);
  if ("non_dealer" in figures) return w.tsumo(figures.non_dealer, figures.dealer);
  return w.ron(figures.points);
}

// A call from the API → {figures: "1000・2000は1100・2100", limit: "満貫" or "", note}.
export function sayCall(call, lang = language()) {
  const w = WORDS[lang];
  const hand = sayFigures(call, lang);
  const figures = call.with_honba ? w.withHonba(hand, sayFigures(call.with_honba, lang)) : hand;
  let limit = "";
  if (call.limit === "yakuman" && call.yakuman > 1) limit = w.yakumanTimes(call.yakuman);
  else if (call.limit) limit = w.limits[call.limit];
  return {figures, limit, note: call.kind === "pao" ? w.liability : ""};
}
