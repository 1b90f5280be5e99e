// Japanese labels for ruleset field paths (i18n/fields.json) and their values (values.json).
// A key may hold "*" for one path segment (e.g. "hand.yaku.*.han"); "{*}" in the label is
// replaced by that segment's name (a yaku, a penalty kind, a wind). Unknown paths show as is.
const WINDS = {E: "東", S: "南", W: "西", N: "北"};

export function flatten(value, prefix = "", out = new Map()) {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

export class FieldLabels {
  constructor({fields = {}, values = {}, yaku = {}, penalties = {}} = {}) {
    this.fields = fields;
    this.values = values;
    this.yaku = yaku;
    this.penalties = penalties;
  }

  label(path) {
    if (path in this.fields) return this.fields[path];
    const match = this.#pattern(this.fields, path);
    if (!match) return path;
    return match.value.replace("{*}", this.#segmentName(match.parent, match.segment));
  }

  value(path, value) {
    if (value === null || value === undefined) return "—";
    if (typeof value === "boolean") return value ? "あり" : "なし";
    if (typeof value === "number") return value.toLocaleString("ja-JP");
    if (Array.isArray(value)) {
      return value.length === 0 ? "なし" : value.map((v) => this.value(path, v)).join("、");
    }
    if (typeof value === "object") return Object.keys(value).length === 0 ? "なし" : JSON.stringify(value);
    const names = path in this.values ? this.values[path] : this.#pattern(this.values, path)?.value;
    if (names === "@yaku") return this.yaku[value]?.ja || value;
    if (names === "@penalty") return this.penalties[value] || value;
    if (names && typeof names === "object" && value in names) return names[value];
    return value === "" ? "なし" : String(value);
  }

  #pattern(table, path) {
    const parts = path.split(".");
    for (let i = parts.length - 1; i >= 0; i--) {
      const key = [...parts.slice(0, i), "*", ...parts.slice(i + 1)].join(".");
      if (key in table) return {value: table[key], parent: parts.slice(0, i).join("."), segment: parts[i]};
    }
    return null;
  }

  #segmentName(parent, segment) {
    if (parent === "hand.yaku") return this.yaku[segment]?.ja || segment;
    if (parent === "penalties") return this.penalties[segment] || segment;
    return WINDS[segment] || segment;
  }
}
