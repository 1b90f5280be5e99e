// A writer's controls on the shared table: the score sheet's own event form (a new hand, or a
// hand corrected), deleting a hand, the next game, this phone's name for the history, a new
// write key, and the share panel. Every change is an op for the sender's queue; a hand the
// core refuses is not queued (the form says why), one made with no core to ask is queued and
// checked when sent.
import {t} from "../shell/i18n.js";
import {ErrorView, errorText, unreachable} from "../shell/error-view.js";
import {EventForm} from "../sheet/event-form.js";
import {deviceName, setDeviceName} from "./table-store.js";
import {SharePanel} from "./share-panel.js";

const $ = (id) => document.getElementById(id);

// The index of the queued op a refusal names ("ops[2].games[0]…" → 2), or null.
export function refusedOp(error) {
  const match = /^ops\[(\d+)\]/.exec(error.field || "");
  return match ? Number(match[1]) : null;
}

export class TableWriter {
  // `table`: {store, sender, routes, night (session settings), house(), view(), shown(),
  // queued() (the ops the sheet folds), fold(games, ops), recompute(), render(), rotate()}.
  constructor(table) {
    this.table = table;
    this.editing = null;  // {index}: the hand being corrected
    this.fitted = "";
    this.names = "";
    const formElement = $("event-form");
    let tiles = null;
    const tileDialog = () => {
      tiles ??= import("../sheet/sheet-tiles.js").then(({SheetTiles}) => new SheetTiles($("tiles-dialog"), table.routes));
      return tiles.then((dialog) => {
        dialog.setHouse(table.house());
        return dialog;
      });
    };
    this.form = new EventForm(formElement, table.view().name, (hand, done) => tileDialog().then((d) => d.open(hand, done)));
    this.errors = new ErrorView($("sheet-error"), formElement);
    this.form.onSubmit((event) => this.record(event).catch((error) => this.errors.show(error)));
    $("cancel-edit").addEventListener("click", () => {
      this.editing = null;
      this.form.reset();
      table.render();
    });
    $("undo").addEventListener("click", () => this.remove(table.shown().events.length - 1));
    $("next-game").addEventListener("click", () => {
      this.#add({new_game: {players: this.nextPlayers()}});
      table.recompute();
    });
    const device = $("device-name");
    device.value = deviceName();
    device.addEventListener("change", () => setDeviceName(device.value));
    $("table-share").addEventListener("click", () => this.#share());
    $("rotate-key").addEventListener("click", () => {
      $("rotate-confirm").hidden = false;
      $("rotate-key").hidden = true;
    });
    $("rotate-confirm").addEventListener("click", () => this.#rotate());
    for (const element of document.querySelectorAll("[data-writer]")) element.hidden = false;
  }

  // The writer's part of the page for what the sheet shows; `refusal`: a queued op the core
  // refuses here ({index, error}) or null.
  show(shown, refusal) {
    this.#fit(shown);
    const {events, over} = shown;
    const {editing} = this;
    $("record").disabled = !editing && over;
    $("undo").disabled = events.length === 0;
    $("next-game").hidden = !(over && shown.index === shown.last);
    $("local-refused").hidden = !refusal;
    $("local-refused").textContent = refusal
      ? t("table.local_refused", {n: refusal.index + 1, message: errorText(refusal.error)}) : "";
    $("editing").hidden = !editing;
    if (editing) $("editing-text").textContent = t("sheet.editing.edit", {n: editing.index + 1});
    $("record").textContent = t(editing ? "sheet.save_edit" : "sheet.record");
    const at = editing ? editing.index : events.length;
    const before = at === 0 ? shown.start : shown.states[at - 1];
    this.form.setResting(before?.resting ?? []);
  }

  edit(index) {
    this.editing = {index};
    this.table.render();
    this.form.fill(this.table.shown().events[index]);
    $("event-form").scrollIntoView({block: "start"});
  }

  remove(index) {
    if (index < 0) return;
    this.editing = null;
    this.#add({game: this.table.shown().index, delete: {at: index}});
    this.table.recompute();
  }

  // The next game's players: everyone the night does not sit out, in the night's order.
  nextPlayers() {
    const {store} = this.table;
    const house = this.table.house();
    if (!store.participants) return undefined;
    const out = new Set(store.view?.session?.next_sit_out ?? []);
    const most = this.table.night[house.id]?.most ?? house.players;
    const players = store.participants.map((_, i) => i).filter((p) => !out.has(p));
    return players.length > most ? players.slice(0, house.players) : players;
  }

  async record(event) {
    this.errors.clear();
    const {store} = this.table;
    const games = this.table.games();
    const fields = [];
    if (games.length === 0) fields.push({new_game: {players: this.nextPlayers()}});
    const {editing} = this;
    const game = editing ? this.table.shown().index : Math.max(games.length - 1, 0);
    fields.push(editing ? {game, replace: {at: editing.index, event}} : {game, append: event});
    const queued = this.table.queued();
    try {
      await this.table.fold(store.confirmedGames(), [...queued, ...fields]);
    } catch (error) {
      const index = refusedOp(error);
      if (!unreachable(error) && index !== null && index >= queued.length) {
        const field = String(error.field).replace(/^ops\[\d+\]\.(?:games\[\d+\]\.)?(?:events\[\d+\]\.?)?/, "");
        this.errors.show({...error, field});
        return;
      }
    }
    for (const f of fields) this.#add(f);
    this.editing = null;
    this.form.reset();
    await this.table.recompute();
  }

  #add(fields) {
    this.table.sender.add(fields, deviceName());
  }

  // The form is drawn for the current game's house and people (a new game may seat others).
  #fit(shown) {
    const house = this.table.house();
    const people = shown.game.players?.length ?? house.players;
    const names = Array.from({length: people}, (_, p) => this.table.view().name(p)).join("\u0000");
    const fit = `${house.id}:${people}`;
    if (fit !== this.fitted) {
      this.fitted = fit;
      this.form.setHouse(house, people);
    } else if (names !== this.names) {
      this.form.relabel();
    }
    this.names = names;
  }

  #links() {
    const {store} = this.table;
    const link = (key) => `${location.origin}${location.pathname}#k=${key}`;
    return {write: link(store.key), read: store.readKey ? link(store.readKey) : null};
  }

  #share() {
    return new SharePanel($("share-panel")).show(this.#links());
  }

  // A new write key: every old write link stops working; this phone keeps the new one.
  async #rotate() {
    $("rotate-confirm").hidden = true;
    $("rotate-key").hidden = false;
    try {
      await this.table.rotate();
      $("rotate-status").textContent = t("table.rotated");
      await this.#share();
    } catch (error) {
      $("rotate-status").textContent = errorText(error);
    }
  }
}
