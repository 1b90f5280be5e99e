"""Three-player tsumo schemes, rounding, honba variants and multiple ron, computed by hand."""

from __future__ import annotations

import dataclasses

import pytest

from scoring.api import call
from scoring.payment.win import Win, pay_wins
from scoring.points import value_of
from scoring.rules.loader import load_ruleset
from scoring.rules.schema import StickSplit
from scoring.value import HandValue


def deltas(house: str, **request: object) -> list[int]:
    return call("win", house, {"honba": 0, "kyotaku": 0, **request})["deltas"]


def test_tsumo_son_loses_the_norths_share() -> None:
    # hole19: 子の満貫ツモ = 2000/4000, 6000 in all.
    assert deltas("hole19", han=5, fu=30, winner=1, discarder=None) == [-4000, 6000, -2000]
    assert deltas("hole19", han=5, fu=30, winner=0, discarder=None) == [8000, -4000, -4000]


def test_north_split_halves_the_rounded_north_payment() -> None:
    # 30 fu 1 han: four-player 300/500; North's 300 halved onto both payers, rounded up.
    assert deltas("ekiden2017", han=1, fu=30, winner=2, discarder=None) == [-700, -500, 1200]
    # Dealer 30 fu 1 han: 500 all, North's 500 halved: 750 -> 800 all.
    assert deltas("ekiden2017", han=1, fu=30, winner=0, discarder=None) == [1600, -800, -800]


def test_marudori_pays_the_ron_value_two_to_one() -> None:
    # coco: 子の満貫ツモ is worth exactly the ron's 8000: dealer 5333 -> 5300, non-dealer the
    # rest (2700). Rounding both parts up (5400/2700) would take 8100.
    assert deltas("coco", han=5, fu=30, winner=2, discarder=None) == [-5300, -2700, 8000]
    # Every non-dealer tsumo totals the ron value: 2 han 30 fu 2000 = 1300 + 700.
    assert deltas("coco", han=2, fu=30, winner=1, discarder=None) == [-1300, 2000, -700]
    # Dealer mangan tsumo: 12000 halved, 6000 each.
    assert deltas("coco", han=5, fu=30, winner=0, discarder=None) == [12000, -6000, -6000]


def test_thousand_rounding_and_tsumo_bonus() -> None:
    # daisuki_sanma: 3900 ron -> 4000; 子の満貫ツモ 4000+1000 / 2000+1000.
    assert deltas("daisuki_sanma", han=3, fu=30, winner=1, discarder=0) == [-4000, 4000, 0]
    assert deltas("daisuki_sanma", han=5, fu=30, winner=1, discarder=None) == [-5000, 8000, -3000]


def test_honba_values_per_house() -> None:
    # ekiden2017: 1000 per honba, a tsumo's split 500/500.
    assert deltas("ekiden2017", han=1, fu=30, winner=1, discarder=2, honba=2) == [0, 3000, -3000]
    # 子 30符1翻 tsumo is 500/700 on the chart; each payer adds 500.
    assert deltas("ekiden2017", han=1, fu=30, winner=1, discarder=None, honba=1) == [
        -1200,
        2200,
        -1000,
    ]
    # daisuki_sanma: 1000 from each payer on a tsumo.
    assert deltas("daisuki_sanma", han=1, fu=30, winner=1, discarder=None, honba=1) == [
        -3000,
        6000,
        -3000,
    ]


def _double_ron(house: str, winners: tuple[int, int], discarder: int, honba: int, sticks: int):
    rules = load_ruleset(house)
    valued = value_of(rules, HandValue(han=1, fu=30))
    wins = [Win(w, valued, discarder) for w in winners]
    return pay_wins(rules, wins, honba, sticks)


def test_double_ron_sticks_and_honba_to_the_nearest_winner() -> None:
    # tenhou_yonma: seat 3 deals in to seats 1 and 2; seat 0 is nearer? No: turn order from
    # seat 3 is 0, 1, 2, so seat 1 is the nearest winner and takes the sticks and honba.
    payment = _double_ron("tenhou_yonma", (2, 1), 3, honba=1, sticks=2)
    assert payment.deltas == [0, 1000 + 300 + 2000, 1000, -2300]
    assert payment.kyotaku_delta == -2000


def test_double_ron_split_with_odd_stick_from_the_dealers_side() -> None:
    # hole19: seat 1 deals in to seats 0 and 2. From the discarder seat 2 is nearer, but the
    # odd stick goes to the first winner counted from the dealer: seat 0. Each ron is paid
    # its own honba (200, the three-player reference's value).
    payment = _double_ron("hole19", (0, 2), 1, honba=1, sticks=3)
    # Dealer 30 fu 1 han ron 1500, non-dealer 1000.
    assert payment.deltas == [1500 + 200 + 2000, -(1500 + 200 + 1000 + 200), 1000 + 200 + 1000]
    assert payment.kyotaku_delta == -3000


def test_head_bump_pays_only_the_nearest() -> None:
    payment = _double_ron("nouspo", (2, 3), 1, honba=0, sticks=1)
    assert payment.deltas == [0, -1000, 2000, 0]


def test_triple_ron_is_refused_where_it_is_an_abortive_draw() -> None:
    rules = load_ruleset("tenhou_yonma")
    valued = value_of(rules, HandValue(han=1, fu=30))
    with pytest.raises(Exception) as err:
        pay_wins(rules, [Win(w, valued, 0) for w in (1, 2, 3)], 0, 0)
    assert getattr(err.value, "code", None) == "triple_ron_is_abortive_draw"


def test_each_winner_paid_the_honba_when_the_house_says_so() -> None:
    base = load_ruleset("tenhou_yonma")
    rules = dataclasses.replace(
        base, payment=dataclasses.replace(base.payment, multi_ron_honba=StickSplit.EACH)
    )
    valued = value_of(rules, HandValue(han=1, fu=30))
    payment = pay_wins(rules, [Win(1, valued, 0), Win(2, valued, 0)], 2, 0)
    assert payment.deltas == [-3200, 1600, 1600, 0]


def test_pao_ron_full_liability_with_honba() -> None:
    # hole19: the liable player pays the whole yakuman and the 200 honba even on a ron.
    result = call(
        "win", "hole19", {"yakuman": 1, "winner": 1, "discarder": 2, "pao": 0, "honba": 1}
    )
    assert result["deltas"] == [-32200, 32200, 0]


def test_pao_ron_split_including_honba() -> None:
    # ekiden2017: split 16000/16000 and the 1000 honba 500/500.
    result = call(
        "win", "ekiden2017", {"yakuman": 1, "winner": 1, "discarder": 2, "pao": 0, "honba": 1}
    )
    assert result["deltas"] == [-16500, 33000, -16500]


def test_rinshan_pao_after_a_daiminkan() -> None:
    # daisuki_sanma: the daiminkan's giver pays a non-dealer's 3 han 30 fu rinshan tsumo alone:
    # 2000 + 1000 (dealer's share with bonus) + 1000 + 1000 (the other's) = 5000.
    result = call(
        "win", "daisuki_sanma", {"han": 3, "fu": 30, "winner": 1, "discarder": None, "pao": 2}
    )
    assert result["deltas"] == [0, 5000, -5000]
    # ...but not where the house has no such rule.
    with pytest.raises(Exception) as err:
        call("win", "tenhou_sanma", {"han": 3, "fu": 30, "winner": 1, "discarder": None, "pao": 2})
    assert getattr(err.value, "code", None) == "pao_not_applicable"
