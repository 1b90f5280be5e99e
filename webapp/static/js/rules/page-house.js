// A house's rules: the catalog comes rendered; this adds search (with the glossary's
// variants) and the category and status filters.
import {pageReady, startPage} from "../shell/shell.js";
import {rememberHouse} from "../shell/house-picker.js";
import {table, t} from "../shell/i18n.js";
import {CatalogView} from "./catalog-view.js";
import {RuleFilter} from "./rule-filter.js";

const {houseId} = await startPage(["glossary"]);
rememberHouse(houseId);  // opened from a table's QR code, most often
const view = new CatalogView(document.getElementById("catalog"));
const filter = new RuleFilter(document.getElementById("rule-filter"), table("glossary"));
const count = document.getElementById("rule-count");
const noMatch = document.getElementById("no-match");
const total = view.size;

function apply() {
  const shown = view.filter((rule, haystack) => filter.matches(rule, haystack));
  count.textContent = total === 0 ? t("house.count.empty")
    : shown === total ? t("house.count.all", {total}) : t("house.count.some", {total, shown});
  noMatch.hidden = shown > 0 || total === 0;
}

filter.onChange(apply);
// The page comes with every rule shown and counted; a filter the browser restored (back to
// the page) is applied at once.
if (filter.active) apply();
pageReady();
