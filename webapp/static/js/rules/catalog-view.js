// A house's rule catalog as the server rendered it (grouped by category, in the page's
// language): shows the rules a filter keeps and keeps each group's count in step. Nothing is
// read or written at load beyond finding the rules: the search text of a rule is gathered on
// the first search, and only what changes is written, so the page pays no restyle for a
// filter that shows what was already shown.
import {normalize} from "./rule-filter.js";
import {t} from "../shell/i18n.js";

export class CatalogView {
  constructor(container) {
    this.container = container;
    this.groups = [...container.querySelectorAll(".rule-group")].map((element) => ({
      element,
      shown: element.querySelectorAll("article.rule").length,  // as the server counted them
      count: element.querySelector(".group-count"),
      items: [...element.querySelectorAll("article.rule")].map((article) => ({
        element: article,
        rule: {id: article.dataset.ruleId, category: element.dataset.category, status: article.dataset.status},
        // What the search looks through: the rule as shown, and its id.
        get haystack() {
          return this.text ??= normalize(`${article.dataset.ruleId}\n${article.textContent}`);
        },
      })),
    }));
  }

  get size() {
    return this.groups.reduce((n, g) => n + g.items.length, 0);
  }

  // Shows the rules `keep(rule, haystack)` accepts; returns how many are shown.
  filter(keep) {
    let shown = 0;
    for (const group of this.groups) {
      let inGroup = 0;
      for (const item of group.items) {
        const hidden = !keep(item.rule, item.haystack);
        if (item.element.hidden !== hidden) item.element.hidden = hidden;
        if (!hidden) inGroup += 1;
      }
      if (group.element.hidden !== (inGroup === 0)) group.element.hidden = inGroup === 0;
      if (group.shown !== inGroup) group.count.textContent = t("house.group_count", {n: inGroup});
      group.shown = inGroup;
      shown += inGroup;
    }
    return shown;
  }
}
