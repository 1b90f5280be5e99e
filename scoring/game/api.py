"""JSON-shaped requests and responses for `/draw`, `/penalty`, `/settle`, `/check` and
`/games/replay` (shared/api.md). `scoring.service` exposes them; the web layer maps errors.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoring.errors import ScoringError, impossible, malformed
from scoring.game.check import check as check_action
from scoring.game.events import (
    HandValuer,
    get_bool,
    get_str,
    int_list,
    read_event,
    str_list,
)
from scoring.game.replay import replay_game
from scoring.payment.draw import abortive_draw, exhaustive_draw
from scoring.payment.penalty import apply_penalty
from scoring.requests import get_int, reject_unknown, require_object
from scoring.rules.schema import Ruleset
from scoring.settle import SettleInput, settle, settlement_dict

DRAW_FIELDS = {"tenpai", "honba", "kyotaku", "nagashi", "round_wind", "abortive", "all_last"}
PENALTY_FIELDS = {"kind", "offender", "honba", "kyotaku", "riichi", "all_last"}
SETTLE_FIELDS = {
    "scores", "kyotaku", "chips", "busted_by", "busted_how", "kyotaku_owners", "penalties",
}


def draw(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, DRAW_FIELDS)
    honba = get_int(request, "honba", 0)
    kyotaku = get_int(request, "kyotaku", 0)
    abortive = get_str(request, "abortive")
    if abortive is not None:
        if request.get("tenpai") or request.get("nagashi"):
            raise impossible(
                "abortive_with_tenpai", "An abortive draw has no tenpai or nagashi.", "abortive"
            )
        result = abortive_draw(rules, abortive, honba, get_bool(request, "all_last"))
    else:
        tenpai = int_list(request, "tenpai", required=True) or []
        nagashi = int_list(request, "nagashi") or []
        round_wind = get_str(request, "round_wind", "E") or "E"
        result = exhaustive_draw(rules, tenpai, honba, kyotaku, nagashi, round_wind)
    return {
        **result.payment.to_dict(),
        "dealer_keeps": result.dealer_keeps,
        "next_honba": result.next_honba,
    }


def penalty(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, PENALTY_FIELDS)
    kind = get_str(request, "kind")
    if kind is None:
        raise malformed("missing_field", "'kind' is required.", "kind")
    result = apply_penalty(
        rules,
        kind,
        get_int(request, "offender"),
        get_int(request, "honba", 0),
        get_int(request, "kyotaku", 0),
        int_list(request, "riichi") or [],
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


def settle_request(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, SETTLE_FIELDS)
    scores = int_list(request, "scores", required=True)
    assert scores is not None
    inp = SettleInput(
        scores=scores,
        kyotaku=get_int(request, "kyotaku", 0),
        kyotaku_owners=int_list(request, "kyotaku_owners"),
        chips=int_list(request, "chips"),
        busted_by=int_list(request, "busted_by", nullable=True),
        busted_how=str_list(request, "busted_how"),
        penalties=int_list(request, "penalties"),
    )
    total = rules.game.start_points * rules.players
    if sum(scores) + inp.kyotaku * rules.riichi.cost > total:
        raise impossible(
            "scores_exceed_total",
            f"The scores and sticks add up to more than the {total} points in play.",
            "scores",
        )
    return settlement_dict(rules, settle(rules, inp))


def replay(rules: Ruleset, request: Any, valuer: HandValuer) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, {"events"})
    raw = request.get("events")
    if not isinstance(raw, list):
        raise malformed("wrong_type", "'events' must be a list.", "events")
    events = [read_event(rules, e, i, valuer) for i, e in enumerate(raw)]
    return {"states": replay_game(rules, events)}


def check(rules: Ruleset, request: Any) -> dict[str, Any]:
    return check_action(rules, require_object(request))


def prefixed(valuer: Callable[[dict[str, Any], Ruleset, bool], Any], rules: Ruleset) -> HandValuer:
    """Adapt the service's hand valuer so its errors name the event's field."""

    def value(entry: dict[str, Any], prefix: str, tsumo: bool) -> Any:
        try:
            return valuer(entry, rules, tsumo)
        except ScoringError as exc:
            if exc.field:
                exc.field = prefix + exc.field
            raise

    return value
