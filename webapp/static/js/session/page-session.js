// 夜の成績 / A night of games: the same people over several games at one house. Each game
// comes from the score sheet (its finished game, offered once) or as typed final scores; the
// whole night goes to POST /sessions after every change (the offline core answers it with no
// network) and the house settles each game, sums the night and says who sits out next
// (抜け番). The night is kept on this phone (session-store.js), exported, imported and shared
// (session-keeping.js).
import {nextTask, pageReady, startPage} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {remember} from "../shell/house-picker.js";
import {ErrorView, unreachable} from "../shell/error-view.js";
import {LETTERS, MOST_PARTICIPANTS, SessionStore} from "./session-store.js";
import {SessionView} from "./session-view.js";
import {ParticipantFields} from "./participant-fields.js";
import {TypedGame} from "./typed-game.js";
import {SheetOffer} from "./sheet-offer.js";
import {SessionKeeping} from "./session-keeping.js";

const {api} = await startPage(["errors"]);
const $ = (id) => document.getElementById(id);
const houseSelect = $("session-house");
const settings = JSON.parse(houseSelect.dataset.settings || "{}");
const houseNames = Object.fromEntries([...houseSelect.options].map((o) => [o.value, o.textContent]));
const store = new SessionStore((id) => id in settings);
const view = new SessionView(document);
const typedForm = $("typed-game");
const errors = new ErrorView($("session-error"), typedForm);
let house = null;

const names = () => store.participants.map((n, i) => (n || "").trim() || LETTERS[i]);
// How many play one game: everyone where the table holds them all (4人回し), else the chairs.
const seats = () => (store.participants.length <= house.most ? store.participants.length : house.players);
// Participants the last answer does not seat next, in their order: the typed game's default.
function expectedPlayers() {
  const out = new Set(store.answer?.next_sit_out || []);
  return [...store.participants.keys()].filter((p) => !out.has(p)).slice(0, seats());
}
const night = {store, settings, errors, names, seats, house: () => house, expected: expectedPlayers,
  houseName: (id) => houseNames[id] || id};

const participants = new ParticipantFields($("participant-fields"), store, {
  typed: () => render(),
  left() {
    errors.clear();
    // Two people of one name are refused by the house (wrong_participants): said at once.
    sync().then(render, (error) => unreachable(error) || errors.show(error));
  },
});
const typed = new TypedGame(typedForm, $("typed-seats"), night);
const offer = new SheetOffer(document, night);
const keeping = new SessionKeeping(document, night, {
  settle: (houseId, body) => api.post("session", houseId, body),
  adopt(data, answer) {
    asked++;  // an answer still on its way is for the night this file replaces
    store.replace({...data, answer});
    loadHouse(data.house);
    render();
    typed.show(true);
  },
});

function renderSetup() {
  const locked = store.games.length > 0;
  houseSelect.value = house.id;
  houseSelect.disabled = locked;
  $("session-lock").hidden = !locked;
  $("session-house-name").textContent = houseNames[house.id] || house.id;
  const rule = [house.sit_out ? t("session.rule.sit_out", {players: house.players}) : t("session.rule.plain", {players: house.players})];
  if (house.games) rule.push(t("session.rule.games", {n: house.games}));
  $("session-rule").textContent = rule.join(" ");
  participants.show();
  $("add-participant").disabled = locked || store.participants.length >= MOST_PARTICIPANTS;
  $("remove-participant").disabled = locked || store.participants.length <= house.fewest;
}

function render() {
  renderSetup();
  typed.show();
  offer.show();
  const covered = store.answer && store.answer.games.length <= store.games.length ? store.answer : null;
  view.show(covered, names(), covered ? store.games.length - covered.games.length : store.games.length);
  $("remove-last-game").hidden = store.games.length === 0;
  $("add-typed-game").disabled = Boolean(house.games) && store.games.length >= house.games;
}

