"""A stored tournament's standings and every table's state, from the tables' logs through the
core (`scoring.tournaments.tables.play_live`, answered by `tournament_standings.render`).

What the answer depends on is small to read: each table's head (`seq`), the penalties and
the rounds. That is the answer's version (its ETag): a board asking again gets a 304 from
one query, and the answer is built once per version in this process. A table's games are
read and settled once per head too (`_READ`), so a hand at one table replays only that
table's games, never the day's.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from flask import current_app
from sqlalchemy.orm import Session

from scoring.api.lookup import ruleset
from scoring.api.tournament_standings import render
from scoring.game.state import WINDS
from scoring.rules.schema import Ruleset
from scoring.settlement.answer import number
from scoring.tournaments.play import Progress, Result
from scoring.tournaments.play import Tournament as Played
from scoring.tournaments.size import games_per_round
from scoring.tournaments.standings import Penalty
from scoring.tournaments.tables import TableGames, play_live, read_table_games
from webapp.store import tournaments as store
from webapp.store.models import Table
from webapp.store.tournament_models import Tournament, TournamentTable

READ_CACHE_SIZE = 4096  # tables' read games kept (a day of 16 tables × 4 rounds is 64)
ANSWER_CACHE_SIZE = 256  # tournaments' answers kept
PROGRESS_CACHE_SIZE = 1024  # tournaments' standings after a finished round
# Seconds an answer is served while newer hands are coming in (TOURNAMENT_REBUILD_AFTER): a
# board asks every 0.5 s, so a hand still reaches it within a second, and the builds stay a
# few a second however many boards ask.
REBUILD_AFTER = 0.25


@dataclass(frozen=True)
class TableState:
    round: int
    table: int
    id: str
    players: list[str]  # seat order
    participants: list[str]
    seq: int
    updated_at: datetime
    state: str  # not_started | playing | finished | refused
    games: int  # finished games
    hand: dict[str, Any] | None  # the game in play: {"game", "round", "honba", "hands"}
    refused: dict[str, Any] | None  # the core's refusal: {"code", "message", "field"}
    row: TournamentTable


@dataclass(frozen=True)
class Live:
    version: str
    answer: dict[str, Any]  # the standings answer
    tables: list[TableState]
    result: Result  # exact totals, for seating the next round
    tournament: Played  # as played: each table's finished games, settled
    rounds: int
    # Answers already written from this version, by kind (and role): a busy day's boards
    # all ask for the same few, so each is serialized once.
    written: dict[str, bytes] = field(default_factory=dict)


class _Lru:
    def __init__(self, size: int) -> None:
        self.size = size
        self.items: OrderedDict[Any, Any] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, key: Any) -> Any:
        with self.lock:
            value = self.items.get(key)
            if value is not None:
                self.items.move_to_end(key)
            return value

    def put(self, key: Any, value: Any) -> None:
        with self.lock:
            self.items[key] = value
            self.items.move_to_end(key)
            while len(self.items) > self.size:
                self.items.popitem(last=False)


_READ = _Lru(READ_CACHE_SIZE)
_ANSWERS = _Lru(ANSWER_CACHE_SIZE)
# The standings after each round before the last, by what they were played from: a hand
# in the round being played plays that round again, never the finished ones (half a day's
# rebuild at round 4 of 4, tests/bench/tournament_day.py).
_PROGRESS = _Lru(PROGRESS_CACHE_SIZE)


def version(session: Session, tournament: Tournament) -> str:
    """What the standings and the tables' states depend on, as a short tag."""
    return version_and_tables(session, tournament)[0]


def version_and_tables(session: Session, tournament: Tournament) -> tuple[str, list[str]]:
    """The version, and the ids of the tables it was read from (a live stream listens to
    them)."""
    heads = store.heads(session, tournament.id)
    count, last = store.penalty_head(session, tournament.id)
    text = f"{tournament.id}|{tournament.updated_at.isoformat()}|{count}|{last}|" + ",".join(
        f"{table_id}:{seq}" for table_id, seq in heads)
    return hashlib.sha256(text.encode()).hexdigest()[:20], [table_id for table_id, _ in heads]


def _read(rules: Ruleset, row: TournamentTable, table: Table) -> TableGames:
    key = (table.id, table.seq)
    read: TableGames | None = _READ.get(key)
    if read is None:
        read = read_table_games(rules, list(table.participants or row.players),
                                list(table.games), f"rounds[{row.round - 1}]"
                                f".tables[{row.number - 1}]")
        _READ.put(key, read)
    return read


def _hand(read: TableGames) -> dict[str, Any] | None:
    at = read.in_play
    if at is None:
        return None
    return {"game": at.game, "round": f"{WINDS[at.wind % 4]}{at.hand + 1}",
            "honba": at.honba, "hands": at.hands}


def _state(per_round: int, read: TableGames, refused: Any) -> str:
    if refused is not None:
        return "refused"
    if len(read.finished) >= per_round:
        return "finished"
    if not read.finished and (read.in_play is None or read.in_play.hands == 0):
        return "not_started"
    return "playing"


def _error(exc: Any) -> dict[str, Any]:
    return {"code": str(exc.code), "message": exc.message, "field": exc.field}


