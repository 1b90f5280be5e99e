"""han/fu → limit → base points, and which han/fu pairs can occur at all."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import Kazoe, LimitRules, Ruleset
from scoring.value import HandValue, Limit

MANGAN_BASE = 2000
LIMIT_BASE = {
    Limit.MANGAN: 2000,
    Limit.HANEMAN: 3000,
    Limit.BAIMAN: 4000,
    Limit.SANBAIMAN: 6000,
    Limit.YAKUMAN: 8000,
}
# Fu values a regular (non-seven-pairs) hand can round to: 20 (pinfu tsumo) .. 110.
REGULAR_FU = frozenset(range(20, 120, 10))
# Base points at or above which kiriage pays a mangan (30 fu 4 han, 60 fu 3 han).
KIRIAGE_BASE = 1920


# Read-only by convention, not frozen: see scoring/payment/types.py.
@dataclass(slots=True)
class Valued:
    """A hand's base points and the limit it reached, if any."""

    han: int
    fu: int
    yakuman: int
    limit: Limit | None
    base: int


def value_of(rules: Ruleset, value: HandValue) -> Valued:
    return _value_of(rules.limits, value)


def _value_of(lim: LimitRules, value: HandValue) -> Valued:
    return limit_value(lim, value.han, value.fu, value.yakuman, value.fixed_limit)


def limit_value(lim: LimitRules, han: int, fu: int, yakuman: int = 0,
                fixed_limit: Limit | None = None) -> Valued:
    """What the house's limit rules make of han and fu (or a yakuman multiple): the one
    valuation behind every payment, and the one the evaluator ranks readings by."""
    return Valued(*valuation(lim, han, fu, yakuman, fixed_limit))


# Enum members looked up on their class cost ~100 ns each in Python 3.11: kept at hand
# for valuation, which runs for every payment.
_MANGAN, _HANEMAN, _BAIMAN = Limit.MANGAN, Limit.HANEMAN, Limit.BAIMAN
_SANBAIMAN, _YAKUMAN = Limit.SANBAIMAN, Limit.YAKUMAN
_KAZOE_YAKUMAN = Kazoe.YAKUMAN


def valuation(lim: LimitRules, han: int, fu: int, yakuman: int = 0,
              fixed_limit: Limit | None = None) -> tuple[int, int, int, Limit | None, int]:
    """`limit_value` as a plain tuple (han, fu, yakuman, limit, base): the evaluator ranks
    every reading by it, and a tuple costs a fraction of a frozen dataclass to build."""
    if yakuman:
        multiple = min(yakuman, lim.max_yakuman)
        return han, fu, multiple, _YAKUMAN, LIMIT_BASE[_YAKUMAN] * multiple
    han, fu = _folded(lim.fold_fu_from, han, fu)
    limit: Limit | None
    if han >= lim.kazoe_han and lim.kazoe is _KAZOE_YAKUMAN:
        limit = _YAKUMAN
    elif han >= lim.sanbaiman_han:
        limit = _SANBAIMAN
    elif han >= lim.baiman_han:
        limit = _BAIMAN
    elif han >= lim.haneman_han:
        limit = _HANEMAN
    elif han >= lim.mangan_han:
        limit = _MANGAN
    else:
        raw = fu * 2 ** (han + 2)
        if raw >= MANGAN_BASE or (lim.kiriage and raw >= KIRIAGE_BASE):
            limit = _MANGAN
        else:
            limit = None
            if fixed_limit is None:
                return han, fu, 0, None, raw
    if fixed_limit is not None and (limit is None or LIMIT_BASE[fixed_limit] > LIMIT_BASE[limit]):
        limit = fixed_limit
    assert limit is not None
    return han, fu, 1 if limit is _YAKUMAN else 0, limit, LIMIT_BASE[limit]


def _folded(fold_from: int | None, han: int, fu: int) -> tuple[int, int]:
    while fold_from is not None and fu >= fold_from:
        han, fu = han + 1, -(-fu // 20) * 10  # half the fu, rounded up to 10
    return han, fu


def check_han_fu(rules: Ruleset, han: int, fu: int, tsumo: bool) -> None:
    """Refuse han/fu pairs that no hand can have under this house's fu rules."""
    hand = rules.hand
    if han < 1:
        raise impossible(ErrorCode.HAN_OUT_OF_RANGE, "A winning hand has at least 1 han.", "han")
    if fu == hand.chiitoitsu_fu and fu not in REGULAR_FU:
        # Only seven pairs scores this fu; it carries its own han, and menzen tsumo on a tsumo.
        need = hand.chiitoitsu_han + (1 if tsumo else 0)
        if han < need:
            raise impossible(
                ErrorCode.IMPOSSIBLE_HAN_FU,
                f"{fu} fu is seven pairs, which is at least {need} han here.",
                "han",
            )
        return
    if fu not in REGULAR_FU:
        raise impossible(
            ErrorCode.IMPOSSIBLE_FU,
            f"{fu} fu does not exist here: fu is 20 to 110 in steps of 10"
            f" (or {hand.chiitoitsu_fu} for seven pairs).",
            "fu",
        )
    if fu == 20:
        if not tsumo:
            raise impossible(
                ErrorCode.IMPOSSIBLE_HAN_FU,
                "20 fu only occurs on a pinfu tsumo, never on a ron.", "fu"
            )
        if not hand.pinfu_tsumo_20fu:
            raise impossible(
                ErrorCode.IMPOSSIBLE_HAN_FU,
                "This house counts no 20 fu hands (pinfu tsumo is 30 fu).",
                "fu",
            )
        if han < 2:
            raise impossible(
                ErrorCode.IMPOSSIBLE_HAN_FU,
                "A 20 fu pinfu tsumo is at least 2 han.", "han",
            )
