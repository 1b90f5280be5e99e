// 共有卓 / A shared table: every phone at the table on the same live score sheet. The link's
// key (in the fragment) is kept on this phone; the table comes from GET /tables/{id} and then
// its live stream, one op at a time. A writer records and corrects hands with the score
// sheet's own form: each change is an op, queued on this phone (it survives reload and a
// closed app), shown at once folded by the core (the offline core answers with no network)
// and sent in order when the server can be reached. A reader sees the same sheet with no
// controls at all.
import {nextTask, pageReady, startPage} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {ErrorView, errorText, unreachable} from "../shell/error-view.js";
import {EventForm} from "../sheet/event-form.js";
import {TableStore, deviceName, setDeviceName} from "./table-store.js";
import {TableApi} from "./table-api.js";
import {TableStream} from "./table-stream.js";
import {OpSender} from "./op-sender.js";
import {TableView} from "./table-view.js";
import {foldOps} from "./ops-fold.js";
import {SyncStatus} from "./sync-status.js";
import {ConflictView} from "./conflict-view.js";
import {OpHistory} from "./op-history.js";
import {OpWords} from "./op-words.js";
import {SharePanel} from "./share-panel.js";
import {clearFragment, keyFromFragment, probeRole, tableIdFromPath} from "./table-key.js";

const {api, routes} = await startPage(["values", "penalties", "errors"]);
const $ = (id) => document.getElementById(id);
const page = $("table-page");
const settings = JSON.parse(page.dataset.settings || "{}");
const nightSettings = JSON.parse(page.dataset.night || "{}");
const houseNames = JSON.parse(page.dataset.houses || "{}");
const tables = new TableApi(page.dataset.api);
const store = new TableStore(tableIdFromPath());
const linked = keyFromFragment();
if (linked && linked !== store.key) {
  store.role = store.readKey === linked ? "read" : null;  // learned from the server below
  store.key = linked;
}
store.save();
clearFragment();

const status = new SyncStatus($("sync-status"));
const problem = $("table-problem");
const sender = new OpSender(store, tables);
const opWords = new OpWords(() => store.participants);
const history = new OpHistory($("op-history-list"), $("op-history-count"), opWords);
const conflict = new ConflictView(document, opWords, (choice) => {
  sender.resolve(choice);
  recompute();
});
let house = null;
let view = null;  // the TableView, made once the role is known
let form = null;  // the event form (writers only)
let errors = null;
let editing = null;  // {index}: the hand being corrected
let shown = null;  // what the sheet shows: {index, game, events, states, over}
let localRefusal = null;  // {index, error}: a queued op the core refuses here

function say(key, params) {
  problem.textContent = t(key, params);
  problem.hidden = false;
}

// ---- the view ----

function render() {
  status.show({pending: store.queue.length, offline: navigator.onLine === false || sender.failing,
    blocked: sender.blocked});
  if (!view || !house) return;
  shown = view.show(house, store.participants, foldOps(store.confirmedGames(), shownQueue(), store.participants),
    store.view, editing?.index ?? null);
  conflict.show(sender.blocked, store.log.map((e) => e.op), store.queue, store.participants);
  history.show(store.log, store.queue, store.participants);
  $("table-house").textContent = houseNames[house.id] || house.id;
  $("table-game").textContent = t("table.game_n", {n: shown.index + 1});
  if (!form) return;
  fitForm();
  const {events, over} = shown;
  $("record").disabled = !editing && over;
  $("undo").disabled = events.length === 0;
  $("next-game").hidden = !over;
  $("local-refused").hidden = !localRefusal;
  $("local-refused").textContent = localRefusal
    ? t("table.local_refused", {n: localRefusal.index + 1, message: errorText(localRefusal.error)}) : "";
  $("editing").hidden = !editing;
  if (editing) $("editing-text").textContent = t("sheet.editing.edit", {n: editing.index + 1});
  $("record").textContent = t(editing ? "sheet.save_edit" : "sheet.record");
  const at = editing ? editing.index : events.length;
  const before = at === 0 ? shown.start : shown.states[at - 1];
  form.setResting(before?.resting ?? []);
}

