// Spoken names of tiles for buttons and screen readers, in the page's language.
const NUMERALS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
const SUITS = {m: ["萬", "man"], p: ["筒", "pin"], s: ["索", "sou"]};
const HONOURS = {
  1: ["東", "East"], 2: ["南", "South"], 3: ["西", "West"], 4: ["北", "North"],
  5: ["白", "White"], 6: ["發", "Green"], 7: ["中", "Red"],
};

function english() {
  return (document.documentElement.lang || "ja").startsWith("en");
}

export function tileName(tile) {
  const en = english();
  if (tile === "f") return en ? "Flower" : "花";
  if (tile === "back") return en ? "Tile back" : "裏";
  const [digit, suit] = tile;
  if (suit === "z") return HONOURS[digit][en ? 1 : 0];
  const rank = digit === "0" ? 5 : Number(digit);
  if (en) return `${digit === "0" ? "red " : ""}${rank} ${SUITS[suit][1]}`;
  return `${digit === "0" ? "赤" : ""}${NUMERALS[rank]}${SUITS[suit][0]}`;
}
