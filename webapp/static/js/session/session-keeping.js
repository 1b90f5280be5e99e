// Keeping a night beyond this phone: export it as a file, import one (checked, then settled
// by its house before it replaces this night; a refused file changes nothing), share the
// standings as text, and the notice for stored data this app could not read (kept aside).
import {t} from "../shell/i18n.js";
import {decimal} from "../shell/format.js";
import {errorText, unreachable} from "../shell/error-view.js";
import {LETTERS, SessionStore, problem} from "./session-store.js";
import {download, share, today} from "./session-files.js";

export class SessionKeeping {
  // `night`: the page's store, settings, current house(), houseName(id), names() and
  // errors; `settle(house, body)`: the house's answer for a night; `adopt(data, answer)`: an
  // imported night replaces this one.
  constructor(doc, night, {settle, adopt}) {
    this.doc = doc;
    this.night = night;
    this.settle = settle;
    this.adopt = adopt;
    this.status = doc.getElementById("files-status");
    const $ = (id) => doc.getElementById(id);
    const {store} = night;
    $("export-session").addEventListener("click", () => {
      download(`session-${night.house().id}-${today()}.json`, JSON.stringify(store.exported(), null, 1));
      this.say(t("session.exported"));
    });
    $("import-session").addEventListener("change", (event) => this.#import(event.target));
    $("share-session").addEventListener("click", async () => {
      const outcome = await share(t("page.session"), this.#text(), $("share-box"), $("share-text"));
      this.say(outcome === "cancelled" ? "" : t(`session.shared.${outcome}`));
    });
    $("export-kept").addEventListener("click", () => download(`session-kept-aside-${today()}.json`, store.keptAside || ""));
    $("discard-kept").addEventListener("click", () => {
      store.discardKept();
      this.showKept();
    });
  }

  say(text, isError = false) {
    this.status.textContent = text;
    this.status.classList.toggle("error", isError);
  }

  showKept() {
    this.doc.getElementById("kept-aside").hidden = this.night.store.keptAside === null;
  }

  async #import(input) {
    const {settings, errors} = this.night;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    errors.clear();
    let data;
    try {
      data = JSON.parse(await file.text());
    } catch {
      this.say(t("session.invalid.not_json"), true);
      return;
    }
    const wrong = problem(data, (id) => id in settings);
    if (wrong) {
      this.say(t(`session.invalid.${wrong}`), true);
      return;
    }
    const chosen = settings[data.house];
    if (data.participants.length < chosen.fewest) {
      this.say(t("session.invalid.participants"), true);
      return;
    }
    // The house settles the file's night before it replaces this one.
    const request = {participants: data.participants.map((n, i) => n.trim() || LETTERS[i]),
      games: data.games.map(SessionStore.request)};
    let answer = null;
    try {
      answer = await this.settle(data.house, request);
    } catch (error) {
      if (!unreachable(error)) {
        this.say(t("session.import_refused", {reason: errorText(error)}), true);
        return;
      }
    }
    this.adopt(data, answer);
    this.say(t("session.imported", {n: data.games.length}));
  }

  // The standings and every game as text to share.
  #text() {
    const {store, names, houseName} = this.night;
    const house = this.night.house();
    const answer = store.answer;
    const who = names();
    const lines = [`${houseName(house.id)} ${t("session.played", {n: answer?.games.length || 0})} (${today()})`];
    if (answer) {
      answer.standings.forEach((p, place) => {
        const money = Array.isArray(answer.money) ? ` (${decimal(answer.money[p])})` : "";
        lines.push(`${t("settle.rank", {n: place + 1})} ${who[p]} ${decimal(answer.totals[p])}${money}`);
      });
      answer.games.forEach((game, g) => {
        const parts = game.players.map((p) => `${who[p]} ${decimal(game.points[p])}`);
        lines.push(`${t("session.game_n", {n: g + 1})}: ${parts.join(t("list.dot"))}`);
      });
      const next = this.doc.getElementById("session-next").textContent;
      if (next) lines.push(next);
    }
    return lines.join("\n");
  }
}
