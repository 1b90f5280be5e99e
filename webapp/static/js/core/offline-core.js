// The page's side of the offline core (core-worker.js): starting it, its state, and calls.
// States: "idle" (not started), "waiting" (data saver on: starts when the player asks),
// "loading", "ready", "failed". Events: "change" on every state or progress change.
const OPTED_IN = "offline-core:opt-in";  // the player asked for it despite the data saver

export class OfflineCore extends EventTarget {
  constructor(config, storage = localStorage) {
    super();
    this.config = config;
    this.storage = storage;
    this.state = "idle";
    this.loaded = 0;
    this.total = config?.bytes || 0;
    this.calls = new Map();
    this.nextId = 1;
    this.readyPromise = new Promise((resolve) => { this.resolveReady = resolve; });
  }

  get ready() {
    return this.state === "ready";
  }

  // For a call the server could not answer: resolves true once the core is ready (starting it
  // now if it was only scheduled), false if it cannot come (data saver, failure, no runtime).
  whenAvailable() {
    if (this.state === "idle") this.schedule(true);
    if (this.state === "ready") return Promise.resolve(true);
    return this.state === "loading" ? this.readyPromise : Promise.resolve(false);
  }

  // Called by the page once it has loaded (shell.js decides when): starts at the next idle
  // moment (`now`: at once), unless the data saver is on and the player has not asked for it.
  schedule(now = false) {
    if (!this.config || typeof Worker === "undefined" || this.state !== "idle") return;
    if (navigator.connection?.saveData && !this.storage.getItem(OPTED_IN)) {
      this.#set("waiting");
      return;
    }
    if (now) this.start();
    else this.#idle(() => this.start());
  }

  // The player's "prepare" button (data saver on, or after a failure).
  ask() {
    this.storage.setItem(OPTED_IN, "1");
    this.start(true);
  }

  start(again = false) {
    if (this.state === "loading" || this.state === "ready" || (this.worker && !again)) return;
    this.worker?.terminate();
    this.readyPromise = new Promise((resolve) => { this.resolveReady = resolve; });
    this.loaded = 0;
    performance.mark("offline-core-start");  // for tests/bench/offline_core.py
    this.#set("loading");
    try {
      this.worker = new Worker(this.config.worker, {type: "module"});
    } catch {
      this.#fail();
      return;
    }
    this.worker.addEventListener("message", ({data}) => this.#receive(data));
    this.worker.addEventListener("error", () => this.#fail());
    const {runtime, core, bytes, snapshot} = this.config;
    this.worker.postMessage({type: "start", runtime, core, bytes, snapshot});
  }

  // One operation of the contract: resolves {status, body}; rejects only if the worker broke.
  call(operation, houseId, bodyText) {
    if (!this.ready) return Promise.reject(new Error("offline core not ready"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, {resolve, reject});
      this.worker.postMessage({type: "call", id, operation, house: houseId, body: bodyText});
    });
  }

  #receive(data) {
    if (data.type === "progress") {
      this.loaded = data.loaded;
      this.total = data.total;
      this.#changed();
    } else if (data.type === "ready") {
      performance.mark("offline-core-ready");
      for (const [name, at] of data.steps || []) {
        performance.mark(`offline-core: ${name}`, {startTime: data.origin + at - performance.timeOrigin});
      }
      // The service worker keeps the files the worker just read, for visits with no network.
      navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage("keepOfflineCore"))
        .catch(() => {});
      this.restored = data.restored;
      this.#set("ready");
      this.resolveReady(true);
    } else if (data.type === "kept") {
      performance.mark("offline-core-kept");  // the next start restores this one
    } else if (data.type === "failed") {
      this.#fail();
    } else if (data.type === "answer" || data.type === "broken") {
      const pending = this.calls.get(data.id);
      this.calls.delete(data.id);
      if (data.type === "answer") pending?.resolve({status: data.status, body: data.body});
      else pending?.reject(new Error(data.message));
    }
  }

  #fail() {
    this.worker?.terminate();
    for (const pending of this.calls.values()) pending.reject(new Error("offline core stopped"));
    this.calls.clear();
    this.#set("failed");
    this.resolveReady(false);
  }

  #set(state) {
    this.state = state;
    this.#changed();
  }

  #changed() {
    this.dispatchEvent(new Event("change"));
  }

  #idle(run) {
    if ("requestIdleCallback" in window) requestIdleCallback(run, {timeout: 2000});
    else setTimeout(run, 0);
  }
}
