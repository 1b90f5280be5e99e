"""Replaying score sheets: penalties (chombo, dead hands) and what follows for the hand, the
deal and the settlement. Every expected score is worked out by hand from the house's document.
"""

from __future__ import annotations

import pytest

from scoring.errors import ScoringError
from tests.replay.sheet import (
    draw,
    replay,
    ron,
    small_ko_tsumos,
    win,
)


def test_nouspo_dealer_chombo_in_south_4_ends_the_game() -> None:
    events = [*small_ko_tsumos(4, 7), {"type": "penalty", "kind": "chombo", "offender": 3}]
    states = replay("nouspo", events)
    assert states[6]["round"] == "S4"
    last = states[-1]
    assert last["finished"] is True
    assert last["reason"] == "dealer_penalty_all_last"
    # The dealer (player 3) paid 3000 to each other player.
    assert last["deltas"] == [3000, 3000, 3000, -9000]
    assert "settlement" in last


def test_nouspo_non_dealer_chombo_replays_the_hand() -> None:
    states = replay(
        "nouspo", [draw([0]), {"type": "penalty", "kind": "chombo", "offender": 2, "riichi": [1]}]
    )
    # The riichi stick of the hand goes back; the same hand (E1, 1 honba) is dealt again.
    assert states[1]["scores"] == [36000, 32000, 20000, 32000]
    assert (states[1]["round"], states[1]["honba"], states[1]["kyotaku"]) == ("E1", 1, 0)


def test_daisuki_yonma_all_last_dealer_chombo_plays_on() -> None:
    events = [*small_ko_tsumos(4, 7), {"type": "penalty", "kind": "chombo", "offender": 3}]
    states = replay("daisuki_yonma", events)
    last = states[-1]
    assert last["finished"] is False
    assert (last["round"], last["dealer"]) == ("S4", 3)  # オーラスに限り親流れせず続行


def test_daisuki_sanma_dealer_chombo_before_the_all_last_passes_the_deal() -> None:
    states = replay(
        "daisuki_sanma",
        [
            win({"winner": 0, "discarder": 1, "han": 1, "fu": 30}),
            {"type": "penalty", "kind": "chombo", "offender": 0},
        ],
    )
    # E1 1 honba after the dealer's win; the dealer's chombo passes the deal, no honba added.
    assert (states[1]["round"], states[1]["honba"]) == ("E2", 1)


def test_ekiden_chombo_is_charged_in_the_settlement() -> None:
    events = [{"type": "penalty", "kind": "chombo", "offender": 1}] + [draw([]) for _ in range(6)]
    last = replay("ekiden2017", events)[-1]
    assert (last["finished"], last["reason"]) == (True, "all_last")
    assert last["final_adjustment"] == [0, -30000, 0]
    # Everyone at 35000: ties split the rank points (15 oka + 15 + 0 - 15 = 15, 5 each);
    # raw -5 each; player 1 loses 30 more, given to nobody.
    assert last["settlement"]["points"] == [0, -30, 0]
    assert last["settlement"]["off_table"] == 30


def test_a_dead_hand_cannot_win_and_counts_as_noten_where_the_house_says_so() -> None:
    # ekiden2017: 多牌・少牌 is アガリ放棄 and the player is noten at the draw.
    dead = {"type": "penalty", "kind": "dead_hand", "offender": 1}
    with pytest.raises(ScoringError) as err:
        replay("ekiden2017", [dead, win(ron(1, 2, han=1, fu=30))])
    assert err.value.code == "dead_hand_cannot_win"
    with pytest.raises(ScoringError) as err:
        replay("ekiden2017", [dead, draw([0, 1])])
    assert err.value.code == "dead_hand_is_noten"
    # hole19: after a voiced false ron the hand is dead but may still be tenpai at the draw
    # (和了放棄後も流局時テンパイを取れる): 1000 from the only noten player to each.
    states = replay("hole19", [dead, draw([0, 1])])
    assert states[-1]["scores"] == [28000, 28000, 25000]
    # ...except after 少牌.
    with pytest.raises(ScoringError) as err:
        replay("hole19", [{"type": "penalty", "kind": "shouhai", "offender": 1}, draw([0, 1])])
    assert err.value.code == "dead_hand_is_noten"
    # The next hand starts clean.
    states = replay("ekiden2017", [dead, draw([0]), win(ron(1, 2, han=1, fu=30))])
    assert states[-1]["scores"][1] > states[-2]["scores"][1]
