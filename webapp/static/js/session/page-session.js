// 夜の成績 / A night of games: the same people over several games at one house. Each game
// comes from the score sheet (its finished game, offered once) or as typed final scores; the
// whole night goes to POST /sessions after every change (the offline core answers it with no
// network) and the house settles each game, sums the night and says who sits out next
// (抜け番). The night is kept on this phone (session-store.js), exported, imported and shared.
import {nextTask, pageReady, startPage} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {remember} from "../shell/house-picker.js";
import {playerStart} from "../shell/seats.js";
import {decimal} from "../shell/format.js";
import {ErrorView, errorText} from "../shell/error-view.js";
import {MOST_PARTICIPANTS, SessionStore, problem, sheetGame} from "./session-store.js";
import {SessionView} from "./session-view.js";
import {download, share, today} from "./session-files.js";

const {api} = await startPage(["errors"]);
const $ = (id) => document.getElementById(id);
const houseSelect = $("session-house");
const settings = JSON.parse(houseSelect.dataset.settings || "{}");
const houseNames = Object.fromEntries([...houseSelect.options].map((o) => [o.value, o.textContent]));
const store = new SessionStore((id) => id in settings);
const view = new SessionView(document);
const typedForm = $("typed-game");
const errors = new ErrorView($("session-error"), typedForm);
const status = $("files-status");
const LETTERS = "ABCDEFGH";
let house = null;

const unreachable = (error) => error.code === "offline" || error.code === "network";
const names = () => store.participants.map((n, i) => (n || "").trim() || LETTERS[i]);
// How many play one game: everyone where the table holds them all (4人回し), else the chairs.
const seats = () => (store.participants.length <= house.most ? store.participants.length : house.players);
// Participants the last answer does not seat next, in their order: the typed game's default.
function expectedPlayers() {
  const out = new Set(store.answer?.next_sit_out || []);
  return [...store.participants.keys()].filter((p) => !out.has(p)).slice(0, seats());
}

function say(text, isError = false) {
  status.textContent = text;
  status.classList.toggle("error", isError);
}

function renderSetup() {
  const locked = store.games.length > 0;
  houseSelect.value = house.id;
  houseSelect.disabled = locked;
  $("session-lock").hidden = !locked;
  $("session-house-name").textContent = houseNames[house.id] || house.id;
  const rule = [house.sit_out ? t("session.rule.sit_out", {players: house.players}) : t("session.rule.plain", {players: house.players})];
  if (house.games) rule.push(t("session.rule.games", {n: house.games}));
  $("session-rule").textContent = rule.join(" ");
  renderParticipants();
  $("add-participant").disabled = locked || store.participants.length >= MOST_PARTICIPANTS;
  $("remove-participant").disabled = locked || store.participants.length <= house.fewest;
}

// The name fields are rebuilt only when their number changes (or on the first render, over
// the server's): an answer arriving while someone types must not take the field from them.
function renderParticipants() {
  const box = $("participant-fields");
  const inputs = [...box.querySelectorAll("input")];
  if (box.dataset.wired && inputs.length === store.participants.length) {
    inputs.forEach((input, p) => {
      if (input !== document.activeElement && input.value !== store.participants[p]) input.value = store.participants[p];
    });
    return;
  }
  box.dataset.wired = "true";
  box.replaceChildren(...store.participants.map((value, p) => {
    const label = document.createElement("label");
    const input = document.createElement("input");
    Object.assign(input, {type: "text", id: `participant-${p}`, value, placeholder: LETTERS[p], maxLength: 12});
    input.addEventListener("input", () => {
      store.participants[p] = input.value.trim();
      store.save();
      render();
    });
    input.addEventListener("change", () => {
      errors.clear();
      // Two people of one name are refused by the house (wrong_participants): said at once.
      sync().then(render, (error) => unreachable(error) || errors.show(error));
    });
    label.append(t("session.participant", {n: p + 1}), input);
    return label;
  }));
}