// The whole night to the house; on success its answer is kept, a refusal is the caller's.
// Only the answer to the latest question counts: an earlier one arriving late (a house or
// a name since changed) is dropped.
let asked = 0;
async function sync() {
  const body = {participants: names(), games: store.games.map(SessionStore.request)};
  const mine = ++asked;
  const answer = await api.post("session", house.id, body);
  if (mine !== asked) return;
  store.answer = answer;
  store.save();
}

async function addGame(game) {
  errors.clear();
  keeping.say("");
  store.games.push(game);
  store.save();
  try {
    await sync();
  } catch (error) {
    if (unreachable(error)) {
      errors.show({...error, note: t("session.saved_offline")});
    } else {
      store.games.pop();  // the house refused it: keep only games that make a valid night
      store.save();
      errors.show(error);
      render();
      return false;
    }
  }
  render();
  typed.show(true);
  return true;
}

typed.onSubmit((game) => addGame(game).catch((error) => errors.show(error)));

// Share this night as a table: its house, people and games put on the server (a typed game has
// no hands to replay, so a night with one is not shared, and the page says so).
$("share-table").addEventListener("click", async () => {
  errors.clear();
  if (store.games.some((game) => !game.events)) {
    errors.show({code: "", message: t("table.share.typed_games")});
    return;
  }
  try {
    const {ShareTable} = await import("../tables/share-table.js");
    await new ShareTable($("share-panel")).share({house: house.id, participants: names(),
      games: store.games.map((game) => ({players: game.players, events: game.events}))});
  } catch (error) {
    errors.show(error);
  }
});
offer.onAdd((game) => addGame(game).catch((error) => errors.show(error)));

$("remove-last-game").addEventListener("click", async () => {
  errors.clear();
  store.games.pop();
  if (store.answer && store.answer.games.length > store.games.length) store.answer = null;
  store.save();
  render();
  try {
    await sync();
  } catch (error) {
    if (!unreachable(error)) errors.show(error);
  }
  render();
});

function setParticipants(count) {
  const next = store.participants.slice(0, count);
  while (next.length < count) next.push("");
  store.participants = next;
  store.answer = null;
  store.save();
}

$("add-participant").addEventListener("click", () => changeSetup(() => setParticipants(store.participants.length + 1)));
$("remove-participant").addEventListener("click", () => changeSetup(() => setParticipants(store.participants.length - 1)));

// `fresh`: the typed scores go back to the (new) house's start points.
async function changeSetup(change, fresh = false) {
  errors.clear();
  change();
  render();
  typed.show(fresh);
  try {
    await sync();
  } catch (error) {
    if (!unreachable(error)) errors.show(error);
  }
  render();
}

function loadHouse(id) {
  house = settings[id];
  store.house = house.id;
  remember("session_house", house.id);
  const count = Math.min(Math.max(store.participants.length, house.fewest), MOST_PARTICIPANTS);
  if (count !== store.participants.length) setParticipants(count);
  store.save();
}

houseSelect.addEventListener("change", () => changeSetup(() => {
  store.answer = null;
  loadHouse(houseSelect.value);
}, true));

const confirmBox = $("confirm-new-session");
$("new-session").addEventListener("click", () => {
  confirmBox.hidden = false;
  $("new-session").hidden = true;
  $("confirm-clear-session").focus();
});
$("cancel-clear-session").addEventListener("click", () => {
  confirmBox.hidden = true;
  $("new-session").hidden = false;
});
$("confirm-clear-session").addEventListener("click", () => {
  confirmBox.hidden = true;
  $("new-session").hidden = false;
  keeping.say("");
  changeSetup(() => store.clear(), true);
});

async function main() {
  await nextTask();  // the page's parts are wired: paint, then set the night's house
  const rendered = houseSelect.value;
  loadHouse(store.house && store.house in settings ? store.house : rendered);
  $("session-setup").open = store.games.length === 0;
  keeping.showKept();
  await nextTask();  // the house is set: the night is drawn in a task of its own
  render();
  try {
    await sync();
  } catch (error) {
    if (!unreachable(error)) errors.show(error);
  }
  render();
}

main().catch((error) => errors.show(error)).finally(pageReady);
