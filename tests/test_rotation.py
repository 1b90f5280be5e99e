"""More people than seats (4人回し): who rests and when, frozen points, the resting shares of
the prizes, and the points kept over whole games (seed 004, 3人麻雀ルール 基本ルール/1 and
チップ・祝儀/2, 5)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api import handle
from scoring.rules.loader import load_ruleset

FOUR = ["A", "B", "C", "D"]
NOTEN = {"type": "draw", "tenpai": []}


def replay(events: list[dict[str, Any]], house: str = "daisuki_sanma",
           participants: list[str] | None = FOUR) -> tuple[int, dict[str, Any]]:
    body: dict[str, Any] = {"events": events}
    if participants is not None:
        body["participants"] = participants
    return handle("replay", house, json.dumps(body))


def states(events: list[dict[str, Any]], **kw: Any) -> list[dict[str, Any]]:
    status, answer = replay(events, **kw)
    assert status == 200, answer
    return answer["states"]  # type: ignore[no-any-return]


def ron(winner: int, discarder: int, han: int = 1, fu: int = 30) -> dict[str, Any]:
    return {"type": "win", "wins": [{"winner": winner, "discarder": discarder, "han": han,
                                     "fu": fu}]}


def test_each_dealer_rests_when_the_deal_passes_and_the_resting_one_takes_the_seat() -> None:
    # All-noten draws: East passes the deal every hand, South keeps it (南場は親流れしない),
    # so five draws walk E1 → E2 → E3 → S1 and then S1 stays.
    result = states([NOTEN] * 5)
    rounds = [s["round"] for s in result]
    assert rounds == ["E2", "E3", "S1", "S1", "S1"]
    # E1: D rests; A deals and rests after; B deals E2, C deals E3, D (on A's chair) deals S1.
    assert [s["rested"] for s in result] == [[3], [0], [1], [2], [2]]
    assert [s["resting"] for s in result] == [[0], [1], [2], [2], [2]]
    assert [s["seated"] for s in result[:3]] == [[3, 1, 2], [3, 0, 2], [3, 0, 1]]
    assert [s["dealer"] for s in result[:3]] == [1, 2, 3]


def test_a_resting_player_s_points_do_not_move() -> None:
    result = states([ron(1, 0), ron(2, 3), {"type": "draw", "tenpai": [2]}])
    for state in result:
        for p in state["rested"]:
            assert state["deltas"][p] == 0
    assert result[-1]["scores"] == [33000, 36000, 38000, 33000]


def test_three_participants_at_a_rotating_house_play_as_before() -> None:
    # Without a resting player the yakuman tsumo prize is 50 from each of the two others.
    tsumo = {"type": "win", "wins": [{"winner": 1, "discarder": None, "yakuman": 1}]}
    three = states([tsumo], participants=["A", "B", "C"])
    plain = states([tsumo], participants=None)
    assert three == plain
    assert three[0]["prizes"] == [-50, 100, -50]
    assert three[0]["resting"] == [] and three[0]["seated"] == [0, 1, 2]


def test_the_yakuman_tsumo_prize_while_someone_rests_is_20_40_40() -> None:
    tsumo = {"type": "win", "wins": [{"winner": 0, "discarder": None, "yakuman": 1}]}
    result = states([tsumo])
    assert result[0]["rested"] == [3]
    assert result[0]["prizes"] == [100, -40, -40, -20]


def test_a_yakuman_ron_while_someone_rests_is_paid_by_the_discarder_alone() -> None:
    result = states([{"type": "win", "wins": [{"winner": 1, "discarder": 2, "yakuman": 1}]}])
    assert result[0]["prizes"] == [0, 100, -100, 0]


def test_no_four_flowers_prize_from_the_resting_player() -> None:
    result = states([{"type": "prize", "kind": "four_flowers", "player": 1}])
    assert result[0]["prizes"] == [-25, 50, -25, 0]
    assert result[0]["scores"] == [35000] * 4


@pytest.mark.parametrize("event, field", [
    ({"type": "win", "wins": [{"winner": 3, "discarder": 0, "han": 1, "fu": 30}]},
     "events[0].wins[0].winner"),
    ({"type": "win", "wins": [{"winner": 0, "discarder": 3, "han": 1, "fu": 30}]},
     "events[0].wins[0].discarder"),
    ({"type": "draw", "tenpai": [3]}, "events[0].tenpai[0]"),
    ({"type": "draw", "tenpai": [], "riichi": [3]}, "events[0].riichi[0]"),
    ({"type": "penalty", "kind": "chombo", "offender": 3}, "events[0].offender"),
    ({"type": "prize", "kind": "four_flowers", "player": 3}, "events[0].player"),
])
def test_a_resting_player_takes_no_part_in_the_hand(event: dict[str, Any], field: str) -> None:
    status, answer = replay([event])
    assert status == 422
    assert answer["error"]["code"] == "player_resting"
    assert answer["error"]["field"] == field


@pytest.mark.parametrize("house, names", [
    ("tenhou_sanma", FOUR),  # no rotation: exactly the seats
    ("daisuki_sanma", [*FOUR, "E"]),  # more than rotation.participants
    ("daisuki_sanma", ["A", "B"]),  # fewer than the seats
    ("daisuki_sanma", ["A", "B", "A", "C"]),  # a name twice
])
def test_participants_the_house_cannot_seat_are_refused(house: str, names: list[str]) -> None:
    status, answer = replay([NOTEN], house=house, participants=names)
    assert status == 422
    assert answer["error"]["code"] == "wrong_participants"


def test_events_number_all_participants() -> None:
    status, answer = replay([ron(4, 0)])
    assert status == 422 and answer["error"]["code"] == "seat_out_of_range"


def test_four_participants_are_settled_by_their_ranks() -> None:
    # 2nd 38000: (50000-38000)/400+25 = 55 paid; 3rd 36000: 35+50 = 85; 4th 26000 by the
    # 3rd's row: 60+50 = 110; the top takes 250; each pays the 20 fee.
    status, answer = handle("settle", "daisuki_sanma",
                            json.dumps({"scores": [40000, 38000, 36000, 26000]}))
    assert status == 200, answer
    assert answer["points"] == [230, -75, -105, -130]
    assert answer["off_table"] == 80
    status, answer = handle("settle", "tenhou_sanma",
                            json.dumps({"scores": [40000, 30000, 30000, 5000]}))
    assert status == 422 and answer["error"]["code"] == "wrong_length"


def test_the_ruleset_says_what_a_resting_player_pays_for_every_prize() -> None:
    rules = load_ruleset("daisuki_sanma")
    assert set(rules.rotation.prizes) == set(rules.settlement.prizes)
    assert rules.rotation.yakuman_tsumo.resting + 2 * (rules.rotation.yakuman_tsumo.seated or 0) \
        == 2 * rules.settlement.yakuman_prize.tsumo_each  # 100 in all, with or without a rest


VALUES = [{"han": 1, "fu": 30}, {"han": 3, "fu": 30}, {"han": 6, "fu": 30}, {"yakuman": 1}]


def _event(data: st.DataObject, seated: list[int]) -> dict[str, Any]:
    kind = data.draw(st.sampled_from(["ron", "tsumo", "draw", "prize", "chombo"]))
    riichi = data.draw(st.lists(st.sampled_from(seated), unique=True, max_size=1))
    if kind == "prize":
        player = data.draw(st.sampled_from(seated))
        return {"type": "prize", "kind": "four_flowers", "player": player}
    if kind == "chombo":
        return {"type": "penalty", "kind": "chombo", "offender": data.draw(st.sampled_from(seated)),
                "riichi": riichi}
    if kind == "draw":
        tenpai = data.draw(st.lists(st.sampled_from(seated), unique=True))
        return {"type": "draw", "riichi": riichi, "tenpai": tenpai}
    winner = data.draw(st.sampled_from(seated))
    discarder = (None if kind == "tsumo"
                 else data.draw(st.sampled_from([p for p in seated if p != winner])))
    value = data.draw(st.sampled_from(VALUES))
    return {"type": "win", "riichi": riichi,
            "wins": [{"winner": winner, "discarder": discarder, **value}]}


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_rotating_game_keeps_its_points_over_all_participants(data: st.DataObject) -> None:
    rules = load_ruleset("daisuki_sanma")
    total = rules.game.start_points * len(FOUR)
    events: list[dict[str, Any]] = []
    seated = [0, 1, 2]
    for _ in range(data.draw(st.integers(1, 16))):
        event = _event(data, seated)
        status, answer = replay([*events, event])
        if status == 422:
            # Riichi without the points is the only refusal of a legal rotation game.
            assert answer["error"]["code"] == "riichi_not_allowed", answer
            continue
        events.append(event)
        state = answer["states"][-1]
        assert sum(state["deltas"]) + state["kyotaku_delta"] == 0
        assert sum(state["scores"]) + state["kyotaku_points"] == total
        assert sum(state["prizes"]) == pytest.approx(0)
        assert all(state["deltas"][p] == 0 for p in state["rested"])
        assert sorted(state["seated"] + state["resting"]) == [0, 1, 2, 3]
        if state["finished"]:
            result = state["settlement"]
            assert len(result["points"]) == len(FOUR)
            assert sum(result["points"]) + result["off_table"] == pytest.approx(0)
            break
        seated = state["seated"]
