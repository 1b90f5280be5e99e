"""`POST /houses/{id}/score`: read the hand, evaluate it (`scoring.hand`), pay it like /win
(through the payments kept by `scoring.payment.kept`) and build the answer: yaku with their
display names, fu, dora, the payment and the chips.
"""

from __future__ import annotations

from typing import Any

from scoring.api.read.fields import get_int, reject_unknown, require_object
from scoring.api.read.hand import SCORE_FIELDS, read_hand
from scoring.api.read.hand_bounds import check_hand_bounds, read_hand_in_bounds
from scoring.hand.evaluate import Evaluation, evaluate
from scoring.names import yaku_names
from scoring.payment.chips import hand_chips, is_closed
from scoring.payment.kept import add_payment, kept, pay
from scoring.payment.liability import UNKNOWN, Grounds, check_liability, hand_grounds
from scoring.rules.schema import Ruleset

FIELDS = SCORE_FIELDS


def check_pao_applies_to_hand(
    rules: Ruleset, evaluation: Any, request: dict[str, Any], tsumo: bool
) -> Grounds:
    """The house's one liability rule (`scoring.payment.liability`), on what the tiles show.
    Checked on every request: the payments table's key holds no yaku."""
    grounds = hand_grounds(evaluation, request)
    check_liability(rules, evaluation.value, tsumo, grounds)
    return grounds


_PAY_FIELDS = frozenset(("pao", "honba", "kyotaku"))
# Most bodies hold only the hand: one C-level superset test then shows both that no field
# is unknown and that there is no liability, honba or sticks to read. Measured by
# tests/bench/bench_score.py (speed paths, 81 ABBA rounds of 1000 hands): x1.06 hands/s
# (quartiles x1.03-x1.09; 27.2 against 28.6 us a hand) on the generated hands' own bodies,
# against reading every body the general way.
_HAND_ONLY = SCORE_FIELDS - _PAY_FIELDS


def _pay_fields(rules: Ruleset, evaluation: Evaluation, request: dict[str, Any],
                tsumo: bool) -> tuple[int | None, int, int, Grounds]:
    """pao, honba and kyotaku, read and refused in this order, and the liability's grounds."""
    pao = get_int(request, "pao", None)
    grounds = UNKNOWN
    if pao is not None:
        grounds = check_pao_applies_to_hand(rules, evaluation, request, tsumo)
    return pao, get_int(request, "honba", 0), get_int(request, "kyotaku", 0), grounds


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    """The `/score` answer: the hand evaluated under `rules`, then paid like `win`."""
    if request.__class__ is not dict:  # a plain dict needs no call; anything else is checked
        request = require_object(request)
    hand_only = _HAND_ONLY.issuperset(request)
    if hand_only:
        inp = read_hand_in_bounds(request)  # bounds, then the hand, as below
    else:
        check_hand_bounds(request)
        if not SCORE_FIELDS.issuperset(request):
            reject_unknown(request, SCORE_FIELDS)  # names the first unknown field
        inp = read_hand(request)
    evaluation = evaluate(inp, rules.tiles, rules.hand, rules.players, rules.limits)
    # read_hand has checked winner (int) and discarder (int or None); their seats are
    # checked by the payment (pay_win), in the same order as before.
    discarder = request["discarder"]
    if hand_only:
        pao, honba, kyotaku, grounds = None, 0, 0, UNKNOWN
    else:
        pao, honba, kyotaku, grounds = _pay_fields(rules, evaluation, request,
                                                   discarder is None)
    # The evaluation's value (`Evaluation.value`) read field by field: a HandValue is made
    # only to pay a hand anew. A yakuman hand has no han, fu or set limit.
    key = (rules.id, evaluation.han, evaluation.fu, evaluation.yakuman, evaluation.fixed_limit,
           request["winner"], discarder, pao, honba, kyotaku)
    # The payment is looked up in the table /win shares (`scoring.payment.kept`).
    paid = kept(rules, key) or pay(rules, evaluation.value, key, grounds)
    # Fresh dicts and lists for this response, from the immutable parts above. Each yaku
    # carries its display names in Japanese and English (scoring/names/yaku.json).
    names = yaku_names()
    yaku_dicts = []
    for hit in evaluation.yaku:
        name = names.get(hit.id)
        yaku_dicts.append({"id": hit.id, "han": hit.han, "yakuman": hit.yakuman,
                           "limit": hit.limit.value if hit.limit else None,
                           "name": {"ja": name["ja"], "en": name["en"]} if name
                           else {"ja": hit.id, "en": hit.id}})
    fu_details = []
    for reason, line_fu in evaluation.fu_details:
        fu_details.append({"reason": reason, "fu": line_fu})
    dora = evaluation.dora
    # Hand chips: one cached flag for the many houses without them (see HandChips.earned).
    if rules.settlement.hand_chips.earned:
        chips = hand_chips(rules, dora.aka, dora.ura, inp.ippatsu, is_closed(inp.melds),
                           inp.winner, discarder).to_dict()
    else:
        chips = {"count": 0, "deltas": [0] * rules.players}
    # The evaluation, each yaku with its display name, then the payment and its call, then
    # the hand's chips.
    out = {
        "yaku": yaku_dicts,
        "yakuman": evaluation.yakuman,
        "han": evaluation.han,
        "fu": evaluation.fu,
        "fu_details": fu_details,
        "dora": {"dora": dora.dora, "aka": dora.aka, "ura": dora.ura, "nuki": dora.nuki,
                 "flower": dora.flower},
        "limit": paid[1],
    }
    add_payment(out, paid)
    out["chips"] = chips
    return out
