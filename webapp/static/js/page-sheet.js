// 記録 / Score sheet: events and the states after them are kept on the phone and replayed through POST /games/replay
// after every change (the offline core answers it with no network); a reopened sheet shows
// its saved states at once, before any answer. The page comes rendered for the
// sheet's house at the start of a game; the JS fills in what this phone has recorded.
import {pageReady, startPage} from "./shell.js";
import {t} from "./i18n.js";
import {remember} from "./house-picker.js";
import {playerStart} from "./seats.js";
import {ScoreSheet} from "./score-sheet.js";
import {EventForm} from "./event-form.js";
import {SheetView} from "./sheet-view.js";
import {SettleView} from "./settle-view.js";
import {ErrorView} from "./error-view.js";
import {markNotAvailable} from "./not-available.js";
import {GameChart} from "./game-chart.js";

const {api} = await startPage(["errors", "values", "penalties"]);
const sheet = new ScoreSheet();
const name = (player) => sheet.name(player);
const formElement = document.getElementById("event-form");
const form = new EventForm(formElement, name);
const view = new SheetView(document, name);
const settlement = new SettleView(document.getElementById("sheet-settlement"));
const errors = new ErrorView(document.getElementById("sheet-error"), formElement);
const houseSelect = document.getElementById("sheet-house");
const settings = JSON.parse(houseSelect.dataset.settings || "{}");
const houseNames = Object.fromEntries([...houseSelect.options].map((o) => [o.value, o.textContent]));
const undo = document.getElementById("undo");
const chart = new GameChart(document.getElementById("game-chart"));
let house = null;
let states = sheet.states;

if (!api.has("replay")) markNotAvailable(formElement);

function startState() {
  const n = house.players;
  return {scores: Array(n).fill(house.start_points ?? 0), round: "E1", honba: 0,
    kyotaku: 0, dealer: 0, finished: false};
}

function render() {
  view.show(startState(), sheet.events, states);
  chart.show(startState(), states, name);
  const last = states[states.length - 1];
  if (last && last.finished && last.settlement) settlement.show(last.settlement, last.scores, name);
  else settlement.hide();
  undo.disabled = sheet.events.length === 0;
  houseSelect.disabled = sheet.events.length > 0;
  document.getElementById("house-lock").hidden = sheet.events.length === 0;
  document.getElementById("setup-house").textContent = houseNames[house.id] || house.id;
  document.getElementById("record").disabled = !api.has("replay") || Boolean(last && last.finished);
}

// The network is gone and the offline core cannot answer (yet): what is saved stays.
const unreachable = (error) => error.code === "offline" || error.code === "network";

// Replays every event; on success the states are the core's, on failure the caller decides.
async function replay() {
  if (sheet.events.length === 0) {
    states = [];
    sheet.setStates(states);
    return;
  }
  const events = sheet.events.slice();
  const result = await api.post("replay", house.id, {events});
  if (events.length !== sheet.events.length) return;  // an undo or a new event came meanwhile
  states = result.states;
  sheet.setStates(states);
}

async function loadHouse(id, rendered = false) {
  errors.clear();
  house = settings[id];
  sheet.setHouse(house.id);
  remember("sheet_house", house.id);
  // The server rendered the form for this house: only another house rebuilds it.
  if (!rendered) form.setHouse(house);
  renderNames();
  states = sheet.states;  // the saved states of this house's game, shown before any answer
  render();
  try {
    await replay();
  } catch (error) {
    if (!unreachable(error)) errors.show(error);
  }
  render();
}

function renderNames() {
  const fields = document.getElementById("name-fields");
  fields.replaceChildren(...[...Array(house.players).keys()].map((p) => {
    const label = document.createElement("label");
    const input = document.createElement("input");
    Object.assign(input, {type: "text", id: `name-${p}`, value: sheet.names[p] || "", placeholder: "ABCD"[p],
      maxLength: 12});
    input.addEventListener("change", () => {
      sheet.setName(p, input.value);
      form.relabel();
      render();
    });
    label.append(playerStart(p), input);
    return label;
  }));
}

form.onSubmit(async (event) => {
  errors.clear();
  sheet.add(event);
  try {
    await replay();
    form.reset();
  } catch (error) {
    if (unreachable(error)) {
      errors.show({...error, note: t("sheet.saved_offline")});
    } else {
      sheet.undo();  // the server refused it: keep only events that make a valid game
      errors.show(error);
    }
  }
  render();
});

undo.addEventListener("click", async () => {
  errors.clear();
  sheet.undo();
  states = sheet.states;  // the states before the last event are still right
  render();
  if (states.length === sheet.events.length) return;
  try {
    await replay();  // events recorded with no answer yet
  } catch (error) {
    errors.show(error);
  }
  render();
});

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
  confirmBox.hidden = true;
  newGame.hidden = false;
  form.reset();
  render();
});

houseSelect.addEventListener("change", () => loadHouse(houseSelect.value).catch((e) => errors.show(e)));

async function main() {
  const rendered = houseSelect.value;
  const preferred = [sheet.house, localStorage.getItem("house")].find((id) => id in settings);
  houseSelect.value = preferred || rendered;
  // A new game starts with its settings open; during a game they stay out of the way.
  document.getElementById("game-setup").open = sheet.events.length === 0;
  await loadHouse(houseSelect.value, houseSelect.value === rendered);
}

main().catch((error) => errors.show(error)).finally(pageReady);
