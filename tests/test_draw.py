"""Exhaustive and abortive draws: noten payments, nagashi, the next deal and honba.

Expected values are worked out by hand from each house's document (seat 0 deals).
"""

from __future__ import annotations

import pytest

from scoring.api import call
from scoring.errors import ScoringError


def draw(house: str, **request: object) -> dict:
    return call("draw", house, request)


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ([], [0, 0, 0, 0]),
        ([2], [-1000, -1000, 3000, -1000]),  # 場3000: three noten pay 1000 each
        ([0, 3], [1500, -1500, -1500, 1500]),
        ([0, 1, 2], [1000, 1000, 1000, -3000]),
        ([0, 1, 2, 3], [0, 0, 0, 0]),
    ],
)
def test_four_player_noten_pool(tenpai: list[int], deltas: list[int]) -> None:
    result = draw("tenhou_yonma", tenpai=tenpai, honba=0, kyotaku=0)
    assert result["deltas"] == deltas
    assert result["kyotaku_delta"] == 0


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ([1], [-1500, 3000, -1500]),  # 場に3000点: two noten players share it
        ([0, 2], [1500, -3000, 1500]),  # two tenpai players share it
    ],
)
def test_three_player_noten_pool(tenpai: list[int], deltas: list[int]) -> None:
    assert draw("ekiden2017", tenpai=tenpai)["deltas"] == deltas


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        # Our reading for 麻雀大好き 三麻 (every payment in 1000s): 1000 per noten-tenpai pair.
        ([1], [-1000, 2000, -1000]),
        ([0, 2], [1000, -2000, 1000]),
    ],
)
def test_daisuki_sanma_noten_per_pair(tenpai: list[int], deltas: list[int]) -> None:
    assert draw("daisuki_sanma", tenpai=tenpai)["deltas"] == deltas


def test_sticks_stay_and_honba_grows_on_a_draw() -> None:
    result = draw("tenhou_yonma", tenpai=[0], honba=2, kyotaku=3)
    assert result["kyotaku_delta"] == 0
    assert result["dealer_keeps"] is True
    assert result["next_honba"] == 3


def test_the_deal_passes_when_the_dealer_is_noten_with_a_honba_added() -> None:
    result = draw("tenhou_yonma", tenpai=[1], honba=2)
    assert result["dealer_keeps"] is False
    assert result["next_honba"] == 3  # 流れ三本場


def test_renchan_by_win_only_passes_the_deal_on_every_draw() -> None:
    # 19番ホール: 和了連荘, so a tenpai dealer still passes the deal.
    result = draw("hole19", tenpai=[0, 1], honba=0)
    assert result["dealer_keeps"] is False
    assert result["next_honba"] == 1


@pytest.mark.parametrize(("wind", "keeps"), [("E", False), ("S", True)])
def test_daisuki_sanma_south_dealer_keeps_even_when_noten(wind: str, keeps: bool) -> None:
    # 東場はテンパイで親続行、南場は親がノーテンでも親流れしない.
    result = draw("daisuki_sanma", tenpai=[1], round_wind=wind)
    assert result["dealer_keeps"] is keeps


def test_nagashi_mangan_is_a_mangan_tsumo_without_noten_payments() -> None:
    # tenhou: the non-dealer's nagashi is paid 4000 by the dealer and 2000 by each other;
    # the sticks stay on the table and no honba is paid.
    result = draw("tenhou_yonma", tenpai=[1], nagashi=[2], honba=1, kyotaku=1)
    assert result["deltas"] == [-4000, -2000, 8000, -2000]
    assert result["kyotaku_delta"] == 0
    assert result["dealer_keeps"] is False


@pytest.mark.parametrize(
    ("seat", "deltas"),
    [
        (1, [-4000, 6000, -2000]),  # ツモり損: a non-dealer gets 4000 + 2000
        (0, [8000, -4000, -4000]),  # the dealer 4000 all
    ],
)
def test_hole19_nagashi_mangan_with_tsumo_loss(seat: int, deltas: list[int]) -> None:
    assert draw("hole19", tenpai=[], nagashi=[seat])["deltas"] == deltas


