// The score sheet kept on this phone: the house, player names, the game's events and the state
// after each of them, in localStorage so a reload (or a dead battery) loses nothing and the
// sheet shows the right scores at once, with no network. States come from the replay (the
// offline core or the server); the state after event i depends only on events 0..i, so the
// saved states stay right for every prefix of the events (after an undo, too).
const KEY = "score-sheet";

export class ScoreSheet {
  constructor(storage = localStorage) {
    this.storage = storage;
    const saved = this.#read();
    this.house = saved.house || null;
    this.names = Array.isArray(saved.names) ? saved.names : [];
    this.events = Array.isArray(saved.events) ? saved.events : [];
    this.states = Array.isArray(saved.states) ? saved.states.slice(0, this.events.length) : [];
  }

  name(player) {
    return this.names[player] || "ABCD"[player];
  }

  setHouse(id) {
    if (id !== this.house) this.states = [];
    this.house = id;
    this.save();
  }

  // The replay's states for exactly the current events.
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

  undo() {
    const event = this.events.pop();
    this.states = this.states.slice(0, this.events.length);
    this.save();
    return event;
  }

  clear() {
    this.events = [];
    this.states = [];
    this.save();
  }

  save() {
    this.storage.setItem(KEY, JSON.stringify({
      house: this.house, names: this.names, events: this.events, states: this.states,
    }));
  }

  #read() {
    try {
      return JSON.parse(this.storage.getItem(KEY) || "{}") || {};
    } catch {
      return {};
    }
  }
}
