"""`POST /houses/{id}/penalty`: a penalty's payments, and what happens to the hand."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import (
    get_bool,
    get_int,
    get_str,
    int_list,
    reject_unknown,
    require_object,
)
from scoring.errors import ErrorCode, malformed
from scoring.payment.penalty import apply_penalty
from scoring.rules.schema import Ruleset

FIELDS = {"kind", "offender", "honba", "kyotaku", "riichi", "all_last"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    kind = get_str(request, "kind")
    if kind is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'kind' is required.", "kind")
    result = apply_penalty(
        rules,
        kind,
        get_int(request, "offender"),
        get_int(request, "honba", 0, bound=bounds.HONBA),
        get_int(request, "kyotaku", 0, bound=bounds.KYOTAKU),
        int_list(request, "riichi", max_items=bounds.MAX_SEATS) or [],
        get_bool(request, "all_last"),
    )
    return {
        **result.payment.to_dict(),
        "final_adjustment": result.final_adjustment,
        "hand": result.hand.value,
        "dealer_keeps": result.dealer_keeps,
        "next_honba": result.next_honba,
        "ends_game": result.ends_game,
        "dead_hand": result.dead_hand,
    }
