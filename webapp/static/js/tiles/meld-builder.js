// Builds one meld from keyboard taps: pon and the kans from one tap on the tile (filled with
// the copies the set has, red fives included as they exist), chi from three taps in a run.
import {kindOf, sortTiles} from "./tile-notation.js";

export const MELD_SIZE = {chi: 3, pon: 3, minkan: 4, ankan: 4, kakan: 4};

export class MeldBuilder {
  constructor(tileSet) {
    this.tileSet = tileSet;
    this.kind = "pon";
    this.pending = [];
  }

  setKind(kind) {
    this.kind = kind;
    this.pending = [];
  }

  // Adds a tapped tile; returns the finished meld {kind, tiles}, or null while it is being
  // built, or throws an Error whose message says why the tile cannot go in.
  tap(tile, used) {
    if (this.kind === "chi") return this.#chi(tile, used);
    const size = MELD_SIZE[this.kind];
    const tiles = this.#copies(tile, size, used);
    if (!tiles) throw new Error("not_enough_copies");
    return {kind: this.kind, tiles};
  }

  // `size` copies of the tapped tile's kind: the tapped code first, then plain copies, then
  // red fives where the plain ones run out (a kan of fives holds every five of the set).
  #copies(tile, size, used) {
    const kind = kindOf(tile);
    const free = (code, taken) => this.tileSet.copies(code)
      - used.filter((t) => t === code).length - taken.filter((t) => t === code).length;
    const codes = kind[1] === "z" || kind[0] !== "5" ? [kind] : [kind, `0${kind[1]}`];
    const tiles = [];
    if (free(tile, tiles) > 0) tiles.push(tile);
    else return null;
    while (tiles.length < size) {
      const code = codes.find((c) => free(c, tiles) > 0);
      if (!code) return null;
      tiles.push(code);
    }
    return sortTiles(tiles);
  }

  #chi(tile, used) {
    if (tile[1] === "z") throw new Error("chi_needs_a_run");
    if (this.tileSet.exhausted(tile, [...used, ...this.pending])) throw new Error("not_enough_copies");
    const next = [...this.pending, tile];
    // The taps so far must fit in one run of three: one suit, no rank twice, within 3 ranks.
    const ranks = next.map((t) => Number(kindOf(t)[0]));
    const fits = next.every((t) => t[1] === tile[1]) && new Set(ranks).size === ranks.length
      && Math.max(...ranks) - Math.min(...ranks) <= 2;
    if (!fits) {
      this.pending = [];
      throw new Error("chi_needs_a_run");
    }
    if (next.length < 3) {
      this.pending = next;
      return null;
    }
    this.pending = [];
    return {kind: "chi", tiles: sortTiles(next)};
  }
}
