// The projector board (/tournaments/<id>/board): the standings best first, live with no
// reload (asked again when the tournament's stream says it moved, with ETags; polled every
// half second only while the stream cannot connect), dark, large type.
import {pageReady, startPage} from "../shell/shell.js";
import {t} from "../shell/i18n.js";
import {BoardView} from "./board-view.js";
import {LiveStream} from "./live-stream.js";
import {TournamentApi} from "./tournament-api.js";
import {tournamentKey} from "./tournament-key.js";

const POLL_MS = 500;  // without the stream, a hand reaches the board within a second

async function main() {
  await startPage(["errors"]);
  const root = document.getElementById("board");
  const key = tournamentKey(root.dataset.id);
  const status = document.getElementById("b-status");
  if (!key) {
    status.textContent = t("tournament.no_key");
    pageReady();
    return;
  }
  const api = new TournamentApi(root.dataset.api, root.dataset.id, key);
  const view = new BoardView(document.getElementById("b-standings"),
    document.getElementById("b-tables"), document.getElementById("b-round"));
  let named = false;
  const refresh = async () => {
    const [{body: tournament, changed}, {body: answer, changed: moved}] = await Promise.all([
      api.read(""), api.read("/standings")]);
    if (!named) {
      document.getElementById("b-name").textContent = tournament.name;
      document.title = tournament.name;
      named = true;
    }
    if (changed || moved || !root.dataset.version) view.show(answer, tournament);
    root.dataset.version = answer.version;
    status.hidden = true;
  };
  await LiveStream.keep(refresh, status, api, POLL_MS, root);
  pageReady();
}

main();
