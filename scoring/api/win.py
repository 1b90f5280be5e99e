"""`POST /houses/{id}/win`: pay a win whose value is already known (han/fu or yakuman)."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import get_int, get_seat_or_null, reject_unknown, require_object
from scoring.api.read.value import read_value
from scoring.payment.kept import add_payment, pay_claim
from scoring.payment.liability import UNKNOWN
from scoring.payment.pay import Claim
from scoring.rules.schema import Ruleset

FIELDS = {"han", "fu", "yakuman", "winner", "discarder", "honba", "kyotaku", "pao"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    winner = get_int(request, "winner")
    discarder = get_seat_or_null(request, "discarder")
    value = read_value(request, rules, tsumo=discarder is None)
    pao = get_int(request, "pao", None)
    honba = get_int(request, "honba", 0, bound=bounds.HONBA)
    kyotaku = get_int(request, "kyotaku", 0, bound=bounds.KYOTAKU)
    # Paid by pay_win as /score and the score sheet are, through the payments they keep.
    paid = pay_claim(rules, Claim(winner, value, discarder, pao, UNKNOWN), honba, kyotaku)
    return add_payment({}, paid)