// The form is drawn for the current game's house and people (a new game may seat others).
let formFor = "";
function fitForm() {
  const people = shown.game.players?.length ?? house.players;
  const names = Array.from({length: people}, (_, p) => view.name(p)).join("\u0000");
  const fit = `${house.id}:${people}`;
  if (fit !== formFor) {
    formFor = fit;
    form.setHouse(house, people);
  } else if (names !== fitForm.names) {
    form.relabel();
  }
  fitForm.names = names;
}

// The queued ops the sheet folds on top of the server's games: none while a conflict waits for
// the person (the sheet then shows the server's version; the choice shows both), and none the
// log already holds (an op whose answer was lost, on its way to being resent).
function shownQueue() {
  if (sender.blocked?.kind === "conflict") return [];
  const logged = new Set(store.log.map((e) => e.op.id));
  return store.queue.filter((op) => !logged.has(op.id));
}

// The core's view of the games with this phone's queued ops folded on top: the same fold the
// server will make. A queued op the core refuses is shown (never dropped); the ops before it
// are folded.
let asked = 0;
async function recompute() {
  if (!house || !routes.table) return render();
  const mine = ++asked;
  const ops = shownQueue();
  const games = store.confirmedGames();
  let upTo = ops.length;
  localRefusal = null;
  for (;;) {
    try {
      const answer = await fold(games, ops.slice(0, upTo));
      if (mine !== asked) return;
      store.view = answer;
      store.save();
      break;
    } catch (error) {
      if (mine !== asked) return;
      const index = refusedOp(error);
      if (index === null || index >= upTo) {
        if (!unreachable(error)) say("table.error", {message: errorText(error)});
        break;
      }
      localRefusal = {index, error};
      upTo = index;
    }
  }
  render();
}

function fold(games, ops) {
  const body = {games, ops};
  if (store.participants) body.participants = store.participants;
  return api.post("table", house.id, body);
}

function refusedOp(error) {
  const match = /^ops\[(\d+)\]/.exec(error.field || "");
  return match ? Number(match[1]) : null;
}

let soon = null;
function recomputeSoon() {
  render();
  clearTimeout(soon);
  soon = setTimeout(recompute, 30);  // a stream catching up sends many ops at once
}

// ---- the server ----

async function refresh() {
  let answer;
  try {
    answer = await tables.get(store.id, store.key);
  } catch {
    return false;  // offline: what this phone keeps is shown
  }
  if (answer.status === 401 || answer.status === 403 || answer.status === 404) {
    say(answer.status === 404 ? "table.unknown" : "table.denied");
    stream?.stop();
    return false;
  }
  if (answer.status !== 200 || !answer.body) return false;
  const body = answer.body;
  Object.assign(store, {house: body.house, participants: body.participants ?? null});
  if (body.seq >= store.snapshot.seq) {
    store.snapshot = {seq: body.seq, games: body.games.map(({players, events}) => ({players, events}))};
    if (!store.queue.length) store.view = {games: body.games, session: body.session};
  }
  if (body.role === "read" || body.role === "write") store.role = body.role;
  if (!store.role) store.role = await probeRole(tables, store.id, store.key).catch(() => null);
  store.save();
  return true;
}

let stream = null;
function startStream() {
  stream = new TableStream(`${tables.tableUrl(store.id)}/stream`, store.key, () => store.log.length, (seq, op) => {
    if (!store.addLogged(seq, op)) {
      stream.restart();  // a gap: resume from the log's end
      return;
    }
    store.save();
    recomputeSoon();
  });
  stream.addEventListener("open", () => {
    sender.kick();
    render();
  });
  stream.addEventListener("refused", () => say("table.denied"));
  stream.start();
}

// ---- a writer's controls ----

function add(fields) {
  if (!form) return;
  sender.add(fields, deviceName());
}

// The next game's players: everyone the night does not sit out, in the night's order.
function nextPlayers() {
  if (!store.participants) return undefined;
  const out = new Set(store.view?.session?.next_sit_out ?? []);
  const most = nightSettings[house.id]?.most ?? house.players;
  const players = store.participants.map((_, i) => i).filter((p) => !out.has(p));
  return players.length > most ? players.slice(0, house.players) : players;
}

