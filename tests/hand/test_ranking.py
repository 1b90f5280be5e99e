"""Readings of a hand are ranked by what the house pays for them, not by a ladder of its own.

The evaluator asks `points.limit_value` (the valuation every payment uses) for each reading;
these tests pin that down where the common limit ladder and a house disagree: fu folding,
kiriage mangan, kazoe capped at sanbaiman, and yakuman multiples capped at one.
"""

from __future__ import annotations

import pytest

from scoring.api import ruleset
from scoring.api.read.hand import read_hand
from scoring.hand.evaluate import STANDARD_LIMITS, _rank, evaluate
from scoring.points import value_of
from scoring.rules.schema import LimitRules
from scoring.value import HandValue
from tests.hand.handkit import YONMA, ids, request

# (house, han, fu, what the house pays as base points, what the common ladder says)
DISAGREEMENTS = [
    ("daisuki_sanma", 2, 70, 1280, 1120),  # 70 fu folds to 3 han 40 fu
    ("daisuki_sanma", 5, 70, 3000, 2000),  # folds to 6 han: haneman, not mangan
    ("ekiden2017", 4, 30, 2000, 1920),  # kiriage mangan
    ("ekiden2017", 13, 40, 6000, 8000),  # no counted yakuman: sanbaiman
]


@pytest.mark.parametrize(("house", "han", "fu", "paid", "ladder"), DISAGREEMENTS)
def test_a_reading_ranks_at_what_the_house_pays(house: str, han: int, fu: int, paid: int,
                                                ladder: int) -> None:
    rules = ruleset(house)
    assert value_of(rules, HandValue(han=han, fu=fu)).base == paid  # the payment path
    assert _rank(rules.limits, han, fu, 0, None)[0] == paid
    assert _rank(STANDARD_LIMITS, han, fu, 0, None)[0] == ladder


def test_a_reading_the_house_pays_more_for_wins_even_where_the_ladder_prefers_another() -> None:
    # 5 han 70 fu and 6 han 30 fu: the common ladder pays 2000 and 3000, a house folding
    # 70 fu into 6 han 40 fu pays 3000 for both and then counts 40 fu over 30 fu.
    fold = ruleset("daisuki_sanma").limits
    folded, plain = _rank(fold, 5, 70, 0, None), _rank(fold, 6, 30, 0, None)
    assert folded > plain
    assert _rank(STANDARD_LIMITS, 5, 70, 0, None) < _rank(STANDARD_LIMITS, 6, 30, 0, None)


def test_a_true_yakuman_stays_ahead_of_a_counted_one_the_house_pays_alike() -> None:
    no_kazoe = ruleset("ekiden2017").limits  # 13 han is a sanbaiman there
    assert _rank(no_kazoe, 0, 0, 1, None) > _rank(no_kazoe, 13, 40, 0, None)


def test_capped_multiples_still_show_the_larger_reading() -> None:
    # 222333444666s88s by tsumo: as four concealed triplets it is all green and suuankou
    # (two yakuman where they add up), as three runs all green alone. A house paying one
    # yakuman at most pays both readings alike; the one with more yakuman is the one shown.
    body = request("22233344466688s", "6s", ron=False)
    capped = LimitRules(max_yakuman=1)
    e = evaluate(read_hand(body), YONMA, ruleset("tenhou_yonma").hand, 4, capped)
    assert ids(e) == {"ryuuiisou", "suuankou"}
    assert e.yakuman == 2  # counted as the hand has it; the house's cap applies when paid
