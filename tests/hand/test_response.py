"""How `/score` builds its response from remembered parts: names, payments, houses."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from scoring.api import call, ruleset
from scoring.api.score import answer as score_response
from scoring.errors import ErrorKind, ScoringError

YAKU_NAMES = Path(__file__).resolve().parents[2] / "webapp/static/i18n/yaku.json"


def body(**extra: object) -> dict[str, object]:
    return {"concealed": "234m456p678s22s", "melds": [{"kind": "pon", "tiles": "777p"}],
            "win_tile": "2s", "winner": 1, "discarder": 0, "round_wind": "E", **extra}


def closed_riichi(**extra: object) -> dict[str, object]:
    return {"concealed": "234m456p678s777p22s", "win_tile": "2s", "winner": 1,
            "discarder": 0, "riichi": True, **extra}


def test_every_display_name_is_japanese_and_english() -> None:
    # The response builds each name as {"ja", "en"}: another language in the file needs
    # scoring/api/score.py to carry it too.
    names = json.loads(YAKU_NAMES.read_text("utf-8"))
    assert names and all(list(name) == ["ja", "en"] for name in names.values())


def test_yaku_names_are_those_of_the_file() -> None:
    names = json.loads(YAKU_NAMES.read_text("utf-8"))
    out = call("score", "tenhou_yonma", closed_riichi(ura_indicators="1s"))
    assert [y["id"] for y in out["yaku"]] == ["riichi", "tanyao"]
    for y in out["yaku"]:
        assert y["name"] == names[y["id"]]


@pytest.mark.parametrize(
    "request_body",
    [body(), body(discarder=None), closed_riichi(honba=2, kyotaku=1),
     closed_riichi(discarder=None, honba=1), body(winner=0, discarder=3)],
)
def test_the_payment_part_is_that_of_win(request_body: dict[str, Any]) -> None:
    # `score` keeps payments in its own form: the response must still read as `win` does.
    out = call("score", "tenhou_yonma", request_body)
    win = call("win", "tenhou_yonma", {
        "han": out["han"], "fu": out["fu"], "winner": request_body["winner"],
        "discarder": request_body["discarder"], "honba": request_body.get("honba", 0),
        "kyotaku": request_body.get("kyotaku", 0),
    })
    for key in ("deltas", "kyotaku_delta", "payments", "value"):
        assert out[key] == win[key], key
    assert out["limit"] == win["value"]["limit"]


def test_two_rulesets_of_one_id_keep_their_own_payments() -> None:
    # A variant of a house keeps the house's id; what was paid under one is not reused.
    plain = ruleset("tenhou_yonma")
    dear = dataclasses.replace(plain, payment=dataclasses.replace(plain.payment, honba_ron=1500))
    request = body(honba=1)
    for _ in range(2):
        assert score_response(plain, dict(request))["deltas"] == [-1300, 1300, 0, 0]
        assert score_response(dear, dict(request))["deltas"] == [-2500, 2500, 0, 0]


@pytest.mark.parametrize("house", [None, ["tenhou_yonma"], 7, "no_such_house", ""])
def test_unknown_houses_are_not_found(house: Any) -> None:
    with pytest.raises(ScoringError) as info:
        call("score", house, body())
    assert (info.value.code, info.value.kind) == ("unknown_house", ErrorKind.NOT_FOUND)


def test_a_dict_subclass_is_a_request_and_a_list_is_not() -> None:
    class Body(dict[str, object]):
        pass

    assert call("score", "tenhou_yonma", Body(body())) == call("score", "tenhou_yonma", body())
    with pytest.raises(ScoringError) as info:
        call("score", "tenhou_yonma", [body()])
    assert info.value.code == "not_an_object"
