// Spoken names of tiles for buttons and screen readers, in the page's language (ui.json tile.*).
import {t} from "../shell/i18n.js";

export function tileName(tile) {
  if (tile === "f") return t("tile.flower");
  if (tile === "back") return t("tile.back");
  const [digit, suit] = tile;
  if (suit === "z") return t(`tile.honour.${digit}`);
  const rank = digit === "0" ? 5 : Number(digit);
  const parts = {numeral: t(`tile.numeral.${rank}`), suit: t(`tile.suit.${suit}`)};
  return t(digit === "0" ? "tile.red_number" : "tile.number", parts);
}
