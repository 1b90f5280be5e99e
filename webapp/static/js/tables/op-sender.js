// Sends this phone's queued ops to the table, one at a time and in order, until each is
// answered. An op keeps its id on every retry, so one sent twice (an answer lost on the way)
// is applied once: the server answers the first answer again. A failed connection is retried
// by itself: at once when the phone comes back online or the stream reconnects, else after a
// growing pause. What needs the person stops the queue until they say: another phone wrote
// first (409 stale_base: `conflict`), the core refused the op (`refused`), or the key no
// longer writes (`denied`). Nothing is dropped or reordered here without them.
import {retryable} from "./table-api.js";

const FIRST_PAUSE_MS = 1000;
const MOST_PAUSE_MS = 30_000;

export function newOpId() {
  if (globalThis.crypto?.randomUUID) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export class OpSender extends EventTarget {
  // `store`: the TableStore (its queue and log); `api`: the TableApi.
  constructor(store, api) {
    super();
    this.store = store;
    this.api = api;
    this.sending = false;
    this.blocked = null;  // {kind: "conflict"|"refused"|"denied", ...} until the person chooses
    this.failing = false;  // the last try found no server
    this.pause = FIRST_PAUSE_MS;
    this.timer = null;
    addEventListener("online", () => this.kick());
  }

  // A new op on top of what this phone has seen (and of its own unsent ops).
  add(fields, device) {
    const op = {id: newOpId(), base: this.store.seq, ...fields};
    if (device) op.device = device;
    this.store.queue.push(op);
    this.store.save();
    this.#changed();
    this.kick();
    return op;
  }

  kick() {
    clearTimeout(this.timer);
    this.timer = null;
    if (!this.sending) this.#loop();
  }

  // The person's choice after a conflict or a refusal.
  resolve(choice) {
    const {queue} = this.store;
    const head = this.store.seq;
    if (choice === "after") for (const op of queue) op.base = head;
    else if (choice === "drop") queue.splice(0, queue.length);
    else if (choice === "same" || choice === "drop_first") {
      queue.shift();
      for (const op of queue) op.base = head;
    }
    this.blocked = null;
    this.store.save();
    this.#changed();
    this.kick();
  }

  async #loop() {
    this.sending = true;
    try {
      while (this.store.queue.length && !this.blocked) {
        const op = this.store.queue[0];
        let answer;
        try {
          answer = await this.api.postOp(this.store.id, this.store.key, op);
        } catch {
          answer = {status: 0, body: null};
        }
        if (this.store.queue[0] !== op) continue;  // the person changed the queue meanwhile
        if (!this.#settle(op, answer)) break;
      }
    } finally {
      this.sending = false;
      this.#changed();
    }
  }

  // Whether to go on with the next op.
  #settle(op, {status, body}) {
    if (status === 200 || status === 201) {
      this.failing = false;
      this.pause = FIRST_PAUSE_MS;
      this.store.queue.shift();
      const seq = body?.seq;
      if (Number.isInteger(seq)) {
        // The op is in the log at `seq`, right after `op.base`: the ops made after it here
        // were made on top of it, so their base is now `seq`.
        if (seq > this.store.log.length) this.store.addLogged(seq, {...op});  // the stream's copy is fuller
        for (const later of this.store.queue) if (later.base < seq) later.base = seq;
      }
      this.store.save();
      this.dispatchEvent(new Event("sent"));
      return true;
    }
    if (retryable(status)) {
      this.failing = true;
      this.timer = setTimeout(() => this.kick(), this.pause);
      this.pause = Math.min(this.pause * 2, MOST_PAUSE_MS);
      return false;
    }
    this.failing = false;
    const error = body?.error ?? {code: "http_error", message: `HTTP ${status}`};
    if (status === 409 && error.code === "stale_base") {
      const ops = staleOps(body);
      for (const {seq, op: theirs} of ops) this.store.addLogged(seq, theirs);
      this.store.save();
      this.blocked = {kind: "conflict", theirs: ops.filter(({seq}) => seq > op.base), error,
        complete: body?.complete !== false};
    } else if (status === 401 || status === 403 || status === 404) {
      this.blocked = {kind: "denied", error, status};
    } else {
      this.blocked = {kind: "refused", op, error, status};
    }
    this.dispatchEvent(new Event("blocked"));
    return false;
  }

  #changed() {
    this.dispatchEvent(new Event("change"));
  }
}

// The ops after the stale base, from a 409's body ({seq, op} each, in seq order).
function staleOps(body) {
  const list = body?.ops ?? body?.error?.ops ?? [];
  return (Array.isArray(list) ? list : []).filter((e) => Number.isInteger(e?.seq) && e.op)
    .sort((a, b) => a.seq - b.seq);
}
