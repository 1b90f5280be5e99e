"""`POST /houses/{id}/win`: pay a win whose value is already known (han/fu or yakuman)."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import get_int, get_seat_or_null, reject_unknown, require_object
from scoring.api.read.value import read_value_fields
from scoring.payment.kept import add_payment, kept, pay
from scoring.payment.liability import UNKNOWN, check_liability
from scoring.rules.schema import Ruleset
from scoring.value import HandValue

FIELDS = {"han", "fu", "yakuman", "winner", "discarder", "honba", "kyotaku", "pao"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    winner = get_int(request, "winner")
    discarder = get_seat_or_null(request, "discarder")
    han, fu, yakuman = read_value_fields(request, rules, tsumo=discarder is None)
    pao = get_int(request, "pao", None)
    honba = get_int(request, "honba", 0, bound=bounds.HONBA)
    kyotaku = get_int(request, "kyotaku", 0, bound=bounds.KYOTAKU)
    if pao is not None:  # checked on every request: the payments table's key holds no grounds
        check_liability(rules, HandValue(han=han, fu=fu, yakuman=yakuman), discarder is None,
                        UNKNOWN)
    key = (rules.id, han, fu, yakuman, None, winner, discarder, pao, honba, kyotaku)
    # Paid by pay_win as /score and the score sheet are, through the table /score shares.
    paid = kept(rules, key)
    if paid is None:
        paid = pay(rules, HandValue(han=han, fu=fu, yakuman=yakuman), key, UNKNOWN)
    return add_payment({}, paid)
