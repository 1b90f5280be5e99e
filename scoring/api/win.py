"""`POST /houses/{id}/win`: pay a win whose value is already known (han/fu or yakuman)."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import get_int, get_seat_or_null, reject_unknown, require_object
from scoring.api.read.value import read_value
from scoring.payment.call import call_of
from scoring.payment.liability import UNKNOWN
from scoring.payment.pay import Claim, pay_win
from scoring.rules.schema import Ruleset

FIELDS = {"han", "fu", "yakuman", "winner", "discarder", "honba", "kyotaku", "pao"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    winner = get_int(request, "winner")
    discarder = get_seat_or_null(request, "discarder")
    value = read_value(request, rules, tsumo=discarder is None)
    pao = get_int(request, "pao", None)
    paid = pay_win(
        rules,
        [Claim(winner, value, discarder, pao, UNKNOWN)],
        honba=get_int(request, "honba", 0, bound=bounds.HONBA),
        kyotaku=get_int(request, "kyotaku", 0, bound=bounds.KYOTAKU),
    )
    valued = paid.valued[0]
    return {
        **paid.payment.to_dict(),
        "value": {
            "han": valued.han,
            "fu": valued.fu,
            "yakuman": valued.yakuman,
            "limit": valued.limit.value if valued.limit else None,
            "base_points": valued.base,
        },
        "call": call_of(paid.payment, valued, winner, discarder, pao).to_dict(),
    }
