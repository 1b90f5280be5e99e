"""Replaying score sheets: how a game moves on and ends: rotation, honba and round names, the
extension, agari-yame and the house's ending score.

Every expected score is worked out by hand from the house's document.
"""

from __future__ import annotations

import pytest

from scoring.api import call
from scoring.errors import ScoringError
from scoring.rules.loader import load_ruleset
from tests.replay.sheet import (
    draw,
    replay,
    ron,
    small_ko_tsumos,
    win,
)


def test_rotation_honba_and_round_names() -> None:
    states = replay(
        "tenhou_yonma",
        [draw([0]), draw([1]), win(ron(3, 2, han=1, fu=30))],
    )
    assert [(s["round"], s["honba"], s["dealer"]) for s in states] == [
        ("E1", 1, 0),  # the dealer was tenpai: renchan, one honba
        ("E2", 2, 1),  # the dealer was noten: the deal passes, 流れ二本場
        ("E3", 0, 2),  # a non-dealer won: the deal passes, honba cleared
    ]
    # E2 had 2 honba: 1000 + 600 from player 2 to player 3.
    assert states[2]["deltas"] == [0, 0, -1600, 1600]


def test_west_sudden_death_ends_when_someone_reaches_30000() -> None:
    events = small_ko_tsumos(4, 8)  # everyone back to 25000 after two rounds
    events.append(win(ron(1, 2, han=5, fu=30)))
    states = replay("tenhou_yonma", events)
    assert states[7]["round"] == "W1"
    assert states[7]["scores"] == [25000] * 4
    last = states[-1]
    assert (last["finished"], last["reason"]) == (True, "extension_target")
    # Settlement: player 1 top 33000; players 0 and 3 tie at 25000 (player 0 nearer the
    # first dealer ranks 2nd); raw -5/+3/-13/-5, the oka 20 to the top, and the uma
    # +20/+10/-10/-20 by rank: 5, 43, -33, -15.
    assert last["settlement"]["points"] == [5, 43, -33, -15]
    assert last["settlement"]["ranks"] == [2, 1, 4, 3]


def test_coco_returns_to_east_until_someone_has_40000() -> None:
    events = [draw([]) for _ in range(6)]  # six draws, every dealer noten: the deal passes
    states = replay("coco", events)
    assert [s["round"] for s in states] == ["E2", "E3", "S1", "S2", "S3", "E1"]
    assert states[-1]["honba"] == 6 and states[-1]["finished"] is False
    states = replay("coco", [*events, win(ron(1, 2, han=5, fu=30))])
    last = states[-1]
    # Mangan 8000 plus 6 honba ends the game at once (CoCo never states the honba value:
    # the ruleset's reading applies).
    honba = load_ruleset("coco").payment.honba_ron
    assert last["scores"][1] == 35000 + 8000 + 6 * honba >= 40000
    assert (last["finished"], last["reason"]) == (True, "extension_target")


def test_ekiden_agari_yame_only_when_top() -> None:
    lead = win({"winner": 0, "discarder": 1, "han": 5, "fu": 30})  # E1 dealer mangan
    draws = [draw([]) for _ in range(5)]  # E1 ... S2, all noten: S3 with 6 honba
    states = replay("ekiden2017", [lead, *draws])
    assert (states[-1]["round"], states[-1]["honba"], states[-1]["dealer"]) == ("S3", 6, 2)
    small = win({"winner": 2, "discarder": 1, "han": 1, "fu": 30}, stop=True)
    with pytest.raises(ScoringError) as err:
        call("replay", "ekiden2017", {"events": [lead, *draws, small]})
    assert err.value.code == "agari_yame_not_allowed"  # the dealer is not top
    big = win({"winner": 2, "discarder": 1, "han": 6, "fu": 30}, stop=True)
    last = replay("ekiden2017", [lead, *draws, big])[-1]
    assert (last["finished"], last["reason"]) == (True, "agari_yame")
    big_no_stop = win({"winner": 2, "discarder": 1, "han": 6, "fu": 30})
    last = replay("ekiden2017", [lead, *draws, big_no_stop])[-1]
    assert (last["finished"], last["round"], last["honba"]) == (False, "S3", 7)  # 続行も可能


def test_daisuki_yonma_ends_when_someone_reaches_60000() -> None:
    last = replay("daisuki_yonma", [win({"winner": 0, "discarder": None, "yakuman": 1})])[-1]
    assert last["scores"] == [73000, 9000, 9000, 9000]
    assert (last["finished"], last["reason"]) == (True, "top_score")
