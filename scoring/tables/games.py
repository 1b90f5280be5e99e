"""A table's people and games: reading them strictly, and replaying one game.

A game is `{"players": [participant, ...] | None, "events": [event, ...]}`, its events exactly
the objects `/games/replay` accepts. With participants, a game's `players` are participants
in the game's order (the first deals first; beyond the house's seats they rest first, 4人回し),
as in `/sessions`; without, a game has the house's seats and no `players`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scoring.api import replay as replay_operation
from scoring.api.read import bounds
from scoring.api.read.carried import read_carried
from scoring.api.read.fields import reject_unknown, require_object
from scoring.api.read.people import read_names
from scoring.errors import ErrorCode, ScoringError, impossible, malformed
from scoring.rules.schema import Ruleset

Game = dict[str, Any]
GAME_FIELDS = {"players", "events"}


def read_participants(rules: Ruleset, request: dict[str, Any]) -> list[str] | None:
    """The night's names, as many as `/sessions` allows; None when absent."""
    return read_names(request, "participants", rules.players, bounds.MAX_PARTICIPANTS)


def read_table_carried(participants: list[str] | None,
                       request: dict[str, Any]) -> list[Fraction] | None:
    """The points each participant carries in (as `/sessions` reads them); None when absent.
    A tournament's table carries its players' totals, so its night sits out as they stand."""
    if "carried" not in request:
        return None
    if participants is None:
        raise impossible(ErrorCode.WRONG_LENGTH,
                         "'carried' has one entry per participant; this table has none.",
                         "carried")
    return read_carried(request, len(participants))


def read_players(rules: Ruleset, participants: list[str] | None, raw: Any,
                 field: str) -> list[int] | None:
    """A game's players (participants' indices); all the participants when absent."""
    if participants is None:
        if raw is not None:
            raise impossible(ErrorCode.WRONG_PARTICIPANTS,
                             "A game has 'players' only where the table has 'participants'.",
                             field)
        return None
    if raw is None:
        raw = list(range(len(participants)))
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'players' must be a list of participants.", field)
    if len(raw) > bounds.MAX_PARTICIPANTS:
        raise impossible(ErrorCode.TOO_MANY_ITEMS,
                         f"'players' holds at most {bounds.MAX_PARTICIPANTS} entries.", field)
    for i, p in enumerate(raw):
        where = f"{field}[{i}]"
        if isinstance(p, bool) or not isinstance(p, int):
            raise malformed(ErrorCode.WRONG_TYPE, "A player is a participant's index.", where)
        if not 0 <= p < len(participants):
            raise impossible(ErrorCode.SEAT_OUT_OF_RANGE,
                             f"Participants are 0 to {len(participants) - 1}.", where)
        if p in raw[:i]:
            raise impossible(ErrorCode.DUPLICATE_SEAT, f"Participant {p} is listed twice.", where)
    if not rules.players <= len(raw) <= rules.most_participants:
        raise impossible(ErrorCode.WRONG_PARTICIPANTS,
                         f"A game here has {rules.players} to {rules.most_participants} players.",
                         field)
    return list(raw)


def replay(rules: Ruleset, participants: list[str] | None, game: Game,
           field: str) -> list[dict[str, Any]]:
    """The game's states as `/games/replay` answers them; its refusal names the game."""
    request: dict[str, Any] = {"events": game["events"]}
    if game["players"] is not None and participants is not None:
        request["participants"] = [participants[p] for p in game["players"]]
    try:
        return replay_operation.answer(rules, request)["states"]  # type: ignore[no-any-return]
    except ScoringError as exc:
        exc.field = f"{field}.{exc.field}" if exc.field else field
        raise


def read_games(rules: Ruleset, participants: list[str] | None, raw: Any,
               field: str = "games") -> list[Game]:
    """The games of `raw`, each replayed to check that the core accepts it."""
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' must be a list.", field)
    if len(raw) > bounds.MAX_GAMES:
        raise impossible(ErrorCode.TOO_MANY_GAMES,
                         f"A table holds at most {bounds.MAX_GAMES} games.", field)
    games = []
    for i, item in enumerate(raw):
        where = f"{field}[{i}]"
        game = require_object(item, where)
        reject_unknown(game, GAME_FIELDS, f"{where}.")
        events = game.get("events", [])
        if not isinstance(events, list):
            raise malformed(ErrorCode.WRONG_TYPE, "'events' must be a list.", f"{where}.events")
        read = {"players": read_players(rules, participants, game.get("players"),
                                        f"{where}.players"),
                "events": list(events)}
        replay(rules, participants, read, where)
        games.append(read)
    return games
