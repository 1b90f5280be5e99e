// 記録 / Score sheet: events and the states after them are kept on the phone and replayed through
// POST /games/replay after every change (the offline core answers it with no network); a
// reopened sheet shows its saved states at once, before any answer. Any hand can be corrected,
// deleted or have one inserted before it: the game is replayed from the start, and where a
// change makes a later hand impossible the replay names that event; it is marked on the sheet
// (nothing is dropped) and the sheet shows the game up to the hand before it.
import {nextTask, pageReady, startPage, tablesLater} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {remember} from "../shell/house-picker.js";
import {ErrorView, unreachable} from "../shell/error-view.js";
import {ScoreSheet} from "./score-sheet.js";
import {EventForm} from "./event-form.js";
import {handErrorText, SheetView} from "./sheet-view.js";
import {SheetWords} from "./sheet-words.js";
import {SheetKeeping} from "./sheet-keeping.js";
import {SheetSetup} from "./sheet-setup.js";
import {LaterPart} from "./later-part.js";
import {Replayer} from "./replayer.js";

const {api, routes} = await startPage(["values", "penalties"]);
// The meanings of the error codes are needed only once a hand is refused or a call fails,
// never to show a game: fetched at the first touch, and awaited before any error is shown.
const errorWords = tablesLater(routes, ["errors"], document.getElementById("main"));
await nextTask();  // the tables are read: the sheet's parts are made in a task of their own
const sheet = new ScoreSheet();
const name = (player) => sheet.name(player);
const formElement = document.getElementById("event-form");
// The tile keyboard (a dozen modules) loads when a win is first entered from tiles, never
// at page load: most hands are recorded by han and fu.
let tiles = null;
function tileDialog() {
  tiles ??= import("./sheet-tiles.js").then(({SheetTiles}) =>
    new SheetTiles(document.getElementById("tiles-dialog"), routes));
  return tiles.then((dialog) => {
    dialog.setHouse(house);
    return dialog;
  });
}
const form = new EventForm(formElement, name, (hand, done) => tileDialog().then((d) => d.open(hand, done)));
const words = new SheetWords(name);
const view = new SheetView(document, name, words, {
  edit: (i) => startEditing(i, "edit"),
  insert: (i) => startEditing(i, "insert"),
  remove: (i) => run(() => removeHand(i)),
});
const settlement = new LaterPart(() => import("../calculators/settle-view.js")
  .then(({SettleView}) => new SettleView(document.getElementById("sheet-settlement"))), showError);
const errors = new ErrorView(document.getElementById("sheet-error"), formElement);
async function showError(error) {
  await errorWords();
  errors.show(error);
}
const setup = new SheetSetup(document, sheet, {
  renamed() {
    form.relabel();
    render();
  },
  regrouped() {
    form.setHouse(house, people());
    setup.showNames(house);
    states = [];
    render();
  },
});
const {settings, houseSelect} = setup;
const replayer = new Replayer(api, errorWords);
const undo = document.getElementById("undo");
const record = document.getElementById("record");
// The server drew the empty chart's box and note; the chart itself comes with the first hand.
const chart = new LaterPart(() => import("./game-chart.js")
  .then(({GameChart}) => new GameChart(document.getElementById("game-chart"))), showError);
let house = null;
let states = sheet.states;
let invalid = null;  // {index, error}: the first hand the replay refused
let editing = null;  // {index, kind: "edit"|"insert"}: the hand being corrected

// One change at a time: a second tap waits for the first replay's answer.
let queue = Promise.resolve();
function run(change) {
  queue = queue.then(change).catch(showError).finally(render);
  return queue;
}

const people = () => sheet.people(house.players);

function startState() {
  const n = people();
  const seats = [...Array(house.players).keys()];
  return {scores: Array(n).fill(house.start_points ?? 0), round: "E1", honba: 0, kyotaku: 0,
    dealer: 0, finished: false, seated: seats, resting: [...Array(n).keys()].slice(house.players)};
}

// The state a hand starts from (known while the hands before it have been replayed).
function stateBefore(index) {
  return index === 0 ? startState() : states[index - 1];
}

function render() {
  const start = startState();
  view.show(start, sheet.events, states, invalid, editing?.index ?? null);
  const drawn = states;
  if (drawn.length || chart.started) chart.use((part) => part.show(start, drawn, name));
  const last = states[states.length - 1];
  const over = Boolean(last && last.finished && states.length === sheet.events.length);
  if (over && last.settlement) settlement.use((part) => part.show(last.settlement, last.scores, name));
  else if (settlement.started) settlement.use((part) => part.hide());
  undo.disabled = sheet.events.length === 0;
  setup.show(house);
  const blocked = document.getElementById("blocked");
  blocked.hidden = !(invalid && !editing);
  blocked.textContent = invalid ? t("sheet.blocked", {n: invalid.index + 1}) : "";
  record.disabled = !editing && (Boolean(invalid) || over);
  record.textContent = t(editing ? (editing.kind === "edit" ? "sheet.save_edit" : "sheet.save_insert") : "sheet.record");
  const note = document.getElementById("editing");
  note.hidden = !editing;
  if (editing) {
    document.getElementById("editing-text").textContent = t(`sheet.editing.${editing.kind}`, {n: editing.index + 1});
  }
  const at = editing ? editing.index : sheet.events.length;
  form.setResting(stateBefore(at)?.resting ?? []);
}

