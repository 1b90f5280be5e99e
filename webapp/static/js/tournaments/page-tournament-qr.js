// The printable QR sheet (/tournaments/<id>/qr, the organizer's link): one card per table of
// the chosen round, each with its big table number, its players in seat order and the QR
// code of its write link (made from a POST body, as the tables' share panel does), two cards
// to an A4 page; the referee lays each on its table.
import {pageReady, startPage} from "../shell/shell.js";
import {errorText} from "../shell/error-view.js";
import {t} from "../shell/i18n.js";
import {qrSvg} from "./qr-code.js";
import {TournamentApi} from "./tournament-api.js";
import {tournamentKey} from "./tournament-key.js";
import {seatName} from "./tournament-words.js";

function card(tournament, table) {
  const box = document.createElement("section");
  box.className = "qr-card";
  box.dataset.table = String(table.table);
  const number = document.createElement("p");
  number.className = "qr-number";
  number.textContent = t("tournament.table.n", {n: table.table});
  const name = document.createElement("p");
  name.className = "qr-title";
  name.textContent = tournament.name;
  const seats = document.createElement("ol");
  seats.className = "qr-seats";
  table.players.forEach((player, i) => {
    const li = document.createElement("li");
    li.textContent = `${seatName(i)} ${player}`;
    seats.append(li);
  });
  const code = document.createElement("div");
  code.className = "qr-code";
  code.textContent = t("tournament.qr.loading");
  const hint = document.createElement("p");
  hint.className = "qr-hint";
  hint.textContent = t("tournament.qr.hint");
  box.append(number, name, code, seats, hint);
  return {box, code};
}

async function draw(qr, tournament, roundNumber, sheet, status) {
  const round = tournament.rounds.find((r) => r.round === roundNumber);
  sheet.replaceChildren();
  if (!round) return;
  const jobs = round.tables.map(async (table) => {
    const {box, code} = card(tournament, table);
    sheet.append(box);
    if (!table.write_url) return;
    try {
      const svg = await qrSvg(qr, table.write_url);
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", t("tournament.qr.label", {n: table.table}));
      code.replaceChildren(svg);
    } catch {
      code.textContent = t("tournament.qr.failed");
    }
  });
  await Promise.all(jobs);
  status.textContent = t("tournament.qr.ready", {n: round.tables.length});
}

async function main() {
  await startPage(["errors"]);
  const root = document.getElementById("qr-page");
  const key = tournamentKey(root.dataset.id);
  const status = document.getElementById("q-status");
  const sheet = document.getElementById("q-sheet");
  const picker = document.getElementById("q-round");
  document.getElementById("q-print").addEventListener("click", () => print());
  if (!key) {
    status.textContent = t("tournament.no_key");
    pageReady();
    return;
  }
  const api = new TournamentApi(root.dataset.api, root.dataset.id, key);
  try {
    const {body: tournament} = await api.read("");
    if (tournament.role !== "organizer") {
      status.textContent = t("tournament.qr.organizer_only");
    } else {
      picker.replaceChildren(...tournament.rounds.map((r) =>
        new Option(t("tournament.round.n", {n: r.round}), String(r.round))));
      const last = tournament.rounds.length;
      picker.value = String(last);
      picker.addEventListener("change", () =>
        draw(root.dataset.qr, tournament, Number(picker.value), sheet, status));
      if (last) await draw(root.dataset.qr, tournament, last, sheet, status);
      else status.textContent = t("tournament.tables.none");
    }
  } catch (error) {
    status.textContent = errorText(error);
  }
  pageReady();
}

main();
