"""Replaying score sheets: busting (飛び) and the prizes a game's settlement pays for it, for
yakuman, and during a hand. Every expected score is worked out by hand from the house's
document.
"""

from __future__ import annotations

from tests.replay.sheet import (
    draw,
    replay,
    win,
)


def test_busting_through_a_noten_payment_in_hole19() -> None:
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    states = replay("hole19", [chombo, chombo, chombo, draw([0, 1])])
    # Three haneman chombo payments (6000 + 3000 each) leave player 2 at exactly 0, and
    # 0 plays on here; the draw's noten payment (1000 to each tenpai player, the sanma
    # reference's 場に2000点) takes them to -2000: ハコテン, the game ends.
    assert states[2]["scores"] == [45000, 36000, 0] and states[2]["finished"] is False
    last = states[-1]
    assert last["scores"] == [46000, 37000, -2000]
    assert (last["finished"], last["reason"]) == (True, "tobi")
    # raw +16/+7/-32, TOP賞 9, uma +5/0/-5; 罰符等によるハコ: -5, +5 to the top only.
    assert last["settlement"]["points"] == [35, 7, -42]


def test_busting_through_a_noten_payment_pays_the_opposite_seat_in_daisuki_yonma() -> None:
    chombo = {"type": "penalty", "kind": "chombo", "offender": 3}
    states = replay("daisuki_yonma", [chombo, chombo, chombo, draw([0, 1, 2])])
    last = states[-1]
    assert last["scores"] == [38000, 32000, 32000, -2000]
    assert last["reason"] == "tobi"
    # 2位 (32000) 60, 3位 (32000, later seat) -40, 4位 (0: no 箱下) -250, the top 230;
    # 飛び賞 50 to the busted player's opposite (player 1); ゲーム代 30 from everyone.
    assert last["settlement"]["points"] == [200, 80, -70, -330]


def test_hole19_yakuman_prize_and_tobi_prize_in_the_settlement() -> None:
    states = replay("hole19", [win({"winner": 1, "discarder": 2, "yakuman": 1})])
    last = states[-1]
    assert last["scores"] == [27000, 59000, -5000]
    assert last["reason"] == "tobi"
    # raw -3/+29/-35, TOP賞 9 and uma +5 to player 1, -5 to player 2.
    # 役満祝儀 (ron): 10 from the discarder, 5 from the other. ハコテン: -10, +5 top +5 buster.
    assert last["settlement"]["points"] == [-8, 68, -60]


def test_a_prize_event_pays_settlement_points_and_moves_nothing_else() -> None:
    # daisuki_sanma: 花牌4枚 = 25 from each other participant.
    prize = {"type": "prize", "kind": "four_flowers", "player": 2}
    states = replay("daisuki_sanma", [prize, prize | {"player": 0}])
    assert states[0]["scores"] == [35000, 35000, 35000]
    assert states[0]["prizes"] == [-25, -25, 50]
    assert (states[0]["round"], states[0]["honba"], states[0]["finished"]) == ("E1", 0, False)
    assert states[1]["prizes"] == [25, -50, 25]
