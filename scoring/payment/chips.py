"""Chips a winning hand earns (赤・裏・一発のチップ) and who pays them.

Chips are counted, not points: they are settled at the end of the game at the house's
`settlement.chip_value`. What a hand earns is the house's `settlement.hand_chips`; this
module only counts them and spreads them over the seats, so that a house without hand chips
gets zeros and no code needs to know which house it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand.tiles import Meld
from scoring.rules.schema import Ruleset
from scoring.rules.settlement import HandChips


@dataclass(frozen=True)
class ChipPayment:
    """The chips of one win: `count` is what each paying seat pays (the ron's discarder, or
    every other seat on a tsumo); `deltas` is each seat's change, summing to zero."""

    count: int
    deltas: tuple[int, ...]

    def to_dict(self) -> dict[str, object]:
        return {"count": self.count, "deltas": list(self.deltas)}


def is_closed(melds: tuple[Meld, ...]) -> bool:
    """No open meld: a concealed kan keeps the hand closed (門前)."""
    return all(not meld.is_open for meld in melds)


def chip_count(chips: HandChips, reds_in_set: int, aka: int, ura: int, ippatsu: bool,
               closed: bool) -> int:
    """The chips one winning hand earns from each payer."""
    if chips.closed_only and not closed:
        return 0
    # The all-reds bonus replaces the per-red chips (the reading recorded in the catalog's
    # all-star item: 5 chips for three reds, not 3 + 5); ura and ippatsu are added either way.
    if chips.all_reds and reds_in_set and aka >= reds_in_set:
        count = chips.all_reds
    else:
        count = chips.per_red * aka
    count += chips.per_ura * ura
    if ippatsu:
        count += chips.ippatsu
    return count


def chip_deltas(count: int, players: int, winner: int, discarder: int | None) -> tuple[int, ...]:
    """Each seat's change: on ron the discarder pays `count`; on tsumo every other seat at
    the table pays it (the houses' recorded reading of "who pays", catalog `chips.chips`)."""
    deltas = [0] * players
    if count:
        payers = [discarder] if discarder is not None else [
            seat for seat in range(players) if seat != winner
        ]
        for seat in payers:
            deltas[seat] -= count
        deltas[winner] += count * len(payers)
    return tuple(deltas)


def hand_chips(rules: Ruleset, aka: int, ura: int, ippatsu: bool, closed: bool, winner: int,
               discarder: int | None) -> ChipPayment:
    """The chips of a win under the house's rules. Seats must already be checked (as
    `pay_wins` does before the chips are counted)."""
    count = chip_count(rules.settlement.hand_chips, rules.tiles.red_fives, aka, ura, ippatsu,
                       closed)
    return ChipPayment(count, chip_deltas(count, rules.players, winner, discarder))

