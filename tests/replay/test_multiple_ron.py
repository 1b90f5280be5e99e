"""Replaying score sheets: several ron on one discard (double ron, who keeps the deal, the
abortive triple ron)."""

from __future__ import annotations

import pytest

from tests.replay.sheet import (
    draw,
    replay,
    ron,
    win,
)


def test_double_ron_with_sticks_and_honba() -> None:
    states = replay(
        "tenhou_yonma",
        [
            draw([0]),  # +3000 / -1000 each, 1 honba
            win(ron(1, 0, han=3, fu=30), ron(2, 0, han=2, fu=30), riichi=[1, 3]),
        ],
    )
    # Player 1 (nearest the discarder) takes 3900 + 300 honba and both sticks (2000);
    # player 2 takes 2000. Player 3 lost the riichi stick.
    assert states[1]["scores"] == [21800, 29200, 26000, 23000]
    assert states[1]["kyotaku"] == 0
    assert (states[1]["round"], states[1]["honba"]) == ("E2", 0)


@pytest.mark.parametrize(
    ("discarder", "winners", "keeps"),
    [
        (3, [0, 1], True),  # the dealer is the winner nearest the discarder: 連荘
        (1, [2, 0], False),  # the dealer is the other winner: 親流れ
    ],
)
def test_daisuki_yonma_double_ron_keeps_the_deal_only_for_the_upper_dealer(
    discarder: int, winners: list[int], keeps: bool
) -> None:
    states = replay("daisuki_yonma", [win(*(ron(w, discarder, han=1, fu=30) for w in winners))])
    assert (states[0]["dealer"] == 0) is keeps


def test_triple_ron_is_an_abortive_draw_in_daisuki_yonma() -> None:
    states = replay(
        "daisuki_yonma",
        [
            win(
                ron(1, 0, han=1, fu=30),
                ron(2, 0, han=1, fu=30),
                ron(3, 0, han=1, fu=30),
                riichi=[2],
            )
        ],
    )
    # 三家和: no payment, the stick stays on the table, the deal passes with one honba.
    assert states[0]["scores"] == [25000, 25000, 24000, 25000]
    assert (states[0]["round"], states[0]["honba"], states[0]["kyotaku"]) == ("E2", 1, 1)
