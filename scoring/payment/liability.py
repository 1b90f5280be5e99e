"""Liability (pao, 責任払い): the one rule deciding whether a named player may pay for a win.

A player is liable only for a hand holding one of the house's pao yaku, or for a rinshan
tsumo after a daiminkan in a house that makes its giver pay (`payment.rinshan_pao`). What
the caller knows of the hand is given as `Grounds`: a hand scored from its tiles knows its
yaku and its kans; a hand given as han/fu or a yakuman multiple knows neither, so a yakuman
may be a pao yaku and any tsumo may be that rinshan.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import Ruleset
from scoring.value import HandValue


@dataclass(frozen=True)
class Grounds:
    """What is known of a hand that could make a player liable; None = not known."""

    yaku: frozenset[str] | None = None  # the hand's yaku ids
    rinshan_after_daiminkan: bool | None = None


UNKNOWN = Grounds()  # a hand given by its value only


def check_liability(
    rules: Ruleset, value: HandValue, tsumo: bool, grounds: Grounds, field: str = "pao"
) -> None:
    """Refuse a liable player where the house's rule gives none for this hand."""
    pay = rules.payment
    if grounds.yaku is None:
        by_yaku = bool(value.yakuman) and bool(pay.pao_yaku)
    else:
        by_yaku = not grounds.yaku.isdisjoint(pay.pao_yaku)
    by_rinshan = tsumo and pay.rinshan_pao and grounds.rinshan_after_daiminkan is not False
    if by_yaku or by_rinshan:
        return
    raise impossible(
        ErrorCode.PAO_NOT_APPLICABLE,
        "This hand has none of the house's pao yaku "
        f"({', '.join(pay.pao_yaku) or 'none'}) and is no rinshan tsumo on a "
        "daiminkan where its giver is liable.",
        field,
    )


def hand_grounds(evaluation: Any, request: dict[str, Any]) -> Grounds:
    """What a hand scored from its tiles shows: its yaku, and whether it is a rinshan win
    after a daiminkan (a `minkan` meld with the `rinshan` flag)."""
    daiminkan = any(
        isinstance(m, dict) and m.get("kind") == "minkan" for m in request.get("melds") or ()
    )
    return Grounds(
        yaku=frozenset(hit.id for hit in evaluation.yaku),
        rinshan_after_daiminkan=bool(request.get("rinshan")) and daiminkan,
    )
