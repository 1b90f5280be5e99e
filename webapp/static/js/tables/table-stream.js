// The table's live stream (GET /tables/{id}/stream, Server-Sent Events) read with fetch, since
// EventSource cannot send the key in a header. Each message is one op; Last-Event-ID resumes
// after the last op this phone holds, so a reconnection brings only what was missed. The
// stream reconnects by itself (at once when the phone comes back online, else after a
// growing pause), and one that has said nothing for longer than its keep-alive is restarted.
const QUIET_MS = 40_000;  // the server sends a comment every 15 s
const FIRST_PAUSE_MS = 500;
const MOST_PAUSE_MS = 30_000;

// SSE text → messages {id, event, data}; `rest` is an unfinished message kept for the next chunk.
export function parseEvents(text) {
  const blocks = text.replace(/\r\n?/g, "\n").split("\n\n");
  const rest = blocks.pop();
  const messages = [];
  for (const block of blocks) {
    const message = {id: null, event: "message", data: []};
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "id") message.id = value;
      else if (field === "event") message.event = value;
      else if (field === "data") message.data.push(value);
    }
    if (message.data.length) messages.push({...message, data: message.data.join("\n")});
  }
  return {messages, rest};
}

// Reads a stream's body to its end, handing each chunk's whole messages to `each`; `watch`
// after every chunk (the caller's timer for a stream gone quiet).
export async function readMessages(response, watch, each) {
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const {value, done} = await reader.read();
    if (done) return;
    watch();
    const {messages, rest} = parseEvents(buffer + value);
    buffer = rest;
    each(messages);
  }
}

export class TableStream extends EventTarget {
  // `after()`: the last seq this phone holds; `onOp(seq, op)` for each message.
  constructor(url, key, after, onOp) {
    super();
    this.url = url;
    this.key = key;
    this.after = after;
    this.onOp = onOp;
    this.pause = FIRST_PAUSE_MS;
    this.controller = null;
    this.timer = null;
    this.stopped = false;
    this.connected = false;
    addEventListener("online", () => this.restart());
    addEventListener("offline", () => this.controller?.abort());
  }

  start() {
    this.stopped = false;
    if (!this.controller) this.#run();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.controller?.abort();
  }

  restart() {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.pause = FIRST_PAUSE_MS;
    if (this.controller) this.controller.abort();
    else this.#run();
  }

  #set(connected) {
    if (this.connected === connected) return;
    this.connected = connected;
    this.dispatchEvent(new Event(connected ? "open" : "close"));
  }

  async #run() {
    const controller = this.controller = new AbortController();
    let quiet = null;
    const watch = () => {
      clearTimeout(quiet);
      quiet = setTimeout(() => controller.abort(), QUIET_MS);
    };
    try {
      watch();
      const response = await fetch(this.url, {
        headers: {"Authorization": `Bearer ${this.key}`, "Last-Event-ID": String(this.after()), "Accept": "text/event-stream"},
        cache: "no-store", signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        this.stopped = true;
        this.dispatchEvent(new CustomEvent("refused", {detail: response.status}));
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
      this.#set(true);
      this.pause = FIRST_PAUSE_MS;
      await readMessages(response, watch, (messages) => {
        for (const message of messages) this.#message(message);
      });
    } catch {
      // dropped, offline or quiet for too long: reconnected below
    } finally {
      clearTimeout(quiet);
      this.controller = null;
      this.#set(false);
    }
    if (this.stopped) return;
    const wait = navigator.onLine === false ? MOST_PAUSE_MS : this.pause;
    this.pause = Math.min(this.pause * 2, MOST_PAUSE_MS);
    this.timer = setTimeout(() => this.#run(), wait);
  }

  #message(message) {
    if (message.event !== "op") return;
    let data;
    try {
      data = JSON.parse(message.data);
    } catch {
      return;
    }
    if (Number.isInteger(data?.seq) && data.op) this.onOp(data.seq, data.op);
  }
}
