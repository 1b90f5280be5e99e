"""Properties that hold for every hand (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api.read.hand import read_hand
from scoring.errors import ScoringError
from scoring.hand.decompose import suit_decompositions
from scoring.hand.evaluate import evaluate
from tests.differential.hands import generate
from tests.differential.reference import TENHOU_HAND, tile_rules

counts9 = st.lists(st.integers(0, 4), min_size=9, max_size=9).filter(lambda c: sum(c) <= 14)


@given(counts9)
def test_every_suit_decomposition_uses_exactly_the_tiles(counts: list[int]) -> None:
    for pair, triplets, runs in suit_decompositions(tuple(counts)):
        used = [0] * 9
        if pair >= 0:
            used[pair] += 2
        for t in triplets:
            used[t] += 3
        for r in runs:
            for i in range(3):
                used[r + i] += 1
        assert used == counts


@given(counts9)
def test_a_suit_splits_only_when_its_size_allows(counts: list[int]) -> None:
    if sum(counts) % 3 == 1:
        assert suit_decompositions(tuple(counts)) == ()


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from((3, 4)))
def test_a_valued_hand_is_consistent(seed: int, players: int) -> None:
    hand = generate(random.Random(seed), players)
    if hand is None:
        return
    try:
        e = evaluate(read_hand(hand.request()), tile_rules(players), TENHOU_HAND, players)
    except ScoringError as error:
        assert error.code == "no_yaku"
        return
    if e.yakuman:
        assert e.value.yakuman == e.yakuman and all(y.yakuman for y in e.yaku)
        return
    assert e.han >= 1 and e.han == e.value.han
    assert sum(fu for _, fu in e.fu_details) == e.fu
    assert e.fu == 25 or (e.fu % 10 == 0 and 20 <= e.fu <= 170)
    assert e.han == sum(y.han for y in e.yaku) + e.dora.total
