"""Reading a hand's value given as `{"han", "fu"}` or `{"yakuman"}` (/win and score sheets)."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import get_int
from scoring.errors import ErrorCode, ScoringError, impossible
from scoring.points import check_han_fu
from scoring.rules.schema import Ruleset
from scoring.value import HandValue


def read_value(request: dict[str, Any], rules: Ruleset, tsumo: bool,
               prefix: str = "") -> HandValue:
    """A HandValue, refusing pairs no hand can have; errors name `prefix` + the field."""
    if "yakuman" in request:
        if "han" in request or "fu" in request:
            raise impossible(ErrorCode.YAKUMAN_WITH_HAN_FU,
                             "Give either han and fu, or yakuman, not both.", prefix + "yakuman")
        multiple = get_int(request, "yakuman", field=prefix + "yakuman")
        if multiple < bounds.YAKUMAN.low:
            raise impossible(ErrorCode.YAKUMAN_OUT_OF_RANGE, "'yakuman' must be at least 1.",
                             prefix + "yakuman")
        if multiple > min(rules.limits.max_yakuman, bounds.YAKUMAN.high):
            raise impossible(
                ErrorCode.YAKUMAN_OUT_OF_RANGE,
                f"This house pays at most {rules.limits.max_yakuman} yakuman.",
                prefix + "yakuman",
            )
        return HandValue(yakuman=multiple)
    han = get_int(request, "han", field=prefix + "han")
    fu = get_int(request, "fu", field=prefix + "fu")
    if han > bounds.HAN.high:  # below 1 is check_han_fu's, with its own sentence
        raise impossible(bounds.HAN.code, f"'han' must be at most {bounds.HAN.high}.",
                         prefix + "han")
    if fu > bounds.FU.high:
        raise impossible(bounds.FU.code, f"'fu' must be at most {bounds.FU.high}.",
                         prefix + "fu")
    try:
        check_han_fu(rules, han, fu, tsumo)
    except ScoringError as exc:
        if exc.field:
            exc.field = prefix + exc.field
        raise
    return HandValue(han=han, fu=fu)
