"""Points carried into a night (`/sessions` `carried`, a shared table's `carried`): each an
integer, a decimal (exactly as written: 12.3 is 123/10), or the exact fraction as a string
("-31/3", "12.5"), since a tournament's totals are settlement points the house's arithmetic
keeps exact and a third of an uma written as a decimal would not be the same total.

`written` gives a total back in the form that reads back to the very same fraction."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import check_bound
from scoring.api.read.tournament import number
from scoring.errors import ErrorCode, impossible, malformed

# An optional sign, digits, then a decimal part or a denominator (never 0), nothing else.
EXACT = re.compile(r"-?[0-9]{1,12}(?:\.[0-9]{1,12}|/[1-9][0-9]{0,11})?")


def read_point(raw: Any, field: str) -> Fraction:
    if isinstance(raw, str):
        if not EXACT.fullmatch(raw):
            raise malformed(ErrorCode.BAD_POINTS,
                            f"'{field}' as a string is an exact number such as '12.5' or "
                            "'-31/3'.", field)
        value = Fraction(raw)
        check_bound(value, bounds.SESSION_POINTS, field)  # type: ignore[arg-type]
        return value
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        raise malformed(ErrorCode.WRONG_TYPE, "'carried' holds numbers.", field)
    return number(raw, bounds.SESSION_POINTS, field)


def read_carried(request: dict[str, Any], count: int) -> list[Fraction] | None:
    """`request["carried"]`: one entry per participant, or None when absent."""
    if "carried" not in request:
        return None
    raw = request["carried"]
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'carried' must be a list.", "carried")
    if len(raw) > bounds.MAX_PARTICIPANTS:
        raise impossible(ErrorCode.TOO_MANY_ITEMS,
                         f"'carried' holds at most {bounds.MAX_PARTICIPANTS} items.", "carried")
    points = [read_point(v, f"carried[{i}]") for i, v in enumerate(raw)]
    if len(points) != count:
        raise impossible(ErrorCode.WRONG_LENGTH, "'carried' has one entry per participant.",
                         "carried")
    return points


def written(value: Fraction) -> int | float | str:
    """The JSON form reading back to `value`: an int, a decimal float, else "p/q"."""
    if value.denominator == 1:
        return value.numerator
    as_float = float(value)
    return as_float if Fraction(repr(as_float)) == value else str(value)
