"""A settlement as the `/settle` answer gives it (docs/api.md)."""

from __future__ import annotations

from fractions import Fraction

from scoring.rules.schema import Ruleset
from scoring.settlement.types import Settlement


def number(value: Fraction) -> int | float:
    """A JSON number: an int when whole (its numerator, read without Fraction's division)."""
    return value.numerator if value.denominator == 1 else float(value)


def settlement_dict(rules: Ruleset, result: Settlement) -> dict[str, object]:
    """The `/settle` response body (docs/api.md)."""
    st = rules.settlement
    return {
        "ranks": result.ranks,
        "points": [number(p) for p in result.points],
        "breakdown": [
            {
                "raw": number(line.raw),
                "oka": number(line.oka),
                "uma": number(line.uma),
                "chips": number(line.chips),
                "tobi": number(line.tobi),
                "other": number(line.prizes + line.penalty),
                "prizes": number(line.prizes),
                "penalty": number(line.penalty),
                "fee": number(line.fee),
            }
            for line in result.lines
        ],
        "scores": result.scores,
        "unit": st.unit_en,
        "unit_ja": st.unit_ja,
        "zero_sum": result.off_table == 0,
        # Points that left the players: the game fee, penalties given to nobody, lost sticks.
        "off_table": number(result.off_table),
        "left_on_table": result.left_on_table,
    }