def _prefix_keys(tournament: Tournament, rows: list[tuple[TournamentTable, Table]],
                 penalties: list[Penalty], rounds: int) -> list[tuple[Any, ...]]:
    """For each k in 1..rounds, what the standings after round k are played from: the
    tournament's players and carried points (fixed at its start), each table of rounds 1..k
    at its head (a table's games are its log up to its seq) and the penalties counted by
    then. Equal keys, equal progress."""
    keys = []
    for k in range(1, rounds + 1):
        heads = tuple((row.round, row.number, table.id, table.seq)
                      for row, table in rows if row.round <= k)
        given = tuple((p.player, p.points, p.reason, p.round) for p in penalties if p.round <= k)
        keys.append((tournament.id, tuple(tournament.players), tuple(tournament.carried),
                     heads, given))
    return keys


def build(session: Session, tournament: Tournament, tag: str) -> Live:
    rules = ruleset(tournament.house)
    rows = store.tables(session, tournament.id)
    number_of_rounds = len(store.rounds(session, tournament.id))
    rounds: list[list[tuple[list[str], TableGames]]] = [[] for _ in range(number_of_rounds)]
    reads = []
    for row, table in rows:
        read = _read(rules, row, table)
        reads.append(read)
        rounds[row.round - 1].append((list(row.players), read))
    penalties = [Penalty(p.player, Fraction(p.points), p.reason, p.round, f"penalties[{i}]")
                 for i, p in enumerate(store.penalties(session, tournament.id))]
    keys = _prefix_keys(tournament, rows, penalties, number_of_rounds)
    found = (_PROGRESS.get(key) for key in reversed(keys))
    start: Progress | None = next((progress for progress in found if progress), None)
    live = play_live(rules, list(tournament.players), [Fraction(c) for c in tournament.carried],
                     dict(tournament.teams), rounds, penalties, start,
                     lambda progress: _PROGRESS.put(keys[progress.rounds - 1], progress))
    answer = render(rules, live.tournament, live.result)
    refused = {(r.round, r.table): r.error for r in live.refusals}
    per_round = games_per_round(rules)
    states = []
    for (row, table), read in zip(rows, reads, strict=True):
        error = refused.get((row.round - 1, row.number - 1))
        states.append(TableState(
            row.round, row.number, table.id, list(row.players),
            list(table.participants or row.players), table.seq, table.updated_at,
            _state(per_round, read, error), len(read.finished), _hand(read),
            None if error is None else _error(error), row))
    answer["refusals"] = [{"round": r.round + 1, "table": r.table + 1, **_error(r.error)}
                          for r in live.refusals]
    answer["version"] = tag
    return Live(tag, answer, states, live.result, live.tournament, number_of_rounds)


def live(session: Session, tournament: Tournament, fresh: bool = False,
         held: frozenset[str] = frozenset()) -> Live:
    """The tournament's answer. An answer made or checked less than TOURNAMENT_REBUILD_AFTER
    seconds ago is served as it is (no query: many boards asking at once cost one check),
    tagged with its own version, so a later ask gets the newer one; older, the version is
    read and the answer rebuilt only if it changed. `fresh`: the version now, always
    (seating a round, exporting). `held`: the versions the asker already has (its ETags):
    when the kept answer is one of them the version is read, since a page asks again when
    its live stream says the version moved. (Another worker may keep an older one still: a
    page told a version it did not get asks again a moment later, live-stream.js.)"""
    cached: tuple[Live, float] | None = _ANSWERS.get(tournament.id)
    keep = current_app.config.get("TOURNAMENT_REBUILD_AFTER", REBUILD_AFTER)
    if (cached is not None and not fresh and cached[0].version not in held
            and time.monotonic() - cached[1] < keep):
        return cached[0]
    tag = version(session, tournament)
    if cached is not None and cached[0].version == tag:
        _ANSWERS.put(tournament.id, (cached[0], time.monotonic()))  # checked: still current
        return cached[0]
    # One build per tournament at a time: boards told of a version by their streams all ask
    # at once, and the first one's build serves the others.
    with _building(tournament.id):
        cached = _ANSWERS.get(tournament.id)
        if cached is not None and cached[0].version == tag:
            return cached[0]
        built = build(session, tournament, tag)
        _ANSWERS.put(tournament.id, (built, time.monotonic()))
    return built


_locks_lock = threading.Lock()
_locks: dict[str, threading.Lock] = {}


def _building(tournament_id: str) -> threading.Lock:
    with _locks_lock:
        if len(_locks) > ANSWER_CACHE_SIZE:  # a lock held now stays in use by its holder
            _locks.clear()
        return _locks.setdefault(tournament_id, threading.Lock())


def forget(tournament_id: str) -> None:
    """After this process changed the tournament (a round, a penalty): no kept answer."""
    with _ANSWERS.lock:
        _ANSWERS.items.pop(tournament_id, None)


def games(now: Live) -> list[dict[str, Any]]:
    """Every finished game, round by round and table by table: its players in the game's
    order (the first dealer first), final scores, settlement points and places."""
    out = []
    for r, tables in enumerate(now.tournament.rounds, start=1):
        for t, table in enumerate(tables, start=1):
            for g, game in enumerate(table.games, start=1):
                settled = game.settlement
                out.append({"round": r, "table": t, "game": g, "players": list(game.players),
                            "scores": list(settled.scores),
                            "points": [number(p) for p in settled.points],
                            "ranks": list(settled.ranks)})
    return out


def iso(at: datetime) -> str:
    """A database time as UTC ISO 8601 (SQLite hands times back without their zone)."""
    if at.tzinfo is None:
        at = at.replace(tzinfo=UTC)
    return at.astimezone(UTC).isoformat().replace("+00:00", "Z")
