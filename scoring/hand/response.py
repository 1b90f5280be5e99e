"""The `/score` response: evaluation, payment and display names, built for speed.

Scoring from tiles is the hot path of the app and of the benchmark, so what a response adds
to an evaluation is looked up rather than recomputed (see the caches below); the public
entry is `scoring.service.score`.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from scoring.errors import impossible
from scoring.hand.evaluate import SCORE_FIELDS, YakuHit, evaluate
from scoring.hand.request import read_hand
from scoring.payment.win import Win, pay_wins
from scoring.points import value_of
from scoring.requests import get_int, reject_unknown, require_object
from scoring.rules.memo import MAX_ENTRIES, PerRuleset
from scoring.rules.schema import Ruleset
from scoring.value import HandValue


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


@cache
def _yaku_names() -> dict[str, dict[str, str]]:
    """Display names are UI text kept with the web assets; the core emits ids only."""
    path = Path(__file__).resolve().parents[2] / "webapp/static/i18n/yaku.json"
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
_PAID_PER_HOUSE = PerRuleset()


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
        if len(_YAKU_ENTRIES) >= MAX_ENTRIES:
            _YAKU_ENTRIES.clear()
        entries = _YAKU_ENTRIES[hits] = tuple(out)
    return entries


def _paid(rules: Ruleset, value: HandValue, winner: int, discarder: int | None,
          pao: int | None, honba: int, kyotaku: int) -> _Paid:
    """The payment part of a response; raises what `pay_wins` raises for a bad win.
    Only successful payments are remembered: they depend on nothing but the key."""
    known = _PAID_PER_HOUSE.table(rules)
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
        known[key] = paid
    return paid


_PAY_FIELDS = frozenset(("pao", "honba", "kyotaku"))


def _int_or(request: dict[str, Any], key: str, default: Any) -> Any:
    """`get_int(request, key, default)`, with the plain int most requests carry read directly."""
    value = request.get(key, default)
    if value.__class__ is int or (value is None and default is None):
        return value
    return get_int(request, key, default)  # refuses it (or returns the default)


def score_response(rules: Ruleset, request: Any) -> dict[str, Any]:
    """The `/score` response: the hand evaluated under `rules`, then paid like `win`."""
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
