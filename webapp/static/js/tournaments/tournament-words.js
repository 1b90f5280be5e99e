// The words a tournament's pages share: a table's state, a seat, a movement, a total.
import {decimal, roundName} from "../shell/format.js";
import {t} from "../shell/i18n.js";

const SEATS = ["E", "S", "W", "N"];

// "playing" with its hand ("東2局 1本場"), or the state's name; idle for a while: said so.
export function stateText(table, now) {
  if (table.state === "playing" && table.hand) {
    const honba = table.hand.honba ? ` ${t("tournament.state.honba", {n: table.hand.honba})}` : "";
    const game = t("tournament.state.game", {n: table.hand.game + 1});
    return `${game} ${roundName(table.hand.round)}${honba}`;
  }
  if (table.state === "refused") return t("tournament.state.refused");
  return t(`tournament.state.${table.state}`);
}

// Minutes since the table's last op, when it is still to finish and has been quiet a while
// (by this device's clock: an unchanged tournament's answer is the one built when it changed).
export function idleMinutes(table, after = 10) {
  if (table.state === "finished") return 0;
  const minutes = Math.floor((Date.now() - Date.parse(table.updated_at)) / 60000);
  return minutes >= after ? minutes : 0;
}

// The seat of the `index`th player of a table's seat order (the first deals first).
export function seatName(index) {
  return index < SEATS.length ? t(`wind.${SEATS[index]}`) : t("tournament.seat.waiting");
}

// Places gained since the start of the last round: "▲2", "▼1", "—"; empty before any round.
export function movement(line) {
  if (line.place_before === null || line.place_before === undefined) return {text: "", kind: "none"};
  const moved = line.place_before - line.place;
  if (moved > 0) return {text: `▲${moved}`, kind: "up", label: t("tournament.moved.up", {n: moved})};
  if (moved < 0) return {text: `▼${-moved}`, kind: "down", label: t("tournament.moved.down", {n: -moved})};
  return {text: "—", kind: "same", label: t("tournament.moved.same")};
}

export function total(n) {
  return decimal(n);
}

export function rankCounts(ranks) {
  return ranks.join("-");
}
