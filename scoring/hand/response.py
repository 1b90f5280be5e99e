"""The `/score` response: evaluation, payment and display names, built for speed.

Scoring from tiles is the hot path of the app and of the benchmark, so what a response adds
to an evaluation is looked up rather than recomputed (see the caches below); the public
entry is `scoring.api.handle("score", …)` (scoring/api/score.py).
"""

from __future__ import annotations

from typing import Any

from scoring.api.read.fields import get_int, reject_unknown, require_object
from scoring.hand.evaluate import SCORE_FIELDS, Evaluation, YakuHit, evaluate
from scoring.hand.request import read_hand
from scoring.names import yaku_names
from scoring.payment.call import Call, call_of
from scoring.payment.chips import hand_chips, is_closed
from scoring.payment.liability import UNKNOWN, Grounds, check_liability, hand_grounds
from scoring.payment.pay import Claim, pay_win
from scoring.rules.memo import MAX_ENTRIES
from scoring.rules.schema import Ruleset
from scoring.value import HandValue


def check_pao_applies_to_hand(
    rules: Ruleset, evaluation: Any, request: dict[str, Any], tsumo: bool
) -> Grounds:
    """The house's one liability rule (`scoring.payment.liability`), on what the tiles show.
    Checked on every request: the payment cache's key holds no yaku."""
    grounds = hand_grounds(evaluation, request)
    check_liability(rules, evaluation.value, tsumo, grounds)
    return grounds


# What `score` adds to an evaluation is looked up, not recomputed: hands repeat the same few
# yaku combinations and the same few (value, seats, sticks) payments. Only immutable parts
# are kept (str, int, None, tuples), and every dict and list of a response is built afresh
# from them, so a caller may change whatever it was given. Measured on the benchmark: a
# small dict built from a literal costs less than `dict.copy()` of a kept template, and a
# plain loop less than a comprehension (in Python 3.11 a comprehension is a function call).

# Per yaku: id, han, yakuman, limit, and its display names in Japanese and English (the
# two languages of scoring/names/yaku.json, as tests/hand/test_response.py checks).
_YakuEntry = tuple[str, int, int, str | None, str, str]
_YAKU_ENTRIES: dict[tuple[YakuHit, ...], tuple[_YakuEntry, ...]] = {}  # by a hand's yaku

# Payments of all houses in one table, so that a request makes one lookup. By house id,
# han, fu, yakuman, fixed limit, winner, discarder, pao, honba and kyotaku; an entry holds
# its Ruleset and counts only for that very object (another ruleset with the same id, such
# as a test's variant of a house, works its own payment out and replaces the entry).
# Then: limit, deltas, kyotaku_delta, the payments as (from, to, points, kind), and the
# value's han, fu, yakuman and base points, and the call (the payment as it is said).
_PaidKey = tuple[str, int, int, int, Any, int, int | None, int | None, int, int]
_Transfer = tuple[int | None, int, int, str]
_Paid = tuple[Ruleset, str | None, tuple[int, ...], int, tuple[_Transfer, ...], int, int, int,
              int, Call]
_PAID: dict[_PaidKey, _Paid] = {}
_MAX_PAID = 4 * MAX_ENTRIES  # a few busy houses' worth; cleared when full

_PAY_FIELDS = frozenset(("pao", "honba", "kyotaku"))
# Most bodies hold only the hand: one C-level superset test then shows both that no field
# is unknown and that there is no liability, honba or sticks to read.
_HAND_ONLY = SCORE_FIELDS - _PAY_FIELDS


def _remember_yaku(hits: tuple[YakuHit, ...]) -> tuple[_YakuEntry, ...]:
    """A combination of yaku with their display names, kept for the next hand with it."""
    names = yaku_names()
    entries = []
    for hit in hits:
        name = names.get(hit.id)
        if name is None:
            name = {"ja": hit.id, "en": hit.id}
        limit = hit.limit.value if hit.limit else None
        entries.append((hit.id, hit.han, hit.yakuman, limit, name["ja"], name["en"]))
    if len(_YAKU_ENTRIES) >= MAX_ENTRIES:
        _YAKU_ENTRIES.clear()
    kept = _YAKU_ENTRIES[hits] = tuple(entries)
    return kept


def _remember_paid(rules: Ruleset, value: HandValue, key: _PaidKey, grounds: Grounds) -> _Paid:
    """The payment part of a response, paid by `pay_win` as /win and the score sheet are;
    raises what it raises for a bad win. Only successful payments are remembered: once the
    liability is checked (`check_pao_applies_to_hand`) they depend on nothing but the key."""
    winner, discarder, pao, honba, kyotaku = key[5:]
    paid_win = pay_win(rules, [Claim(winner, value, discarder, pao, grounds)], honba, kyotaku)
    payment, valued = paid_win.payment, paid_win.valued[0]
    transfers = []
    for t in payment.transfers:
        if t.points:
            shown = t.to_dict()  # the layout of `Payment.to_dict`, rebuilt per response
            transfers.append((shown["from"], shown["to"], shown["points"], shown["kind"]))
    paid = (
        rules,
        valued.limit.value if valued.limit else None,
        tuple(payment.deltas),
        payment.kyotaku_delta,
        tuple(transfers),
        valued.han,
        valued.fu,
        valued.yakuman,
        valued.base,
        call_of(payment, valued, winner, discarder, pao),
    )
    if len(_PAID) >= _MAX_PAID:
        _PAID.clear()
    _PAID[key] = paid
    return paid


