// The score sheet kept on this phone: the house, player names and the game's events, in
// localStorage so a reload (or a dead battery) loses nothing. States come from the server.
const KEY = "score-sheet";

export class ScoreSheet {
  constructor(storage = localStorage) {
    this.storage = storage;
    const saved = this.#read();
    this.house = saved.house || null;
    this.names = Array.isArray(saved.names) ? saved.names : [];
    this.events = Array.isArray(saved.events) ? saved.events : [];
  }

  name(player) {
    return this.names[player] || "ABCD"[player];
  }

  setHouse(id) {
    this.house = id;
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
    this.save();
    return event;
  }

  clear() {
    this.events = [];
    this.save();
  }

  save() {
    this.storage.setItem(KEY, JSON.stringify({house: this.house, names: this.names, events: this.events}));
  }

  #read() {
    try {
      return JSON.parse(this.storage.getItem(KEY) || "{}") || {};
    } catch {
      return {};
    }
  }
}
