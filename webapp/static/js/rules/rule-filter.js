// Search (every word must match) and the category / status filters of a catalog. A word that
// is a variant of a glossary term (ほんば, 積み棒, 積棒, honba …) matches any of its variants,
// so kana, kanji and romaji find the same rules in either language.
export function normalize(text) {
  return String(text ?? "").normalize("NFKC").toLowerCase();
}

// glossary: {term: {ja, en, variants: [...]}} → each normalized variant → all of its term's.
export function synonyms(glossary = {}) {
  const map = new Map();
  for (const entry of Object.values(glossary)) {
    const all = [...new Set([entry.ja, entry.en, ...(entry.variants || [])].filter(Boolean).map(normalize))];
    for (const variant of all) map.set(variant, [...new Set([...(map.get(variant) || []), ...all])]);
  }
  return map;
}

export function matchesWords(query, haystack, words = new Map()) {
  return normalize(query).split(/\s+/).filter(Boolean).every((word) =>
    (words.get(word) || [word]).some((variant) => haystack.includes(variant)));
}

export class RuleFilter {
  constructor(form, glossary = {}) {
    this.form = form;
    this.search = form.elements.q;
    this.category = form.elements.category;
    this.status = form.elements.status;
    this.words = synonyms(glossary);
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

  // Whether any search word or filter is set.
  get active() {
    return Boolean(this.search.value.trim() || this.category.value || this.status.value);
  }

  matches(rule, haystack) {
    if (this.category.value && rule.category !== this.category.value) return false;
    if (this.status.value && rule.status !== this.status.value) return false;
    return matchesWords(this.search.value, haystack, this.words);
  }

  #changed() {
    for (const listener of this.listeners) listener();
  }
}
