"""Reading a `/settle` request into a `SettleInput`."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import get_int, int_list, reject_unknown, require_object, str_list
from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import Ruleset
from scoring.settlement.types import SettleInput

FIELDS = {
    "scores", "kyotaku", "chips", "busted_by", "busted_how", "kyotaku_owners", "penalties",
}


def read_settle(rules: Ruleset, request: Any) -> SettleInput:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    seats = bounds.MAX_SEATS
    scores = int_list(request, "scores", required=True, bound=bounds.SCORE, max_items=seats)
    assert scores is not None
    inp = SettleInput(
        scores=scores,
        kyotaku=get_int(request, "kyotaku", 0, bound=bounds.KYOTAKU),
        # Each owner's count is bounded by `kyotaku` itself (bad_kyotaku_owners).
        kyotaku_owners=int_list(request, "kyotaku_owners", max_items=seats),
        chips=int_list(request, "chips", bound=bounds.CHIPS, max_items=seats),
        busted_by=int_list(request, "busted_by", nullable=True, max_items=seats),
        busted_how=str_list(request, "busted_how", max_items=seats),
        penalties=int_list(request, "penalties", bound=bounds.PENALTY_POINTS, max_items=seats),
    )
    total = rules.game.start_points * max(len(scores), rules.players)
    if sum(scores) + inp.kyotaku * rules.riichi.cost > total:
        raise impossible(
            ErrorCode.SCORES_EXCEED_TOTAL,
            f"The scores and sticks add up to more than the {total} points in play.",
            "scores",
        )
    return inp
