"""What every phone at a table shows: each game with its replay states, and the night.

`session` is the `/sessions` answer for the table's finished games (totals, sit-outs, who sits
out next), or None for a table without participants (a night needs its people's names).
"""

from __future__ import annotations

from typing import Any

from scoring.api import session as session_operation
from scoring.rules.schema import Ruleset
from scoring.tables.games import Game, replay


def view(rules: Ruleset, participants: list[str] | None,
         games: list[Game]) -> dict[str, Any]:
    shown = []
    finished = []
    for i, game in enumerate(games):
        states = replay(rules, participants, game, f"games[{i}]")
        shown.append({"players": game["players"], "events": game["events"], "states": states})
        if states and states[-1]["finished"]:
            finished.append({"players": game["players"], "events": game["events"]})
    session = None
    if participants is not None:
        session = session_operation.answer(
            rules, {"participants": participants, "games": finished})
    return {"games": shown, "session": session}
