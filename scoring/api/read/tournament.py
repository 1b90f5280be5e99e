"""Reading a tournament so far (`/tournaments/standings` and `/tournaments/seat`): the
players in the order of the start, the points they carried in, teams, every round's tables
with their finished games (a score sheet or final scores, players by name), and penalties."""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scoring.api.read import bounds
from scoring.api.read.events import read_events
from scoring.api.read.fields import check_bound, reject_unknown, require_object
from scoring.api.read.settle import read_settle
from scoring.errors import ErrorCode, ScoringError, impossible, malformed
from scoring.game.events import Event
from scoring.rules.schema import Ruleset
from scoring.settlement.types import SettleInput
from scoring.tournaments.standings import Penalty

FIELDS = {"players", "carried", "teams", "rounds", "penalties"}
ROUND_FIELDS = {"tables"}
TABLE_FIELDS = {"players", "games"}
GAME_FIELDS = {"players", "events", "result"}
PENALTY_FIELDS = {"player", "points", "reason", "round"}


@dataclass(frozen=True)
class GameRequest:
    players: list[str]  # in the game's order (the first dealer first)
    events: list[Event] | None  # the score sheet, or
    result: SettleInput | None  # the final scores
    field: str


@dataclass(frozen=True)
class TableRequest:
    players: list[str]
    games: list[GameRequest]
    field: str


@dataclass(frozen=True)
class TournamentRequest:
    players: list[str]
    carried: list[Fraction]
    teams: dict[str, list[str]]
    rounds: list[list[TableRequest]]
    penalties: list[Penalty]


def _list(raw: Any, field: str, most: int) -> list[Any]:
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' must be a list.", field)
    if len(raw) > most:
        raise impossible(ErrorCode.TOO_MANY_ITEMS, f"'{field}' holds at most {most} items.",
                         field)
    return raw


def names(raw: Any, field: str, most: int) -> list[str]:
    """Non-empty names of at most MAX_NAME characters, each once, kept as typed."""
    values = _list(raw, field, most)
    seen: set[str] = set()
    for i, name in enumerate(values):
        where = f"{field}[{i}]"
        if not isinstance(name, str):
            raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' holds names.", where)
        if not name.strip():
            raise impossible(ErrorCode.WRONG_PARTICIPANTS, "A name is not empty.", where)
        if len(name) > bounds.MAX_NAME:
            raise impossible(ErrorCode.TEXT_TOO_LONG,
                             f"A name has at most {bounds.MAX_NAME} characters.", where)
        if name in seen:
            raise impossible(ErrorCode.DUPLICATE_PLAYER, f"'{name}' is named twice.", where)
        seen.add(name)
    return list(values)


def number(raw: Any, bound: bounds.Bound, field: str) -> Fraction:
    """An integer or a decimal, exactly as written (12.3 is 123/10), within `bound`."""
    if isinstance(raw, bool) or not isinstance(raw, int | float):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' must be a number.", field)
    if isinstance(raw, float) and not math.isfinite(raw):
        raise impossible(bound.code, f"'{field}' must be a finite number.", field)
    check_bound(raw, bound, field)  # type: ignore[arg-type]  # a float compares alike
    return Fraction(repr(raw)) if isinstance(raw, float) else Fraction(raw)


def _in(field: str, exc: ScoringError) -> ScoringError:
    exc.field = f"{field}.{exc.field}" if exc.field else field
    return exc


def _game(rules: Ruleset, raw: Any, field: str) -> GameRequest:
    game = require_object(raw, field)
    reject_unknown(game, GAME_FIELDS, f"{field}.")
    if "players" not in game:
        raise malformed(ErrorCode.MISSING_FIELD, "'players' is required.", f"{field}.players")
    players = names(game["players"], f"{field}.players", rules.most_participants)
    if not rules.players <= len(players):
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


def _table(rules: Ruleset, raw: Any, field: str) -> TableRequest:
    table = require_object(raw, field)
    reject_unknown(table, TABLE_FIELDS, f"{field}.")
    if "players" not in table:
        raise malformed(ErrorCode.MISSING_FIELD, "'players' is required.", f"{field}.players")
    players = names(table["players"], f"{field}.players", bounds.MAX_PARTICIPANTS)
    games = _list(table.get("games", []), f"{field}.games", bounds.MAX_GAMES)
    return TableRequest(players, [_game(rules, g, f"{field}.games[{i}]")
                                  for i, g in enumerate(games)], field)


