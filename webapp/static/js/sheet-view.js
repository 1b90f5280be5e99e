// The score sheet's state: round, honba, sticks, each player's score and seat wind (the dealer
// marked 親), the end of the game, and the history with the scores after each event.
import {points, roundName, signed} from "./format.js";

const WINDS = ["東", "南", "西", "北"];
const REASONS = {
  all_last: "オーラス終了", tobi: "飛び (持ち点がなくなった人がいる)", top_score: "規定点に到達",
  extension_target: "延長戦で規定点に到達", extension_over: "延長戦の終了", agari_yame: "アガリやめ",
  dealer_top: "オーラス親のトップ", dealer_penalty_all_last: "オーラス親の罰則",
};

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
  show(start, events, states, labels) {
    const current = states.length ? states[states.length - 1] : start;
    this.round.textContent = roundName(current.round);
    this.honba.textContent = `${current.honba}本場`;
    this.kyotaku.textContent = `供託${current.kyotaku}本`;
    const n = current.scores.length;
    this.board.replaceChildren(...current.scores.map((score, player) => {
      const card = document.createElement("div");
      const seat = (player - current.dealer + n) % n;
      card.className = `player${seat === 0 ? " dealer" : ""}`;
      card.dataset.player = String(player);
      const head = document.createElement("div");
      const wind = document.createElement("span");
      wind.className = "wind";
      wind.textContent = WINDS[seat];
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = this.name(player) + (seat === 0 ? " (親)" : "");
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
    this.finished.textContent = current.finished ? `終局: ${REASONS[current.reason] || current.reason || ""}` : "";

    this.count.textContent = String(events.length);
    this.history.replaceChildren(...events.map((event, i) => {
      const before = i === 0 ? start : states[i - 1];  // missing while offline
      const after = states[i];
      const li = document.createElement("li");
      const what = document.createElement("div");
      what.className = "what";
      const when = before ? `${roundName(before.round)} ${before.honba}本場: ` : "";
      what.textContent = `${i + 1}. ${when}${this.describe(event, labels)}`;
      li.append(what);
      if (after) {
        const scores = document.createElement("div");
        scores.className = "after";
        const next = after.finished ? "終局" : `${roundName(after.round)} ${after.honba}本場`;
        const table = after.kyotaku ? ` 供託${after.kyotaku}本` : "";
        scores.append(`→ ${next}${table}: `);
        after.scores.forEach((s, p) => {
          const span = document.createElement("span");
          span.className = "nowrap";
          span.textContent = `${this.name(p)} ${points(s)}`;
          scores.append(...(p ? [" ・ ", span] : [span]));
        });
        li.append(scores);
      }
      return li;
    }));
  }

  describe(event, {abortiveNames = {}, kindNames = {}} = {}) {
    const names = (list) => list.map((p) => this.name(p)).join("・");
    const riichi = event.riichi?.length ? ` (リーチ: ${names(event.riichi)})` : "";
    if (event.type === "win") {
      const wins = event.wins.map((w) => {
        const how = w.discarder === null ? "ツモ" : `ロン (${this.name(w.discarder)}から)`;
        const worth = w.yakuman ? (w.yakuman > 1 ? `${w.yakuman}倍役満` : "役満") : `${w.han}翻${w.fu}符`;
        return `${this.name(w.winner)} ${how} ${worth}`;
      });
      return wins.join("、") + (event.stop ? " アガリやめ" : "") + riichi;
    }
    if (event.type === "draw") {
      if (event.abortive) return `途中流局 (${abortiveNames[event.abortive] || event.abortive})${riichi}`;
      const tenpai = event.tenpai.length ? `テンパイ: ${names(event.tenpai)}` : "全員ノーテン";
      const nagashi = event.nagashi?.length ? ` 流し満貫: ${names(event.nagashi)}` : "";
      return `流局 ${tenpai}${nagashi}${riichi}`;
    }
    return `罰符: ${this.name(event.offender)} ${kindNames[event.kind] || event.kind}${riichi}`;
  }
}
