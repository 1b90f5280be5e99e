"""Paying wins: the one path from hand values to a `Payment`, liability (pao) included.

/win, /score and the score sheet all pay through `pay_win`, so a liable player is accepted
or refused by the same rule (`liability.check_liability`) whichever way the hand was given.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.payment.liability import UNKNOWN, Grounds, check_liability
from scoring.payment.types import Payment
from scoring.payment.win import Win, pay_wins
from scoring.points import Valued, value_of
from scoring.rules.schema import Ruleset
from scoring.value import HandValue


# Read-only by convention, not frozen: see scoring/payment/types.py.
@dataclass(slots=True)
class Claim:
    """One win to pay: seats of the hand (0 = dealer), its value, and who may be liable."""

    winner: int
    value: HandValue
    discarder: int | None = None  # None = tsumo
    pao: int | None = None
    grounds: Grounds = UNKNOWN  # what the hand shows that could make `pao` liable
    field: str = ""  # prefix of the fields its errors name, e.g. "events[3].wins[0]."


# Read-only by convention, not frozen: see scoring/payment/types.py.
@dataclass(slots=True)
class PaidWin:
    payment: Payment
    valued: tuple[Valued, ...]  # per claim, in the claims' order


def pay_win(rules: Ruleset, claims: Sequence[Claim], honba: int, kyotaku: int) -> PaidWin:
    """Pay one tsumo, one ron, or several rons on one discard; refuse a liable player the
    house's rule does not make liable for that hand."""
    for claim in claims:
        if claim.pao is not None:
            check_liability(rules, claim.value, claim.discarder is None, claim.grounds,
                            f"{claim.field}pao")
    valued = tuple(value_of(rules, c.value) for c in claims)
    wins = [Win(c.winner, v, c.discarder, c.pao) for c, v in zip(claims, valued, strict=True)]
    return PaidWin(pay_wins(rules, wins, honba, kyotaku), valued)
