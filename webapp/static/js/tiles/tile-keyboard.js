// The keys of the house's tile set, one drawn tile per key, by suit; set-aside keys (north as
// nuki-dora, flowers) where the house has them. A key whose next copy does not exist (a fifth
// 5p, counting melds and indicators) is greyed out and cannot be pressed.
import {TileImage} from "./tile-image.js";
import {tileName} from "./tile-names.js";

export class TileKeyboard {
  constructor(root, onKey) {
    this.root = root;
    this.onKey = onKey;
    this.keys = new Map();
  }

  // `aside`: [[key, tile, label]] for the set-aside keys, e.g. ["nuki", "4z", "抜き北"].
  setTiles(tiles, aside = []) {
    this.keys.clear();
    const rows = [];
    for (const suit of "mpsz") {
      const row = tiles.filter((t) => t[1] === suit).map((t) => this.#key(t, t, tileName(t)));
      if (row.length) rows.push(this.#row(row, suit));
    }
    if (aside.length) {
      rows.push(this.#row(aside.map(([key, tile, label]) => this.#key(key, tile, label)), "aside"));
    }
    this.root.replaceChildren(...rows);
  }

  // `exhausted(key)` → true when no further copy of that key's tile exists.
  update(exhausted) {
    for (const [key, button] of this.keys) {
      const out = exhausted(key);
      button.disabled = out;
      button.classList.toggle("exhausted", out);
    }
  }

  #row(keys, name) {
    const row = document.createElement("div");
    row.className = `tile-row tile-row-${name}`;
    row.append(...keys);
    return row;
  }

  #key(key, tile, label) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "tile-key";
    button.dataset.key = key;
    button.setAttribute("aria-label", label);
    button.append(TileImage.make(tile));
    if (key !== tile) {
      const caption = document.createElement("span");
      caption.className = "tile-caption";
      caption.textContent = label;
      caption.setAttribute("aria-hidden", "true");
      button.append(caption);
    }
    button.addEventListener("click", () => this.onKey(key));
    this.keys.set(key, button);
    return button;
  }
}
