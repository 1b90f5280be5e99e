// The score sheet kept on this phone: the house, the names of the game's people, its events and
// the state after each of them, in localStorage so a reload (or a dead battery) loses nothing
// and the sheet shows the right scores at once, with no network. States come from the replay
// (the offline core or the server); the state after event i depends only on events 0..i, so the
// saved states stay right for every prefix of the events.
//
// The stored shape carries a `schema` number. Older shapes are migrated on reading; anything
// this code cannot read (not JSON, a wrong shape, a newer schema) is never thrown away: it is
// kept aside under its own key, reported by the page and downloadable, and a fresh sheet starts.
import {migrate, SCHEMA} from "./sheet-schema.js";

export const KEY = "score-sheet";
export const ASIDE_PREFIX = "score-sheet:aside:";

export class ScoreSheet {
  constructor(storage = localStorage) {
    this.storage = storage;
    const saved = this.#read();
    this.load(saved);
  }

  // A game as migrate() returns it: {house, names, events, states}.
  load(saved) {
    this.house = saved.house ?? null;
    this.names = saved.names.slice();
    this.events = saved.events.slice();
    this.states = saved.states.slice(0, this.events.length);
  }

  name(player) {
    return this.names[player] || "ABCDEFGH"[player];
  }

  // How many people the game numbers: at least the seats, more where names were given (4人回し).
  people(seats) {
    return Math.max(seats, this.names.length);
  }

  setPeople(count) {
    this.names = this.names.slice(0, count);
    while (this.names.length < count) this.names.push("");
    this.states = [];
    this.save();
  }

  setHouse(id) {
    if (id !== this.house) this.states = [];
    this.house = id;
    this.save();
  }

  // The replay's states for the first events (all of them, or those before an impossible one).
  setStates(states) {
    this.states = states.slice(0, this.events.length);
    this.save();
  }

  setName(player, name) {
    this.names[player] = name.trim();
    this.save();
  }

  add(event) {
    this.events.push(event);
    this.save();
  }

  // Correcting any hand: the states from that hand on are no longer known until a replay.
  replace(index, event) {
    this.events[index] = event;
    this.states = this.states.slice(0, index);
    this.save();
  }

  insert(index, event) {
    this.events.splice(index, 0, event);
    this.states = this.states.slice(0, index);
    this.save();
  }

  remove(index) {
    const [event] = this.events.splice(index, 1);
    this.states = this.states.slice(0, index);
    this.save();
    return event;
  }

  undo() {
    return this.remove(this.events.length - 1);
  }

  clear() {
    this.events = [];
    this.states = [];
    this.save();
  }

  // The game as it is stored and exported.
  toJSON() {
    return {schema: SCHEMA, house: this.house, names: this.names, events: this.events, states: this.states};
  }

  save() {
    this.storage.setItem(KEY, JSON.stringify(this));
  }

  // ---- what was kept aside ----

  // [{key, text}] of every stored copy this code could not read, oldest first.
  aside() {
    const keys = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key?.startsWith(ASIDE_PREFIX)) keys.push(key);
    }
    return keys.sort().map((key) => ({key, text: this.storage.getItem(key)}));
  }

  discardAside(key) {
    this.storage.removeItem(key);
  }

  #read() {
    const text = this.storage.getItem(KEY);
    if (text === null) return migrate(null);
    let raw;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const game = raw === undefined ? null : migrate(raw);
    if (game) return game;
    // Unreadable: keep the text exactly as it was, under a key of its own, then start afresh.
    this.storage.setItem(`${ASIDE_PREFIX}${Date.now()}`, text);
    this.storage.removeItem(KEY);
    return migrate(null);
  }
}
