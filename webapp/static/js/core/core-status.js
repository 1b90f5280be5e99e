// A small, non-blocking indicator of the offline core: progress while it loads, a short note
// when it is ready, and what to do when it cannot load (or when the data saver holds it back).
// `data-state` on the element mirrors the core's state. Its words are the ui table's
// offline.* strings (static/i18n/ui.json).
import {t} from "../shell/i18n.js";

// The ready note stays this long, then gets out of the way.
const READY_NOTE_MS = 4000;

export class CoreStatus {
  constructor(core, doc = document) {
    this.core = core;
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
    this.button.textContent = state === "failed" ? t("offline.retry") : t("offline.prepare");
    if (state === "idle") {
      this.element.hidden = true;
      return;
    }
    this.element.hidden = false;
    if (state === "loading") {
      const {loaded, total} = this.core;
      const percent = total ? Math.min(99, Math.floor((100 * loaded) / total)) : 0;
      this.text.textContent = t("offline.loading", {percent});
    } else if (state === "ready") {
      this.text.textContent = t("offline.ready");
      this.timer = setTimeout(() => { this.element.hidden = true; }, READY_NOTE_MS);
    } else {
      this.text.textContent = state === "failed" ? t("offline.failed") : t("offline.waiting");
    }
  }
}
