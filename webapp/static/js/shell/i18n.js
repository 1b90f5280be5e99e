// The one translation mechanism, browser side: the same JSON files under static/i18n that the
// server renders the pages with (every leaf a {"ja", "en"} pair). The language is the page's
// <html lang>, which the server chose (the player's switch, else the browser's language).
export const lang = document.documentElement.lang === "en" ? "en" : "ja";
const tables = new Map();

// Fetches the named tables (ui, errors, values, …) once; a table that cannot be read is empty,
// and every lookup then falls back to the key or the server's wording.
export async function loadTables(urls, names) {
  await Promise.all(names.map(async (name) => {
    if (tables.has(name)) return;
    try {
      const response = await fetch(urls[name]);
      tables.set(name, response.ok ? await response.json() : {});
    } catch {
      tables.set(name, {});
    }
  }));
}

export function table(name) {
  return tables.get(name) || {};
}

// One language of a {"ja", "en"} pair (also the contract's names, e.g. a house or a yaku).
export function pick(pair) {
  if (pair === null || pair === undefined) return "";
  if (typeof pair !== "object") return String(pair);
  return pair[lang] || pair.ja || "";
}

export function fill(text, params = {}) {
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

// An interface string by key, e.g. t("win.ron_from", {seat: "南家"}).
export function t(key, params = {}) {
  const entry = table("ui")[key];
  return fill(entry ? pick(entry) : key, params);
}

// A name from one of the data tables (penalties, fu, yaku…), or the key itself.
export function nameOf(tableName, key) {
  const entry = table(tableName)[key];
  return entry ? pick(entry) : String(key);
}

export function abortiveName(kind) {
  const entry = (table("values")["draw.abortive"] || {})[kind];
  return entry ? pick(entry) : String(kind);
}
