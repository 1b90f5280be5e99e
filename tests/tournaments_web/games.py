"""Score sheets for the tournament's tables, made with the core: a game that ends (a player
busted by yakuman rons), and one still in play."""

from __future__ import annotations

import json
from typing import Any

from scoring.api import handle


def finished_events(house: str, han: list[int] | None = None) -> list[dict[str, Any]]:
    """Rons of the player after the dealer from the one after them, hand after hand, until
    the core says the game is over (each hand passes the deal on); `han` per hand, in turn
    (five values, so no player's wins repeat another's)."""
    han = han or [1, 3, 2, 4, 2]
    _, house_answer = handle("house", house, None)
    n = house_answer["players"]
    events: list[dict[str, Any]] = []
    for i in range(60):
        events.append({"type": "win", "wins": [{"winner": (i + 1) % n, "discarder": (i + 2) % n,
                                                "han": han[i % len(han)], "fu": 30}]})
        status, answer = handle("replay", house, json.dumps({"events": events}))
        assert status == 200, answer
        if answer["states"][-1]["finished"]:
            return events
    raise AssertionError("the game did not end")


def open_events() -> list[dict[str, Any]]:
    """One exhaustive draw: a game in play."""
    return [{"type": "draw", "tenpai": [0]}]
