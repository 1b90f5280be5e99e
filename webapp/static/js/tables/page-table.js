// 共有卓 / A shared table: every phone at the table on the same live score sheet. The link's
// key (in the fragment) is kept on this phone; the table comes from GET /tables/{id} and then
// its live stream, one op at a time. A writer records and corrects hands with the score
// sheet's own form: each change is an op, queued on this phone (it survives reload and a
// closed app), shown at once folded by the core (the offline core answers with no network)
// and sent in order when the server can be reached. A reader sees the same sheet with no
// controls at all.
import {nextTask, pageReady, startPage} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {errorText, unreachable} from "../shell/error-view.js";
import {TableStore} from "./table-store.js";
import {TableApi, errorOf} from "./table-api.js";
import {TableWriter, refusedOp} from "./table-writer.js";
import {TableStream} from "./table-stream.js";
import {OpSender} from "./op-sender.js";
import {TableView} from "./table-view.js";
import {foldOps} from "./ops-fold.js";
import {SyncStatus} from "./sync-status.js";
import {ConflictView} from "./conflict-view.js";
import {OpHistory} from "./op-history.js";
import {OpWords} from "./op-words.js";
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
// The language switch comes back to this table (the page may be the copy kept for offline).
const switcher = $("lang-switch");
if (switcher) {
  const target = new URL(switcher.href);
  target.searchParams.set("next", location.pathname);
  switcher.href = target.pathname + target.search;
}

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
let writer = null;  // a writer's controls (TableWriter)
let shown = null;  // what the sheet shows: {index, game, events, states, over}
let localRefusal = null;  // {index, error}: a queued op the core refuses here

function say(key, params) {
  problem.textContent = t(key, params);
  problem.hidden = false;
  problem.dataset.key = key;
}

// A passing problem (the core's view could not be had) goes once a view comes.
function unsay(key) {
  if (problem.dataset.key !== key) return;
  problem.hidden = true;
  problem.textContent = "";
  delete problem.dataset.key;
}

// ---- the view ----

function render() {
  status.show({pending: store.queue.length, offline: navigator.onLine === false || sender.failing,
    blocked: sender.blocked});
  if (!view || !house) return;
  const games = foldOps(store.confirmedGames(), shownQueue(), store.participants);
  shown = view.show(house, store.participants, games, store.view, writer?.editing?.index ?? null, picked);
  showPicker(games.length, shown.index);
  conflict.show(sender.blocked, store.log.map((e) => e.op), store.queue, store.participants);
  history.show(store.log, store.queue, store.participants);
  $("table-house").textContent = houseNames[house.id] || house.id;
  $("table-game").textContent = t("table.game_n", {n: shown.index + 1});
  writer?.show(shown, localRefusal);
}

// Which game the sheet shows: the current one, or an earlier one to look at or correct.
let picked = null;
const picker = $("table-game-pick");
picker.addEventListener("change", () => {
  picked = Number(picker.value);
  if (writer) writer.editing = null;
  render();
});
function showPicker(count, index) {
  if (!picker.isConnected) return;  // a reader's page has none
  picker.closest("label").hidden = count <= 1;
  if (picker.options.length !== count) {
    picker.replaceChildren(...Array.from({length: count}, (_, i) => new Option(t("table.game_n", {n: i + 1}), String(i))));
  }
  picker.value = String(index);
  if (index === count - 1) picked = null;  // the last game stays the one shown as games come
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
      unsay("table.view_error");
      break;
    } catch (error) {
      if (mine !== asked) return;
      const index = refusedOp(error);
      if (index === null || index >= upTo) {
        if (!unreachable(error)) say("table.view_error", {message: errorText(error)});
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
  // The totals carried in, as GET answered them: the offline night sits out as the server's.
  if (store.participants && store.carried) body.carried = store.carried;
  return api.post("table", house.id, body);
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
  Object.assign(store, {house: body.house, participants: body.participants ?? null, carried: body.carried ?? null});
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

// The role decides what the page has: a reader's page holds no control at all (no form, no
// hand buttons, no conflict choice, no share panel).
function setUp() {
  if (view || !store.role || !store.house) return;
  house = settings[store.house] ?? null;
  if (!house) return;
  const writing = store.role === "write";
  const controls = "[data-writer], #undo, #table-conflict, #table-refused, #share-panel, #table-share, #table-game-pick";
  if (!writing) for (const element of document.querySelectorAll(controls)) element.remove();
  const actions = writing ? {edit: (i) => writer.edit(i), remove: (i) => writer.remove(i)} : null;
  view = new TableView(document, actions, (error) => say("table.error", {message: errorText(error)}));
  if (writing) {
    writer = new TableWriter({store, sender, routes, night: nightSettings, house: () => house, view: () => view,
      shown: () => shown, games: () => foldOps(store.confirmedGames(), shownQueue(), store.participants),
      queued: shownQueue, fold, recompute, render, rotate});
  }
  $("table-sheet").hidden = false;
}

// A new write key (POST /tables/{id}/rotate): kept here, and the stream reopened with it.
async function rotate() {
  const {status, body} = await tables.rotate(store.id, store.key);
  if (status !== 200) throw errorOf(status, body);
  store.key = body.write_key;
  store.save();
  stream?.stop();
  startStream();
}

$("op-history").addEventListener("toggle", render);
sender.addEventListener("change", render);
// A conflict whose 409 could not carry every op after this phone's base: the table is read
// again (the stream then fills the log) before the person chooses.
sender.addEventListener("blocked", () => {
  if (sender.blocked?.complete === false) refresh().then(recompute);
  else recompute();
});
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
  render();
  pageReady();  // wired: the form may be used while the view and the stream come
  await recompute();
  startStream();
  sender.kick();
}

main().catch((error) => say("table.error", {message: errorText(error)})).finally(() => {
  render();
  pageReady();
});
