"""The core's public operations on JSON-shaped dicts: the same contract as the HTTP API.

Every function takes a house id and a request dict and returns a response dict, or raises
`ScoringError` with a stable code. The web layer only translates HTTP to these calls.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from scoring.catalog import catalog_rules
from scoring.errors import ErrorKind, ScoringError, impossible
from scoring.game import api as flow
from scoring.hand.response import score_response
from scoring.payment.call import call_of
from scoring.payment.win import Win, pay_wins
from scoring.points import check_han_fu, value_of
from scoring.requests import get_int, get_seat_or_null, reject_unknown, require_object
from scoring.rules.loader import house_ids, load_ruleset
from scoring.rules.reference import plain
from scoring.rules.schema import Ruleset
from scoring.value import HandValue


@cache
def _known_houses() -> frozenset[str]:
    # Listed once per process: a house added as files is picked up on the next start.
    return frozenset(house_ids())


# Every request looks its house up: by id alone in a plain dict (a str keeps its hash, so
# this is one C-level lookup; hashing a folder path each time is measurable on /score).
# Anything but a plain str (unhashable ones included) takes the checked path.
_LOADED: dict[str, Ruleset] = {}


def ruleset(house_id: str) -> Ruleset:
    rules = _LOADED.get(house_id) if house_id.__class__ is str else None
    return rules if rules is not None else _load_house(house_id)


def _load_house(house_id: str) -> Ruleset:
    if not isinstance(house_id, str) or house_id not in _known_houses():
        raise ScoringError(
            "unknown_house", f"No house with id '{house_id}'.", "house", ErrorKind.NOT_FOUND
        )
    rules = _LOADED.get(house_id)
    if rules is None:  # only known houses are kept, so the dict stays small
        rules = _LOADED[house_id] = load_ruleset(house_id)
    return rules


def _summary(rules: Ruleset) -> dict[str, Any]:
    name = rules.house.name
    return {
        "id": rules.id,
        "name": {"ja": name.ja, "en": name.en},
        "players": rules.players,
        "source": rules.house.source,
    }


def houses() -> dict[str, Any]:
    return {"houses": [_summary(load_ruleset(h)) for h in house_ids()]}


def house(house_id: str) -> dict[str, Any]:
    rules = ruleset(house_id)
    settings = plain(rules)
    settings.pop("id")
    return {**_summary(rules), "rules": catalog_rules(house_id), "ruleset": settings}


def chart(house_id: str) -> dict[str, Any]:
    from scoring.chart import chart as build_chart

    return build_chart(ruleset(house_id))


WIN_FIELDS = {"han", "fu", "yakuman", "winner", "discarder", "honba", "kyotaku", "pao"}


def hand_value(request: dict[str, Any], rules: Ruleset, tsumo: bool) -> HandValue:
    """A HandValue from `{"han", "fu"}` or `{"yakuman"}`, refusing pairs no hand can have."""
    if "yakuman" in request:
        if "han" in request or "fu" in request:
            raise impossible(
                "yakuman_with_han_fu", "Give either han and fu, or yakuman, not both.", "yakuman"
            )
        multiple = get_int(request, "yakuman", minimum=1)
        if multiple > rules.limits.max_yakuman:
            raise impossible(
                "yakuman_out_of_range",
                f"This house pays at most {rules.limits.max_yakuman} yakuman.",
                "yakuman",
            )
        return HandValue(yakuman=multiple)
    han = get_int(request, "han")
    fu = get_int(request, "fu")
    check_han_fu(rules, han, fu, tsumo)
    return HandValue(han=han, fu=fu)


def check_pao_applies(rules: Ruleset, value: HandValue, tsumo: bool) -> None:
    """Liability exists only for the house's pao yakuman, or a rinshan tsumo after a daiminkan."""
    if value.yakuman:
        if not rules.payment.pao_yaku:
            raise impossible("pao_not_applicable", "This house has no pao for yakuman.", "pao")
    elif not (tsumo and rules.payment.rinshan_pao):
        raise impossible(
            "pao_not_applicable",
            "Below yakuman, liability applies only to a rinshan tsumo after a daiminkan, "
            "in houses that have that rule.",
            "pao",
        )


def win(house_id: str, request: Any) -> dict[str, Any]:
    rules = ruleset(house_id)
    request = require_object(request)
    reject_unknown(request, WIN_FIELDS)
    winner = get_int(request, "winner")
    discarder = get_seat_or_null(request, "discarder")
    value = hand_value(request, rules, tsumo=discarder is None)
    valued = value_of(rules, value)
    pao = get_int(request, "pao", None)
    if pao is not None:
        check_pao_applies(rules, value, tsumo=discarder is None)
    payment = pay_wins(
        rules,
        [Win(winner, valued, discarder, pao)],
        honba=get_int(request, "honba", 0),
        kyotaku=get_int(request, "kyotaku", 0),
    )
    return {
        **payment.to_dict(),
        "value": {
            "han": valued.han,
            "fu": valued.fu,
            "yakuman": valued.yakuman,
            "limit": valued.limit.value if valued.limit else None,
            "base_points": valued.base,
        },
        "call": call_of(payment, valued, winner, discarder, pao).to_dict(),
    }


def score(house_id: str, request: Any) -> dict[str, Any]:
    """Evaluate a hand from its tiles under the house's rules, then pay it like `win`."""
    # `ruleset(house_id)` inlined for a house already loaded: this is the hot path.
    rules = _LOADED.get(house_id) if house_id.__class__ is str else None
    return score_response(rules if rules is not None else _load_house(house_id), request)


# ---- game flow: draws, penalties, settlement, replay, checks (scoring/game/api.py) ----


def draw(house_id: str, request: Any) -> dict[str, Any]:
    return flow.draw(ruleset(house_id), request)


def penalty(house_id: str, request: Any) -> dict[str, Any]:
    return flow.penalty(ruleset(house_id), request)


def settle(house_id: str, request: Any) -> dict[str, Any]:
    return flow.settle_request(ruleset(house_id), request)


def _event_hand_value(request: dict[str, Any], rules: Ruleset, tsumo: bool) -> HandValue:
    value = hand_value(request, rules, tsumo)
    if request.get("pao") is not None:
        check_pao_applies(rules, value, tsumo)
    return value


def replay(house_id: str, request: Any) -> dict[str, Any]:
    rules = ruleset(house_id)
    return flow.replay(rules, request, flow.prefixed(_event_hand_value, rules))


def check(house_id: str, request: Any) -> dict[str, Any]:
    return flow.check(ruleset(house_id), request)
