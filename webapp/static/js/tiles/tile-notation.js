// The contract's tile notation (`123m406p789s11z`, 0 = red five) as lists of tile codes
// ("1m", "0p", "7z"), and back. A code is a digit and a suit letter, as in the notation.
const GROUP = /([0-9]+)([mpsz])/g;
const WHOLE = /^(?:[0-9]+[mps]|[1-7]+z)*$/;
const SUIT_ORDER = "mpsz";

// null when the text is not notation (the text stays as typed; the tiles are not redrawn).
export function parseTiles(text) {
  const compact = String(text || "").replace(/\s+/g, "");
  if (!WHOLE.test(compact)) return null;
  const tiles = [];
  for (const [, digits, suit] of compact.matchAll(GROUP)) {
    for (const digit of digits) tiles.push(`${digit}${suit}`);
  }
  return tiles;
}

// Tiles grouped by suit in the order given: ["1m", "2m", "5p"] → "12m5p".
export function formatTiles(tiles) {
  let text = "";
  let run = "";
  let suit = "";
  for (const tile of tiles) {
    if (tile[1] !== suit && run) {
      text += run + suit;
      run = "";
    }
    suit = tile[1];
    run += tile[0];
  }
  return run ? text + run + suit : text;
}

// The kind a copy counts against: a red five is a five.
export function kindOf(tile) {
  return tile[0] === "0" ? `5${tile[1]}` : tile;
}

export function isRed(tile) {
  return tile[0] === "0";
}

// Sort key: suit, then rank, a red five just before the plain fives.
export function tileOrder(tile) {
  const rank = tile[0] === "0" ? 4.5 : Number(tile[0]);
  return SUIT_ORDER.indexOf(tile[1]) * 10 + rank;
}

export function sortTiles(tiles) {
  return [...tiles].sort((a, b) => tileOrder(a) - tileOrder(b));
}
