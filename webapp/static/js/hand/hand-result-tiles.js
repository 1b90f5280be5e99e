// The scored hand drawn as tiles above the yaku, and beside each fu line the meld, triplet,
// pair or wait that earned it. The answer's fu lines name a reason only, so the group is
// found here from the hand as sent: each line takes the first group of its kind not yet taken.
import {TileImage} from "../tiles/tile-image.js";
import {tileName} from "../tiles/tile-names.js";
import {kindOf, parseTiles, tileOrder} from "../tiles/tile-notation.js";

const MELD_OF = {minkan: ["minkan", "kakan"], ankan: ["ankan"], minkou: ["pon"]};

function terminalOrHonour(tile) {
  return tile[1] === "z" || tile[0] === "1" || tile[0] === "9";
}

function tileRow(tiles, className = "tile-row-result") {
  const row = document.createElement("span");
  row.className = className;
  row.append(...tiles.map((t) => TileImage.make(t)));
  row.setAttribute("role", "img");
  row.setAttribute("aria-label", tiles.map(tileName).join(" "));
  return row;
}

export class HandResultTiles {
  constructor(root) {
    this.root = root;
    this.element = document.createElement("div");
    this.element.className = "result-hand";
    this.element.id = "hand-result-tiles";
    (root.querySelector(".call") || root.querySelector(".result-title")).after(this.element);
  }

  show(request, result) {
    const concealed = parseTiles(request.concealed) || [];
    const melds = (request.melds || []).map((m) => ({kind: m.kind, tiles: parseTiles(m.tiles) || []}));
    const win = request.win_tile;
    const rest = [...concealed];
    const at = rest.lastIndexOf(win);
    if (at >= 0) rest.splice(at, 1);
    rest.sort((a, b) => tileOrder(a) - tileOrder(b));
    const parts = [tileRow(rest, "tile-row-result hand")];
    if (at >= 0) parts.push(tileRow([win], "tile-row-result win-tile"));
    for (const meld of melds) {
      const tiles = meld.kind === "ankan"
        ? meld.tiles.map((t, i) => (i === 0 || i === 3 ? "back" : t)) : meld.tiles;
      parts.push(tileRow(tiles, `tile-row-result meld meld-${meld.kind}`));
    }
    this.element.replaceChildren(...parts);
    this.#annotateFu(concealed, melds, win, request.discarder === null);
  }

  // Puts the tiles of each fu line's group into its row of #fu-table.
  #annotateFu(concealed, melds, win, tsumo) {
    const counts = new Map();
    for (const t of concealed) counts.set(kindOf(t), (counts.get(kindOf(t)) || 0) + 1);
    const takenMelds = new Set();
    const takenTriplets = new Set();
    const triplets = [...counts].filter(([, n]) => n >= 3).map(([t]) => t);
    for (const row of document.querySelectorAll("#fu-table tbody tr")) {
      const tiles = this.#groupFor(row.dataset.key, {counts, melds, win, tsumo, triplets,
        takenMelds, takenTriplets});
      row.querySelector(".fu-tiles")?.remove();
      if (!tiles) continue;
      const cell = tileRow(tiles, "fu-tiles");
      row.querySelector("th").append(cell);
    }
  }

  #groupFor(reason, hand) {
    const match = /^(minkou|ankou|minkan|ankan)_(simple|yaochu)$/.exec(reason || "");
    if (match) {
      const [, group, kind] = match;
      const fits = (t) => terminalOrHonour(kindOf(t)) === (kind === "yaochu");
      const kinds = MELD_OF[group];
      if (kinds) {
        const i = hand.melds.findIndex((m, n) => !hand.takenMelds.has(n) && kinds.includes(m.kind)
          && fits(m.tiles[0]));
        if (i >= 0) {
          hand.takenMelds.add(i);
          return hand.melds[i].tiles;
        }
      }
      // A triplet in the hand: on a ron, the one completed by the winning tile is open (明刻).
      // Any other triplet is concealed (暗刻): the winning tile's is taken for it last.
      const ronTile = hand.tsumo ? null : kindOf(hand.win);
      const free = hand.triplets.filter((t) => !hand.takenTriplets.has(t) && fits(t));
      const tile = group === "minkou"
        ? free.find((t) => t === ronTile)
        : free.find((t) => t !== ronTile) || free[0];
      if (!tile) return null;
      hand.takenTriplets.add(tile);
      return [tile, tile, tile];
    }
    if (reason?.startsWith("wait_")) return [hand.win];
    if (reason === "value_tanki") return [hand.win, hand.win];
    if (reason === "value_pair") {
      const pair = [...hand.counts].find(([t, n]) => t[1] === "z" && n === 2);
      return pair ? [pair[0], pair[0]] : null;
    }
    return null;
  }
}
