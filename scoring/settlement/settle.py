"""Settling one game: the final scores checked, then each seat's line added up."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import Ruleset
from scoring.rules.settlement import FeePayer, Ties
from scoring.settlement.exact import exact_sum, per_1000, rule_fraction
from scoring.settlement.ranking import (
    hand_out_sticks,
    order,
    rank_parts,
    seat_ranks,
    settled_score,
    split_ties,
)
from scoring.settlement.tobi import tobi_prizes
from scoring.settlement.types import OTHER, WIN, SettleInput, Settlement


def _check_list(values: Sequence[object] | None, n: int, name: str) -> None:
    if values is not None and len(values) != n:
        raise impossible(
            ErrorCode.WRONG_LENGTH,
            f"'{name}' needs one entry per player ({n}).", name,
        )


def participants_allowed(rules: Ruleset, count: int) -> bool:
    """Whether a game at this house may have `count` participants (seats, or more: 4人回し)."""
    return rules.players <= count <= rules.most_participants


def settle(rules: Ruleset, inp: SettleInput) -> Settlement:
    n = len(inp.scores)
    if not participants_allowed(rules, n):
        wanted = (f"{rules.players}" if rules.most_participants == rules.players
                  else f"{rules.players} to {rules.most_participants}")
        raise impossible(
            ErrorCode.WRONG_LENGTH,
            f"'scores' needs one entry per player ({wanted}).", "scores",
        )
    for name in ("kyotaku_owners", "chips", "busted_by", "busted_how", "penalties", "prizes"):
        _check_list(getattr(inp, name), n, name)
    if inp.kyotaku < 0:
        raise impossible(ErrorCode.NEGATIVE_KYOTAKU, "kyotaku cannot be negative.", "kyotaku")
    if inp.chips is not None and sum(inp.chips) != 0:
        raise impossible(
            ErrorCode.CHIPS_NOT_ZERO_SUM,
            "Chips won and lost must add up to 0.", "chips",
        )
    for seat, buster in enumerate(inp.busted_by or []):
        if buster is not None and (not 0 <= buster < n or buster == seat):
            raise impossible(
                ErrorCode.BAD_BUSTER,
                "busted_by names another seat (or null).", f"busted_by[{seat}]"
            )
    for seat, how in enumerate(inp.busted_how or []):
        if how not in (None, WIN, OTHER):
            raise impossible(ErrorCode.BAD_BUSTED_HOW, "busted_how is 'win', 'other' or null.",
                             f"busted_how[{seat}]")
    st = rules.settlement
    scores, lost = hand_out_sticks(rules, inp)
    positions = order(scores)
    settled = [settled_score(rules, s) for s in scores]
    lines = rank_parts(rules, settled, positions)
    if st.ties is Ties.SPLIT:
        split_ties(rules, lines, scores, positions)
    top = positions[0]
    tobi_prizes(rules, inp, lines, top)
    for seat in range(n):
        line = lines[seat]
        if inp.chips is not None:
            line.chips = inp.chips[seat] * rule_fraction(st.chip_value)
        if inp.prizes is not None:
            line.prizes = inp.prizes[seat]
        if inp.penalties is not None:
            line.penalty = per_1000(rules, inp.penalties[seat])
    if st.fee:
        payers = range(n) if st.fee_payer is FeePayer.EACH else [top]
        for seat in payers:
            lines[seat].fee = -rule_fraction(st.fee)
    points = [line.total for line in lines]
    return Settlement(scores, seat_ranks(rules, scores, positions), lines, lost,
                      off_table=-exact_sum(points), points=points)
