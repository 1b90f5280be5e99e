// The shared table's sheet, drawn with the score sheet's own parts: the current game's round,
// dealer, honba, sticks, scores and hands (SheetView), its chart and settlement, and the
// night's totals and sit-outs (SessionView), from the core's answer for the games shown.
// Names come from the table's participants (shown as typed, as text, never as markup).
import {SheetView} from "../sheet/sheet-view.js";
import {SheetWords} from "../sheet/sheet-words.js";
import {LaterPart} from "../sheet/later-part.js";
import {SessionView} from "../session/session-view.js";
import {sharedPrefix} from "./ops-fold.js";

export const LETTERS = "ABCDEFGH";

// The name of a game's player `p` (the game's own numbering; players name participants).
export function gameNames(participants, game) {
  return (p) => {
    const who = game?.players ? game.players[p] : p;
    return (participants?.[who] || "").trim() || LETTERS[who] || String(who);
  };
}

// The state before a game's first hand, as the replay starts it.
export function startState(house, game) {
  const n = game?.players?.length ?? house.players;
  const seats = [...Array(house.players).keys()];
  return {scores: Array(n).fill(house.start_points ?? 0), round: "E1", honba: 0, kyotaku: 0,
    dealer: 0, finished: false, seated: seats, resting: [...Array(n).keys()].slice(house.players)};
}

export class TableView {
  // `actions`: the hands' buttons ({edit, remove}), or null for a reader (no controls).
  constructor(doc, actions, failed) {
    this.doc = doc;
    this.name = (p) => this.names(p);
    this.names = (p) => LETTERS[p];
    this.words = new SheetWords(this.name);
    this.sheet = new SheetView(doc, this.name, this.words, actions);
    this.night = new SessionView(doc);
    this.chart = new LaterPart(() => import("../sheet/game-chart.js")
      .then(({GameChart}) => new GameChart(doc.getElementById("game-chart"))), failed);
    this.settlement = new LaterPart(() => import("../calculators/settle-view.js")
      .then(({SettleView}) => new SettleView(doc.getElementById("sheet-settlement"))), failed);
  }

  // `games`: the games as this phone has them (unsent ops included); `view`: the core's last
  // answer ({games: [{events, states}], session}), whose states count where its events match.
  // `editing`: the hand being corrected; `picked`: the game to show (null: the last one).
  // Answers what the sheet shows.
  show(house, participants, games, view, editing = null, picked = null) {
    const last = Math.max(games.length - 1, 0);
    const index = picked !== null && picked >= 0 && picked < last ? picked : last;
    const game = games[index] ?? {players: participants ? participants.map((_, i) => i).slice(0, house.players) : null, events: []};
    const answered = view?.games?.[index];
    const events = game.events;
    const states = answered ? answered.states.slice(0, sharedPrefix(answered.events, events)) : [];
    this.names = gameNames(participants, game);
    const start = startState(house, game);
    this.sheet.show(start, events, states, null, editing);
    if (states.length || this.chart.started) this.chart.use((part) => part.show(start, states, this.name));
    const final = states[states.length - 1];
    const over = Boolean(final?.finished && states.length === events.length);
    if (over && final.settlement) this.settlement.use((part) => part.show(final.settlement, final.scores, this.name));
    else if (this.settlement.started) this.settlement.use((part) => part.hide());
    const everyone = (participants ?? []).map((n, i) => (n || "").trim() || LETTERS[i]);
    const lastOver = index === last ? over : Boolean(view?.games?.[last]?.states?.at(-1)?.finished);
    const finished = games.filter((g, i) => i < last || lastOver).length;
    const session = view?.session ?? null;
    const covered = session && session.games.length <= finished ? session : null;
    this.doc.getElementById("night").hidden = !participants || (games.length <= 1 && !lastOver);
    if (participants) this.night.show(covered, everyone, covered ? finished - covered.games.length : finished);
    return {index, last, game, events, states, over, start};
  }
}
