// Display names of seats: seat 0 is always the dealer (親) in the contract.
const WINDS = ["東", "南", "西", "北"];

export function seatName(seat) {
  return seat === 0 ? `東家 (親)` : `${WINDS[seat]}家 (子)`;
}
