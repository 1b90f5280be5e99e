// A player's page (/tournaments/<id>/me, from the public link): pick your name once (kept on
// this device), then your place and total, your next table and seat with its watching link,
// your games and results; the standings below. Live with no reload.
import {pageReady, startPage} from "../shell/shell.js";
import {points} from "../shell/format.js";
import {t} from "../shell/i18n.js";
import {LiveStream} from "./live-stream.js";
import {StandingsView} from "./standings-view.js";
import {TournamentApi} from "./tournament-api.js";
import {tournamentKey} from "./tournament-key.js";
import {seatName, total} from "./tournament-words.js";

const POLL_MS = 2000;

function mine(tournament, name) {
  for (const round of [...tournament.rounds].reverse()) {
    for (const table of round.tables) {
      const seat = table.players.indexOf(name);
      if (seat >= 0) return {round, table, seat};
    }
  }
  return null;
}

function showMine(tournament, answer, games, name) {
  const box = document.getElementById("p-mine");
  box.hidden = !name;
  if (!name) return;
  const line = answer.standings.find((l) => l.player === name);
  document.getElementById("p-place").textContent = line ? t("tournament.me.place", {n: line.place}) : "";
  document.getElementById("p-total").textContent = line ? total(line.total) : "";
  const found = mine(tournament, name);
  const next = document.getElementById("p-next");
  const watch = document.getElementById("p-watch");
  next.textContent = found ? t("tournament.me.seat", {round: found.round.round,
    table: found.table.table, seat: seatName(found.seat)}) : t("tournament.me.not_seated");
  watch.hidden = !(found && found.table.read_url);
  if (found && found.table.read_url) {
    const url = new URL(found.table.read_url);
    watch.href = url.pathname + url.hash;
  }
  const body = document.querySelector("#p-games tbody");
  const rows = games.filter((g) => g.players.includes(name)).map((g) => {
    const i = g.players.indexOf(name);
    const row = document.createElement("tr");
    for (const [text, num] of [[t("tournament.round.n", {n: g.round}), false],
      [t("tournament.table.n", {n: g.table}), false], [points(g.scores[i]), true],
      [total(g.points[i]), true], [String(g.ranks[i]), true]]) {
      const cell = row.insertCell();
      cell.textContent = text;
      if (num) cell.className = "num";
    }
    return row;
  });
  body.replaceChildren(...rows);
  document.getElementById("p-no-games").hidden = rows.length > 0;
}

async function main() {
  await startPage(["errors"]);
  const root = document.getElementById("player-page");
  const id = root.dataset.id;
  const key = tournamentKey(id);
  const status = document.getElementById("p-status");
  if (!key) {
    status.textContent = t("tournament.no_key");
    pageReady();
    return;
  }
  const api = new TournamentApi(root.dataset.api, id, key);
  const standings = new StandingsView(root);
  const picker = document.getElementById("p-player");
  const remembered = `tournament-me:${id}`;
  let last = null;
  const draw = () => {
    if (!last) return;
    standings.mine = picker.value || null;
    standings.show(last.answer);
    showMine(last.tournament, last.answer, last.games, picker.value);
  };
  picker.addEventListener("change", () => {
    localStorage.setItem(remembered, picker.value);
    draw();
  });
  const refresh = async () => {
    const [{body: tournament}, {body: answer}, {body: games}] = await Promise.all([
      api.read(""), api.read("/standings"), api.read("/games")]);
    if (picker.options.length === 1) {
      picker.append(...tournament.players.map((name) => new Option(name, name)));
      const kept = localStorage.getItem(remembered);
      if (kept && tournament.players.includes(kept)) picker.value = kept;
      document.getElementById("p-name").textContent = tournament.name;
    }
    last = {tournament, answer, games: games.games};
    draw();
    status.hidden = true;
  };
  await LiveStream.keep(refresh, status, api, POLL_MS, root);
  pageReady();
}

main();