def _rounds(rules: Ruleset, raw: Any, players: int) -> list[list[TableRequest]]:
    rounds = []
    for r, value in enumerate(_list(raw, "rounds", bounds.MAX_ROUNDS)):
        field = f"rounds[{r}]"
        one = require_object(value, field)
        reject_unknown(one, ROUND_FIELDS, f"{field}.")
        tables = _list(one.get("tables", []), f"{field}.tables", players)
        rounds.append([_table(rules, t, f"{field}.tables[{i}]") for i, t in enumerate(tables)])
    return rounds


def _penalty(raw: Any, field: str, rounds: int) -> Penalty:
    penalty = require_object(raw, field)
    reject_unknown(penalty, PENALTY_FIELDS, f"{field}.")
    for key in ("player", "points", "reason"):
        if key not in penalty:
            raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", f"{field}.{key}")
    player, reason = penalty["player"], penalty["reason"]
    if not isinstance(player, str) or not isinstance(reason, str):
        raise malformed(ErrorCode.WRONG_TYPE, "'player' and 'reason' are text.", field)
    if len(reason) > bounds.MAX_REASON:
        raise impossible(ErrorCode.TEXT_TOO_LONG,
                         f"A reason has at most {bounds.MAX_REASON} characters.",
                         f"{field}.reason")
    round_ = penalty.get("round", rounds)
    if isinstance(round_, bool) or not isinstance(round_, int):
        raise malformed(ErrorCode.WRONG_TYPE, "'round' must be an integer.", f"{field}.round")
    points = number(penalty["points"], bounds.TOURNAMENT_POINTS, f"{field}.points")
    return Penalty(player, points, reason, round_, field)


def _teams(raw: Any) -> dict[str, list[str]]:
    teams = require_object(raw, "teams")
    if len(teams) > bounds.MAX_PLAYERS:
        raise impossible(ErrorCode.TOO_MANY_ITEMS, "Too many teams.", "teams")
    for team in teams:
        if not team.strip():
            raise impossible(ErrorCode.WRONG_PARTICIPANTS, "A team's name is not empty.",
                             f"teams.{team}")
        if len(team) > bounds.MAX_NAME:
            raise impossible(ErrorCode.TEXT_TOO_LONG,
                             f"A team's name has at most {bounds.MAX_NAME} characters.",
                             f"teams.{team}")
    return {team: names(members, f"teams.{team}", bounds.MAX_PLAYERS)
            for team, members in teams.items()}


def read_tournament(rules: Ruleset, request: Any, fields: set[str] = FIELDS) -> TournamentRequest:
    request = require_object(request)
    reject_unknown(request, fields)
    if "players" not in request:
        raise malformed(ErrorCode.MISSING_FIELD, "'players' is required.", "players")
    players = names(request["players"], "players", bounds.MAX_PLAYERS)
    carried = [number(v, bounds.TOURNAMENT_POINTS, f"carried[{i}]") for i, v in
               enumerate(_list(request.get("carried", [0] * len(players)), "carried",
                               bounds.MAX_PLAYERS))]
    if len(carried) != len(players):
        raise impossible(ErrorCode.WRONG_LENGTH, "'carried' has one entry per player.",
                         "carried")
    rounds = _rounds(rules, request.get("rounds", []), len(players))
    penalties = [_penalty(p, f"penalties[{i}]", len(rounds)) for i, p in
                 enumerate(_list(request.get("penalties", []), "penalties",
                                 bounds.MAX_PENALTIES))]
    teams = _teams(request.get("teams", {}))
    return TournamentRequest(players, carried, teams, rounds, penalties)


def read_tables(raw: Any) -> list[list[str]]:
    """A fixed seating's `tables`: lists of names only (a name twice or unknown is the
    seating's own refusal, with its code)."""
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'tables' must be a list of tables.", "tables")
    if len(raw) > bounds.MAX_PLAYERS:
        raise impossible(ErrorCode.TOO_MANY_ITEMS, "Too many tables.", "tables")
    out = []
    for t, table in enumerate(raw):
        if not isinstance(table, list) or not all(isinstance(n, str) for n in table):
            raise malformed(ErrorCode.WRONG_TYPE, "A table is a list of names.", f"tables[{t}]")
        if len(table) > bounds.MAX_PARTICIPANTS:
            raise impossible(ErrorCode.TOO_MANY_ITEMS,
                             f"A table holds at most {bounds.MAX_PARTICIPANTS} names.",
                             f"tables[{t}]")
        out.append(list(table))
    return out
