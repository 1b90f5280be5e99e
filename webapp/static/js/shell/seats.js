// Display names of seats and players.
// Seats (one hand): seat 0 is always the dealer (親) in the contract.
// Players (a whole game): player 0 is the first dealer (起家), then to their right.
import {t} from "./i18n.js";

const WINDS = ["E", "S", "W", "N"];

export function windName(index) {
  return t(`wind.${WINDS[index]}`);
}

export function seatName(seat) {
  return t(seat === 0 ? "seat.dealer" : "seat.other", {wind: windName(seat)});
}

export function seatWind(seat) {
  return t(`wind.${WINDS[seat]}.short`);
}

// Players of a whole game (score sheet, settlement): A is the first dealer (起家), then B to
// A's right, and so on. Their seat wind changes every time the deal passes.
export function playerName(player) {
  return "ABCD"[player];
}

export function playerStart(player) {
  return player === 0 ? t("player.first_dealer") : t("player.start", {wind: windName(player)});
}

export function playerLabel(player) {
  return t("player.label", {player: playerName(player), start: playerStart(player)});
}
