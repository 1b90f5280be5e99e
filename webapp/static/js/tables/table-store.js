// One shared table as this phone keeps it (localStorage, one key per table), so a reload, a
// closed app or a restarted phone loses nothing and opens at once with no network:
//   key, role      the link's key (read from the fragment once) and what it allows;
//   house, participants, carried, snapshot {seq, games}   the table as the last GET
//                  answered it (carried: the points each brought in, or null);
//   log            every op the server holds, in seq order, as the stream gave them;
//   queue          ops made here and not yet acknowledged, in the order they were made;
//   view           the last answer of the core for the games shown (states, the night).
import {foldOps} from "./ops-fold.js";

const PREFIX = "table:";
const DEVICE = "tables:device";

export function deviceName(storage = localStorage) {
  return storage.getItem(DEVICE) || "";
}

export function setDeviceName(name, storage = localStorage) {
  storage.setItem(DEVICE, name.trim().slice(0, 40));
}

export class TableStore {
  constructor(id, storage = localStorage) {
    this.id = id;
    this.storage = storage;
    let saved = null;
    try {
      saved = JSON.parse(storage.getItem(PREFIX + id) || "null");
    } catch {
      saved = null;  // unreadable: the server has the table, it is fetched again
    }
    const data = saved && typeof saved === "object" ? saved : {};
    this.key = data.key ?? null;
    this.role = data.role ?? null;
    this.readKey = data.readKey ?? null;  // known on the phone that created the table
    this.house = data.house ?? null;
    this.participants = data.participants ?? null;
    this.carried = data.carried ?? null;  // points carried in (a tournament's totals)
    this.snapshot = data.snapshot ?? {seq: 0, games: []};
    this.log = Array.isArray(data.log) ? data.log : [];
    this.queue = Array.isArray(data.queue) ? data.queue : [];
    this.view = data.view ?? null;
  }

  // The head this phone has seen: the log's last seq, or the snapshot's where the stream lags.
  get seq() {
    return Math.max(this.log.length, this.snapshot.seq);
  }

  // The games the server holds, as far as this phone knows.
  confirmedGames() {
    if (this.log.length >= this.snapshot.seq) return foldOps([], this.log.map((e) => e.op), this.participants);
    return this.snapshot.games;
  }

  // The games with this phone's unsent ops on top (what the sheet shows).
  localGames() {
    return foldOps(this.confirmedGames(), this.queue, this.participants);
  }

  // An op from the stream (or an acknowledgement): kept where it continues the log; one seen
  // before replaces its copy (the stream's carries the server's time and device).
  addLogged(seq, op) {
    if (seq === this.log.length + 1) this.log.push({seq, op});
    else if (seq <= this.log.length) this.log[seq - 1] = {seq, op};
    else return false;  // a gap: the stream resumes from the log's end and fills it
    return true;
  }

  save() {
    const {key, role, readKey, house, participants, carried, snapshot, log, queue, view} = this;
    this.storage.setItem(PREFIX + this.id, JSON.stringify({key, role, readKey, house, participants, carried, snapshot, log, queue, view}));
  }
}
