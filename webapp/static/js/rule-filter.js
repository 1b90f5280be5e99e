// Search (ja and en, every word must match) and the category / status filters of a catalog.
export function normalize(text) {
  return String(text ?? "").normalize("NFKC").toLowerCase();
}

export class RuleFilter {
  constructor(form) {
    this.form = form;
    this.search = form.elements.q;
    this.category = form.elements.category;
    this.status = form.elements.status;
    this.listeners = [];
    form.addEventListener("input", () => this.#changed());
    form.addEventListener("change", () => this.#changed());
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.search.blur();  // closes the phone keyboard; the list is already filtered
    });
  }

  onChange(listener) {
    this.listeners.push(listener);
  }

  // Options with counts, e.g. "曖昧 (11)"; `entries` is [[value, label, count], ...].
  setOptions(select, entries) {
    const keep = select.value;
    select.replaceChildren(new Option("すべて", ""), ...entries.map(([value, label, count]) =>
      new Option(`${label} (${count})`, value)));
    select.value = entries.some(([value]) => value === keep) ? keep : "";
  }

  matches(rule, haystack) {
    if (this.category.value && rule.category !== this.category.value) return false;
    if (this.status.value && rule.status !== this.status.value) return false;
    const words = normalize(this.search.value).split(/\s+/).filter(Boolean);
    return words.every((word) => haystack.includes(word));
  }

  #changed() {
    for (const listener of this.listeners) listener();
  }
}
