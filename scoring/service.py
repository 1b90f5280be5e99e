"""The core's public operations on JSON-shaped dicts: the same contract as the HTTP API.

Every function takes a house id and a request dict and returns a response dict, or raises
`ScoringError` with a stable code. The web layer only translates HTTP to these calls.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from scoring.catalog import catalog_rules
from scoring.errors import ErrorKind, ScoringError, impossible
from scoring.game import api as flow
from scoring.hand.evaluate import SCORE_FIELDS, YakuHit, evaluate
from scoring.hand.request import read_hand
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


def ruleset(house_id: str) -> Ruleset:
    if not isinstance(house_id, str) or house_id not in _known_houses():
        raise ScoringError(
            "unknown_house", f"No house with id '{house_id}'.", "house", ErrorKind.NOT_FOUND
        )
    return _shipped_ruleset(house_id)


@cache
def _shipped_ruleset(house_id: str) -> Ruleset:
    # By id alone: every request looks its house up, and hashing a folder path each time
    # is measurable on the scoring hot path.
    return load_ruleset(house_id)


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


def check_pao_applies_to_hand(
    rules: Ruleset, evaluation: Any, request: dict[str, Any], tsumo: bool
) -> None:
    """From tiles we know the yaku: liability needs one of the house's pao yaku in the hand,
    or a rinshan tsumo on a daiminkan where the house makes its giver liable."""
    yaku_ids = {hit.id for hit in evaluation.yaku}
    if yaku_ids & set(rules.payment.pao_yaku):
        return
    daiminkan = any(m.get("kind") == "minkan" for m in request.get("melds") or ())
    if tsumo and rules.payment.rinshan_pao and request.get("rinshan") and daiminkan:
        return
    raise impossible(
        "pao_not_applicable",
        "This hand has none of the house's pao yaku "
        f"({', '.join(rules.payment.pao_yaku) or 'none'}) and is no rinshan tsumo on a "
        "daiminkan where its giver is liable.",
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
    }


@cache
def _yaku_names() -> dict[str, dict[str, str]]:
    """Display names are UI text kept with the web assets; the core emits ids only."""
    path = Path(__file__).resolve().parent.parent / "webapp/static/i18n/yaku.json"
    return json.loads(path.read_text("utf-8"))  # type: ignore[no-any-return]


# What `score` adds to an evaluation is looked up, not recomputed: hands repeat the same few
# yaku and the same few (value, seats, sticks) payments. Only immutable parts are kept;
# each response is built from them afresh, so a caller may change what it was given.
# id, han, yakuman, limit, and the display names (a template: only copies are handed out)
_YakuEntry = tuple[str, int, int, str | None, dict[str, str]]
_YAKU_ENTRIES: dict[tuple[YakuHit, ...], tuple[_YakuEntry, ...]] = {}  # by a hand's yaku
# limit, deltas, kyotaku_delta, then templates of the payments and value dicts: never
# handed out themselves, only shallow copies (their values are immutable).
_Paid = tuple[str | None, tuple[int, ...], int, tuple[dict[str, Any], ...], dict[str, Any]]
_PaidKey = tuple[int, int, int, Any, int, int | None, int | None, int, int]
_PAID_PER_HOUSE: dict[int, tuple[Ruleset, dict[_PaidKey, _Paid]]] = {}
_CACHE_SIZE = 4096


def _yaku_entries(hits: tuple[YakuHit, ...]) -> tuple[_YakuEntry, ...]:
    """A hand's yaku with their display names; hands repeat the same few combinations."""
    entries = _YAKU_ENTRIES.get(hits)
    if entries is None:
        names = _yaku_names()
        out = []
        for hit in hits:
            name = names.get(hit.id)
            if name is None:
                name = {"ja": hit.id, "en": hit.id}
            out.append((hit.id, hit.han, hit.yakuman, hit.limit.value if hit.limit else None,
                        name))
        if len(_YAKU_ENTRIES) >= _CACHE_SIZE:
            _YAKU_ENTRIES.clear()
        entries = _YAKU_ENTRIES[hits] = tuple(out)
    return entries


