"""Writing score sheets for the replay tests: events in a line each, and the replay itself
(every state checked zero-sum on the way).

Events name players fixed for the game (player 0 is the first dealer).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from scoring.api import call
from scoring.api import replay as replay_operation
from scoring.rules.loader import load_ruleset
from scoring.rules.schema import Ruleset


def replay(house: str, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    states = call("replay", house, {"events": events})["states"]
    for state in states:
        assert sum(state["deltas"]) + state["kyotaku_delta"] == 0
    return states


def ron(winner: int, discarder: int, **value: Any) -> dict[str, Any]:
    return {"winner": winner, "discarder": discarder, **value}


def win(*wins: dict[str, Any], riichi: list[int] | None = None, **extra: Any) -> dict[str, Any]:
    return {"type": "win", "riichi": riichi or [], "wins": list(wins), **extra}


def draw(tenpai: list[int], **extra: Any) -> dict[str, Any]:
    return {"type": "draw", "tenpai": tenpai, **extra}


def small_ko_tsumos(players: int, hands: int) -> list[dict[str, Any]]:
    """Hand k is dealt by player k mod n; the next player wins a 1 han 30 fu tsumo."""
    return [
        win({"winner": (k + 1) % players, "discarder": None, "han": 1, "fu": 30})
        for k in range(hands)
    ]


def hole19_with_open_riichi() -> Ruleset:
    """hole19 (sticks left at the end go back to their owners) with a 2000 open riichi."""
    base = load_ruleset("hole19")
    return dataclasses.replace(base, riichi=dataclasses.replace(base.riichi, open_riichi_cost=2000))


def replay_rules(rules: Ruleset, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Replay under a ruleset built in the test."""
    states = replay_operation.answer(rules, {"events": events})["states"]
    for state in states:
        assert sum(state["deltas"]) + state["kyotaku_delta"] == 0
    return states
