// Number, round and limit formatting shared by the result views.
import {lang, t} from "./i18n.js";

const LOCALE = lang === "en" ? "en-US" : "ja-JP";

export function points(n) {
  return Number(n).toLocaleString(LOCALE);
}

export function decimal(n) {
  const text = Number(n).toLocaleString(LOCALE, {maximumFractionDigits: 2});
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
