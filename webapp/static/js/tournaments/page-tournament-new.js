// Creating a tournament (/tournaments/new): the house, a name, the players (one a line,
// "name, team" for a team), the seating method and seed; the answer's links are shown (the
// organizer's to keep, the public one with its QR code) and the dashboard opens from them.
// An exported tournament (JSON) can be imported instead.
import {pageReady, startPage} from "../shell/shell.js";
import {ErrorView} from "../shell/error-view.js";
import {t} from "../shell/i18n.js";
import {qrSvg} from "./qr-code.js";
import {TournamentApi} from "./tournament-api.js";

// "name" or "name, team" (comma, 読点 or a tab), one a line; blank lines skipped.
export function readPlayers(text) {
  const players = [];
  const teams = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const [name, team] = line.split(/[,\t\u3001\uff0c]/).map((part) => part.trim());
    players.push(name);
    if (team) (teams[team] ??= []).push(name);
  }
  return {players, teams};
}

async function shown(root, made) {
  document.getElementById("n-made").hidden = false;
  document.getElementById("n-organizer-url").value = made.organizer_url;
  document.getElementById("n-read-url").value = made.read_url;
  const url = new URL(made.organizer_url);
  document.getElementById("n-open").href = url.pathname + url.hash;
  const box = document.getElementById("n-read-qr");
  try {
    box.replaceChildren(await qrSvg(root.dataset.qr, made.read_url));
  } catch {
    box.textContent = t("tournament.qr.failed");
  }
  document.getElementById("n-made").scrollIntoView({block: "start"});
}

async function main() {
  await startPage(["errors"]);
  const root = document.getElementById("tournament-new");
  const api = new TournamentApi(root.dataset.api);
  const form = document.getElementById("n-form");
  const errors = new ErrorView(document.getElementById("n-error"), form);
  const seed = document.getElementById("n-seed");
  const seating = document.getElementById("n-seating");
  const seedShown = () => { seed.closest("label").hidden = seating.value !== "random"; };
  seating.addEventListener("change", seedShown);
  seedShown();
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    errors.clear();
    const {players, teams} = readPlayers(document.getElementById("n-players").value);
    const body = {house: document.getElementById("n-house").value,
      name: document.getElementById("n-name").value, players, seating: seating.value};
    if (Object.keys(teams).length) body.teams = teams;
    if (seating.value === "random" && seed.value !== "") body.seed = Number(seed.value);
    try {
      await shown(root, await api.create(body));
    } catch (error) {
      errors.show(error);
    }
  });
  const importForm = document.getElementById("n-import");
  const importErrors = new ErrorView(document.getElementById("n-import-error"), importForm);
  importForm.addEventListener("submit", async (event) => {
    event.preventDefault();
    importErrors.clear();
    const file = document.getElementById("n-import-file").files[0];
    if (!file) return;
    try {
      await shown(root, await api.importDocument(JSON.parse(await file.text())));
    } catch (error) {
      importErrors.show(error instanceof SyntaxError ? {code: "malformed_json"} : error);
    }
  });
  pageReady();
}

main();
