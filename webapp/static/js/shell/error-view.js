// Shows an error next to its form: the meaning of its code in the player's language, the field
// it names in words (the deepest part of the path that has a name: "events[0].wins[0].fu" is
// 符), and marks that field's control invalid. The server's English message is kept only for
// a code the app does not know yet. Never swallowed: every failed call ends up here.
import {pick, t, table} from "./i18n.js";

export function fieldWords(field) {
  if (!field) return "";
  const names = table("ui");
  const parts = String(field).split(/[.[\]]+/).filter((part) => part && !/^\d+$/.test(part));
  for (const part of parts.reverse()) {
    if (names[`fieldname.${part}`]) return t(`fieldname.${part}`);
  }
  return "";
}

export function errorText(error) {
  const known = table("errors")[error.code];
  const message = known ? pick(known) : (error.message || t("error.unknown"));
  const where = fieldWords(error.field);
  return where ? t("error.with_field", {message, field: where}) : message;
}

// The network is gone and the offline core cannot answer (yet): what was entered is kept.
export function unreachable(error) {
  return error.code === "offline" || error.code === "network";
}

export class ErrorView {
  constructor(element, form = null) {
    this.element = element;
    this.form = form;
  }

  show(error) {
    this.clear();
    const field = error.field || null;
    this.element.textContent = errorText(error) + (error.note ? ` ${error.note}` : "");
    if (error.code) this.element.dataset.code = error.code;
    if (field) this.element.dataset.field = field;
    this.element.hidden = false;
    this.marked = this.#controls(field);
    for (const control of this.marked) control.setAttribute("aria-invalid", "true");
  }

  // The controls a field path names: "scores[2]" is the third scores input, "scores" all;
  // "events[0].wins[0].fu" the fu select (the deepest part that a control carries).
  #controls(field) {
    if (!this.form || !field) return [];
    const parts = String(field).split(".").reverse();
    for (const part of parts) {
      const name = part.split("[")[0];
      const all = [...this.form.querySelectorAll(`[data-field="${CSS.escape(name)}"]`)];
      if (all.length === 0) continue;
      const index = /\[(\d+)\]/.exec(part);
      if (index && all.length > 1 && all[Number(index[1])]) return [all[Number(index[1])]];
      return all;
    }
    return [];
  }

  clear() {
    this.element.hidden = true;
    this.element.textContent = "";
    delete this.element.dataset.code;
    delete this.element.dataset.field;
    for (const control of this.marked || []) control.removeAttribute("aria-invalid");
    this.marked = [];
  }
}
