"""A night of several games: each game settled, running totals, who sits out next (抜け番,
seed 000 進行/抜け順: from the overall leader down, judged again after game 4), money where
the house states a rate, and the totals keeping every point (a property over every house)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api import handle
from scoring.api import session as session_api
from scoring.rules.loader import house_ids, load_ruleset
from scoring.rules.table import SessionRules

FOUR = ["A", "B", "C", "D"]
SCORES = [52000, 33000, 20000]  # ekiden: 42 -7 -35


def ask(body: dict[str, Any], house: str = "ekiden2017") -> tuple[int, dict[str, Any]]:
    return handle("session", house, json.dumps(body))


def result(players: list[int], scores: list[int] = SCORES) -> dict[str, Any]:
    return {"players": players, "result": {"scores": scores}}


def _night(house: str, games: int) -> dict[str, Any]:
    """Plays `games` games, seating whoever the answer says does not sit out next."""
    body: dict[str, Any] = {"participants": FOUR, "games": []}
    answer: dict[str, Any] = {"next_sit_out": [0]}
    for _ in range(games):
        players = [p for p in range(4) if p not in answer["next_sit_out"]]
        body["games"].append(result(players))
        status, answer = ask(body, house)
        assert status == 200, answer
    return answer


def test_eight_games_each_player_sits_out_twice_and_plays_six() -> None:
    answer = _night("ekiden2017", 8)
    sat_out = [g["sat_out"] for g in answer["games"]]
    assert [len(s) for s in sat_out] == [1] * 8
    assert sorted(s[0] for s in sat_out) == [0, 0, 1, 1, 2, 2, 3, 3]
    assert sat_out[:4] == [[0], [1], [2], [3]]  # the order of the start
    assert answer["next_sit_out"] == [] and answer["games_left"] == 0
    assert answer["zero_sum"] and answer["off_table"] == 0
    body = {"participants": FOUR, "games": [result([p for p in range(4) if p != s[0]])
                                            for s in sat_out] + [result([1, 2, 3])]}
    status, refused = ask(body)
    assert status == 422 and refused["error"]["code"] == "too_many_games"


def test_the_order_is_judged_again_after_game_4_from_the_standings() -> None:
    # The first player of each game wins 42, the second -7, the third -35.
    games = [result([1, 2, 3]), result([3, 0, 2]), result([3, 0, 1]), result([2, 0, 1])]
    status, answer = ask({"participants": FOUR, "games": games})
    assert status == 200, answer
    assert answer["totals"] == [-21, -28, 0, 49]
    assert answer["standings"] == [3, 2, 0, 1]
    assert answer["sit_out_order"] == [3, 2, 0, 1]
    assert answer["next_sit_out"] == [3]
    assert answer["games"][0]["totals"] == [0, 42, -7, -35]


def test_points_carried_in_make_the_standings_of_the_start() -> None:
    status, answer = ask({"participants": FOUR, "carried": [0, 30, 10, -5], "games": []})
    assert status == 200
    assert answer["sit_out_order"] == [1, 2, 0, 3] and answer["next_sit_out"] == [1]


def test_a_game_seating_the_one_who_sits_out_is_refused() -> None:
    status, answer = ask({"participants": FOUR, "games": [result([1, 2, 3]), result([1, 2, 3])]})
    assert status == 422
    assert answer["error"] == {"code": "wrong_sit_out", "field": "games[1].players",
                               "message": answer["error"]["message"]}


def test_a_game_from_its_score_sheet_must_reach_its_end() -> None:
    # Ekiden: six hands (East and South of three), every all-noten draw passes the deal.
    sheet = {"players": [1, 2, 3], "events": [{"type": "draw", "tenpai": []}] * 6}
    status, answer = ask({"participants": FOUR, "games": [sheet]})
    assert status == 200, answer
    assert answer["games"][0]["settlement"]["ranks"] == [1, 1, 1]
    assert answer["totals"] == [0, 0, 0, 0]
    sheet["events"] = sheet["events"][:5]
    status, answer = ask({"participants": FOUR, "games": [sheet]})
    assert status == 422
    assert answer["error"]["code"] == "game_not_over"
    assert answer["error"]["field"] == "games[0].events"


def test_errors_inside_a_game_name_the_game() -> None:
    status, answer = ask({"participants": FOUR,
                          "games": [{"players": [1, 2, 3], "result": {"scores": [1, 2]}}]})
    assert status == 422 and answer["error"]["field"] == "games[0].result.scores"
    status, answer = ask({"participants": FOUR, "games": [
        {"players": [1, 2, 3], "events": [{"type": "draw", "tenpai": [5]}]}]})
    assert status == 422 and answer["error"]["field"] == "games[0].events[0].tenpai[0]"


def test_a_night_of_rotating_games_at_daisuki() -> None:
    # Each game has all four (4人回し); nobody sits a whole game out.
    yakuman = {"type": "win", "wins": [{"winner": 0, "discarder": 1, "yakuman": 1}]}
    game = {"players": [3, 2, 1, 0], "events": [yakuman]}  # D deals first; A rests first
    status, answer = ask({"participants": FOUR, "games": [game, game]}, "daisuki_sanma")
    assert status == 200, answer
    first = answer["games"][0]
    assert first["sat_out"] == [] and len(first["settlement"]["points"]) == 4
    # D's dealer yakuman ron (48000) from C busts C: per participant, A B C D order.
    assert first["points"] == [points for points in reversed(first["settlement"]["points"])]
    assert answer["totals"] == [2 * p for p in first["points"]]
    assert answer["money"] is None and answer["next_sit_out"] == []
    assert answer["off_table"] == 2 * 4 * 20 and answer["zero_sum"]


def test_money_where_the_house_states_what_a_point_is_worth() -> None:
    rules = load_ruleset("ekiden2017")
    priced = dataclasses.replace(rules, session=dataclasses.replace(
        rules.session, money_per_point=50, money_unit_ja="円", money_unit_en="yen"))
    answer = session_api.answer(priced, {"participants": FOUR, "games": [result([1, 2, 3])]})
    assert answer["money"] == [0, 42 * 50, -7 * 50, -35 * 50]
    assert answer["money_unit_ja"] == "円"


def test_a_sit_out_order_needs_more_people_than_seats() -> None:
    status, answer = ask({"participants": ["A", "B", "C"], "games": []})
    assert status == 422 and answer["error"]["code"] == "wrong_participants"


def test_the_session_rules_are_checked_when_loaded() -> None:
    with pytest.raises(ValueError, match="rejudge_after"):
        SessionRules(games=8, rejudge_after=(8,))
    with pytest.raises(ValueError, match="rejudge_after"):
        SessionRules(rejudge_after=(4,))


@st.composite
def nights(draw: st.DrawFn) -> tuple[str, list[int], list[list[int]], list[list[int]]]:
    house = draw(st.sampled_from(house_ids()))
    rules = load_ruleset(house)
    sits_out = rules.session.sit_out.value != "none"
    low = rules.players + 1 if sits_out else rules.players
    count = draw(st.integers(low, 4 if sits_out else rules.most_participants))
    carried = draw(st.lists(st.integers(-50, 50), min_size=count, max_size=count))
    n = draw(st.integers(0, rules.session.games or 6))
    scores = []
    for _ in range(n):
        # Final scores in 1000s that add up to the points dealt out.
        people = rules.players if sits_out else count
        cuts = draw(st.lists(st.integers(-20, 60), min_size=people - 1, max_size=people - 1))
        total = rules.game.start_points * people // 1000
        scores.append([c * 1000 for c in cuts] + [(total - sum(cuts)) * 1000])
    return house, carried, scores, [[count]]


@settings(max_examples=60, deadline=None)
@given(nights())
def test_a_session_keeps_every_point(case: tuple[str, list[int], list[list[int]], Any]) -> None:
    house, carried, scores, ((count,),) = case
    names = [f"P{i}" for i in range(count)]
    body: dict[str, Any] = {"participants": names, "carried": carried, "games": []}
    status, answer = ask(body, house)
    assert status == 200, answer
    for game_scores in scores:
        players = [p for p in range(count) if p not in answer["next_sit_out"]]
        body["games"].append({"players": players[:len(game_scores)],
                              "result": {"scores": game_scores}})
        status, reply = ask(body, house)
        if status == 422:
            # A house's own limits on final scores (e.g. a formula without a row for them).
            assert reply["error"]["code"] == "no_formula_row", reply
            body["games"].pop()
            continue
        answer = reply
        assert answer["zero_sum"]
        assert sum(answer["totals"]) + answer["off_table"] == pytest.approx(sum(carried))
        for p in range(count):
            played = sum(g["points"][p] for g in answer["games"])
            assert answer["totals"][p] == pytest.approx(carried[p] + played)