// The typed game's seats, in the game's order (the first dealer first), each offering the
// participant the house seats there next. Rebuilt only when the seats change, so an answer
// arriving while someone types leaves the fields alone; `fresh` (a game was just added)
// puts the start points back.
function renderTyped(fresh = false) {
  const box = $("typed-seats");
  const who = names();
  const expected = expectedPlayers();
  const count = seats();
  const rows = [...box.children];
  const sameShape = rows.length === count && rows.every((row) => Boolean(row.querySelector('[data-field="chips"]')) === house.chips);
  // A player's own choice stays until the house's answer seats someone else next.
  const key = expected.join(",");
  const moved = box.dataset.expected !== key;
  box.dataset.expected = key;
  if (box.dataset.wired && sameShape) {
    rows.forEach((row, s) => {
      const select = row.querySelector("select");
      const chosen = moved ? expected[s] : Number(select.value);
      select.replaceChildren(...who.map((name, p) => new Option(name, String(p), false, p === chosen)));
      if (fresh) {
        row.querySelector('[data-field="scores"]').value = String(house.start_points);
        const chips = row.querySelector('[data-field="chips"]');
        if (chips) chips.value = "0";
      }
    });
    return;
  }
  box.dataset.wired = "true";
  box.replaceChildren(...[...Array(count).keys()].map((s) => {
    const row = document.createElement("div");
    row.className = house.chips ? "row three" : "row";
    const player = document.createElement("select");
    Object.assign(player, {id: `typed-player-${s}`});
    player.dataset.field = "players";
    player.append(...who.map((name, p) => new Option(name, String(p), false, p === expected[s])));
    row.append(labelled(playerStart(s), player),
      labelled(t("session.score"), numberInput(`typed-score-${s}`, "scores", house.start_points, 100)));
    if (house.chips) row.append(labelled(t("session.chips"), numberInput(`typed-chips-${s}`, "chips", 0, 1)));
    return row;
  }));
}

function labelled(text, control) {
  const label = document.createElement("label");
  label.append(text, control);
  return label;
}

function numberInput(id, field, value, step) {
  const input = document.createElement("input");
  Object.assign(input, {type: "number", id, value: String(value), step: String(step), inputMode: "numeric"});
  input.dataset.field = field;
  return input;
}

// The sheet's finished game at this house, once: its players matched to the night's by name.
function renderSheetOffer() {
  const game = sheetGame();
  const box = $("from-sheet");
  const added = game && store.games.some((g) => g.from === game.fingerprint);
  const fits = game && game.finished && game.house === house.id && !added
    && game.names.length <= store.participants.length;
  box.hidden = !fits;
  if (!fits) return;
  const who = names();
  const expected = expectedPlayers();
  // Rebuilt only when the game, the names or the next seating change: a choice stays.
  const key = JSON.stringify([game.fingerprint, who, expected]);
  if (box.dataset.offer === key) return;
  box.dataset.offer = key;
  $("from-sheet-text").textContent = t("session.sheet_game", {names: game.names.join(t("list.dot"))});
  const taken = new Set();
  const defaults = game.names.map((name) => {
    const p = who.findIndex((n, i) => n === name && !taken.has(i));
    if (p >= 0) taken.add(p);
    return p;
  });
  defaults.forEach((p, s) => {
    if (p < 0) defaults[s] = expected.find((e) => !taken.has(e)) ?? 0;
    taken.add(defaults[s]);
  });
  $("sheet-seats").replaceChildren(...game.names.map((name, s) => {
    const select = document.createElement("select");
    select.id = `sheet-player-${s}`;
    select.dataset.field = "players";
    select.append(...who.map((n, p) => new Option(n, String(p), false, p === defaults[s])));
    return labelled(t("session.sheet_seat", {seat: playerStart(s), name}), select);
  }));
}

function render() {
  renderSetup();
  renderTyped();
  renderSheetOffer();
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
  say("");
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
  renderTyped(true);
  return true;
}

typedForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const rows = [...$("typed-seats").children];
  const players = rows.map((row) => Number(row.querySelector("select").value));
  const scores = rows.map((row) => Number(row.querySelector('[data-field="scores"]').value));
  const result = {scores};
  if (house.chips) result.chips = rows.map((row) => Number(row.querySelector('[data-field="chips"]').value));
  addGame({players, result}).catch((error) => errors.show(error));
});

$("add-sheet-game").addEventListener("click", () => {
  const game = sheetGame();
  if (!game) return;
  const players = game.names.map((_, s) => Number($(`sheet-player-${s}`).value));
  addGame({players, events: game.events, from: game.fingerprint}).catch((error) => errors.show(error));
});

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
  renderTyped(fresh);
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
  say("");
  changeSetup(() => store.clear(), true);
});

// ---- files: export, import, share, and what was kept aside ----

$("export-session").addEventListener("click", () => {
  download(`session-${house.id}-${today()}.json`, JSON.stringify(store.exported(), null, 1));
  say(t("session.exported"));
});

$("import-session").addEventListener("change", async (event) => {
  const input = event.target;
  const file = input.files?.[0];
  input.value = "";
  if (!file) return;
  errors.clear();
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    say(t("session.invalid.not_json"), true);
    return;
  }
  const wrong = problem(data, (id) => id in settings);
  if (wrong) {
    say(t(`session.invalid.${wrong}`), true);
    return;
  }
  const chosen = settings[data.house];
  if (data.participants.length < chosen.fewest) {
    say(t("session.invalid.participants"), true);
    return;
  }
  // The house settles the file's night before it replaces this one.
  const request = {participants: data.participants.map((n, i) => n.trim() || LETTERS[i]),
    games: data.games.map(SessionStore.request)};
  let answer = null;
  try {
    answer = await api.post("session", data.house, request);
  } catch (error) {
    if (!unreachable(error)) {
      say(t("session.import_refused", {reason: errorText(error)}), true);
      return;
    }
  }
  asked++;  // an answer still on its way is for the night this file replaces
  store.replace({...data, answer});
  loadHouse(data.house);
  render();
  renderTyped(true);
  say(t("session.imported", {n: data.games.length}));
});

function shareText() {
  const answer = store.answer;
  const who = names();
  const lines = [`${houseNames[house.id] || house.id} ${t("session.played", {n: answer?.games.length || 0})} (${today()})`];
  if (answer) {
    answer.standings.forEach((p, place) => {
      const money = Array.isArray(answer.money) ? ` (${decimal(answer.money[p])})` : "";
      lines.push(`${t("settle.rank", {n: place + 1})} ${who[p]} ${decimal(answer.totals[p])}${money}`);
    });
    answer.games.forEach((game, g) => {
      const parts = game.players.map((p) => `${who[p]} ${decimal(game.points[p])}`);
      lines.push(`${t("session.game_n", {n: g + 1})}: ${parts.join(t("list.dot"))}`);
    });
    const next = $("session-next").textContent;
    if (next) lines.push(next);
  }
  return lines.join("\n");
}

$("share-session").addEventListener("click", async () => {
  const outcome = await share(t("page.session"), shareText(), $("share-box"), $("share-text"));
  say(outcome === "cancelled" ? "" : t(`session.shared.${outcome}`));
});

function renderKept() {
  $("kept-aside").hidden = store.keptAside === null;
}
$("export-kept").addEventListener("click", () => download(`session-kept-aside-${today()}.json`, store.keptAside || ""));
$("discard-kept").addEventListener("click", () => {
  store.discardKept();
  renderKept();
});

async function main() {
  await nextTask();  // the page's parts are wired: paint, then set the night's house
  const rendered = houseSelect.value;
  loadHouse(store.house && store.house in settings ? store.house : rendered);
  $("session-setup").open = store.games.length === 0;
  renderKept();
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
