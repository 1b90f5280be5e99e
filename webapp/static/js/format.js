// Number and round formatting shared by the result views.
const WINDS = {E: "東", S: "南", W: "西", N: "北"};

export function points(n) {
  return Number(n).toLocaleString("ja-JP");
}

export function signed(n) {
  return (n > 0 ? "+" : "") + points(n);
}

// "E2" → "東2局"; anything else is shown as it comes.
export function roundName(round) {
  const match = /^([ESWN])(\d+)$/.exec(round || "");
  return match ? `${WINDS[match[1]]}${match[2]}局` : String(round ?? "");
}

export const LIMITS = {mangan: "満貫", haneman: "跳満", baiman: "倍満", sanbaiman: "三倍満", yakuman: "役満"};