def _int_or(request: dict[str, Any], key: str, default: Any) -> Any:
    """`get_int(request, key, default)`, with the plain int most requests carry read directly."""
    value = request.get(key, default)
    if value.__class__ is int or (value is None and default is None):
        return value
    return get_int(request, key, default)  # refuses it (or returns the default)


def _pay_fields(rules: Ruleset, evaluation: Evaluation, request: dict[str, Any],
                tsumo: bool) -> tuple[int | None, int, int, Grounds]:
    """pao, honba and kyotaku, read and refused in this order, and the liability's grounds."""
    pao = _int_or(request, "pao", None)
    grounds = UNKNOWN
    if pao is not None:
        grounds = check_pao_applies_to_hand(rules, evaluation, request, tsumo)
    return pao, _int_or(request, "honba", 0), _int_or(request, "kyotaku", 0), grounds


def score_response(rules: Ruleset, request: Any) -> dict[str, Any]:
    """The `/score` response: the hand evaluated under `rules`, then paid like `win`."""
    if request.__class__ is not dict:  # a plain dict needs no call; anything else is checked
        request = require_object(request)
    hand_only = _HAND_ONLY.issuperset(request)
    if not hand_only and not SCORE_FIELDS.issuperset(request):
        reject_unknown(request, SCORE_FIELDS)  # names the first unknown field
    # `evaluate_request`, without its extra call: every microsecond here is per request.
    inp = read_hand(request)
    evaluation = evaluate(inp, rules.tiles, rules.hand, rules.players)
    # read_hand has checked winner (int) and discarder (int or None); their seats are
    # checked by the payment (pay_win), in the same order as before.
    discarder = request["discarder"]
    if hand_only:
        pao, honba, kyotaku, grounds = None, 0, 0, UNKNOWN
    else:
        pao, honba, kyotaku, grounds = _pay_fields(rules, evaluation, request,
                                                   discarder is None)
    value = evaluation.value
    key = (rules.id, value.han, value.fu, value.yakuman, value.fixed_limit, request["winner"],
           discarder, pao, honba, kyotaku)
    paid = _PAID.get(key)
    if paid is None or paid[0] is not rules:
        paid = _remember_paid(rules, value, key, grounds)
    _, limit, deltas, kyotaku_delta, transfers, han, fu, yakuman, base, call = paid
    hits = evaluation.yaku
    yaku = _YAKU_ENTRIES.get(hits)
    if yaku is None:
        yaku = _remember_yaku(hits)
    # Fresh dicts and lists for this response, from the immutable parts looked up above.
    yaku_dicts = []
    for yaku_id, yaku_han, yaku_yakuman, yaku_limit, ja, en in yaku:
        yaku_dicts.append({"id": yaku_id, "han": yaku_han, "yakuman": yaku_yakuman,
                           "limit": yaku_limit, "name": {"ja": ja, "en": en}})
    fu_details = []
    for reason, line_fu in evaluation.fu_details:
        fu_details.append({"reason": reason, "fu": line_fu})
    payments = []
    for source, target, points, kind in transfers:
        payments.append({"from": source, "to": target, "points": points, "kind": kind})
    dora = evaluation.dora
    # Hand chips: one cached flag for the many houses without them (see HandChips.earned).
    if rules.settlement.hand_chips.earned:
        chips = hand_chips(rules, dora.aka, dora.ura, inp.ippatsu, is_closed(inp.melds),
                           inp.winner, discarder).to_dict()
    else:
        chips = {"count": 0, "deltas": [0] * rules.players}
    # The layout of `Evaluation.to_dict`, each yaku with its display name, then the payment
    # and its call, then the hand's chips.
    return {
        "yaku": yaku_dicts,
        "yakuman": evaluation.yakuman,
        "han": evaluation.han,
        "fu": evaluation.fu,
        "fu_details": fu_details,
        "dora": {"dora": dora.dora, "aka": dora.aka, "ura": dora.ura, "nuki": dora.nuki,
                 "flower": dora.flower},
        "limit": limit,
        "deltas": list(deltas),
        "kyotaku_delta": kyotaku_delta,
        "payments": payments,
        "value": {"han": han, "fu": fu, "yakuman": yakuman, "limit": limit, "base_points": base},
        "call": call.to_dict(),
        "chips": chips,
    }
