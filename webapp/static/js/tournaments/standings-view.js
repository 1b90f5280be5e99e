// The standings' table of the dashboard and the player's page: best first, each line its place,
// name (as typed: text, never markup), total, games, rank counts, average rank and penalties
// with their reasons; the teams' table where there are teams; the tie-break in words.
import {decimal} from "../shell/format.js";
import {t} from "../shell/i18n.js";
import {movement, rankCounts, total} from "./tournament-words.js";

function cell(row, text, className = "") {
  const td = row.insertCell();
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

export class StandingsView {
  constructor(root = document) {
    this.body = root.querySelector("#t-standings tbody");
    this.teams = root.querySelector("#t-teams");
    this.teamBody = root.querySelector("#t-team-standings tbody");
    this.tieBreak = root.querySelector("#t-tie-break");
    this.mine = null;
  }

  show(answer) {
    this.body.replaceChildren();
    for (const line of answer.standings) {
      const row = this.body.insertRow();
      row.dataset.player = line.player;
      if (line.player === this.mine) row.classList.add("t-mine");
      const moved = movement(line);
      const place = cell(row, String(line.place), "num");
      if (moved.text) {
        const mark = document.createElement("span");
        mark.className = `t-move t-move-${moved.kind}`;
        mark.textContent = ` ${moved.text}`;
        mark.title = moved.label;
        place.append(mark);
      }
      cell(row, line.team ? `${line.player} (${line.team})` : line.player);
      cell(row, total(line.total), `num ${line.total < 0 ? "minus" : ""}`);
      cell(row, String(line.games), "num");
      cell(row, rankCounts(line.ranks));
      cell(row, line.average_rank === null ? "—" : decimal(line.average_rank).replace("+", ""), "num");
      const penalties = cell(row, line.penalty_points ? total(line.penalty_points) : "", "num");
      penalties.title = line.penalties.map((p) => `${total(p.points)} ${p.reason}`).join("\n");
    }
    this.teams.hidden = answer.teams.length === 0;
    this.teamBody.replaceChildren();
    for (const team of answer.teams) {
      const row = this.teamBody.insertRow();
      cell(row, String(team.place), "num");
      cell(row, team.team);
      cell(row, total(team.total), "num");
      cell(row, String(team.games), "num");
    }
    this.tieBreak.textContent = t("tournament.tie_break", {
      keys: answer.tie_break.map((key) => t(`tournament.tie_break.${key}`)).join(t("tournament.list_sep")),
    });
  }
}
