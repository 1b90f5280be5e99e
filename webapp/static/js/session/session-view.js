// The night so far, from the house's answer (POST /sessions): the standings with each total in
// settlement points (and money where the house states a rate), every game's points per
// participant with who sat out, the night's chips, prizes and fees, and who sits out next.
import {decimal} from "../shell/format.js";
import {lang, t} from "../shell/i18n.js";

// Lines of a game's settlement worth a night's sum of their own (the rest make up the points).
const NIGHT_LINES = ["chips", "prizes", "tobi", "penalty", "fee"];

function cell(tag, text, className = "") {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  if (tag === "th") element.scope = "row";
  return element;
}

function signClass(value) {
  return value < 0 ? "num minus" : value > 0 ? "num plus" : "num zero";
}

export class SessionView {
  constructor(doc) {
    this.played = doc.getElementById("games-played");
    this.next = doc.getElementById("session-next");
    this.empty = doc.getElementById("session-empty");
    this.standings = doc.getElementById("standings");
    this.moneyHead = doc.getElementById("money-head");
    this.games = doc.getElementById("session-games");
    this.unit = doc.getElementById("session-unit");
  }

  // `answer`: the API's answer (or null before the first); `names`: the participants' names;
  // `pending`: games recorded here that the answer does not cover yet (no network).
  show(answer, names, pending = 0) {
    const count = answer ? answer.games.length : 0;
    this.played.textContent = t("session.played", {n: count});
    this.empty.hidden = count > 0;
    this.standings.hidden = count === 0;
    this.games.hidden = count === 0;
    const next = answer ? this.#next(answer, names, pending) : "";
    this.next.textContent = next;
    this.next.hidden = !next;
    if (!answer) {
      this.unit.textContent = "";
      return;
    }
    const money = Array.isArray(answer.money) ? answer.money : null;
    const moneyUnit = lang === "en" ? answer.money_unit : answer.money_unit_ja;
    this.moneyHead.hidden = !money;
    this.standings.tBodies[0].replaceChildren(...answer.standings.map((p, place) => {
      const row = document.createElement("tr");
      row.dataset.participant = String(p);
      row.append(cell("td", t("settle.rank", {n: place + 1})), cell("th", names[p]),
        cell("td", decimal(answer.totals[p]), signClass(answer.totals[p])));
      if (money) row.append(cell("td", `${decimal(money[p])} ${moneyUnit || ""}`.trim(), signClass(money[p])));
      return row;
    }));

    const head = this.games.tHead.rows[0];
    head.replaceChildren(head.cells[0], ...names.map((name) => {
      const th = cell("th", name, "num");
      th.scope = "col";
      return th;
    }));
    const rows = answer.games.map((game, g) => {
      const row = document.createElement("tr");
      row.dataset.game = String(g + 1);
      row.append(cell("th", t("session.game_n", {n: g + 1})), ...names.map((_, p) => (
        game.players.includes(p) ? cell("td", decimal(game.points[p]), "num") : cell("td", t("session.sat_out_mark"), "num zero")
      )));
      return row;
    });
    const total = document.createElement("tr");
    total.className = "total";
    total.dataset.line = "total";
    total.append(cell("th", t("settle.line.total")), ...answer.totals.map((v) => cell("td", decimal(v), signClass(v))));
    rows.push(total);
    for (const key of NIGHT_LINES) {
      const sums = names.map(() => 0);
      for (const game of answer.games) {
        game.players.forEach((p, i) => { sums[p] += game.settlement.breakdown[i]?.[key] ?? 0; });
      }
      if (sums.every((v) => v === 0)) continue;
      const row = document.createElement("tr");
      row.dataset.line = key;
      row.append(cell("th", t("session.of_which", {line: t(`settle.line.${key}`)})),
        ...sums.map((v) => cell("td", decimal(Math.round(v * 100) / 100), "num")));
      rows.push(row);
    }
    this.games.tBodies[0].replaceChildren(...rows);
    const unit = lang === "en" ? answer.unit : answer.unit_ja;
    const notes = [t("settle.unit", {unit})];
    if (answer.off_table) notes.push(t("session.off_table", {points: decimal(answer.off_table)}));
    this.unit.textContent = notes.join(t("list.dot"));
  }

  #next(answer, names, pending) {
    const parts = [];
    if (pending) parts.push(t("session.pending", {n: pending}));
    if (answer.next_sit_out.length) {
      parts.push(t("session.next_sit_out", {names: answer.next_sit_out.map((p) => names[p]).join(t("list.and"))}));
    }
    if (answer.games_left === 0) parts.push(t("session.over"));
    else if (answer.games_left !== null) parts.push(t("session.games_left", {n: answer.games_left}));
    return parts.join(" ");
  }
}
