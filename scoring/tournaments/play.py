"""A tournament played round by round: every table's games through the core's session
operation, every finished game's settlement counted once, and the organizer's penalties.

Each round's tables start with each player's tournament total carried in, and list their
players best first by the tournament standings at the round's start (ties by the ruleset's
tie-break). The session seats by those standings where the house has 抜け番 (000: from the
overall leader, judged again after game 4 from the totals then), so a table's sit-out order
follows the tournament standings; a game seating anyone else is refused (`wrong_sit_out`).
Penalties given in a round count from the end of that round.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import Ruleset
from scoring.session import SessionGame, play_session
from scoring.settlement.types import Settlement
from scoring.tournaments.size import games_per_round, table_size
from scoring.tournaments.standings import Penalty, Record, ranked, team_records


@dataclass(frozen=True)
class Game:
    players: list[str]  # in the game's order (the first dealer first)
    settlement: Settlement  # as the house settles it, one line per player in that order
    field: str


@dataclass(frozen=True)
class Table:
    players: list[str]  # as seated
    games: list[Game]  # its finished games, in order
    field: str


@dataclass(frozen=True)
class Tournament:
    players: list[str]  # the order of the start
    carried: list[Fraction]  # per player: points brought in (earlier days)
    rounds: list[list[Table]]
    penalties: list[Penalty]
    teams: dict[str, list[str]]


@dataclass(frozen=True)
class TableState:
    """Where a table of the last round stands: the order it sits people out, and who next."""

    players: list[str]
    games: int  # finished games
    sit_out_order: list[str]  # empty where nobody sits out
    next_sit_out: list[str]  # empty: nobody, or the table's round is over


@dataclass(frozen=True)
class Result:
    players: list[tuple[int, Record]]  # (place, record) best first
    tables: list[TableState]  # the last round's tables, in order
    before: dict[str, int]  # each player's place at the start of the last round played
    teams: list[tuple[int, Record]]
    off_table: Fraction  # settlement points that left the players in the games
    penalties: Fraction  # the penalties' sum


@dataclass(frozen=True)
class Progress:
    """The tournament after its first `rounds` rounds (their penalties counted): what a
    later play may start from instead of playing those rounds again. Held apart from any
    play: `resumed` and `kept` hand out copies, so a kept one never changes."""

    rounds: int
    records: dict[str, Record]
    off: Fraction

    def resumed(self) -> tuple[dict[str, Record], Fraction]:
        return _copied(self.records), self.off


def _copied(records: dict[str, Record]) -> dict[str, Record]:
    return {name: record.copy() for name, record in records.items()}


def _kept(rounds: int, records: dict[str, Record], off: Fraction) -> Progress:
    return Progress(rounds, _copied(records), off)


def _check_table(table: Table, names: set[str], seated: set[str], size: int, most: int) -> None:
    for s, name in enumerate(table.players):
        where = f"{table.field}.players[{s}]"
        if name not in names:
            raise impossible(ErrorCode.UNKNOWN_PLAYER, f"'{name}' is not a player.", where)
        if name in seated:
            raise impossible(ErrorCode.DUPLICATE_PLAYER,
                             f"'{name}' is seated twice in this round.", where)
        seated.add(name)
    if len(table.players) != size:
        raise impossible(ErrorCode.WRONG_TABLE_SIZE,
                         f"A table here seats {size}, not {len(table.players)}.",
                         f"{table.field}.players")
    if len(table.games) > most:
        raise impossible(ErrorCode.TOO_MANY_GAMES,
                         f"A table plays {most} games a round here.", f"{table.field}.games")


def _play_table(rules: Ruleset, table: Table, position: dict[str, int],
                records: dict[str, Record]) -> tuple[Fraction, TableState]:
    """Adds the table's games to the records; returns the points that left the players and
    where the table stands. `position`: each player's place in the round's standings."""
    # Sorted by place, not picked out of the whole order: a table costs its own size, so
    # the standings grow linearly with the tables.
    people = sorted(table.players, key=position.__getitem__)
    games = []
    for game in table.games:
        for s, name in enumerate(game.players):
            if name not in people:
                raise impossible(ErrorCode.UNKNOWN_PLAYER,
                                 f"'{name}' does not sit at this table.",
                                 f"{game.field}.players[{s}]")
        games.append(SessionGame([people.index(n) for n in game.players], game.settlement,
                                 game.field))
    # The session checks who sits out each game against the standings carried in.
    session = play_session(rules, len(people), [records[n].total for n in people], games)
    done = len(games) >= games_per_round(rules)
    state = TableState(list(table.players), len(games), [people[p] for p in session.order],
                       [] if done else [people[p] for p in session.next_sit_out])
    for game in table.games:
        result = game.settlement
        for name, points, rank in zip(game.players, result.points, result.ranks, strict=True):
            records[name].add_game(points, rank)
    return sum((g.settlement.off_table for g in table.games), Fraction(0)), state


def _penalise(records: dict[str, Record], penalties: list[Penalty], round_: int) -> None:
    for penalty in penalties:
        if penalty.round == round_:
            records[penalty.player].add_penalty(penalty)


def _check_teams(teams: dict[str, list[str]], names: set[str]) -> None:
    placed: set[str] = set()
    for team, members in teams.items():
        for i, name in enumerate(members):
            where = f"teams.{team}[{i}]"
            if name not in names:
                raise impossible(ErrorCode.UNKNOWN_PLAYER, f"'{name}' is not a player.", where)
            if name in placed:
                raise impossible(ErrorCode.DUPLICATE_PLAYER,
                                 f"'{name}' is in two teams (or twice in one).", where)
            placed.add(name)


def play_tournament(rules: Ruleset, t: Tournament, start: Progress | None = None,
                    keep: Callable[[Progress], None] | None = None) -> Result:
    """The standings of `t`. `start`: `t` after its first rounds, as `keep` was handed it by
    an earlier play of the same rounds (the caller answers for that sameness); the last
    round is always played, since the result tells where its tables stand. `keep` is handed
    the progress after each round before the last."""
    records = {name: Record(name, i, carried)
               for i, (name, carried) in enumerate(zip(t.players, t.carried, strict=True))}
    _check_teams(t.teams, set(records))
    for penalty in t.penalties:
        if penalty.player not in records:
            raise impossible(ErrorCode.UNKNOWN_PLAYER, f"'{penalty.player}' is not a player.",
                             f"{penalty.field}.player")
        if not 0 <= penalty.round <= len(t.rounds):
            raise impossible(ErrorCode.ROUND_OUT_OF_RANGE,
                             f"Rounds played are 1 to {len(t.rounds)} (0: before the first).",
                             f"{penalty.field}.round")
    size, most, names = table_size(rules), games_per_round(rules), set(t.players)
    tie_break = rules.tournament.tie_break
    off = Fraction(0)
    before: dict[str, int] = {}
    states: list[TableState] = []
    first = 1
    if start is not None and start.rounds < len(t.rounds):
        records, off = start.resumed()
        first = start.rounds + 1
    else:
        _penalise(records, t.penalties, 0)
    for number, tables in enumerate(t.rounds[first - 1:], start=first):
        standing = ranked(list(records.values()), tie_break)
        before = {record.name: place for place, record in standing}
        position = {record.name: i for i, (_, record) in enumerate(standing)}
        seated: set[str] = set()
        for table in tables:
            _check_table(table, names, seated, size, most)
        states = []
        for table in tables:
            points, state = _play_table(rules, table, position, records)
            off += points
            states.append(state)
        _penalise(records, t.penalties, number)
        if keep is not None and number < len(t.rounds):
            keep(_kept(number, records, off))
    teams = team_records(t.teams, records)
    return Result(ranked(list(records.values()), tie_break), states, before,
                  ranked(teams, tie_break),
                  off, sum((p.points for p in t.penalties), Fraction(0)))
