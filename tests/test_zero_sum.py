"""Every result that moves points is zero-sum with the table, for every house."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api import call
from scoring.errors import ScoringError
from scoring.rules.loader import house_ids, load_ruleset
from tests.differential.hands import generate

HOUSES = house_ids()


@st.composite
def win_requests(draw: st.DrawFn) -> tuple[str, dict]:
    house = draw(st.sampled_from(HOUSES))
    n = load_ruleset(house).players
    winner = draw(st.integers(0, n - 1))
    discarder = draw(st.one_of(st.none(), st.integers(0, n - 1).filter(lambda s: s != winner)))
    request: dict = {
        "winner": winner,
        "discarder": discarder,
        "honba": draw(st.integers(0, 12)),
        "kyotaku": draw(st.integers(0, 8)),
    }
    if draw(st.booleans()):
        request["yakuman"] = draw(st.integers(1, 3))
    else:
        request["han"] = draw(st.integers(1, 16))
        request["fu"] = draw(st.sampled_from([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]))
    if draw(st.booleans()):
        request["pao"] = draw(st.integers(0, n - 1).filter(lambda s: s != winner))
    return house, request


@settings(max_examples=400, deadline=None)
@given(win_requests())
def test_every_win_is_zero_sum(case: tuple[str, dict]) -> None:
    house, request = case
    try:
        result = call("win", house, request)
    except ScoringError as exc:
        # Only impossible han/fu pairs are refused; everything else must pay.
        assert exc.code in {
            "impossible_han_fu",
            "impossible_fu",
            "yakuman_out_of_range",
            "pao_not_applicable",
        }
        return
    assert sum(result["deltas"]) + result["kyotaku_delta"] == 0
    # A single winner takes every riichi stick on the table.
    assert result["kyotaku_delta"] == -load_ruleset(house).riichi.cost * request["kyotaku"]
    assert result["deltas"][request["winner"]] > 0
    assert all(d <= 0 for s, d in enumerate(result["deltas"]) if s != request["winner"])


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(HOUSES), st.integers(0, 2**32 - 1))
def test_hand_chips_are_zero_sum(house: str, seed: int) -> None:
    """Chips a scored hand earns move between the players only, and only the winner gains."""
    n = load_ruleset(house).players
    hand = generate(random.Random(seed), n)
    if hand is None:
        return
    request = hand.request()
    try:
        chips = call("score", house, request)["chips"]
    except ScoringError:
        return  # refused hands (no yaku, a tile this house lacks ...) earn nothing
    deltas = chips["deltas"]
    assert len(deltas) == n and sum(deltas) == 0
    assert chips["count"] >= 0
    payers = 1 if request["discarder"] is not None else n - 1
    assert deltas[request["winner"]] == chips["count"] * payers
    assert all(d in (0, -chips["count"]) for s, d in enumerate(deltas) if s != request["winner"])
