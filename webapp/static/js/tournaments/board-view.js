// The projector board: every player best first in large type, with the total and the
// movement since the start of the last round; the round's tables as small chips below
// (which hand each plays, finished). Redrawn in place, each line keyed by the player, so a
// change moves only what changed.
import {t} from "../shell/i18n.js";
import {movement, stateText, total} from "./tournament-words.js";

export class BoardView {
  constructor(list, tables, round) {
    this.list = list;
    this.tables = tables;
    this.round = round;
  }

  show(answer, tournament) {
    const lines = answer.standings.map((line) => {
      const li = document.createElement("li");
      li.className = "board-line";
      li.dataset.player = line.player;
      const place = document.createElement("span");
      place.className = "board-place";
      place.textContent = String(line.place);
      const name = document.createElement("span");
      name.className = "board-name";
      name.textContent = line.player;
      if (line.team) {
        const team = document.createElement("small");
        team.textContent = ` ${line.team}`;
        name.append(team);
      }
      const score = document.createElement("span");
      score.className = `board-total ${line.total < 0 ? "minus" : ""}`;
      score.textContent = total(line.total);
      const moved = movement(line);
      const move = document.createElement("span");
      move.className = `board-move t-move-${moved.kind}`;
      move.textContent = moved.text;
      if (moved.label) move.title = moved.label;
      li.append(place, move, name, score);
      return li;
    });
    this.list.replaceChildren(...lines);
    // Columns enough that every line stays readable across a room on one screen.
    const cols = lines.length <= 12 ? 1 : lines.length <= 32 ? 2 : lines.length <= 72 ? 3 : 4;
    this.list.style.setProperty("--cols", String(cols));
    this.list.style.setProperty("--rows", String(Math.max(1, Math.ceil(lines.length / cols))));
    const rounds = tournament.rounds;
    const last = rounds[rounds.length - 1];
    this.round.textContent = last ? t("tournament.round.n", {n: last.round}) : t("tournament.tables.none");
    this.tables.replaceChildren(...(last ? last.tables : []).map((table) => {
      const chip = document.createElement("li");
      chip.className = `board-table t-state-${table.state}`;
      chip.dataset.table = String(table.table);
      chip.textContent = `${t("tournament.table.n", {n: table.table})} ${stateText(table, tournament.now)}`;
      return chip;
    }));
  }
}
