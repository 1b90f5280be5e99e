// Which situation flags of /score a house has, from its ruleset: a flag of a local yaku
// (kanburi, mane-man, 十三不塔, renhou, the open-riichi deal-in) only where the house lists
// the yaku; a standard one unless the house turns its yaku off; 国士の暗槓ロン where allowed.
const LOCAL = {
  kanburi: "kanburi", maneman: "maneman", first_draw: "shiisanputaa", renhou: "renhou",
  discarder_riichi: "open_riichi_deal_in",
};
const STANDARD = {
  riichi: "riichi", double_riichi: "double_riichi", ippatsu: "ippatsu", haitei: "haitei",
  houtei: "houtei", rinshan: "rinshan", chankan: "chankan", tenhou: "tenhou", chiihou: "chiihou",
};

export function offeredFlags(ruleset = {}) {
  const yaku = ruleset.hand?.yaku || {};
  const on = (id) => yaku[id]?.enabled === true;
  const offered = new Set();
  for (const [flag, id] of Object.entries(STANDARD)) {
    if (yaku[id]?.enabled !== false) offered.add(flag);
  }
  for (const [flag, id] of Object.entries(LOCAL)) {
    if (on(id)) offered.add(flag);
  }
  const cost = ruleset.riichi?.open_riichi_cost;
  if ((cost !== null && cost !== undefined) || on("open_riichi")) offered.add("open_riichi");
  if (ruleset.hand?.kokushi_chankan_ankan) offered.add("chankan_ankan");
  return offered;
}

// A liable player (pao) can be named where the house has liability for some yaku.
export function offersPao(ruleset = {}) {
  return (ruleset.payment?.pao_yaku || []).length > 0;
}
