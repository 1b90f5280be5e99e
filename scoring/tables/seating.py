"""Who plays a table's next game where the house sits people out by the standings (抜け番).

The night's own answer (`/sessions` for the finished games) names who sits out next; a new
game without `players` seats the others. Players given are taken as they are (any seating the
house allows): a tournament's table sits out by the tournament's standings, which carry in
totals the table's own night does not know, so refusing them here would refuse the right
seating; a night `/sessions` refuses shows as the view's `session_error` instead. Where an
earlier game is still being played, who sits out is not known yet.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scoring.api import session as session_operation
from scoring.api.read.carried import written
from scoring.errors import ScoringError
from scoring.rules.schema import Ruleset
from scoring.rules.table import SitOut
from scoring.tables.games import Game, replay


def finished_games(rules: Ruleset, participants: list[str] | None,
                   games: list[Game]) -> tuple[list[Game], bool]:
    """The games that have ended, and whether every game has."""
    done = []
    for i, game in enumerate(games):
        states = replay(rules, participants, game, f"games[{i}]")
        if states and states[-1]["finished"]:
            done.append(game)
    return done, len(done) == len(games)


def night(rules: Ruleset, participants: list[str], finished: list[Game],
          carried: list[Fraction] | None = None,
          ) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """The `/sessions` answer for the finished games (with the points carried in, so a
    tournament's table sits out by the tournament's totals), or None and the refusal's error."""
    request: dict[str, Any] = {
        "participants": participants,
        "games": [{"players": g["players"], "events": g["events"]} for g in finished]}
    if carried is not None:
        request["carried"] = [written(c) for c in carried]
    try:
        return session_operation.answer(rules, request), None
    except ScoringError as exc:
        return None, exc.to_dict()["error"]  # type: ignore[return-value]


def next_players(rules: Ruleset, participants: list[str] | None, games: list[Game],
                 players: list[int] | None,
                 carried: list[Fraction] | None = None) -> list[int] | None:
    """The new game's players: as given, or by the standings where the house sits out."""
    if participants is None or rules.session.sit_out is not SitOut.STANDINGS:
        return players
    done, all_done = finished_games(rules, participants, games)
    if not all_done:
        return players
    answer, _ = night(rules, participants, done, carried)
    if answer is None or not answer["next_sit_out"]:
        return players
    if players is not None:
        return players
    return [p for p in range(len(participants)) if p not in answer["next_sit_out"]]
