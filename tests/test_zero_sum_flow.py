"""Draws, penalties and whole games never create or lose points, for every house.

Every result satisfies `sum(deltas) + kyotaku_delta == 0`; across a replayed game the
players' scores plus the table always equal the points dealt at the start; a settlement
sums to zero unless points leave the table (fee, a penalty given to nobody, lost sticks),
and then it says so.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api import call
from scoring.errors import ScoringError
from scoring.rules.draw import Nagashi
from scoring.rules.loader import house_ids, load_ruleset
from scoring.rules.penalty import HandAfter

HOUSES = house_ids()
VALUES = [
    {"han": 1, "fu": 30},
    {"han": 2, "fu": 40},
    {"han": 3, "fu": 30},
    {"han": 4, "fu": 40},
    {"han": 6, "fu": 30},
    {"han": 11, "fu": 30},
    {"yakuman": 1},
]


def seats(n: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, n - 1), unique=True, max_size=n).map(sorted)


@st.composite
def draw_requests(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    house = draw(st.sampled_from(HOUSES))
    rules = load_ruleset(house)
    n = rules.players
    request: dict[str, Any] = {"honba": draw(st.integers(0, 8)), "kyotaku": draw(st.integers(0, 6))}
    if rules.draw.abortive and draw(st.integers(0, 4)) == 0:
        request["abortive"] = draw(st.sampled_from([a.value for a in rules.draw.abortive]))
        request["all_last"] = draw(st.booleans())
        return house, request
    request["tenpai"] = draw(seats(n))
    request["round_wind"] = draw(st.sampled_from(["E", "S", "W"]))
    if rules.draw.nagashi is not Nagashi.NONE:
        request["nagashi"] = draw(seats(n).map(lambda s: s[:2]))
    return house, request


@settings(max_examples=300, deadline=None)
@given(draw_requests())
def test_every_draw_is_zero_sum(case: tuple[str, dict[str, Any]]) -> None:
    house, request = case
    result = call("draw", house, request)
    assert sum(result["deltas"]) + result["kyotaku_delta"] == 0
    assert result["next_honba"] >= 0
    # Only a nagashi counted as a win may take sticks from the table.
    assert result["kyotaku_delta"] in (0, -load_ruleset(house).riichi.cost * request["kyotaku"])


@st.composite
def penalty_requests(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    house = draw(st.sampled_from([h for h in HOUSES if load_ruleset(h).penalties]))
    rules = load_ruleset(house)
    n = rules.players
    riichi = draw(seats(n))
    return house, {
        "kind": draw(st.sampled_from(sorted(rules.penalties))),
        "offender": draw(st.integers(0, n - 1)),
        "honba": draw(st.integers(0, 8)),
        "kyotaku": len(riichi) + draw(st.integers(0, 3)),
        "riichi": riichi,
        "all_last": draw(st.booleans()),
    }


@settings(max_examples=300, deadline=None)
@given(penalty_requests())
def test_every_penalty_is_zero_sum(case: tuple[str, dict[str, Any]]) -> None:
    house, request = case
    result = call("penalty", house, request)
    assert sum(result["deltas"]) + result["kyotaku_delta"] == 0
    # The offender never gains, whatever the form.
    stick_back = 0
    if result["hand"] != "continue" and request["offender"] in request["riichi"]:
        stick_back = load_ruleset(house).riichi.cost
    assert result["deltas"][request["offender"]] <= stick_back
    assert all(a <= 0 for a in result["final_adjustment"])


@st.composite
def events(
    draw: st.DrawFn,
    n: int,
    kinds: list[str],
    open_riichi: bool = False,
    prizes: tuple[str, ...] = (),
    continuing: frozenset[str] = frozenset(),
) -> dict[str, Any]:
    choices = ["win", "ron2", "draw"] + (["penalty"] if kinds else []) + (
        ["prize"] if prizes else []
    )
    choice = draw(st.sampled_from(choices))
    if choice == "prize":
        return {"type": "prize", "kind": draw(st.sampled_from(prizes)),
                "player": draw(st.integers(0, n - 1))}
    riichi = draw(seats(n).map(lambda s: s[:2]))
    # Open riichi (a 2000 deposit where the house has it) by players not in `riichi`.
    opened = draw(seats(n)) if open_riichi else []
    extra = {"open_riichi": [p for p in opened if p not in riichi][:1]} if opened else {}
    if choice == "win":
        winner = draw(st.integers(0, n - 1))
        discarder = draw(st.one_of(st.none(), st.integers(0, n - 1).filter(lambda s: s != winner)))
        value = draw(st.sampled_from(VALUES))
        return {
            "type": "win",
            "riichi": riichi,
            **extra,
            "wins": [{"winner": winner, "discarder": discarder, **value}],
        }
    if choice == "ron2":
        discarder = draw(st.integers(0, n - 1))
        winners = [(discarder + 1) % n, (discarder + 2) % n]
        return {
            "type": "win",
            "riichi": riichi,
            **extra,
            "wins": [
                {"winner": w, "discarder": discarder, **draw(st.sampled_from(VALUES))}
                for w in winners
            ],
        }
    if choice == "draw":
        return {"type": "draw", "riichi": riichi, **extra, "tenpai": draw(seats(n))}
    kind = draw(st.sampled_from(kinds))
    penalty = {"type": "penalty", "kind": kind, "offender": draw(st.integers(0, n - 1))}
    if kind not in continuing:
        penalty.update({"riichi": riichi, **extra})  # a chombo may hand the deposits back
    return penalty


@st.composite
def games(draw: st.DrawFn) -> tuple[str, list[dict[str, Any]]]:
    house = draw(st.sampled_from(HOUSES))
    rules = load_ruleset(house)
    continuing = frozenset(k for k, p in rules.penalties.items() if p.hand is HandAfter.CONTINUE)
    sheet = events(
        rules.players,
        sorted(rules.penalties),
        rules.riichi.open_riichi_cost is not None,
        tuple(sorted(rules.settlement.prizes)),
        continuing,
    )
    return house, draw(st.lists(sheet, max_size=30))


def _playable(house: str, sheet: list[dict[str, Any]]) -> dict[str, Any]:
    """Replay, cutting the sheet where the game ended or a player could not riichi."""
    while True:
        try:
            return call("replay", house, {"events": sheet})
        except ScoringError as exc:
            # Refusals the rules demand: the game is over, riichi without the points, a dead
            # hand (アガリ放棄) winning or declared tenpai.
            allowed = {
                "game_over",
                "riichi_not_allowed",
                "dead_hand_cannot_win",
                "dead_hand_is_noten",
            }
            assert exc.code in allowed, exc.code
            index = int(str(exc.field).split("[")[1].split("]")[0])
            sheet = sheet[:index]


@settings(max_examples=150, deadline=None)
@given(games())
def test_every_replayed_game_keeps_its_points(case: tuple[str, list[dict[str, Any]]]) -> None:
    house, sheet = case
    rules = load_ruleset(house)
    total = rules.game.start_points * rules.players
    for state in _playable(house, sheet)["states"]:
        assert sum(state["deltas"]) + state["kyotaku_delta"] == 0
        assert sum(state["scores"]) + state["kyotaku_points"] == total
        if state["finished"]:
            result = state["settlement"]
            assert sum(result["points"]) + result["off_table"] == pytest.approx(0)
            leaves = (
                rules.settlement.fee > 0
                or any(state["final_adjustment"])
                or result["left_on_table"] > 0
            )
            assert result["zero_sum"] or leaves


@st.composite
def settle_requests(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    house = draw(st.sampled_from(HOUSES))
    rules = load_ruleset(house)
    n = rules.players
    total = rules.game.start_points * n
    cuts = sorted(
        draw(st.lists(st.integers(-20, total // 100 + 20), min_size=n - 1, max_size=n - 1))
    )
    hundreds = [b - a for a, b in zip([0, *cuts], [*cuts, total // 100], strict=True)]
    return house, {"scores": [h * 100 for h in hundreds]}


@settings(max_examples=300, deadline=None)
@given(settle_requests())
def test_every_settlement_sums_to_zero_or_says_why(case: tuple[str, dict[str, Any]]) -> None:
    house, request = case
    rules = load_ruleset(house)
    result = call("settle", house, request)
    assert sum(result["points"]) + result["off_table"] == pytest.approx(0)
    assert result["zero_sum"] is (result["off_table"] == 0)
    # With no sticks and no penalties, only the game fee leaves the table.
    payers = rules.players if rules.settlement.fee_payer == "each" else 1
    fee_total = rules.settlement.fee * payers
    assert result["off_table"] == pytest.approx(fee_total)
    assert sorted(result["ranks"])[0] == 1
