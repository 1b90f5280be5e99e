// The score sheet's state: round, honba, sticks, each player's score and seat wind (the dealer
// marked 親), the end of the game, and the history with the scores after each event.
import {points, roundName, signed, worth} from "./format.js";
import {seatWind} from "./seats.js";
import {abortiveName, nameOf, t, table} from "./i18n.js";

function reason(code) {
  return table("ui")[`end.${code}`] ? t(`end.${code}`) : String(code || "");
}

export class SheetView {
  constructor(doc, name) {
    this.name = name;
    this.round = doc.getElementById("round");
    this.honba = doc.getElementById("honba");
    this.kyotaku = doc.getElementById("kyotaku");
    this.board = doc.getElementById("scoreboard");
    this.finished = doc.getElementById("finished");
    this.history = doc.getElementById("history");
    this.count = doc.getElementById("event-count");
  }

  // `start` is the state before the first event; `states[i]` the state after event i.
  show(start, events, states) {
    const current = states.length ? states[states.length - 1] : start;
    this.round.textContent = roundName(current.round);
    this.honba.textContent = t("sheet.honba", {n: current.honba});
    this.kyotaku.textContent = t("sheet.kyotaku", {n: current.kyotaku});
    const n = current.scores.length;
    this.board.replaceChildren(...current.scores.map((score, player) => {
      const card = document.createElement("div");
      const seat = (player - current.dealer + n) % n;
      card.className = `player${seat === 0 ? " dealer" : ""}`;
      card.dataset.player = String(player);
      const head = document.createElement("div");
      const wind = document.createElement("span");
      wind.className = "wind";
      wind.textContent = seatWind(seat);
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = this.name(player) + (seat === 0 ? ` ${t("sheet.dealer_mark")}` : "");
      head.append(wind, name);
      const value = document.createElement("div");
      value.className = "score";
      value.textContent = points(score);
      card.append(head, value);
      if (current.deltas && states.length) {
        const delta = document.createElement("div");
        const d = current.deltas[player];
        delta.className = d < 0 ? "minus" : d > 0 ? "plus" : "zero";
        delta.textContent = signed(d);
        card.append(delta);
      }
      return card;
    }));
    this.finished.hidden = !current.finished;
    this.finished.textContent = current.finished ? t("sheet.finished", {reason: reason(current.reason)}) : "";

    this.count.textContent = String(events.length);
    this.history.replaceChildren(...events.map((event, i) => {
      const before = i === 0 ? start : states[i - 1];  // missing while offline
      const after = states[i];
      const li = document.createElement("li");
      const what = document.createElement("div");
      what.className = "what";
      const when = before ? `${t("sheet.when", {round: roundName(before.round), n: before.honba})}: ` : "";
      what.textContent = `${i + 1}. ${when}${this.describe(event)}`;
      li.append(what);
      if (after) {
        const scores = document.createElement("div");
        scores.className = "after";
        const next = after.finished ? t("sheet.ended") : t("sheet.when", {round: roundName(after.round), n: after.honba});
        const sticks = after.kyotaku ? ` ${t("sheet.kyotaku", {n: after.kyotaku})}` : "";
        scores.append(`→ ${next}${sticks}: `);
        after.scores.forEach((s, p) => {
          const span = document.createElement("span");
          span.className = "nowrap";
          span.textContent = `${this.name(p)} ${points(s)}`;
          scores.append(...(p ? [t("list.dot"), span] : [span]));
        });
        li.append(scores);
      }
      return li;
    }));
  }

  describe(event) {
    const names = (list) => list.map((p) => this.name(p)).join(t("list.and"));
    const riichi = event.riichi?.length ? ` (${t("sheet.riichi_by", {names: names(event.riichi)})})` : "";
    if (event.type === "win") {
      const wins = event.wins.map((w) => {
        const how = w.discarder === null ? t("win.tsumo") : t("win.ron_from", {seat: this.name(w.discarder)});
        return `${this.name(w.winner)} ${how} ${worth(w)}`;
      });
      return wins.join(t("list.separator")) + (event.stop ? ` ${t("sheet.stopped")}` : "") + riichi;
    }
    if (event.type === "draw") {
      if (event.abortive) return t("draw.abortive_named", {kind: abortiveName(event.abortive)}) + riichi;
      const tenpai = event.tenpai.length ? t("sheet.tenpai_by", {names: names(event.tenpai)}) : t("sheet.all_noten");
      const nagashi = event.nagashi?.length ? ` ${t("sheet.nagashi_by", {names: names(event.nagashi)})}` : "";
      return `${t("sheet.type.draw")} ${tenpai}${nagashi}${riichi}`;
    }
    return t("sheet.penalty_by", {name: this.name(event.offender), kind: nameOf("penalties", event.kind)}) + riichi;
  }
}