def test_coco_nagashi_is_a_yakuman_paid_marudori() -> None:
    # 丸取り: a non-dealer is paid exactly 32000: the dealer 21333 -> 21300, the other the rest.
    assert draw("coco", tenpai=[], nagashi=[1])["deltas"] == [-21300, 32000, -10700]
    # A dealer's 48000 is paid half by each non-dealer.
    assert draw("coco", tenpai=[], nagashi=[0])["deltas"] == [48000, -24000, -24000]


def test_daisuki_sanma_nagashi_yakuman_is_paid_like_a_win() -> None:
    # 役満ツモ 17000/9000 (the chart's +1000), one honba of 1000 from each payer, and the
    # stick on the table goes to the winner; the deal passes and the honba are cleared.
    result = draw("daisuki_sanma", tenpai=[2], nagashi=[2], honba=1, kyotaku=1)
    assert result["deltas"] == [-18000, -10000, 29000]
    assert result["kyotaku_delta"] == -1000
    assert result["dealer_keeps"] is False
    assert result["next_honba"] == 0


def test_a_dealer_nagashi_counted_as_a_win_keeps_the_deal() -> None:
    result = draw("daisuki_sanma", tenpai=[], nagashi=[0], honba=0)
    assert result["deltas"] == [34000, -17000, -17000]  # chart: 役満 親ツモ 17000オール
    assert result["dealer_keeps"] is True
    assert result["next_honba"] == 1


def test_abortive_draw_keeps_the_dealer_where_the_house_says_so() -> None:
    result = draw("tenhou_yonma", abortive="kyuushu", honba=1)
    assert result["deltas"] == [0, 0, 0, 0]
    assert (result["dealer_keeps"], result["next_honba"]) == (True, 2)


def test_daisuki_yonma_abortive_draw_passes_the_deal_except_in_the_all_last() -> None:
    # 途中流局し、親流れ (流れ一本場); オーラスに限り、積み棒が増え続行.
    result = draw("daisuki_yonma", abortive="suufon", honba=0)
    assert (result["dealer_keeps"], result["next_honba"]) == (False, 1)
    result = draw("daisuki_yonma", abortive="suufon", honba=0, all_last=True)
    assert (result["dealer_keeps"], result["next_honba"]) == (True, 1)


def test_coco_four_kan_draw_keeps_the_dealer_with_a_honba() -> None:
    # 四槓子流れ: 場は進まずの積み棒アリ.
    result = draw("coco", abortive="suukaikan", honba=0)
    assert (result["dealer_keeps"], result["next_honba"]) == (True, 1)


@pytest.mark.parametrize(
    ("house", "request_body", "code"),
    [
        ("nouspo", {"abortive": "kyuushu"}, "no_such_abortive_draw"),  # 途中流局なし
        ("hole19", {"abortive": "suufon"}, "no_such_abortive_draw"),  # 三風連打は続行
        ("nouspo", {"tenpai": [], "nagashi": [1]}, "no_nagashi"),  # 流し満貫なし
        ("tenhou_yonma", {"tenpai": [1, 1]}, "duplicate_seat"),
        ("ekiden2017", {"tenpai": [3]}, "seat_out_of_range"),
        ("tenhou_yonma", {"tenpai": [0], "honba": -1}, "negative_honba"),
        ("tenhou_yonma", {"tenpai": [0], "round_wind": "X"}, "bad_round_wind"),
        ("tenhou_yonma", {"abortive": "kyuushu", "tenpai": [0]}, "abortive_with_tenpai"),
    ],
)
def test_impossible_draws_are_refused(house: str, request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("draw", house, request_body)
    assert err.value.code == code


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ({}, "missing_field"),
        ({"tenpai": "0"}, "wrong_type"),
        ({"tenpai": [True]}, "wrong_type"),
        ({"tenpai": [], "riichi_sticks": 1}, "unknown_field"),
    ],
)
def test_malformed_draws_are_400s(request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("draw", "tenhou_yonma", request_body)
    assert (err.value.code, err.value.kind.value) == (code, "malformed")