// Replays `events` (this game's house and names unless told): {states, invalid}.
function play(events, houseId = house.id, names = sheet.names, seats = house.players) {
  return replayer.play(events, houseId, names, seats);
}

function keep(result) {
  states = result.states;
  invalid = result.invalid;
  sheet.setStates(states);
}

// A new, corrected or inserted hand at `index`; one the replay refuses itself is not kept
// (the form shows why), one that makes a later hand impossible is kept and that hand marked.
async function submit(event) {
  errors.clear();
  const kind = editing?.kind ?? "add";
  const index = editing ? editing.index : sheet.events.length;
  const events = sheet.events.slice();
  if (kind === "edit") events[index] = event;
  else events.splice(index, 0, event);
  let result;
  try {
    result = await play(events);
  } catch (error) {
    if (!unreachable(error)) throw error;
    commit(kind, index, event);
    await showError({...error, note: t("sheet.saved_offline")});
    return;
  }
  if (result.invalid && result.invalid.index === index) {
    errors.show(result.invalid.error);  // play() loaded the words
    return;
  }
  commit(kind, index, event);
  keep(result);
  editing = null;
  form.reset();
}

function commit(kind, index, event) {
  if (kind === "edit") sheet.replace(index, event);
  else if (kind === "insert") sheet.insert(index, event);
  else sheet.add(event);
}

async function removeHand(index) {
  errors.clear();
  if (editing) stopEditing();
  sheet.remove(index);
  states = sheet.states;  // the states before the deleted hand are still right
  invalid = invalid && invalid.index < index ? invalid : null;
  render();
  try {
    keep(await play(sheet.events));
  } catch (error) {
    if (!unreachable(error)) throw error;
  }
}

function startEditing(index, kind) {
  errors.clear();
  editing = {index, kind};
  render();
  if (kind === "edit") form.fill(sheet.events[index]);
  else form.reset();
  formElement.scrollIntoView({block: "start"});
  formElement.querySelector('input[name="type"]:checked')?.focus();
}

function stopEditing() {
  editing = null;
  form.reset();
  errors.clear();
}

async function loadHouse(id) {
  errors.clear();
  house = settings[id];
  sheet.setHouse(house.id);
  remember("sheet_house", house.id);
  setup.fit(house);
  form.setHouse(house, people());
  setup.showNames(house);
  states = sheet.states;  // the saved states of this house's game, shown before any answer
  invalid = null;
  await nextTask();  // the form is set for the house: the game is drawn in a task of its own
  render();
  try {
    keep(await play(sheet.events));
  } catch (error) {
    if (!unreachable(error)) await showError(error);
  }
}

form.onSubmit((event) => run(() => submit(event)));
document.getElementById("cancel-edit").addEventListener("click", () => {
  stopEditing();
  render();
});
undo.addEventListener("click", () => run(() => removeHand(sheet.events.length - 1)));

const newGame = document.getElementById("new-game");
const confirmBox = document.getElementById("confirm-new");
newGame.addEventListener("click", () => {
  if (sheet.events.length === 0) return;
  confirmBox.hidden = false;
  newGame.hidden = true;
  document.getElementById("confirm-clear").focus();
});
document.getElementById("cancel-clear").addEventListener("click", () => {
  confirmBox.hidden = true;
  newGame.hidden = false;
});
document.getElementById("confirm-clear").addEventListener("click", () => {
  sheet.clear();
  states = sheet.states;
  invalid = null;
  editing = null;
  confirmBox.hidden = true;
  newGame.hidden = false;
  form.reset();
  render();
});

houseSelect.addEventListener("change", () => loadHouse(houseSelect.value).catch(showError));

// Export, import, share, and what was kept aside.
const keeping = new SheetKeeping(document, sheet, {
  houses: Object.keys(settings),
  houseName: (id) => setup.houseName(id),
  // An imported game is replayed before it replaces this one; a refused one changes nothing.
  async accept(game) {
    await errorWords();  // a refusal is said in words
    const seats = settings[game.house].players;
    const result = await play(game.events, game.house, game.names, seats);
    if (result.invalid) {
      return t("sheet.import.refused", {n: result.invalid.index + 1, message: handErrorText(result.invalid.error)});
    }
    sheet.load({...game, states: result.states});
    houseSelect.value = game.house;
    editing = null;
    await loadHouse(game.house);
    render();
    return null;
  },
  // The game as text to share.
  summary: () => words.summary(setup.houseName(house.id), sheet.events, startState(), states),
});
keeping.showAside();

// Share this table: the game so far (its house, names and hands) put on the server as a shared
// table, whose two links and QR codes then show (../tables/share-table.js, loaded on the tap).
document.getElementById("share-table").addEventListener("click", () => run(async () => {
  errors.clear();
  const {ShareTable} = await import("../tables/share-table.js");
  const players = [...Array(people()).keys()];
  await new ShareTable(document.getElementById("share-panel")).share({house: house.id,
    participants: players.map((p) => name(p)), games: [{players, events: sheet.events}]});
}));

async function main() {
  await nextTask();  // the page's parts are wired: paint, then show the saved game
  const preferred = [sheet.house, localStorage.getItem("house")].find((id) => id in settings);
  houseSelect.value = preferred || houseSelect.value;
  // A new game starts with its settings open; during a game they stay out of the way.
  document.getElementById("game-setup").open = sheet.events.length === 0;
  await loadHouse(houseSelect.value);
}

main().catch(showError).finally(() => {
  render();
  pageReady();
});
