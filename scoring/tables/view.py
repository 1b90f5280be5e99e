"""What every phone at a table shows: each game with its replay states, and the night.

`session` is the `/sessions` answer for the table's finished games (totals, sit-outs, who sits
out next), or None for a table without participants (a night needs its people's names), or
None with `session_error` (its code, message, field) where `/sessions` refuses the night
(e.g. a house that sits someone out each game, with no one to sit out).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scoring.rules.schema import Ruleset
from scoring.tables.games import Game, replay
from scoring.tables.seating import night


def view(rules: Ruleset, participants: list[str] | None, games: list[Game],
         carried: list[Fraction] | None = None) -> dict[str, Any]:
    shown = []
    finished = []
    for i, game in enumerate(games):
        states = replay(rules, participants, game, f"games[{i}]")
        shown.append({"players": game["players"], "events": game["events"], "states": states})
        if states and states[-1]["finished"]:
            finished.append(game)
    out: dict[str, Any] = {"games": shown, "session": None}
    if participants is not None:
        out["session"], error = night(rules, participants, finished, carried)
        if error is not None:
            out["session_error"] = error
    return out
