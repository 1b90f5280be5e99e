"""Paying a penalty (chombo, false call, ...) and what it does to the hand and the deal.

Each house lists its kinds in `[penalties.<kind>]`; this module only reads those fields.
Seats are the hand's seats (0 = dealer).
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.errors import ErrorCode, impossible
from scoring.payment.draw import seat_set
from scoring.payment.types import TABLE, Kind, Payment, Transfer
from scoring.payment.win import DEALER, check_seat, tsumo_points
from scoring.points import LIMIT_BASE
from scoring.rules.penalty import (
    AllLastDealer,
    DealerAfter,
    HandAfter,
    HonbaAfter,
    PenaltyForm,
    PenaltyRules,
)
from scoring.rules.schema import Ruleset


@dataclass(frozen=True)
class PenaltyResult:
    payment: Payment
    final_adjustment: list[int]  # points off each seat's final total (never paid to anyone)
    hand: HandAfter
    dealer_keeps: bool
    next_honba: int
    ends_game: bool
    dead_hand: bool  # the offender may no longer win this hand


def penalty_rules(rules: Ruleset, kind: str) -> PenaltyRules:
    found = rules.penalties.get(kind)
    if found is None:
        kinds = ", ".join(sorted(rules.penalties)) or "none"
        raise impossible(
            ErrorCode.UNKNOWN_PENALTY_KIND,
            f"This house has no penalty '{kind}' (it has: {kinds}).", "kind"
        )
    return found


def _points(rules: Ruleset, p: PenaltyRules, offender: int) -> tuple[list[Transfer], list[int]]:
    n = rules.players
    others = [s for s in range(n) if s != offender]
    final = [0] * n
    if p.form is PenaltyForm.LIMIT:
        # Paid like the limit hand won by tsumo by each of the others: the offender's
        # payment to the dealer (or, when the offender deals, to everyone) is the dealer's share.
        shares = tsumo_points(rules, LIMIT_BASE[p.limit], offender)
        bonus = 0 if p.tsumo_bonus else rules.payment.tsumo_bonus
        return [Transfer(offender, s, shares[s] - bonus, Kind.PENALTY) for s in others], final
    if p.form is PenaltyForm.EACH:
        return [Transfer(offender, s, p.points, Kind.PENALTY) for s in others], final
    if p.form is PenaltyForm.TABLE:
        return [Transfer(offender, TABLE, p.points, Kind.PENALTY)], final
    if p.form is PenaltyForm.FINAL:
        final[offender] = -p.points
    return [], final


def apply_penalty(
    rules: Ruleset,
    kind: str,
    offender: int,
    honba: int,
    kyotaku: int,
    riichi: list[int] | None = None,
    all_last: bool = False,
) -> PenaltyResult:
    """`riichi`: seats that declared riichi this hand (their sticks may be returned)."""
    p = penalty_rules(rules, kind)
    check_seat(rules, offender, "offender")
    if honba < 0:
        raise impossible(ErrorCode.NEGATIVE_HONBA, "honba cannot be negative.", "honba")
    if kyotaku < 0:
        raise impossible(ErrorCode.NEGATIVE_KYOTAKU, "kyotaku cannot be negative.", "kyotaku")
    declared = seat_set(rules, riichi or [], "riichi")
    if len(declared) > kyotaku:
        raise impossible(
            ErrorCode.RIICHI_EXCEEDS_KYOTAKU,
            "More riichi declarations this hand than sticks on the table.",
            "riichi",
        )
    transfers, final = _points(rules, p, offender)
    if p.hand is not HandAfter.CONTINUE and p.returns_riichi:
        transfers += [Transfer(TABLE, s, rules.riichi.cost, Kind.KYOTAKU) for s in declared]
    keeps, next_honba, ends_game = _deal_after(p, offender, honba, all_last)
    return PenaltyResult(
        Payment(rules.players, tuple(transfers)),
        final,
        p.hand,
        keeps,
        next_honba,
        ends_game,
        p.dead_hand,
    )


def _deal_after(
    p: PenaltyRules, offender: int, honba: int, all_last: bool
) -> tuple[bool, int, bool]:
    """(dealer keeps, next honba, the game ends)."""
    if p.hand is HandAfter.CONTINUE:
        return True, honba, False
    dealer_offended = offender == DEALER
    if all_last and dealer_offended and p.all_last_dealer is AllLastDealer.ENDS_GAME:
        return False, honba, True
    if p.hand is HandAfter.REPLAY:
        return True, honba, False
    if p.dealer is DealerAfter.KEEPS:
        keeps = True
    elif p.dealer is DealerAfter.PASSES:
        keeps = False
    else:
        keeps = not dealer_offended
    if all_last and dealer_offended and p.all_last_dealer is AllLastDealer.KEEPS:
        keeps = True
    if p.honba is HonbaAfter.PLUS_ONE:
        next_honba = honba + 1
    elif p.honba is HonbaAfter.RESET:
        next_honba = 0
    else:
        next_honba = honba
    return keeps, next_honba, False
