// The score sheet's stored and exported shape, and the migrations from older ones.
//   schema 1 (no `schema` field): {house, names, events, states}, the sheet before versions;
//   schema 2: the same fields with `schema: 2`; `names` may be longer than the seats (4人回し).
// migrate(raw) returns {house, names, events, states} or null when `raw` is not a sheet this
// code can read (a wrong shape, or a schema from a newer app): the caller keeps it aside.
export const SCHEMA = 2;
export const FILE_KIND = "score-sheet";

const MIGRATIONS = {
  // Unversioned: the same fields; only the number is new.
  1: (raw) => ({...raw, schema: 2}),
};

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

export function migrate(raw) {
  if (raw === null) return {house: null, names: [], events: [], states: []};
  if (!isObject(raw)) return null;
  let version = raw.schema ?? 1;
  let sheet = raw;
  while (version !== SCHEMA) {
    const step = MIGRATIONS[version];
    if (!step) return null;  // a newer (or unknown) schema: never guess at it
    sheet = step(sheet);
    version = sheet.schema;
  }
  return shape(sheet);
}

// The fields checked strictly (they are what the players entered); states only loosely, as
// they can always be worked out again.
function shape(sheet) {
  const {house = null, names = [], events = [], states = []} = sheet;
  if (house !== null && typeof house !== "string") return null;
  if (!Array.isArray(names) || !names.every((n) => typeof n === "string")) return null;
  if (!Array.isArray(events) || !events.every((e) => isObject(e) && typeof e.type === "string")) return null;
  const goodStates = Array.isArray(states) && states.every((s) => isObject(s) && Array.isArray(s.scores));
  return {house, names, events, states: goodStates ? states : []};
}

// An imported file: the same shape, and a house this app knows. Returns {game} or {problem}
// (a key of the sheet.import.* strings).
export function readFile(text, knownHouses) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch {
    return {problem: "not_json"};
  }
  if (!isObject(raw)) return {problem: "not_sheet"};
  if (raw.schema !== undefined && (typeof raw.schema !== "number" || raw.schema > SCHEMA)) {
    return {problem: "schema"};
  }
  if (!Array.isArray(raw.events)) return {problem: "no_events"};
  const game = migrate(raw);
  if (!game) return {problem: "not_sheet"};
  if (!game.house || !knownHouses.includes(game.house)) return {problem: "house"};
  return {game: {...game, states: []}};  // replayed before it is kept
}

export function fileText(sheet) {
  const {house, names, events} = sheet.toJSON();
  return JSON.stringify({kind: FILE_KIND, schema: SCHEMA, house, names, events}, null, 1);
}
