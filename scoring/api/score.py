"""`POST /houses/{id}/score`: evaluate a hand from its tiles, then pay it like /win.

The reading and the answer live in `scoring.hand.response` for now (the hot path of the
app); what is added here is the bounds of the body's numbers, lists and texts.
"""

from __future__ import annotations

from typing import Any

from scoring.api.read.hand_bounds import check_hand_bounds
from scoring.hand.evaluate import SCORE_FIELDS
from scoring.hand.response import score_response
from scoring.rules.schema import Ruleset

FIELDS = SCORE_FIELDS


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    if request.__class__ is dict:  # anything else is refused by the reader
        check_hand_bounds(request)
    return score_response(rules, request)
