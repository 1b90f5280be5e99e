// Keeps a page live over the tournament's push stream (GET /tournaments/{id}/stream, Server-
// Sent Events, read with fetch: EventSource cannot send the key in a header). A message says
// only that the answers' version moved (one at connect too, so a page that was away catches
// up): the page then asks again with its ETags (`ask`, its refresh). Asks are never run two
// at once; one asked for meanwhile runs after. The stream reconnects by itself after a
// growing pause; while it cannot connect the page falls back to asking every `interval` ms
// (LivePoll), and stops once a stream speaks again. `root.dataset.live` says which:
// "stream" or "poll".
import {readMessages} from "../tables/table-stream.js";
import {errorText} from "../shell/error-view.js";
import {LivePoll} from "./live-poll.js";

const QUIET_MS = 40_000;  // the server sends a comment every 15 s
const FIRST_PAUSE_MS = 500;
const MOST_PAUSE_MS = 30_000;
const FAILS_BEFORE_POLLING = 2;
// A server keeps a built answer a quarter of a second (another worker's may be older than
// the version the stream told): an ask that did not bring the told version is made again.
const AGAIN_MS = 300;
const AGAIN_TIMES = 4;

export class LiveStream {
  // A page's usual start: the first answer now, then live; a failure shows in the `status`
  // line until an ask succeeds again (`ask` hides it).
  static async keep(ask, status, api, interval, root, {onError = null} = {}) {
    const failed = onError || ((error) => {
      status.hidden = false;
      status.textContent = errorText(error);
    });
    await ask().catch(failed);
    return new LiveStream(api.url("/stream"), api.key, ask, interval, root,
      {onError: failed, shown: () => api.kept.get("/standings")?.version}).start();
  }

  // `shown()`: the version the page shows (its standings' `version`).
  constructor(url, key, ask, interval, root, {onError = () => {}, shown = () => null} = {}) {
    this.url = url;
    this.key = key;
    this.ask = ask;
    this.interval = interval;
    this.root = root;
    this.onError = onError;
    this.shown = shown;
    this.told = null;
    this.pause = FIRST_PAUSE_MS;
    this.fails = 0;
    this.poll = null;
    this.asking = null;
    this.again = false;
    this.stopped = false;
    addEventListener("online", () => this.#restart());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") this.now();
    });
  }

  start() {
    this.#run();
    return this;
  }

  // Ask now (the page changed something itself, or a message said the version moved).
  async now() {
    if (this.asking) {
      this.again = true;
      return this.asking;
    }
    this.asking = (async () => {
      let times = 0;
      do {
        this.again = false;
        try {
          await this.ask();
        } catch (error) {
          this.onError(error);
        }
        if (!this.again && this.told && this.shown() !== this.told && times < AGAIN_TIMES) {
          times += 1;
          this.again = true;
          await new Promise((resolve) => setTimeout(resolve, AGAIN_MS));
        }
      } while (this.again);
      this.asking = null;
    })();
    return this.asking;
  }

  #restart() {
    this.pause = FIRST_PAUSE_MS;
    if (this.controller) this.controller.abort();
  }

  #mode(live) {
    this.root.dataset.live = live;
    if (live === "stream" && this.poll) {
      this.poll.stop();
      this.poll = null;
    } else if (live === "poll" && !this.poll) {
      this.poll = new LivePoll(this.ask, this.interval, {onError: this.onError}).start(0);
    }
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
        headers: {"Authorization": `Bearer ${this.key}`, "Accept": "text/event-stream"},
        cache: "no-store", signal: controller.signal,
      });
      if ([401, 403, 404].includes(response.status)) {
        this.stopped = true;  // a wrong link: the page's ask shows why
        this.now();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
      await readMessages(response, watch, (messages) => {
        const versions = messages.filter((message) => message.event === "version");
        if (!versions.length) return;
        try {
          this.told = JSON.parse(versions.at(-1).data).version;
        } catch {
          this.told = null;
        }
        this.fails = 0;
        this.pause = FIRST_PAUSE_MS;
        this.#mode("stream");
        this.now();
      });
    } catch {
      // dropped, offline or quiet for too long: reconnected below
    } finally {
      clearTimeout(quiet);
      this.controller = null;
    }
    if (this.stopped) return;
    this.fails += 1;
    if (this.fails >= FAILS_BEFORE_POLLING) this.#mode("poll");
    const wait = navigator.onLine === false ? MOST_PAUSE_MS : this.pause;
    this.pause = Math.min(this.pause * 2, MOST_PAUSE_MS);
    setTimeout(() => this.#run(), wait);
  }
}
