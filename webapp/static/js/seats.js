// Display names of seats and players.
// Seats (one hand): seat 0 is always the dealer (親) in the contract.
// Players (a whole game): player 0 is the first dealer (起家), then to their right.
const WINDS = ["東", "南", "西", "北"];

export function seatName(seat) {
  return seat === 0 ? `東家 (親)` : `${WINDS[seat]}家 (子)`;
}

export function startWind(player) {
  return `${WINDS[player]}家スタート`;
}

export function seatWind(seat) {
  return WINDS[seat];
}

// Players of a whole game (score sheet, settlement): A is the first dealer (起家), then B to
// A's right, and so on. Their seat wind changes every time the deal passes.
export function playerName(player) {
  return "ABCD"[player];
}

export function playerLabel(player) {
  return `${playerName(player)} (${player === 0 ? "起家" : `${WINDS[player]}家スタート`})`;
}
