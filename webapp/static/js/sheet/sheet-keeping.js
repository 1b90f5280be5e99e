// Keeping a game safe beyond this phone: export as a JSON file, import one (checked, then
// replayed; a bad file is refused with the reason and the current game stays), a text summary
// to share (the Web Share API where the phone has it, else the clipboard, else the text shown
// selected), and the notice for stored data this app could not read (kept aside, downloadable).
import {t} from "../shell/i18n.js";
import {fileText, readFile} from "./sheet-schema.js";
import {errorText} from "../shell/error-view.js";

function stamp() {
  const d = new Date();
  const two = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
}

function download(text, filename) {
  const url = URL.createObjectURL(new Blob([text], {type: "application/json"}));
  const link = Object.assign(document.createElement("a"), {href: url, download: filename});
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export class SheetKeeping {
  // `accept(game)`: replays and adopts an imported game; resolves null, or why it was refused.
  constructor(doc, sheet, {houses, accept, summary}) {
    this.sheet = sheet;
    this.houses = houses;
    this.accept = accept;
    this.summary = summary;
    this.status = doc.getElementById("keep-status");
    this.shareText = doc.getElementById("share-text");
    this.notice = doc.getElementById("sheet-notice");
    doc.getElementById("export").addEventListener("click", () => {
      download(fileText(sheet), `score-sheet-${stamp()}.json`);
      this.#say(t("sheet.exported"));
    });
    const input = doc.getElementById("import");
    input.addEventListener("change", async () => {
      const file = input.files[0];
      input.value = "";
      if (file) await this.import(await file.text());
    });
    doc.getElementById("share").addEventListener("click", () => this.share());
    doc.getElementById("aside-download").addEventListener("click", () => {
      for (const {key, text} of sheet.aside()) download(text, `${key.replaceAll(":", "-")}.json`);
    });
    doc.getElementById("aside-discard").addEventListener("click", () => {
      for (const {key} of sheet.aside()) sheet.discardAside(key);
      this.showAside();
    });
  }

  async import(text) {
    const read = readFile(text, this.houses);
    if (read.problem) {
      this.#say(t("sheet.import.bad", {reason: t(`sheet.import.${read.problem}`)}), true);
      return;
    }
    let refused;
    try {
      refused = await this.accept(read.game);
    } catch (error) {
      refused = errorText(error);  // e.g. participants this house cannot seat
    }
    if (refused) this.#say(t("sheet.import.bad", {reason: refused}), true);
    else this.#say(t("sheet.imported", {n: read.game.events.length}));
  }

  async share() {
    const text = this.summary();
    this.shareText.hidden = true;
    if (navigator.share) {
      try {
        await navigator.share({title: t("page.sheet"), text});
        this.#say(t("sheet.shared"));
        return;
      } catch (error) {
        if (error?.name === "AbortError") return;  // the player closed the share sheet
      }
    }
    if (navigator.clipboard?.writeText) {
      try {
        await navigator.clipboard.writeText(text);
        this.#say(t("sheet.copied"));
        return;
      } catch {
        // no permission: show it instead
      }
    }
    this.shareText.value = text;
    this.shareText.hidden = false;
    this.shareText.focus();
    this.shareText.select();
    this.#say(t("sheet.copy_by_hand"));
  }

  showAside() {
    const kept = this.sheet.aside();
    this.notice.hidden = kept.length === 0;
    document.getElementById("sheet-notice-text").textContent = kept.length ? t("sheet.aside_notice", {n: kept.length}) : "";
  }

  #say(text, problem = false) {
    this.status.textContent = text;
    this.status.classList.toggle("error", problem);
  }
}
