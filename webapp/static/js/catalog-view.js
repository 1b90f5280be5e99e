// A house's rule catalog grouped by category: each rule with its title and text (ja, or en),
// the document item it comes from, its status, the decision taken where the document is
// ambiguous or wrong, and the scenarios that check it.
import {normalize} from "./rule-filter.js";

export class CatalogView {
  constructor(container, labels) {
    this.container = container;
    this.categories = labels.categories || {};
    this.statuses = labels.statuses || {};
    this.items = [];  // {rule, element, haystack}
    this.groups = [];  // {element, items}
  }

  categoryLabel(category) {
    return this.categories[category] || category;
  }

  statusLabel(status) {
    return (this.statuses[status] || {}).label || status;
  }

  render(rules) {
    const byCategory = new Map();
    for (const rule of rules) {
      if (!byCategory.has(rule.category)) byCategory.set(rule.category, []);
      byCategory.get(rule.category).push(rule);
    }
    this.items = [];
    this.groups = [...byCategory].map(([category, list]) => this.#group(category, list));
    this.container.replaceChildren(...this.groups.map((g) => g.element));
    this.container.setAttribute("aria-busy", "false");
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
      group.count.textContent = `${inGroup}件`;
      shown += inGroup;
    }
    return shown;
  }

  setLanguage(lang) {
    this.container.dataset.lang = lang;
  }

  #group(category, rules) {
    const section = document.createElement("section");
    section.className = "rule-group";
    section.dataset.category = category;
    const heading = document.createElement("h2");
    heading.className = "section";
    heading.textContent = this.categoryLabel(category);
    const count = document.createElement("span");
    count.className = "group-count";
    heading.append(" ", count);
    section.append(heading);
    const items = rules.map((rule) => this.#rule(rule));
    section.append(...items.map((i) => i.element));
    this.items.push(...items);
    return {element: section, items, count};
  }

  #rule(rule) {
    const article = document.createElement("article");
    article.className = "card rule";
    article.dataset.ruleId = rule.id;
    article.dataset.status = rule.status;

    const head = document.createElement("header");
    const title = document.createElement("h3");
    title.append(...bilingual(rule.title));
    const badge = document.createElement("span");
    badge.className = `badge status-${rule.status}`;
    badge.textContent = this.statusLabel(rule.status);
    badge.title = (this.statuses[rule.status] || {}).hint || "";
    head.append(title, badge);

    const text = document.createElement("p");
    text.className = "rule-text";
    text.append(...bilingual(rule.text));
    article.append(head, text);

    if (rule.decision) {
      const decision = document.createElement("p");
      decision.className = "decision";
      const strong = document.createElement("strong");
      strong.textContent = rule.status === "erratum" ? "訂正: " : "解釈: ";
      // Japanese view: decision_ja (falls back to the English decision); English view: decision.
      const reason = {ja: rule.decision_ja || rule.decision, en: rule.decision};
      decision.append(strong, ...bilingual(reason));
      article.append(decision);
    }

    const source = document.createElement("p");
    source.className = "source";
    const src = rule.source || {};
    source.textContent = `出典: ${[src.document, src.item].filter(Boolean).join(" ／ ") || "—"}`;
    article.append(source);
    article.append(this.#scenarios(rule.scenarios || [], rule.examples || []));

    const haystack = normalize([
      rule.id, rule.title?.ja, rule.title?.en, rule.text?.ja, rule.text?.en, rule.decision,
      rule.decision_ja,
      src.item, this.categoryLabel(rule.category), this.statusLabel(rule.status),
    ].join("\n"));
    return {rule, element: article, haystack};
  }

  #scenarios(scenarios, examples) {
    if (scenarios.length === 0) {
      const none = document.createElement("p");
      none.className = "scenarios none";
      none.textContent = "検証シナリオ: なし";
      return none;
    }
    const details = document.createElement("details");
    details.className = "scenarios";
    const summary = document.createElement("summary");
    summary.textContent = `検証シナリオ (${scenarios.length})`;
    const list = document.createElement("ul");
    list.append(...scenarios.map((s, i) => {
      const li = document.createElement("li");
      const [file, name] = s.split(" :: ");
      const code = document.createElement("code");
      code.textContent = file;
      li.append(name ? `${name} ` : "", code);
      li.append(...this.#example(examples[i]));
      return li;
    }));
    details.append(summary, list);
    return details;
  }

  // A scenario as the author wrote it (from the scenario index): its description, steps and
  // any examples table, so a rule reads with a worked example.
  #example(example) {
    if (!example || !Array.isArray(example.steps)) return [];
    const parts = [];
    if (example.description) {
      const p = document.createElement("p");
      p.className = "example-description";
      p.textContent = example.description;
      parts.push(p);
    }
    const steps = document.createElement("ol");
    steps.className = "example-steps";
    steps.append(...example.steps.map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      return li;
    }));
    parts.push(steps);
    if (Array.isArray(example.examples) && example.examples.length > 1) {
      const table = document.createElement("table");
      table.className = "example-table";
      example.examples.forEach((row, r) => {
        const tr = table.insertRow();
        row.forEach((cell) => {
          const c = document.createElement(r === 0 ? "th" : "td");
          c.textContent = cell;
          tr.append(c);
        });
      });
      parts.push(table);
    }
    return parts;
  }
}

function bilingual(pair = {}) {
  return ["ja", "en"].map((lang) => {
    const span = document.createElement("span");
    span.className = `lang-${lang}`;
    span.lang = lang;
    span.textContent = pair[lang] || pair.ja || "";
    return span;
  });
}
