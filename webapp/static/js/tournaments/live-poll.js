// The live stream's fallback (live-stream.js), when the stream cannot connect: keeps a page
// live with no reload, asking again every `interval` ms while the page is shown
// (a hidden tab asks nothing), at once when it is shown again. Each ask is a conditional GET,
// so an unchanged tournament costs a 304; `onChange` runs only with new answers. A failed
// ask is retried at the next tick and reported, never thrown.
import {errorText} from "../shell/error-view.js";

export class LivePoll {
  // A page's usual start: the first answer now, then every `interval` ms; a failure shows in
  // the `status` line until an ask succeeds again (`refresh` hides it).
  static async keep(refresh, status, interval) {
    const failed = (error) => {
      status.hidden = false;
      status.textContent = errorText(error);
    };
    await refresh().catch(failed);
    return new LivePoll(refresh, interval, {onError: failed}).start(interval);
  }

  constructor(ask, interval, {onError = () => {}} = {}) {
    this.ask = ask;
    this.interval = interval;
    this.onError = onError;
    this.timer = null;
    this.running = false;
    this.stopped = false;
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && !this.stopped) this.now();
    });
  }

  // The first ask after `delay` ms (a page that has just shown its first answer waits).
  start(delay = 0) {
    this.#schedule(delay);
    return this;
  }

  now() {
    clearTimeout(this.timer);
    this.#schedule(0);
  }

  // No more asks (the live stream speaks again).
  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  #schedule(delay) {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.#tick(), delay);
  }

  async #tick() {
    if (this.running) return;
    if (document.visibilityState === "hidden") {
      this.#schedule(this.interval);
      return;
    }
    this.running = true;
    try {
      await this.ask();
    } catch (error) {
      this.onError(error);
    } finally {
      this.running = false;
      this.#schedule(this.interval);
    }
  }
}
