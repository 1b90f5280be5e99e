// The dashboard's tables: each table of the round with its players in seat order, its state
// (not started / which hand / finished / refused, quiet for N minutes), live; the organizer's
// links open each table's own page (its sheet and op log, to correct it), the public link's
// the table's watching page.
import {t} from "../shell/i18n.js";
import {idleMinutes, seatName, stateText} from "./tournament-words.js";

export class TablesView {
  constructor(list, empty, earlier, earlierRounds) {
    this.list = list;
    this.empty = empty;
    this.earlier = earlier;
    this.earlierRounds = earlierRounds;
  }

  show(tournament) {
    const rounds = tournament.rounds;
    const last = rounds[rounds.length - 1];
    this.empty.hidden = Boolean(last);
    this.list.replaceChildren(...(last ? last.tables.map((table) => this.item(table, tournament)) : []));
    this.earlier.hidden = rounds.length < 2;
    this.earlierRounds.replaceChildren(...rounds.slice(0, -1).map((round) => {
      const box = document.createElement("section");
      const title = document.createElement("h3");
      title.textContent = t("tournament.round.n", {n: round.round});
      const list = document.createElement("ol");
      list.className = "t-tables";
      list.append(...round.tables.map((table) => this.item(table, tournament)));
      box.append(title, list);
      return box;
    }));
  }

  item(table, tournament) {
    const li = document.createElement("li");
    li.className = `t-table t-state-${table.state}`;
    li.dataset.table = String(table.table);
    li.dataset.state = table.state;
    const head = document.createElement("p");
    head.className = "t-table-head";
    const number = document.createElement("strong");
    number.textContent = t("tournament.table.n", {n: table.table});
    const state = document.createElement("span");
    state.className = "t-table-state";
    state.textContent = stateText(table, tournament.now);
    const idle = idleMinutes(table);
    if (idle) state.textContent += ` · ${t("tournament.state.idle", {n: idle})}`;
    head.append(number, " ", state);
    const players = document.createElement("ol");
    players.className = "t-seats";
    table.players.forEach((name, i) => {
      const seat = document.createElement("li");
      seat.textContent = `${seatName(i)} ${name}`;
      players.append(seat);
    });
    li.append(head, players);
    if (table.next_sit_out && table.next_sit_out.length) {
      const out = document.createElement("p");
      out.className = "t-sit-out";
      out.textContent = t("tournament.table.next_sit_out", {names: table.next_sit_out.join(t("tournament.list_sep"))});
      li.append(out);
    }
    if (table.refused) {
      const why = document.createElement("p");
      why.className = "error";
      why.textContent = t("tournament.state.refused_why", {code: table.refused.code});
      li.append(why);
    }
    const url = table.write_url || table.read_url;
    if (url) {
      const open = document.createElement("a");
      open.href = new URL(url).pathname + new URL(url).hash;
      open.className = "t-open";
      open.textContent = table.write_url ? t("tournament.table.open") : t("tournament.table.watch");
      li.append(open);
    }
    return li;
  }
}
