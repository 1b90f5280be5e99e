"""`/score` answers built from the kept payments and yaku entries (scoring/api/score.py)
equal answers built the plain way: evaluate, value, pay, name."""

from __future__ import annotations

import random
from typing import Any

from scoring.api import call, ruleset
from scoring.api.read.hand import read_hand
from scoring.errors import ScoringError
from scoring.hand.evaluate import evaluate
from scoring.names import yaku_names
from scoring.payment.call import call_of
from scoring.payment.win import Win, pay_wins
from scoring.points import value_of
from tests.differential.hands import generate


def plain_answer(house: str, request: dict[str, Any]) -> dict[str, Any]:
    rules = ruleset(house)
    inp = read_hand(request)
    e = evaluate(inp, rules.tiles, rules.hand, rules.players, rules.limits)
    valued = value_of(rules, e.value)
    payment = pay_wins(rules, [Win(inp.winner, valued, inp.discarder, None)],
                       request.get("honba", 0), request.get("kyotaku", 0))
    names = yaku_names()
    limit = valued.limit.value if valued.limit else None
    return {
        "yaku": [{"id": y.id, "han": y.han, "yakuman": y.yakuman,
                  "limit": y.limit.value if y.limit else None,
                  "name": dict(names.get(y.id) or {"ja": y.id, "en": y.id})} for y in e.yaku],
        "yakuman": e.yakuman, "han": e.han, "fu": e.fu,
        "fu_details": [{"reason": r, "fu": fu} for r, fu in e.fu_details],
        "dora": {"dora": e.dora.dora, "aka": e.dora.aka, "ura": e.dora.ura,
                 "nuki": e.dora.nuki, "flower": e.dora.flower},
        "limit": limit,
        **payment.to_dict(),
        "value": {"han": valued.han, "fu": valued.fu, "yakuman": valued.yakuman,
                  "limit": limit, "base_points": valued.base},
        "call": call_of(payment, valued, inp.winner, inp.discarder).to_dict(),
    }


def test_answers_equal_the_plain_reference_over_houses_and_repeats() -> None:
    rng = random.Random(17)
    checked = 0
    for _ in range(2):  # the second round meets every payment and yaku entry again
        for house in ("tenhou_yonma", "daisuki_yonma", "ekiden2017", "tenhou_sanma"):
            players = ruleset(house).players
            for _ in range(150):
                hand = generate(rng, players)
                if hand is None:
                    continue
                request = {**hand.request(), "honba": rng.randrange(3),
                           "kyotaku": rng.randrange(2)}
                try:
                    got = call("score", house, dict(request))
                except ScoringError as error:
                    try:
                        plain_answer(house, request)
                    except ScoringError as plain_error:
                        assert plain_error.code == error.code
                        continue
                    raise
                got.pop("chips")
                assert got == plain_answer(house, request)
                checked += 1
    assert checked > 500
