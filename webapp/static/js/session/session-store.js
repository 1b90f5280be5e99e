// A night of several games kept on this phone: the house, the participants' names, each game
// (a finished score sheet's events or typed final scores, with the participants who played it)
// and the last answer of POST /sessions, so a reopened page shows the totals at once, with no
// network. Stored with a schema version; data this version cannot read (corrupt, or from a
// newer app) is never thrown away: it is kept aside under its own key for the player to
// export, and the page starts a new night.
const KEY = "session";
const ASIDE = "session:kept-aside";
export const SCHEMA = 1;
export const MOST_PARTICIPANTS = 8;  // the contract's MAX_PARTICIPANTS
export const MOST_GAMES = 50;  // the contract's MAX_GAMES
// What a participant with no name is called: their letter, in the order of the night.
export const LETTERS = "ABCDEFGH";

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// Why `data` is not a night this version can read (a key of session.invalid.*), or null.
// `known(house)`: whether this app has the house.
export function problem(data, known) {
  if (!isObject(data)) return "not_session";
  if (data.schema !== SCHEMA) return "schema";
  if (typeof data.house !== "string" || !known(data.house)) return "house";
  const names = data.participants;
  if (!Array.isArray(names) || names.length > MOST_PARTICIPANTS || names.some((n) => typeof n !== "string")) {
    return "participants";
  }
  if (!Array.isArray(data.games) || data.games.length > MOST_GAMES) return "games";
  for (const game of data.games) {
    if (!isObject(game) || !Array.isArray(game.players)) return "games";
    if (!game.players.every((p) => Number.isInteger(p) && p >= 0 && p < names.length)) return "games";
    if (Array.isArray(game.events) === isObject(game.result)) return "games";
  }
  return null;
}

export class SessionStore {
  constructor(known, storage = localStorage) {
    this.known = known;
    this.storage = storage;
    this.keptAside = storage.getItem(ASIDE);
    this.#set(this.#read());
  }

  // What a game sends to the API: its players and its sheet or result, nothing of this phone's.
  static request(game) {
    return game.events ? {players: game.players, events: game.events} : {players: game.players, result: game.result};
  }

  // The night as a file: what the player entered (the answer is the house's to give again).
  exported() {
    return {schema: SCHEMA, house: this.house, participants: this.participants, games: this.games};
  }

  replace(data) {
    this.#set(data);
    this.save();
  }

  clear() {
    this.#set({house: this.house, participants: this.participants.map(() => "")});
    this.save();
  }

  discardKept() {
    this.storage.removeItem(ASIDE);
    this.keptAside = null;
  }

  save() {
    this.storage.setItem(KEY, JSON.stringify({...this.exported(), answer: this.answer}));
  }

  #set(data) {
    this.house = data.house || null;
    this.participants = Array.isArray(data.participants) ? data.participants.slice() : [];
    this.games = Array.isArray(data.games) ? data.games.map((g) => ({...g})) : [];
    this.answer = isObject(data.answer) ? data.answer : null;
  }

  #read() {
    const raw = this.storage.getItem(KEY);
    if (raw === null) return {};
    let data;
    try {
      data = JSON.parse(raw);
    } catch {
      data = undefined;
    }
    if (data !== undefined && problem(data, this.known) === null) return data;
    // Kept aside, never lost: the new night overwrites only the main key.
    this.storage.setItem(ASIDE, raw);
    this.storage.removeItem(KEY);
    this.keptAside = raw;
    return {};
  }
}

// The score sheet's game (its storage key `score-sheet`), read without depending on its
// exact shape: the house, the names in the game's order, its events and whether its last
// state ended the game. Null when there is no readable game.
export function sheetGame(storage = localStorage) {
  let saved;
  try {
    saved = JSON.parse(storage.getItem("score-sheet") || "null");
  } catch {
    return null;
  }
  if (!isObject(saved)) return null;
  const game = isObject(saved.game) ? {...saved, ...saved.game} : saved;
  if (!Array.isArray(game.events) || game.events.length === 0 || typeof game.house !== "string") return null;
  const states = Array.isArray(game.states) ? game.states : [];
  const last = states.length === game.events.length ? states[states.length - 1] : null;
  const people = Array.isArray(game.participants) && game.participants.length ? game.participants : game.names;
  const count = last && Array.isArray(last.scores) ? last.scores.length : null;
  if (!count) return null;
  const names = [...Array(count).keys()].map((p) => {
    const name = Array.isArray(people) ? people[p] : null;
    return typeof name === "string" && name.trim() ? name.trim() : LETTERS[p];
  });
  return {house: game.house, names, events: game.events, finished: Boolean(last.finished),
    fingerprint: fingerprint(game.events)};
}

// A short text that tells one sheet's events from another's, so a game is offered once.
export function fingerprint(events) {
  const text = JSON.stringify(events);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `${events.length}-${hash.toString(36)}`;
}
