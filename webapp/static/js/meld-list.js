// The called sets (and concealed kans) of a hand: kind + tiles per row, rows added and removed.
const KINDS = [["pon", "ポン"], ["chi", "チー"], ["minkan", "明槓"], ["ankan", "暗槓"], ["kakan", "加槓"]];

export class MeldList {
  constructor(container, addButton) {
    this.container = container;
    this.count = 0;
    addButton.addEventListener("click", () => this.add());
  }

  // `focus`: false when the tile keyboard adds the row (no phone keyboard should open).
  add(kind = "pon", tiles = "", focus = true) {
    const n = ++this.count;
    const row = document.createElement("div");
    row.className = "meld-row";
    const kindLabel = document.createElement("label");
    const select = document.createElement("select");
    select.name = "meld-kind";
    select.id = `meld-kind-${n}`;
    select.append(...KINDS.map(([value, text]) => new Option(text, value)));
    select.value = kind;
    kindLabel.append("種類", select);
    const tilesLabel = document.createElement("label");
    const input = document.createElement("input");
    Object.assign(input, {type: "text", name: "meld-tiles", id: `meld-tiles-${n}`, value: tiles,
      placeholder: "例: 555z", autocapitalize: "off"});
    tilesLabel.append("牌", input);
    const remove = document.createElement("button");
    remove.type = "button";
    remove.className = "danger";
    remove.textContent = "×";
    remove.setAttribute("aria-label", `副露${n}を削除`);
    remove.addEventListener("click", () => row.remove());
    row.append(kindLabel, tilesLabel, remove);
    this.container.append(row);
    if (focus) input.focus();
  }

  get value() {
    return [...this.container.querySelectorAll(".meld-row")].map((row) => ({
      kind: row.querySelector("select").value,
      tiles: row.querySelector("input").value.trim(),
    }));
  }

  clear() {
    this.container.replaceChildren();
  }
}
