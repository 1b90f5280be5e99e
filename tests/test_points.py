"""han/fu → limit → base points, against the standard formula fu × 2^(han+2)."""

from __future__ import annotations

import dataclasses

import pytest

from scoring.errors import ScoringError
from scoring.points import check_han_fu, value_of
from scoring.rules.loader import load_ruleset
from scoring.rules.schema import Kazoe
from scoring.value import HandValue, Limit

YONMA = load_ruleset("tenhou_yonma")


@pytest.mark.parametrize(
    ("han", "fu", "base", "limit"),
    [
        (1, 30, 240, None),
        (2, 20, 320, None),
        (3, 30, 960, None),
        (4, 30, 1920, None),  # no kiriage in the reference rules
        (3, 60, 1920, None),
        (4, 40, 2000, Limit.MANGAN),  # 2560 capped
        (3, 70, 2000, Limit.MANGAN),
        (5, 20, 2000, Limit.MANGAN),
        (6, 30, 3000, Limit.HANEMAN),
        (7, 30, 3000, Limit.HANEMAN),
        (8, 30, 4000, Limit.BAIMAN),
        (10, 30, 4000, Limit.BAIMAN),
        (11, 30, 6000, Limit.SANBAIMAN),
        (12, 30, 6000, Limit.SANBAIMAN),
        (13, 30, 8000, Limit.YAKUMAN),  # kazoe yakuman
        (20, 30, 8000, Limit.YAKUMAN),
    ],
)
def test_base_points_and_limits(han: int, fu: int, base: int, limit: Limit | None) -> None:
    valued = value_of(YONMA, HandValue(han=han, fu=fu))
    assert (valued.base, valued.limit) == (base, limit)


def test_kiriage_rounds_1920_up_to_mangan() -> None:
    rules = dataclasses.replace(YONMA, limits=dataclasses.replace(YONMA.limits, kiriage=True))
    assert value_of(rules, HandValue(han=4, fu=30)).limit is Limit.MANGAN
    assert value_of(rules, HandValue(han=3, fu=60)).base == 2000
    assert value_of(rules, HandValue(han=3, fu=50)).base == 1600


def test_kazoe_capped_at_sanbaiman() -> None:
    rules = dataclasses.replace(
        YONMA, limits=dataclasses.replace(YONMA.limits, kazoe=Kazoe.SANBAIMAN)
    )
    assert value_of(rules, HandValue(han=14, fu=40)).limit is Limit.SANBAIMAN


def test_yakuman_multiples_and_cap() -> None:
    assert value_of(YONMA, HandValue(yakuman=2)).base == 16000
    single = dataclasses.replace(YONMA, limits=dataclasses.replace(YONMA.limits, max_yakuman=1))
    assert value_of(single, HandValue(yakuman=3)).base == 8000


def test_fixed_limit_raises_a_cheap_hand() -> None:
    assert value_of(YONMA, HandValue(han=1, fu=30, fixed_limit=Limit.MANGAN)).base == 2000
    # ...but never lowers a dearer one.
    assert value_of(YONMA, HandValue(han=6, fu=30, fixed_limit=Limit.MANGAN)).limit is Limit.HANEMAN


@pytest.mark.parametrize(
    ("han", "fu", "tsumo", "code"),
    [
        (1, 20, False, "impossible_han_fu"),  # 20 fu is a pinfu tsumo, never a ron
        (2, 20, False, "impossible_han_fu"),
        (1, 20, True, "impossible_han_fu"),  # pinfu + tsumo is already 2 han
        (1, 25, False, "impossible_han_fu"),  # seven pairs is 2 han
        (2, 25, True, "impossible_han_fu"),  # seven pairs tsumo is 3 han
        (3, 35, False, "impossible_fu"),
        (3, 120, False, "impossible_fu"),
        (0, 30, False, "han_out_of_range"),
    ],
)
def test_impossible_han_fu(han: int, fu: int, tsumo: bool, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        check_han_fu(YONMA, han, fu, tsumo)
    assert err.value.code == code


@pytest.mark.parametrize(
    ("han", "fu", "tsumo"), [(2, 20, True), (2, 25, False), (3, 25, True), (1, 110, False)]
)
def test_possible_han_fu(han: int, fu: int, tsumo: bool) -> None:
    check_han_fu(YONMA, han, fu, tsumo)
