"""Replaying score sheets: open riichi deposits and open-riichi deal-ins."""

from __future__ import annotations

import pytest

from scoring.errors import ScoringError
from tests.replay.sheet import (
    draw,
    hole19_with_open_riichi,
    replay,
    replay_rules,
    ron,
    win,
)


def test_an_open_riichi_deposit_is_two_sticks_and_goes_to_the_next_winner() -> None:
    # daisuki_sanma: リーチ棒2000点. Player 1 alone tenpai: 1000 from each noten player.
    states = replay("daisuki_sanma", [draw([1], open_riichi=[1]), win(ron(2, 0, han=1, fu=30))])
    assert states[0]["scores"] == [34000, 35000, 34000]
    assert (states[0]["kyotaku"], states[0]["kyotaku_points"]) == (2, 2000)
    # 1000 for the hand, 1000 for the honba, 2000 from the table.
    assert states[1]["scores"] == [32000, 35000, 38000]
    assert (states[1]["kyotaku"], states[1]["kyotaku_points"]) == (0, 0)


def test_a_chombo_returns_the_whole_open_riichi_deposit() -> None:
    # coco: the non-dealer's haneman chombo is 8000 to the dealer and 4000 to the other;
    # the hand's riichi sticks go back (1000 for riichi, 2000 for open riichi).
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2, "riichi": [0],
              "open_riichi": [1]}
    state = replay("coco", [chombo])[0]
    assert state["scores"] == [43000, 39000, 23000]
    assert state["kyotaku_points"] == 0
    assert state["kyotaku_delta"] == 0


def test_leftover_open_riichi_deposits_go_back_to_their_owner_as_two_sticks() -> None:
    # hole19 with a 2000 open riichi (as data): three chombo leave player 2 at 0; then
    # player 0 opens (2000) and player 1 riichis (1000); the draw's noten payment busts
    # player 2. The 3 sticks go back to their owners (2 and 1): the same final scores and
    # settlement as without the riichi (test_busting_through_a_noten_payment_in_hole19, in
    # test_busting_and_prizes.py).
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    events = [chombo, chombo, chombo, draw([0, 1], riichi=[1], open_riichi=[0])]
    last = replay_rules(hole19_with_open_riichi(), events)[-1]
    assert last["scores"] == [44000, 36000, -2000]
    assert (last["kyotaku"], last["kyotaku_points"]) == (3, 3000)
    assert (last["finished"], last["reason"]) == (True, "tobi")
    assert last["settlement"]["scores"] == [46000, 37000, -2000]
    assert last["settlement"]["points"] == [35, 7, -42]


def test_double_ron_gives_the_open_riichi_deposit_to_the_upper_winner() -> None:
    # daisuki_sanma: 2000 (player 2, open) + 1000 (player 0) go to player 1, nearest.
    event = win(ron(1, 0, han=3, fu=30), ron(2, 0, han=2, fu=30), riichi=[0], open_riichi=[2])
    assert replay("daisuki_sanma", [event])[0]["scores"] == [28000, 42000, 35000]


def test_a_yakuman_only_from_an_open_riichi_deal_in_earns_no_prize() -> None:
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    flagged = ron(1, 2, yakuman=1, open_riichi_deal_in=True)
    plain = ron(1, 2, yakuman=1)
    # daisuki_sanma: 32000 from player 2, then player 2's chombo (7000 + 4000) busts them.
    for entry, prizes in ((flagged, [0, 0, 0]), (plain, [0, 100, -100])):
        last = replay("daisuki_sanma", [win(entry, open_riichi=[1]), chombo])[-1]
        assert last["scores"] == [39000, 74000, -8000]
        assert last["prizes"] == prizes
        assert [b["prizes"] for b in last["settlement"]["breakdown"]] == prizes


def test_a_hand_whose_only_yakuman_is_the_open_riichi_deal_in_earns_no_prize() -> None:
    only = {"concealed": "99m123p456p789s234s", "win_tile": "3s", "open_riichi": True}
    state = replay("daisuki_sanma", [win(ron(1, 2, hand=only), open_riichi=[1])])[0]
    assert state["scores"] == [35000, 67000, 3000]  # 役満払い: 32000
    assert state["prizes"] == [0, 0, 0]
    # 大三元 as well: a real yakuman, so the prize stands (one prize for a double).
    daisangen = {"concealed": "555z666z777z123p99m", "win_tile": "9m", "open_riichi": True}
    state = replay("daisuki_sanma", [win(ron(1, 2, hand=daisangen), open_riichi=[1])])[0]
    assert state["prizes"] == [0, 100, -100]


def test_open_riichi_needs_the_riichi_minimum() -> None:
    # hole19 with a 2000 open riichi: three chombo leave player 2 at exactly 0 (plays on);
    # 1000点未満はリーチ不可 holds for an open riichi too.
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    with pytest.raises(ScoringError) as err:
        replay_rules(hole19_with_open_riichi(), [chombo] * 3 + [draw([], open_riichi=[2])])
    assert (err.value.code, err.value.field) == ("riichi_not_allowed", "events[3].open_riichi[0]")
