"""The replay's `calls`: each paid win of an event as the table says it, worked out by hand
from the standard tables (3 han 30 fu: 3900 ron, 1000/2000 tsumo; 4 han 30 fu: 7700; a
yakuman 32000), so the score sheet's line says what the calculators say."""

from __future__ import annotations

from typing import Any

from scoring.api import call


def states(house: str, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return call("replay", house, {"events": events})["states"]  # type: ignore[no-any-return]


def win(winner: int, discarder: int | None, han: int, fu: int, **more: Any) -> dict[str, Any]:
    return {"winner": winner, "discarder": discarder, "han": han, "fu": fu, **more}


def test_a_double_ron_says_each_winners_payment_nearest_the_discarder_first() -> None:
    [state] = states("tenhou_yonma", [
        {"type": "win", "wins": [win(2, 0, 4, 30), win(1, 0, 3, 30)]},
    ])
    assert [(c["winner"], c["kind"], c["points"], c["with_honba"]) for c in state["calls"]] == [
        (1, "ron", 3900, None),
        (2, "ron", 7700, None),
    ]
    assert state["deltas"] == [-11600, 3900, 7700, 0]


def test_honba_is_said_on_top_of_the_hand() -> None:
    draw, ron = states("tenhou_yonma", [
        {"type": "draw", "tenpai": []},  # all noten: one honba more
        {"type": "win", "wins": [win(2, 1, 3, 30)]},  # C from B: 3900, 300 a honba
    ])
    assert draw["honba"] == 1 and draw["calls"] == []
    assert ron["calls"][0]["points"] == 3900
    assert ron["calls"][0]["with_honba"] == {"points": 4200}


def test_tsumo_and_dealer_tsumo() -> None:
    first, second = states("tenhou_yonma", [
        {"type": "win", "wins": [win(1, None, 3, 30)]},  # B, not the dealer: 1000/2000
        {"type": "win", "wins": [win(1, None, 3, 30)]},  # B deals now: 2000 all
    ])
    [non_dealer] = first["calls"]
    said = (non_dealer["kind"], non_dealer["non_dealer"], non_dealer["dealer"])
    assert said == ("tsumo", 1000, 2000)
    [dealer] = second["calls"]
    said = (dealer["winner"], dealer["kind"], dealer["each"], dealer["total"])
    assert said == (1, "tsumo_all", 2000, 6000)


def test_a_liable_player_pays_the_whole_yakuman_tsumo() -> None:
    [state] = states("tenhou_yonma", [
        {"type": "win", "wins": [{"winner": 1, "discarder": None, "yakuman": 1, "pao": 2}]},
    ])
    [call_] = state["calls"]
    said = (call_["winner"], call_["kind"], call_["points"], call_["limit"])
    assert said == (1, "pao", 32000, "yakuman")
    assert state["deltas"] == [0, 32000, -32000, 0]


def test_a_head_bump_house_says_only_the_paid_win() -> None:
    [state] = states("nouspo", [
        {"type": "win", "wins": [win(2, 0, 4, 30), win(1, 0, 3, 30)]},
    ])
    assert [c["winner"] for c in state["calls"]] == [1]
    assert state["calls"][0]["points"] == 3900
