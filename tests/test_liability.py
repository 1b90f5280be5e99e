"""One liability rule (pao) for /win, /score and the score sheet (scoring/payment/liability)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoring.api import handle
from scoring.api.lookup import ruleset
from scoring.errors import ScoringError
from scoring.payment.liability import UNKNOWN, Grounds, check_liability
from scoring.value import HandValue

YAKUMAN = HandValue(yakuman=1)
MANGAN = HandValue(han=5, fu=30)


@pytest.mark.parametrize(
    ("house", "value", "tsumo", "grounds", "liable"),
    [
        # From han/fu alone a yakuman may be a pao yaku; below it only a rinshan-pao tsumo.
        ("nouspo", YAKUMAN, False, UNKNOWN, True),
        ("nouspo", MANGAN, True, UNKNOWN, False),  # nouspo has no rinshan pao
        ("daisuki_yonma", MANGAN, True, UNKNOWN, True),
        ("daisuki_yonma", MANGAN, False, UNKNOWN, False),
        # From tiles the yaku and the kans are known.
        ("nouspo", YAKUMAN, False, Grounds(frozenset({"daisangen"}), False), True),
        ("nouspo", YAKUMAN, False, Grounds(frozenset({"suuankou"}), False), False),
        ("daisuki_yonma", MANGAN, True, Grounds(frozenset({"rinshan"}), True), True),
        ("daisuki_yonma", MANGAN, True, Grounds(frozenset({"rinshan"}), False), False),
    ],
)
def test_the_rule(house: str, value: HandValue, tsumo: bool, grounds: Grounds,
                  liable: bool) -> None:
    rules = ruleset(house)
    if liable:
        check_liability(rules, value, tsumo, grounds)
    else:
        with pytest.raises(ScoringError) as err:
            check_liability(rules, value, tsumo, grounds)
        assert err.value.code == "pao_not_applicable"


DAISANGEN = {"concealed": "666z234m99p", "win_tile": "9p",
             "melds": [{"kind": "pon", "tiles": "555z"}, {"kind": "pon", "tiles": "777z"}]}
RIICHI_TANYAO = {"concealed": "234m345m456p678s55s", "win_tile": "5s", "riichi": True}
RINSHAN = {"concealed": "234m678p55s456s", "win_tile": "4s", "rinshan": True,
           "melds": [{"kind": "minkan", "tiles": "1111z"}]}


@pytest.mark.parametrize("house", ["nouspo", "daisuki_yonma", "coco"])
@pytest.mark.parametrize("hand", [DAISANGEN, RIICHI_TANYAO, RINSHAN])
@pytest.mark.parametrize("discarder", [2, None])
def test_the_score_sheet_accepts_and_refuses_pao_as_score_does(
    house: str, hand: dict[str, Any], discarder: int | None
) -> None:
    players = ruleset(house).players
    score_body = {**hand, "winner": 1, "discarder": discarder, "pao": players - 1}
    if house == "coco":  # three players: no man 2-8 in the set
        score_body = {**score_body, **_sanma(hand)}
    sheet_hand = {k: v for k, v in score_body.items() if k not in ("winner", "discarder", "pao")}
    score_status, score = handle("score", house, json.dumps(score_body))
    sheet = {"events": [{"type": "win", "riichi": [1] if hand.get("riichi") else [],
                         "wins": [{"winner": 1, "discarder": discarder, "pao": players - 1,
                                   "hand": sheet_hand}]}]}
    sheet_status, replayed = handle("replay", house, json.dumps(sheet))
    assert sheet_status == score_status
    if score_status == 200:
        # The first dealer is player 0, so seats and players agree in the first hand.
        riichi = [0, -1000, 0, 0][:players] if hand.get("riichi") else [0] * players
        paid = [d + r for d, r in zip(score["deltas"], riichi, strict=True)]
        assert replayed["states"][0]["deltas"] == paid
    else:
        assert replayed["error"]["code"] == score["error"]["code"]


def _sanma(hand: dict[str, Any]) -> dict[str, Any]:
    return {"concealed": hand["concealed"].replace("234m", "234p").replace("345m", "345s"),
            "win_tile": hand["win_tile"]}


def test_a_plain_hand_with_pao_is_refused_on_every_path() -> None:
    body = {**RIICHI_TANYAO, "winner": 1, "discarder": 2, "pao": 3}
    assert handle("score", "nouspo", json.dumps(body))[1]["error"]["code"] == "pao_not_applicable"
    sheet = {"events": [{"type": "win", "riichi": [1], "wins": [
        {"winner": 1, "discarder": 2, "pao": 3, "hand": RIICHI_TANYAO}]}]}
    status, answer = handle("replay", "nouspo", json.dumps(sheet))
    assert (status, answer["error"]["code"]) == (422, "pao_not_applicable")
