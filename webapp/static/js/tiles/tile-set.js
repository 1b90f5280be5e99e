// The house's tile set, from its ruleset's `tiles` section: which tiles exist (no 2m–8m in
// three-player), how many red fives per suit, flowers, and north set aside as nuki-dora.
import {parseTiles, kindOf} from "./tile-notation.js";

const RED_FIELDS = {m: "red_man", p: "red_pin", s: "red_sou"};

export class TileSet {
  constructor(tiles = {}) {
    this.removed = new Set(parseTiles(tiles.removed || "") || []);
    this.reds = Object.fromEntries(Object.entries(RED_FIELDS).map(([s, f]) => [s, tiles[f] || 0]));
    this.flowers = tiles.flowers || 0;
    this.northNuki = Boolean(tiles.north_nuki);
    this.chi = tiles.chi !== false;
  }

  // Every tile code of the set, in keyboard order: suits with their red five after the 5.
  get tiles() {
    const out = [];
    for (const suit of "mps") {
      for (let rank = 1; rank <= 9; rank++) {
        if (this.removed.has(`${rank}${suit}`)) continue;
        out.push(`${rank}${suit}`);
        if (rank === 5 && this.reds[suit]) out.push(`0${suit}`);
      }
    }
    for (let n = 1; n <= 7; n++) out.push(`${n}z`);
    return out;
  }

  has(tile) {
    if (tile[0] === "0") return tile[1] !== "z" && this.reds[tile[1]] > 0;
    return !this.removed.has(tile);
  }

  // How many of this exact code exist: a red five is its own code; plain fives are the rest.
  copies(tile) {
    if (!this.has(tile)) return 0;
    if (tile[0] === "0") return this.reds[tile[1]];
    if (tile[0] === "5" && tile[1] !== "z") return 4 - this.reds[tile[1]];
    return 4;
  }

  // True when one more `tile` would be a copy the set does not have, given `used` tiles.
  exhausted(tile, used) {
    const same = used.filter((t) => t === tile).length;
    const kind = used.filter((t) => kindOf(t) === kindOf(tile)).length;
    return same >= this.copies(tile) || kind >= 4;
  }
}
