// The score sheet's state: round, honba, sticks, each participant's score and seat wind (the
// dealer marked 親, anyone resting in the next hand marked 休み), the end of the game, and the
// list of hands with the scores after each, where any hand can be corrected, deleted or have
// one inserted before it. A hand the replay could not play is marked with the reason; the hands
// after it wait, unplayed, until it is fixed or deleted.
import {decimal, points, roundName, signed} from "../shell/format.js";
import {seatWind} from "../shell/seats.js";
import {t, table} from "../shell/i18n.js";
import {errorText} from "../shell/error-view.js";

// A refused hand's reason: the field words name what in the hand, not "the events" again.
export function handErrorText(error) {
  return errorText({...error, field: String(error.field || "").replace(/^events\[\d+\]\.?/, "")});
}

function reason(code) {
  return table("ui")[`end.${code}`] ? t(`end.${code}`) : String(code || "");
}

// Chair → seat wind for a state: the dealer's chair is East.
function windOf(state, player) {
  const seated = state.seated || [];
  const chair = seated.indexOf(player);
  if (chair < 0) return null;
  const dealerChair = seated.indexOf(state.dealer);
  return (chair - dealerChair + seated.length) % seated.length;
}

export class SheetView {
  // `actions`: {edit(i), insert(i), remove(i)}, called from the hands' buttons (a shared
  // table has no insert); null shows the hands with no buttons at all (a read-only link).
  constructor(doc, name, words, actions) {
    this.name = name;
    this.words = words;
    this.actions = actions;
    this.round = doc.getElementById("round");
    this.honba = doc.getElementById("honba");
    this.kyotaku = doc.getElementById("kyotaku");
    this.board = doc.getElementById("scoreboard");
    this.finished = doc.getElementById("finished");
    this.history = doc.getElementById("history");
    this.count = doc.getElementById("event-count");
  }

  // `start` is the state before the first event; `states[i]` the state after event i.
  // `invalid`: {index, error} for the first hand the replay refused, or null.
  // `editing`: the index of the hand being corrected (or inserted before), or null.
  show(start, events, states, invalid = null, editing = null) {
    const current = states.length ? states[states.length - 1] : start;
    this.round.textContent = roundName(current.round);
    this.honba.textContent = t("sheet.honba", {n: current.honba});
    this.kyotaku.textContent = t("sheet.kyotaku", {n: current.kyotaku});
    const resting = new Set(current.resting || []);
    this.board.replaceChildren(...current.scores.map((score, player) => {
      const card = document.createElement("div");
      const seat = windOf(current, player);
      card.className = `player${seat === 0 ? " dealer" : ""}${resting.has(player) ? " resting" : ""}`;
      card.dataset.player = String(player);
      const head = document.createElement("div");
      const wind = document.createElement("span");
      wind.className = "wind";
      wind.textContent = seat === null ? t("sheet.rest_mark") : seatWind(seat);
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
    this.history.replaceChildren(...events.map((event, i) => this.#hand(event, i, start, states, invalid, editing)));
  }

  #hand(event, i, start, states, invalid, editing) {
    const before = i === 0 ? start : states[i - 1];  // missing while offline, or after a refused hand
    const after = states[i];
    const li = document.createElement("li");
    li.dataset.index = String(i);
    if (editing === i) li.classList.add("editing");
    const what = document.createElement("div");
    what.className = "what";
    const when = before ? `${t("sheet.when", {round: roundName(before.round), n: before.honba})}: ` : "";
    what.textContent = `${i + 1}. ${when}${this.words.describe(event, before, after)}`;
    li.append(what);
    if (invalid && i === invalid.index) {
      li.classList.add("invalid");
      const problem = document.createElement("p");
      problem.className = "error hand-error";
      problem.dataset.code = invalid.error.code || "";
      problem.textContent = t("sheet.hand_refused", {message: handErrorText(invalid.error)});
      li.append(problem);
    } else if (invalid && i > invalid.index) {
      li.classList.add("waiting");
      const note = document.createElement("p");
      note.className = "note";
      note.textContent = t("sheet.hand_waiting", {n: invalid.index + 1});
      li.append(note);
    } else if (after) {
      li.append(this.#after(after));
      const prizes = this.#prizes(before, after);
      if (prizes) li.append(prizes);
    }
    if (this.actions) li.append(this.#buttons(i));
    return li;
  }

  #after(after) {
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
    if (after.resting?.length && !after.finished) {
      scores.append(` (${t("sheet.rests_next", {names: after.resting.map((p) => this.name(p)).join(t("list.and"))})})`);
    }
    return scores;
  }

  // The prizes (祝儀) this hand moved, where it moved any: settlement points, not points.
  #prizes(before, after) {
    if (!after.prizes) return null;
    const moved = after.prizes.map((v, p) => v - (before?.prizes?.[p] ?? 0));
    if (moved.every((v) => Math.abs(v) < 1e-9)) return null;
    const line = document.createElement("div");
    line.className = "after prizes";
    line.textContent = t("sheet.prizes_moved", {
      list: moved.map((v, p) => `${this.name(p)} ${decimal(v)}`).join(t("list.separator")),
    });
    return line;
  }

  #buttons(i) {
    const row = document.createElement("div");
    row.className = "hand-actions";
    const button = (key, part, onClick, className = "secondary small") => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = className;
      b.dataset.part = part;
      b.textContent = t(key);
      b.setAttribute("aria-label", t(`${key}_n`, {n: i + 1}));
      b.addEventListener("click", onClick);
      return b;
    };
    const confirm = button("sheet.delete_confirm", "delete-confirm", () => this.actions.remove(i), "danger small");
    confirm.hidden = true;
    const remove = button("sheet.delete", "delete", () => {
      confirm.hidden = false;
      remove.hidden = true;
      confirm.focus();
    }, "secondary small");
    row.append(button("sheet.edit", "edit", () => this.actions.edit(i)));
    if (this.actions.insert) row.append(button("sheet.insert", "insert", () => this.actions.insert(i)));
    row.append(remove, confirm);
    return row;
  }
}
