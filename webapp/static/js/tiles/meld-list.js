// The called sets (and concealed kans) of a hand: kind + tiles per row, rows added and removed.
// Each row is a copy of the server-rendered <template> (its labels are in the page's language).
import {t} from "../shell/i18n.js";

export class MeldList {
  constructor(container, addButton, template) {
    this.container = container;
    this.template = template;
    this.count = 0;
    addButton.addEventListener("click", () => this.add());
  }

  // `focus`: false when the tile keyboard adds the row (no phone keyboard should open).
  add(kind = "pon", tiles = "", focus = true) {
    const n = ++this.count;
    const row = this.template.content.firstElementChild.cloneNode(true);
    const select = row.querySelector('[data-part="kind"]');
    const input = row.querySelector('[data-part="tiles"]');
    const remove = row.querySelector('[data-part="remove"]');
    select.id = `meld-kind-${n}`;
    input.id = `meld-tiles-${n}`;
    select.value = kind;
    input.value = tiles;
    remove.setAttribute("aria-label", t("meld.remove_n", {n}));
    remove.addEventListener("click", () => row.remove());
    this.container.append(row);
    if (focus) input.focus();
  }

  get value() {
    return [...this.container.querySelectorAll(".meld-row")].map((row) => ({
      kind: row.querySelector('[data-part="kind"]').value,
      tiles: row.querySelector('[data-part="tiles"]').value.trim(),
    }));
  }

  clear() {
    this.container.replaceChildren();
  }
}
