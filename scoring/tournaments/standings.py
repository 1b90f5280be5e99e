"""Tournament standings: each player's (and team's) record, best first by the ruleset's
tie-break (`[tournament] tie_break`).

A record's total is what it carried in, plus its game points (each finished game's
settlement points, as the house settles: uma, oka, chombo at the table and all), plus the
organizer's penalties (signed, in the house's settlement unit). Everything is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from scoring.rules.tournament import TieBreak


@dataclass(frozen=True)
class Penalty:
    player: str
    points: Fraction  # the signed change to the total (000's chombo by the organizer: -30)
    reason: str
    round: int  # counted from the end of this round (0: before the first round)
    field: str = ""


@dataclass
class Record:
    """One player's (or one team's) tournament so far."""

    name: str
    start: int  # position in the order of the start (the players, or the teams, as entered)
    carried: Fraction = Fraction(0)
    game_points: Fraction = Fraction(0)
    penalty_points: Fraction = Fraction(0)
    games: int = 0
    ranks: list[int] = field(default_factory=list)  # games finished 1st, 2nd, ...
    rank_sum: int = 0
    best: Fraction | None = None  # the best single game
    penalties: list[Penalty] = field(default_factory=list)

    @property
    def total(self) -> Fraction:
        return self.carried + self.game_points + self.penalty_points

    def copy(self) -> Record:
        """A record of its own (its lists not shared): kept apart from later games."""
        return replace(self, ranks=list(self.ranks), penalties=list(self.penalties))

    def add_game(self, points: Fraction, rank: int) -> None:
        self.game_points += points
        self.games += 1
        if len(self.ranks) < rank:
            self.ranks.extend([0] * (rank - len(self.ranks)))
        self.ranks[rank - 1] += 1
        self.rank_sum += rank
        self.best = points if self.best is None else max(self.best, points)

    def add_penalty(self, penalty: Penalty) -> None:
        self.penalty_points += penalty.points
        self.penalties.append(penalty)

    @property
    def average_rank(self) -> Fraction | None:
        return Fraction(self.rank_sum, self.games) if self.games else None


def _key(record: Record, by: TieBreak, ranks: int) -> Any:
    if by is TieBreak.RANK_COUNTS:
        counts = record.ranks + [0] * (ranks - len(record.ranks))
        return tuple(-c for c in counts)
    if by is TieBreak.AVERAGE_RANK:
        average = record.average_rank
        return (1, 0) if average is None else (0, average)
    if by is TieBreak.BEST_GAME:
        return (1, 0) if record.best is None else (0, -record.best)
    return record.start


def ranked(records: list[Record], tie_break: tuple[TieBreak, ...]) -> list[tuple[int, Record]]:
    """(place, record) best first. Records equal on the total and every key share a place
    and are listed in the order of the start."""
    ranks = max((len(r.ranks) for r in records), default=0)
    # Each record's keys made once: a total is a sum of fractions, and the sort and the ties
    # asked for it again and again (two thirds of a live tournament's standings).
    keyed = [((-record.total, *(_key(record, by, ranks) for by in tie_break)), record.start,
              record) for record in records]
    # Sorted by the total as a float first, compared in C: rounding keeps the order (a < b
    # gives float(a) <= float(b)), and equal floats fall through to the exact keys.
    keyed.sort(key=lambda item: (float(item[0][0]), item[0], item[1]))
    placed: list[tuple[int, Record]] = []
    for i, (keys, _, record) in enumerate(keyed):
        tied = i > 0 and keyed[i - 1][0] == keys
        placed.append((placed[-1][0] if tied else i + 1, record))
    return placed


def team_records(teams: dict[str, list[str]], players: dict[str, Record]) -> list[Record]:
    """Each team's record: its members' summed, the best game the best of theirs."""
    out = []
    for start, (team, members) in enumerate(teams.items()):
        record = Record(team, start)
        for name in members:
            member = players[name]
            record.carried += member.carried
            record.game_points += member.game_points
            record.penalty_points += member.penalty_points
            record.games += member.games
            record.rank_sum += member.rank_sum
            for rank, count in enumerate(member.ranks):
                if len(record.ranks) <= rank:
                    record.ranks.append(0)
                record.ranks[rank] += count
            if member.best is not None:
                record.best = member.best if record.best is None else max(record.best,
                                                                          member.best)
            record.penalties += member.penalties
        out.append(record)
    return out
