// A game's events replayed by the house (POST /games/replay): the state after each hand, or,
// where a hand is impossible, the states before it and that hand's refusal.
import {unreachable} from "../shell/error-view.js";

// The event a replay error names ("events[3].wins[0].fu" → 3), or null.
function failedEvent(error) {
  const match = /^events\[(\d+)\]/.exec(error.field || "");
  return match && !unreachable(error) ? Number(match[1]) : null;
}

function request(events, names, seats) {
  const body = {events};
  if (names.length > seats) body.participants = names.map((n, p) => n || "ABCDEFGH"[p]);
  return body;
}

export class Replayer {
  // `refused()`: resolves once a refusal can be said in words (the error tables are read).
  constructor(api, refused) {
    this.api = api;
    this.refused = refused;
  }

  // Replays `events`: {states, invalid}. A refused event is reported with the states before it.
  async play(events, houseId, names, seats) {
    if (events.length === 0) return {states: [], invalid: null};
    try {
      const result = await this.api.post("replay", houseId, request(events, names, seats));
      return {states: result.states, invalid: null};
    } catch (error) {
      const index = failedEvent(error);
      if (index === null) throw error;
      const before = index ? (await this.api.post("replay", houseId, request(events.slice(0, index), names, seats))).states : [];
      await this.refused();  // the refused hand is shown with its reason
      return {states: before, invalid: {index, error}};
    }
  }
}
