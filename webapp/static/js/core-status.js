// A small, non-blocking indicator of the offline core: progress while it loads, a short note
// when it is ready, and what to do when it cannot load (or when the data saver holds it back).
// `data-state` on the element mirrors the core's state.
// Every player-facing string of the offline core, in one place for the translation mechanism.
export const CORE_STRINGS = {
  ja: {
    loading: (percent) => `オフライン計算を準備中 ${percent}%`,
    ready: "オフラインでも計算できます",
    failed: "オフライン計算を準備できませんでした。接続を確かめてもう一度試してください。",
    waiting: "データセーバーがオンのため、オフライン計算 (約6MB) はまだ準備していません。",
    prepare: "準備する",
    retry: "もう一度試す",
  },
  en: {
    loading: (percent) => `Preparing offline scoring ${percent}%`,
    ready: "Scoring now works offline",
    failed: "Offline scoring could not be prepared. Check the connection and try again.",
    waiting: "Data Saver is on, so offline scoring (about 6 MB) has not been downloaded yet.",
    prepare: "Prepare",
    retry: "Try again",
  },
};
// The ready note stays this long, then gets out of the way.
const READY_NOTE_MS = 4000;

export class CoreStatus {
  constructor(core, doc = document) {
    this.core = core;
    this.strings = CORE_STRINGS[doc.documentElement.lang?.slice(0, 2)] || CORE_STRINGS.ja;
    this.element = doc.createElement("div");
    this.element.id = "core-status";
    this.element.className = "core-status";
    this.element.setAttribute("role", "status");
    this.element.hidden = true;
    this.text = doc.createElement("span");
    this.button = doc.createElement("button");
    this.button.type = "button";
    this.button.className = "secondary small";
    this.button.addEventListener("click", () => this.core.ask());
    this.element.append(this.text, this.button);
    doc.body.append(this.element);
    core.addEventListener("change", () => this.#show());
    this.#show();
  }

  #show() {
    const {state} = this.core;
    this.element.dataset.state = state;
    clearTimeout(this.timer);
    this.button.hidden = !(state === "waiting" || state === "failed");
    this.button.textContent = state === "failed" ? this.strings.retry : this.strings.prepare;
    if (state === "idle") {
      this.element.hidden = true;
      return;
    }
    this.element.hidden = false;
    if (state === "loading") {
      const {loaded, total} = this.core;
      const percent = total ? Math.min(99, Math.floor((100 * loaded) / total)) : 0;
      this.text.textContent = this.strings.loading(percent);
    } else if (state === "ready") {
      this.text.textContent = this.strings.ready;
      this.timer = setTimeout(() => { this.element.hidden = true; }, READY_NOTE_MS);
    } else {
      this.text.textContent = this.strings[state];
    }
  }
}
