"""Busting (飛び): when a score busts its player, and the tobi prizes paid for it."""

from __future__ import annotations

from scoring.errors import ErrorCode, impossible
from scoring.rules.game import Tobi
from scoring.rules.schema import Ruleset
from scoring.rules.settlement import TobiPrize
from scoring.settlement.exact import rule_fraction
from scoring.settlement.types import OTHER, WIN, Line, SettleInput

# Enum members looked up on their class cost ~50 ns each in Python 3.11, and `busted` is
# asked for every player after every hand of a replay: kept at hand.
_BELOW_ZERO = Tobi.BELOW_ZERO
_AT_ZERO = Tobi.AT_ZERO


def busted(rules: Ruleset, score: int) -> bool:
    tobi = rules.game.tobi
    if tobi is _BELOW_ZERO:
        return score < 0
    if tobi is _AT_ZERO:
        return score <= 0
    return False


def tobi_prizes(rules: Ruleset, inp: SettleInput, lines: list[Line], top: int) -> None:
    n = len(inp.scores)
    st = rules.settlement
    for seat in range(n):
        buster = inp.busted_by[seat] if inp.busted_by else None
        if not busted(rules, inp.scores[seat]):
            if buster is not None:
                raise impossible(
                    ErrorCode.NOT_BUSTED,
                    f"Seat {seat} did not bust, so nobody busted them.", "busted_by"
                )
            continue
        how = (inp.busted_how[seat] if inp.busted_how else None) or (
            WIN if buster is not None else OTHER
        )
        prize: TobiPrize = st.tobi_by_win if how == WIN else st.tobi_by_other
        if not prize.paid:
            continue
        lines[seat].tobi -= rule_fraction(prize.paid)
        receiver = buster if buster is not None and buster != seat else top
        lines[receiver].tobi += rule_fraction(prize.to_buster)
        lines[top].tobi += rule_fraction(prize.to_top)
        opposite = (seat + 2) % n if n == 4 == rules.players else top
        lines[opposite].tobi += rule_fraction(prize.to_opposite)
