"""Reading a `/sessions` request: the participants, points carried in, and each game as a
score sheet (`events`) or as its final scores (`result`, read like a `/settle` body)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scoring.api.read import bounds
from scoring.api.read.carried import read_carried
from scoring.api.read.events import read_events
from scoring.api.read.fields import int_list, reject_unknown, require_object
from scoring.api.read.people import read_names
from scoring.api.read.settle import read_settle
from scoring.errors import ErrorCode, ScoringError, impossible, malformed
from scoring.game.events import Event
from scoring.rules.schema import Ruleset
from scoring.settlement.types import SettleInput

FIELDS = {"participants", "carried", "games"}
GAME_FIELDS = {"players", "events", "result"}


@dataclass(frozen=True)
class GameRequest:
    players: list[int]  # participants in the game's order (the first dealer first)
    events: list[Event] | None  # the score sheet, or
    result: SettleInput | None  # the final scores
    field: str


@dataclass(frozen=True)
class SessionRequest:
    names: list[str]
    carried: list[Fraction]
    games: list[GameRequest]


def _in(field: str, exc: ScoringError) -> ScoringError:
    """The same error, its field named from the request's top."""
    exc.field = f"{field}.{exc.field}" if exc.field else field
    return exc


def _game(rules: Ruleset, raw: Any, count: int, field: str) -> GameRequest:
    game = require_object(raw, field)
    reject_unknown(game, GAME_FIELDS, f"{field}.")
    try:
        players = int_list(game, "players", required=True, max_items=bounds.MAX_PARTICIPANTS)
    except ScoringError as exc:
        raise _in(field, exc) from None
    assert players is not None
    for i, p in enumerate(players):
        if not 0 <= p < count:
            raise impossible(ErrorCode.SEAT_OUT_OF_RANGE,
                             f"Participants are 0 to {count - 1}.", f"{field}.players[{i}]")
        if p in players[:i]:
            raise impossible(ErrorCode.DUPLICATE_SEAT, f"Participant {p} is listed twice.",
                             f"{field}.players[{i}]")
    if not rules.players <= len(players) <= rules.most_participants:
        raise impossible(ErrorCode.WRONG_PARTICIPANTS,
                         f"A game here has {rules.players} to {rules.most_participants} players.",
                         f"{field}.players")
    if ("events" in game) == ("result" in game):
        raise malformed(ErrorCode.MISSING_FIELD,
                        "A game has its 'events' (a score sheet) or its 'result', one of them.",
                        field)
    try:
        if "events" in game:
            return GameRequest(players, read_events(rules, game, len(players)), None, field)
        result = read_settle(rules, game["result"])
    except ScoringError as exc:
        raise _in(field, exc) from None
    if len(result.scores) != len(players):
        raise impossible(ErrorCode.WRONG_LENGTH, "'result.scores' has one entry per player.",
                         f"{field}.result.scores")
    return GameRequest(players, None, result, field)


def read_session(rules: Ruleset, request: Any) -> SessionRequest:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    names = read_names(request, "participants", rules.players, bounds.MAX_PARTICIPANTS)
    if names is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'participants' is required.", "participants")
    carried = read_carried(request, len(names))
    raw = request.get("games")
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'games' must be a list.", "games")
    if len(raw) > bounds.MAX_GAMES:
        raise impossible(ErrorCode.TOO_MANY_GAMES,
                         f"A session holds at most {bounds.MAX_GAMES} games.", "games")
    games = [_game(rules, g, len(names), f"games[{i}]") for i, g in enumerate(raw)]
    return SessionRequest(names, carried or [Fraction(0)] * len(names), games)
