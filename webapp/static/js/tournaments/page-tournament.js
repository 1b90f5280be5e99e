// The tournament's page: with the organizer's link the dashboard (seat a round, every table's
// state live, penalties, files, the board's and QR sheet's links); with the public link the
// standings and each table to watch. Live with no reload (LiveStream: the
// tournament's push stream, then conditional GETs).
import {pageReady, startPage} from "../shell/shell.js";
import {ErrorView} from "../shell/error-view.js";
import {t} from "../shell/i18n.js";
import {wireFiles} from "./file-links.js";
import {LiveStream} from "./live-stream.js";
import {PenaltyForm} from "./penalty-form.js";
import {RoundForm} from "./round-form.js";
import {StandingsView} from "./standings-view.js";
import {TablesView} from "./tables-view.js";
import {TournamentApi} from "./tournament-api.js";
import {pageLink, tournamentKey} from "./tournament-key.js";

const POLL_MS = 1000;

async function main() {
  await startPage(["errors"]);
  const root = document.getElementById("tournament");
  const id = root.dataset.id;
  const key = tournamentKey(id);
  const status = document.getElementById("t-status");
  const statusErrors = new ErrorView(status);
  if (!key) {
    status.textContent = t("tournament.no_key");
    pageReady();
    return;
  }
  const api = new TournamentApi(root.dataset.api, id, key);
  const standings = new StandingsView(root);
  const tables = new TablesView(document.getElementById("t-tables"),
    document.getElementById("t-tables-empty"), document.getElementById("t-earlier"),
    document.getElementById("t-earlier-rounds"));
  let shown = null;
  let penalties = null;
  let live = null;
  const refresh = async () => {
    const [{body: tournament, changed}, {body: answer, changed: moved}] = await Promise.all([
      api.read(""), api.read("/standings")]);
    if (!shown) first(tournament);
    tables.show(tournament);  // every tick: a quiet table's minutes go on
    if (changed || !shown) {
      penalties?.show(tournament);
      document.getElementById("t-meta").textContent = meta(tournament);
    }
    if (moved || !shown) standings.show(answer);
    shown = tournament;
    status.hidden = true;
    root.dataset.version = answer.version;
  };
  const first = (tournament) => {
    const organizer = tournament.role === "organizer";
    root.dataset.role = tournament.role;
    document.getElementById("t-head").hidden = false;
    document.getElementById("t-name").textContent = tournament.name;
    document.title = `${tournament.name} — ${document.title}`;
    for (const part of root.querySelectorAll("[data-organizer]")) part.hidden = !organizer;
    document.getElementById("t-board").href = pageLink(id, "board", key);
    document.getElementById("t-me").href = pageLink(id, "me", organizer ? null : key);
    if (organizer) {
      document.getElementById("t-qr").href = pageLink(id, "qr", key);
      const form = new RoundForm(document.getElementById("t-round-form"), api, () => live?.now());
      form.setMethod(tournament.seating);
      penalties = new PenaltyForm(document.getElementById("t-penalty-form"),
        document.getElementById("t-penalties"), api, () => live?.now());
      readLink(api, tournament);
    }
    wireFiles(root.querySelectorAll("[data-file]"), api, status);
  };
  const failed = (error) => {
    status.hidden = false;
    statusErrors.show(error);
  };
  live = await LiveStream.keep(refresh, status, api, POLL_MS, root, {onError: failed});
  pageReady();
}

function meta(tournament) {
  return t("tournament.meta", {players: tournament.players.length, size: tournament.table_size,
    games: tournament.games_per_round, rounds: tournament.rounds.length});
}

// The public link, for the organizer to share (the server makes it from the organizer's key).
function readLink(api, tournament) {
  const input = document.getElementById("t-read-url");
  input.value = tournament.read_url || "";
  input.closest("label").hidden = !tournament.read_url;
}

main();
