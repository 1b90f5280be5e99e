"""Applying ops to a table's games: each op changes one game, which must still replay.

`apply_op` never changes the games it is given: it answers new ones (sharing the untouched
games), so a refused op leaves the table as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scoring.api.read import bounds
from scoring.errors import ErrorCode, ScoringError, impossible
from scoring.rules.schema import Ruleset
from scoring.tables.games import Game, read_players, replay
from scoring.tables.ops import Op
from scoring.tables.seating import next_players


@dataclass(frozen=True)
class Effect:
    """What an op did: the game it changed (resolved when the op named none), the event's
    index (None for new_game), and the event it replaced or deleted (for the history)."""

    game: int
    at: int | None
    previous: dict[str, Any] | None = None
    finished: bool = False  # the changed game has ended

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "at": self.at, "previous": self.previous}


def _game_index(games: list[Game], op: Op) -> int:
    index = len(games) - 1 if op.game is None else op.game
    if not 0 <= index < len(games):
        raise impossible(ErrorCode.NO_SUCH_GAME,
                         f"The table has {len(games)} games: start one with 'new_game'."
                         if not games else f"Games are 0 to {len(games) - 1}.", "game")
    return index


def _event_index(events: list[Any], at: int, field: str, *, extra: int = 0) -> int:
    if not 0 <= at < len(events) + extra:
        raise impossible(ErrorCode.NO_SUCH_EVENT,
                         f"The game has {len(events)} events.", field)
    return at


def apply_op(rules: Ruleset, participants: list[str] | None, games: list[Game],
             op: Op, carried: list[Fraction] | None = None) -> tuple[list[Game], Effect]:
    """The games after `op`, and what it did; a game the core refuses raises its error."""
    if op.kind == "new_game":
        if len(games) >= bounds.MAX_GAMES:
            raise impossible(ErrorCode.TOO_MANY_GAMES,
                             f"A table holds at most {bounds.MAX_GAMES} games.", "new_game")
        if op.game not in (None, len(games)):  # a logged new_game names the game it opened
            raise impossible(ErrorCode.NO_SUCH_GAME,
                             f"A new game here is game {len(games)}.", "game")
        night = rules.session.games
        if participants is not None and night and len(games) >= night:
            raise impossible(ErrorCode.TOO_MANY_GAMES,
                             f"A night here has {night} games.", "new_game")
        given = op.body.get("players")
        if given is not None:
            given = read_players(rules, participants, given, "new_game.players")
        players = read_players(rules, participants,
                               next_players(rules, participants, games, given, carried),
                               "new_game.players")
        return [*games, {"players": players, "events": []}], Effect(len(games), None)
    index = _game_index(games, op)
    game = games[index]
    events = list(game["events"])
    previous = None
    if op.kind == "append":
        at = len(events)
        events.append(op.body)
    elif op.kind == "replace":
        at = _event_index(events, op.body["at"], "replace.at")
        previous = events[at]
        events[at] = op.body["event"]
    else:  # delete
        at = _event_index(events, op.body["at"], "delete.at")
        previous = events.pop(at)
    changed = {"players": game["players"], "events": events}
    states = replay(rules, participants, changed, f"games[{index}]")
    ended = bool(states) and states[-1]["finished"]
    return [*games[:index], changed, *games[index + 1:]], Effect(index, at, previous, ended)


def fold(rules: Ruleset, participants: list[str] | None, games: list[Game],
         ops: list[Op], carried: list[Fraction] | None = None) -> list[Game]:
    """The games after every op in order (the first refused one raises, naming it)."""
    for i, op in enumerate(ops):
        try:
            games, _ = apply_op(rules, participants, games, op, carried)
        except ScoringError as exc:
            exc.field = f"ops[{i}].{exc.field}" if exc.field else f"ops[{i}]"
            raise
    return games
