"""Four-player win payments, checked against the well-known standard chart and by hand."""

from __future__ import annotations

import pytest

from scoring.api import call

H = "tenhou_yonma"


def win(**request: object) -> dict:
    return call("win", H, {"discarder": None, **request})


@pytest.mark.parametrize(
    ("han", "fu", "dealer_ron", "ko_ron"),
    [
        (1, 30, 1500, 1000),
        (2, 25, 2400, 1600),
        (3, 40, 7700, 5200),
        (4, 30, 11600, 7700),
        (1, 110, 5300, 3600),
        (2, 70, 6800, 4500),
    ],
)
def test_ron_values(han: int, fu: int, dealer_ron: int, ko_ron: int) -> None:
    assert win(han=han, fu=fu, winner=0, discarder=2)["deltas"] == [dealer_ron, 0, -dealer_ron, 0]
    assert win(han=han, fu=fu, winner=1, discarder=3)["deltas"] == [0, ko_ron, 0, -ko_ron]


def test_non_dealer_tsumo_30fu_3han_is_1000_2000() -> None:
    assert win(han=3, fu=30, winner=2)["deltas"] == [-2000, -1000, 4000, -1000]


def test_dealer_tsumo_20fu_2han_is_700_all() -> None:
    assert win(han=2, fu=20, winner=0)["deltas"] == [2100, -700, -700, -700]


def test_honba_and_riichi_sticks_on_ron() -> None:
    result = win(han=1, fu=30, winner=1, discarder=0, honba=2, kyotaku=3)
    # 1000 + 2 × 300 from the dealer; three sticks from the table.
    assert result["deltas"] == [-1600, 4600, 0, 0]
    assert result["kyotaku_delta"] == -3000


def test_honba_on_tsumo_is_100_per_payer() -> None:
    result = win(han=1, fu=30, winner=3, honba=1)
    assert result["deltas"] == [-600, -400, -400, 1400]


def test_mangan_tsumo_by_non_dealer_and_dealer() -> None:
    assert win(han=5, fu=30, winner=1)["deltas"] == [-4000, 8000, -2000, -2000]
    assert win(han=5, fu=30, winner=0)["deltas"] == [12000, -4000, -4000, -4000]


def test_double_yakuman_ron() -> None:
    result = win(yakuman=2, winner=2, discarder=1)
    assert result["deltas"] == [0, -64000, 64000, 0]
    assert result["value"]["limit"] == "yakuman"
    assert result["value"]["base_points"] == 16000


def test_pao_tsumo_liable_pays_everything() -> None:
    result = win(yakuman=1, winner=1, pao=3, honba=1)
    assert result["deltas"] == [0, 32300, 0, -32300]


def test_pao_ron_split_half_with_honba_on_discarder() -> None:
    result = win(yakuman=1, winner=0, discarder=2, pao=1, honba=1)
    # 48000 split 24000/24000; the 300 honba is the discarder's in the reference rules.
    assert result["deltas"] == [48300, -24000, -24300, 0]


def test_payments_list_who_pays_whom() -> None:
    result = win(han=2, fu=30, winner=1, discarder=2, kyotaku=1)
    assert {"from": 2, "to": 1, "points": 2000, "kind": "hand"} in result["payments"]
    assert {"from": None, "to": 1, "points": 1000, "kind": "kyotaku"} in result["payments"]
