// Number, round and limit formatting shared by the result views.
import {lang, t} from "./i18n.js";

const LOCALE = lang === "en" ? "en-US" : "ja-JP";

// Both languages group whole numbers alike, 3,900 (as the server's `num` does), so a whole
// number is written here without Intl: its first use in a page loads the locale's ICU data,
// 15–50 ms of one task on a desktop CPU, four times that on a phone, and the score sheet's first
// render shows the scores. A fraction (a settlement's 12.5) is Intl's to round.
function grouped(n, options) {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(LOCALE, options);
  const text = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ",");
  return n < 0 || Object.is(n, -0) ? `-${text}` : text;
}

export function points(n) {
  return grouped(Number(n));
}

export function decimal(n) {
  const text = grouped(Number(n), {maximumFractionDigits: 2});
  return n > 0 ? `+${text}` : text;
}

export function signed(n) {
  return (n > 0 ? "+" : "") + points(n);
}

// "E2" → "東2局" / "East 2"; anything else is shown as it comes.
export function roundName(round) {
  const match = /^([ESWN])(\d+)$/.exec(round || "");
  return match ? t("round.name", {wind: t(`wind.${match[1]}`), n: match[2]}) : String(round ?? "");
}

export function limitName(limit) {
  return t(`limit.${limit}`);
}

export function yakumanName(multiple) {
  return multiple <= 3 ? t(`yakuman.${multiple}`) : t("yakuman.n", {n: multiple});
}

// "3翻30符" / "3 han 30 fu", or the yakuman it is.
export function worth({han, fu, yakuman, limit}) {
  if (yakuman) return yakumanName(yakuman);
  const value = t("unit.han_fu", {han, fu});
  return limit ? `${value} ${limitName(limit)}` : value;
}
