"""The payment as the table says it out loud (the "call"), read from the actual transfers.

Players do not say "seat 2 pays seat 1 2000": they say 「3900」 for a ron, 「1000・2000」
for a non-dealer tsumo (what a non-dealer pays, then what the dealer pays), 「2000オール」
for a dealer tsumo, and add the honba as 「…は4200」. This module derives that from the
`Payment` the one payment path produced, so whatever the house's scheme (north share split,
丸取り, +1000 per payer, 1000-point rounding) the call is what the payers really hand over.
It returns language-neutral data; the webapp words it (ja 「1000・2000は1100・2100」,
en "1000/2000 (1100/2100 with honba)").
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.payment.types import Kind, Payment
from scoring.points import Valued

# Enum members looked up on their class cost ~100 ns each in Python 3.11: kept at hand.
_HAND = Kind.HAND
_HONBA = Kind.HONBA
_BONUS = Kind.BONUS

DEALER = 0


class CallKind:
    """The shapes a call takes (string constants, as the contract returns them)."""

    RON = "ron"  # one payer: the discarder pays `points`
    TSUMO = "tsumo"  # a non-dealer's tsumo: each non-dealer pays `non_dealer`, the dealer `dealer`
    TSUMO_ALL = "tsumo_all"  # the dealer's tsumo: every other seat pays `each` (「オール」)
    # A liable player (pao) pays all or part of the hand: said as the whole sum received.
    PAO = "pao"


# Read-only by convention, not frozen: see scoring/payment/types.py.
@dataclass(slots=True)
class Call:
    """One win's call. `hand` and `with_honba` have the same keys for a kind:
    ron/pao {"points"}, tsumo {"non_dealer", "dealer"}, tsumo_all {"each"}.
    `with_honba` is None when no honba is paid."""

    kind: str
    hand: dict[str, int]
    with_honba: dict[str, int] | None
    total: int  # the hand points the winner receives (honba and riichi sticks excluded)
    limit: str | None  # mangan, haneman, baiman, sanbaiman, yakuman, or None below a limit
    yakuman: int  # the yakuman multiple (0 below yakuman; 1 for a counted yakuman)

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            **self.hand,
            "with_honba": dict(self.with_honba) if self.with_honba else None,
            "total": self.total,
            "limit": self.limit,
            "yakuman": self.yakuman,
        }


def _paid_by_seat(payment: Payment, winner: int) -> tuple[dict[int, int], dict[int, int]]:
    """(hand points, honba points) each seat hands the winner."""
    hand: dict[int, int] = {}
    honba: dict[int, int] = {}
    for t in payment.transfers:
        if t.target != winner or t.source is None:
            continue
        if t.kind is _HONBA:
            honba[t.source] = honba.get(t.source, 0) + t.points
        elif t.kind in (_HAND, _BONUS):
            hand[t.source] = hand.get(t.source, 0) + t.points
    return hand, honba


def call_of(
    payment: Payment,
    valued: Valued,
    winner: int,
    discarder: int | None,
    pao: int | None = None,
) -> Call:
    """The call of a single win whose transfers are `payment` (as `pay_wins` made them)."""
    hand, honba = _paid_by_seat(payment, winner)
    total = sum(hand.values())
    limit = valued.limit.value if valued.limit else None
    yakuman = valued.yakuman

    def with_honba(shape: dict[str, int], extra: dict[str, int]) -> dict[str, int] | None:
        if not any(extra.values()):
            return None
        return {key: shape[key] + extra[key] for key in shape}

    if pao is not None and pao != discarder:
        honba_total = sum(honba.values())
        shape = {"points": total}
        return Call(CallKind.PAO, shape, with_honba(shape, {"points": honba_total}), total,
                    limit, yakuman)
    if discarder is not None:
        shape = {"points": hand.get(discarder, 0)}
        extra = {"points": honba.get(discarder, 0)}
        return Call(CallKind.RON, shape, with_honba(shape, extra), total, limit, yakuman)
    payers = sorted(hand)
    if winner == DEALER:
        # Every payer pays the same on a dealer's tsumo in every scheme; the first payer
        # (the seat after the dealer) is the one the call quotes.
        first = payers[0]
        shape = {"each": hand[first]}
        extra = {"each": honba.get(first, 0)}
        return Call(CallKind.TSUMO_ALL, shape, with_honba(shape, extra), total, limit, yakuman)
    other = next(seat for seat in payers if seat != DEALER)
    shape = {"non_dealer": hand[other], "dealer": hand[DEALER]}
    extra = {"non_dealer": honba.get(other, 0), "dealer": honba.get(DEALER, 0)}
    return Call(CallKind.TSUMO, shape, with_honba(shape, extra), total, limit, yakuman)