// A hand is checked by the core before it is queued: one the core refuses is not kept (the
// form says why); with no core to ask (offline) it is queued and checked when sent.
async function record(event) {
  errors.clear();
  const games = store.localGames();
  const fields = [];
  if (games.length === 0) fields.push({new_game: {players: nextPlayers()}});
  const game = Math.max(games.length - 1, 0);
  fields.push(editing ? {game, replace: {at: editing.index, event}} : {game, append: event});
  const queued = shownQueue();
  try {
    await fold(store.confirmedGames(), [...queued, ...fields]);
  } catch (error) {
    const index = refusedOp(error);
    if (!unreachable(error) && index !== null && index >= queued.length) {
      errors.show({...error, field: String(error.field).replace(/^ops\[\d+\]\.(?:games\[\d+\]\.)?(?:events\[\d+\]\.?)?/, "")});
      return;
    }
  }
  for (const f of fields) add(f);
  editing = null;
  form.reset();
  await recompute();
}

function setUpWriter() {
  const formElement = $("event-form");
  let tiles = null;
  const tileDialog = () => {
    tiles ??= import("../sheet/sheet-tiles.js").then(({SheetTiles}) => new SheetTiles($("tiles-dialog"), routes));
    return tiles.then((dialog) => {
      dialog.setHouse(house);
      return dialog;
    });
  };
  form = new EventForm(formElement, view.name, (hand, done) => tileDialog().then((d) => d.open(hand, done)));
  errors = new ErrorView($("sheet-error"), formElement);
  form.onSubmit((event) => record(event).catch((error) => errors.show(error)));
  $("cancel-edit").addEventListener("click", () => {
    editing = null;
    form.reset();
    render();
  });
  $("undo").addEventListener("click", () => remove(shown.events.length - 1));
  $("next-game").addEventListener("click", () => {
    add({new_game: {players: nextPlayers()}});
    recompute();
  });
  const device = $("device-name");
  device.value = deviceName();
  device.addEventListener("change", () => setDeviceName(device.value));
  for (const element of document.querySelectorAll("[data-writer]")) element.hidden = false;
}

function edit(index) {
  editing = {index};
  render();
  form.fill(shown.events[index]);
  $("event-form").scrollIntoView({block: "start"});
}

function remove(index) {
  if (index < 0) return;
  editing = null;
  add({game: shown.index, delete: {at: index}});
  recompute();
}

// The role decides what the page has: a reader's page holds no control at all.
function setUp() {
  if (view || !store.role || !store.house) return;
  house = settings[store.house] ?? null;
  if (!house) return;
  const writer = store.role === "write";
  // A reader's page keeps no control at all: no form, no hand buttons, no conflict choice.
  const controls = "[data-writer], #undo, #table-conflict, #table-refused, #share-panel, #table-share";
  if (!writer) for (const element of document.querySelectorAll(controls)) element.remove();
  view = new TableView(document, writer ? {edit, remove} : null, (error) => say("table.error", {message: errorText(error)}));
  if (writer) setUpWriter();
  $("table-sheet").hidden = false;
  if (!writer) return;
  $("table-share").hidden = false;
  $("table-share").addEventListener("click", () => {
    const link = (key) => `${location.origin}${location.pathname}#k=${key}`;
    new SharePanel($("share-panel")).show({write: link(store.key), read: store.readKey ? link(store.readKey) : null});
  });
}

sender.addEventListener("change", render);
sender.addEventListener("blocked", () => recompute());
addEventListener("online", render);
addEventListener("offline", render);

async function main() {
  if (!store.key) {
    say("table.no_key");
    return;
  }
  setUp();  // from what this phone keeps: shown at once, even offline
  render();
  await nextTask();
  const online = await refresh();
  setUp();
  if (!view) {
    if (!online && !problem.textContent) say("table.offline_first");
    return;
  }
  await recompute();
  startStream();
  sender.kick();
}

main().catch((error) => say("table.error", {message: errorText(error)})).finally(() => {
  render();
  pageReady();
});
