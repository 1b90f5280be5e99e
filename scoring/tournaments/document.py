"""The whole tournament as one JSON document: what `GET /tournaments/{id}/export` writes and
`POST /tournaments/import` reads back into an empty server, giving the same standings.

The document holds what the standings are made of, never a key: the set-up (house, name,
players in the order of the start, carried points, teams, the seating method and seed),
every round's tables (players in seat order, the table's participants and its games as the
table stores them: players by participant index, the score sheet's events) and the
penalties. Reading it is strict, as every reader of the core: each refusal has its code and
the field it names (`rounds[1].tables[0].players[2]`).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scoring.api.read import bounds
from scoring.api.read.carried import read_carried, written
from scoring.api.read.fields import reject_unknown, require_object
from scoring.errors import ErrorCode, ScoringError, impossible, malformed
from scoring.rules.schema import Ruleset
from scoring.settlement.answer import number
from scoring.tournaments.requests import (
    CREATE_FIELDS,
    PenaltyAsk,
    Setup,
    read_penalty,
    read_setup,
    seating_method,
    seed_value,
)
from scoring.tournaments.seating import Seating, seat_fixed
from scoring.tournaments.size import table_size

FORMAT = "mahjong-house-rules/tournament"
VERSION = 1
FIELDS = CREATE_FIELDS | {"format", "version", "rounds", "penalties"}
ROUND_FIELDS = frozenset({"round", "seating", "seed", "tables"})
TABLE_FIELDS = frozenset({"table", "players", "participants", "carried", "games"})
GAME_FIELDS = frozenset({"players", "events"})


@dataclass(frozen=True)
class TableDoc:
    players: list[str]  # seat order
    participants: list[str]  # the table's participants, as it holds them
    games: list[dict[str, Any]]  # {"players": [participant index], "events": [...]}
    # The totals its participants carried in (the night's sit-outs follow them); None: none.
    carried: list[Fraction] | None = None


@dataclass(frozen=True)
class RoundDoc:
    seating: Seating
    seed: int | None
    tables: list[TableDoc]


@dataclass(frozen=True)
class Document:
    setup: Setup
    rounds: list[RoundDoc]
    penalties: list[PenaltyAsk]  # each with its round


def _in(field: str, exc: ScoringError) -> ScoringError:
    exc.field = f"{field}.{exc.field}" if exc.field else field
    return exc


def _list(raw: Any, field: str, most: int) -> list[Any]:
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' must be a list.", field)
    if len(raw) > most:
        raise impossible(ErrorCode.TOO_MANY_ITEMS, f"'{field}' holds at most {most} items.",
                         field)
    return raw


def _game(raw: Any, count: int, field: str) -> dict[str, Any]:
    game = require_object(raw, field)
    reject_unknown(game, GAME_FIELDS, f"{field}.")
    players = game.get("players")
    if not isinstance(players, list) or not all(
            isinstance(p, int) and not isinstance(p, bool) for p in players):
        raise malformed(ErrorCode.WRONG_TYPE, "A game's players are participant numbers.",
                        f"{field}.players")
    for i, p in enumerate(players):
        if not 0 <= p < count or p in players[:i]:
            raise impossible(ErrorCode.SEAT_OUT_OF_RANGE,
                             f"Participants are 0 to {count - 1}, each once.",
                             f"{field}.players[{i}]")
    # The events are the table's to judge: the store replays them when it makes the table.
    _list(game.get("events"), f"{field}.events", bounds.MAX_EVENTS)
    return {"players": list(players), "events": game["events"]}


def _table(raw: Any, field: str) -> TableDoc:
    table = require_object(raw, field)
    reject_unknown(table, TABLE_FIELDS, f"{field}.")
    for key in ("players", "games"):
        if key not in table:
            raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", f"{field}.{key}")
    players = _list(table["players"], f"{field}.players", bounds.MAX_PARTICIPANTS)
    participants = _list(table.get("participants", players), f"{field}.participants",
                         bounds.MAX_PARTICIPANTS)
    if sorted(map(str, participants)) != sorted(map(str, players)) or not all(
            isinstance(n, str) for n in participants):
        raise impossible(ErrorCode.WRONG_PARTICIPANTS,
                         "A table's participants are its players.", f"{field}.participants")
    games = _list(table["games"], f"{field}.games", bounds.MAX_GAMES)
    try:
        carried = read_carried(table, len(participants))
    except ScoringError as exc:
        raise _in(field, exc) from None
    return TableDoc(list(players), list(participants),
                    [_game(g, len(participants), f"{field}.games[{i}]")
                     for i, g in enumerate(games)], carried)


def _round(rules: Ruleset, raw: Any, number: int, players: list[str], field: str) -> RoundDoc:
    one = require_object(raw, field)
    reject_unknown(one, ROUND_FIELDS, f"{field}.")
    if one.get("round", number) != number:
        raise impossible(ErrorCode.ROUND_OUT_OF_RANGE,
                         f"Rounds are numbered in order: this is round {number}.",
                         f"{field}.round")
    try:
        method = seating_method(one.get("seating"))
        seed = None if one.get("seed") is None else seed_value(one["seed"])
    except ScoringError as exc:
        raise _in(field, exc) from None
    tables = [_table(t, f"{field}.tables[{i}]")
              for i, t in enumerate(_list(one.get("tables"), f"{field}.tables",
                                          bounds.MAX_PLAYERS))]
    # Every player at exactly one table of the house's size, as a fixed script is checked.
    seat_fixed(players, table_size(rules), [t.players for t in tables], set(),
               f"{field}.tables")
    return RoundDoc(method, seed, tables)


def read_document(rules: Ruleset, raw: Any) -> Document:
    """The body of `POST /tournaments/import`; `rules`: the house its `house` names."""
    doc = require_object(raw)
    reject_unknown(doc, FIELDS)
    if doc.get("format") != FORMAT or doc.get("version") != VERSION:
        raise impossible(ErrorCode.BAD_EXPORT,
                         f"Not a tournament export this server reads ('format' {FORMAT}, "
                         f"'version' {VERSION}).", "format")
    setup = read_setup(rules, {key: doc[key] for key in CREATE_FIELDS if key in doc})
    rounds = [_round(rules, r, i + 1, setup.players, f"rounds[{i}]")
              for i, r in enumerate(_list(doc.get("rounds", []), "rounds", bounds.MAX_ROUNDS))]
    penalties = []
    for i, raw_penalty in enumerate(_list(doc.get("penalties", []), "penalties",
                                          bounds.MAX_PENALTIES)):
        try:
            penalty = read_penalty(raw_penalty, setup.players, len(rounds))
        except ScoringError as exc:
            raise _in(f"penalties[{i}]", exc) from None
        penalties.append(penalty if penalty.round is not None else
                         PenaltyAsk(penalty.player, penalty.points, penalty.reason, len(rounds)))
    return Document(setup, rounds, penalties)


def _table_doc(index: int, table: TableDoc) -> dict[str, Any]:
    doc: dict[str, Any] = {"table": index + 1, "players": table.players,
                           "participants": table.participants}
    if table.carried is not None:
        doc["carried"] = [written(c) for c in table.carried]
    return {**doc, "games": table.games}


def write_document(setup: Setup, rounds: list[RoundDoc],
                   penalties: list[dict[str, Any]]) -> dict[str, Any]:
    """The export: `penalties` as the standings answer them ({"player", "points", "reason",
    "round"}, points a JSON number)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "house": setup.house,
        "name": setup.name,
        "players": list(setup.players),
        "carried": [number(c) for c in setup.carried],
        "teams": {team: list(members) for team, members in setup.teams.items()},
        "seating": str(setup.seating),
        "seed": setup.seed,
        "rounds": [{"round": r + 1, "seating": str(one.seating), "seed": one.seed,
                    "tables": [_table_doc(t, table) for t, table in enumerate(one.tables)]}
                   for r, one in enumerate(rounds)],
        "penalties": penalties,
    }
