"""Replaying score sheets: wins valued from their tiles, and liability (pao): one rule for
/score, /win and the score sheet."""

from __future__ import annotations

import pytest

from scoring.api import call
from scoring.errors import ScoringError
from tests.replay.sheet import (
    draw,
    replay,
    win,
)


def test_a_win_valued_from_its_tiles() -> None:
    # 123m 456p 789s 234s + 55p, ron on 4s after riichi: riichi + pinfu, 2 han 30 fu = 2000.
    hand = {"concealed": "123m45655p234789s", "win_tile": "4s", "riichi": True}
    states = replay("tenhou_yonma", [win({"winner": 2, "discarder": 1, "hand": hand}, riichi=[2])])
    assert states[0]["scores"] == [25000, 23000, 27000, 25000]


def test_pao_on_a_ron_with_honba() -> None:
    states = replay(
        "nouspo",
        [draw([0]), win({"winner": 2, "discarder": 3, "yakuman": 1, "pao": 1})],
    )
    # After the draw: 33000 / 29000 ×3, one honba. The non-dealer's yakuman (32000) is split
    # between the liable player and the discarder; the discarder pays the honba (積みは放銃者).
    assert states[1]["scores"] == [33000, 13000, 61300, 12700]


RIICHI_TANYAO = {"concealed": "234m345m456p678s55s", "win_tile": "5s", "riichi": True}


def test_a_score_sheet_refuses_pao_on_a_tile_hand_as_score_does() -> None:
    # A plain riichi-tanyao ron: no pao yaku and no rinshan, so nobody can be liable.
    with pytest.raises(ScoringError) as err:
        call("score", "nouspo", {**RIICHI_TANYAO, "winner": 1, "discarder": 2, "pao": 3})
    assert err.value.code == "pao_not_applicable"
    sheet = {"events": [{"type": "win", "riichi": [1], "wins": [
        {"winner": 1, "discarder": 2, "pao": 3, "hand": RIICHI_TANYAO}]}]}
    with pytest.raises(ScoringError) as err:
        call("replay", "nouspo", sheet)
    assert err.value.code == "pao_not_applicable"
    assert err.value.field == "events[0].wins[0].pao"


def test_a_score_sheet_pays_pao_on_a_daisangen_hand() -> None:
    # Daisangen by ron from player 2, player 3 liable: nouspo splits a pao ron in half
    # (16000 each of the 32000), the discarder paying the honba.
    hand = {"concealed": "666z234m99p", "win_tile": "9p",
            "melds": [{"kind": "pon", "tiles": "555z"}, {"kind": "pon", "tiles": "777z"}]}
    states = call("replay", "nouspo", {"events": [{"type": "win", "wins": [
        {"winner": 1, "discarder": 2, "pao": 3, "hand": hand}]}]})
    assert states["states"][0]["deltas"] == [0, 32000, -16000, -16000]
