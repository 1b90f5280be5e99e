// ルール一覧 of one house: its catalog, searchable and filterable, in Japanese or English.
import {startPage} from "./shell.js";
import {Labels} from "./i18n.js";
import {CatalogView} from "./catalog-view.js";
import {RuleFilter} from "./rule-filter.js";
import {ErrorView} from "./error-view.js";

const LANG_KEY = "rules-lang";
const {api, routes, houseId} = startPage();
const errors = new ErrorView(document.getElementById("error"));
const filter = new RuleFilter(document.getElementById("rule-filter"));
const count = document.getElementById("rule-count");
const noMatch = document.getElementById("no-match");
const english = document.getElementById("lang-en");

function counted(rules, key, label, order = []) {
  const counts = new Map();
  for (const rule of rules) counts.set(rule[key], (counts.get(rule[key]) || 0) + 1);
  const keys = [...counts.keys()].sort((a, b) => rank(order, a) - rank(order, b));
  return keys.map((k) => [k, label(k), counts.get(k)]);
}

function rank(order, key) {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
}

async function main() {
  const [labels, house] = await Promise.all([new Labels(routes).load("catalog"), api.house(houseId)]);
  const catalogLabels = labels.get("catalog");
  const view = new CatalogView(document.getElementById("catalog"), catalogLabels);
  document.getElementById("house-name").textContent = house.name.ja;
  document.title = `${house.name.ja} のルール — ハウスルール点数計算`;
  document.getElementById("house-meta").textContent = [
    house.name.en, house.players === 3 ? "三人麻雀" : "四人麻雀",
    house.source ? `出典: ${house.source}` : "参考ルール",
  ].join(" ・ ");

  const rules = house.rules || [];
  view.render(rules);
  filter.setOptions(filter.category, counted(rules, "category", (c) => view.categoryLabel(c)));
  filter.setOptions(filter.status, counted(rules, "status", (s) => view.statusLabel(s),
    Object.keys(catalogLabels.statuses || {})));

  const apply = () => {
    const shown = view.filter((rule, haystack) => filter.matches(rule, haystack));
    count.textContent = rules.length === 0
      ? "このハウスのルール目録はまだありません。"
      : shown === rules.length ? `全${rules.length}件` : `全${rules.length}件中 ${shown}件を表示`;
    noMatch.hidden = shown > 0 || rules.length === 0;
  };
  filter.onChange(apply);
  apply();

  english.checked = localStorage.getItem(LANG_KEY) === "en";
  const setLang = () => {
    localStorage.setItem(LANG_KEY, english.checked ? "en" : "ja");
    view.setLanguage(english.checked ? "en" : "ja");
  };
  english.addEventListener("change", setLang);
  setLang();
}

main().catch((error) => errors.show(error));