def _paid(rules: Ruleset, value: HandValue, winner: int, discarder: int | None,
          pao: int | None, honba: int, kyotaku: int) -> _Paid:
    """The payment part of a response; raises what `pay_wins` raises for a bad win.
    Only successful payments are remembered: they depend on nothing but the key."""
    entry = _PAID_PER_HOUSE.get(id(rules))
    if entry is None or entry[0] is not rules:  # a ruleset is never changed once built
        if len(_PAID_PER_HOUSE) >= 64:
            _PAID_PER_HOUSE.clear()
        entry = _PAID_PER_HOUSE[id(rules)] = (rules, {})
    known = entry[1]
    key = (value.han, value.fu, value.yakuman, value.fixed_limit, winner, discarder, pao,
           honba, kyotaku)
    paid = known.get(key)
    if paid is None:
        valued = value_of(rules, value)
        payment = pay_wins(rules, [Win(winner, valued, discarder, pao)], honba, kyotaku)
        limit = valued.limit.value if valued.limit else None
        paid = (
            limit,
            tuple(payment.deltas),
            payment.kyotaku_delta,
            tuple(t.to_dict() for t in payment.transfers if t.points),
            {"han": valued.han, "fu": valued.fu, "yakuman": valued.yakuman, "limit": limit,
             "base_points": valued.base},
        )
        if len(known) >= _CACHE_SIZE:
            known.clear()
        known[key] = paid
    return paid


_PAY_FIELDS = frozenset(("pao", "honba", "kyotaku"))


def _int_or(request: dict[str, Any], key: str, default: Any) -> Any:
    """`get_int(request, key, default)`, with the plain int most requests carry read directly."""
    value = request.get(key, default)
    if value.__class__ is int or (value is None and default is None):
        return value
    return get_int(request, key, default)  # refuses it (or returns the default)


def score(house_id: str, request: Any) -> dict[str, Any]:
    """Evaluate a hand from its tiles under the house's rules, then pay it like `win`."""
    rules = ruleset(house_id)
    request = require_object(request)
    if not request.keys() <= SCORE_FIELDS:
        reject_unknown(request, SCORE_FIELDS)  # names the first unknown field
    # `evaluate_request`, without its extra call: every microsecond here is per request.
    evaluation = evaluate(read_hand(request), rules.tiles, rules.hand, rules.players)
    # read_hand has checked winner (int) and discarder (int or None); their seats are
    # checked by pay_wins, in the same order as before.
    discarder = request["discarder"]
    if _PAY_FIELDS.isdisjoint(request):  # most requests: no liability, honba or sticks
        pao, honba, kyotaku = None, 0, 0
    else:  # read and refused in this order
        pao = _int_or(request, "pao", None)
        if pao is not None:
            check_pao_applies_to_hand(rules, evaluation, request, tsumo=discarder is None)
        honba = _int_or(request, "honba", 0)
        kyotaku = _int_or(request, "kyotaku", 0)
    limit, deltas, kyotaku_delta, payments, value = _paid(
        rules, evaluation.value, request["winner"], discarder, pao, honba, kyotaku
    )
    dora = evaluation.dora
    # The layout of `Evaluation.to_dict`, each yaku with its display name, then the payment.
    return {
        "yaku": [
            {"id": y[0], "han": y[1], "yakuman": y[2], "limit": y[3],
             "name": y[4].copy()}
            for y in _yaku_entries(evaluation.yaku)
        ],
        "yakuman": evaluation.yakuman,
        "han": evaluation.han,
        "fu": evaluation.fu,
        "fu_details": [{"reason": r, "fu": fu} for r, fu in evaluation.fu_details],
        "dora": {"dora": dora.dora, "aka": dora.aka, "ura": dora.ura, "nuki": dora.nuki,
                 "flower": dora.flower},
        "limit": limit,
        "deltas": list(deltas),
        "kyotaku_delta": kyotaku_delta,
        "payments": [p.copy() for p in payments],
        "value": value.copy(),
    }


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
