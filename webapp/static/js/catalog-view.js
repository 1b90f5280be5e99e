// A house's rule catalog as the server rendered it (grouped by category, in the page's
// language): shows the rules a filter keeps and keeps each group's count in step.
import {normalize} from "./rule-filter.js";
import {t} from "./i18n.js";

export class CatalogView {
  constructor(container) {
    this.container = container;
    this.groups = [...container.querySelectorAll(".rule-group")].map((element) => ({
      element,
      count: element.querySelector(".group-count"),
      items: [...element.querySelectorAll("article.rule")].map((article) => ({
        element: article,
        rule: {id: article.dataset.ruleId, category: element.dataset.category, status: article.dataset.status},
        // What the search looks through: the rule as shown, and its id.
        haystack: normalize(`${article.dataset.ruleId}\n${article.textContent}`),
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
        item.element.hidden = !keep(item.rule, item.haystack);
        if (!item.element.hidden) inGroup += 1;
      }
      group.element.hidden = inGroup === 0;
      group.count.textContent = t("house.group_count", {n: inGroup});
      shown += inGroup;
    }
    return shown;
  }
}
