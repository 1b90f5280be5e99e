"""`POST /houses/{id}/draw`: an exhaustive or abortive draw's payments and what follows."""

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
from scoring.errors import ErrorCode, impossible
from scoring.payment.draw import abortive_draw, exhaustive_draw
from scoring.rules.schema import Ruleset

FIELDS = {"tenpai", "honba", "kyotaku", "nagashi", "round_wind", "abortive", "all_last"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    honba = get_int(request, "honba", 0, bound=bounds.HONBA)
    kyotaku = get_int(request, "kyotaku", 0, bound=bounds.KYOTAKU)
    abortive = get_str(request, "abortive")
    if abortive is not None:
        if request.get("tenpai") or request.get("nagashi"):
            raise impossible(
                ErrorCode.ABORTIVE_WITH_TENPAI,
                "An abortive draw has no tenpai or nagashi.",
                "abortive",
            )
        result = abortive_draw(rules, abortive, honba, get_bool(request, "all_last"))
    else:
        tenpai = int_list(request, "tenpai", required=True, max_items=bounds.MAX_SEATS) or []
        nagashi = int_list(request, "nagashi", max_items=bounds.MAX_SEATS) or []
        round_wind = get_str(request, "round_wind", "E") or "E"
        result = exhaustive_draw(rules, tenpai, honba, kyotaku, nagashi, round_wind)
    return {
        **result.payment.to_dict(),
        "dealer_keeps": result.dealer_keeps,
        "next_honba": result.next_honba,
    }
