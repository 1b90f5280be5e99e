"""Seating a round: which players sit at which table, each table's players in seat order
(the first deals first, or draws first where the house draws seats at the table).

Three methods, all pure and deterministic:
- `random`: `random.Random(seed)` shuffles the players as entered; consecutive runs of the
  table size are the tables, in order. Where players have met before, the draw is repaired:
  going through every two seats at different tables in order (table by table, seat by
  seat), two players change seats when that seats fewer pairs who met before, until a whole
  pass changes nothing. A draw still seating such a pair is made again from the same
  generator (at most `MAX_DRAWS` draws); the first draw with none is kept, else the one
  with the fewest (the earliest of equal ones). The same seed and history give the same
  tables.
- `standings`: best first, four by four (1st to 4th at table 1, and so on), in standings
  order at each table. Deterministic, so repeats are only reported.
- `fixed`: the organizer's tables as written (a pasted script: one table a line, names
  separated by spaces, commas or 読点), checked strictly; repeats are only reported.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from scoring.errors import ErrorCode, impossible

# Draws tried to avoid repeat opponents, each repaired by swaps: bounded so a seating answers
# at once; where every draw still repeats a pair, the fewest found is kept and reported.
MAX_DRAWS = 20
# What separates names on a line of a seating script (full-width spaces are whitespace).
SEPARATORS = re.compile(r"[\s,，、]+")


class Seating(StrEnum):
    RANDOM = "random"
    STANDINGS = "standings"
    FIXED = "fixed"


Pair = frozenset[str]


@dataclass(frozen=True)
class Seated:
    tables: list[list[str]]  # each table's players in seat order
    repeats: list[tuple[str, str]]  # pairs at one table who met in an earlier round
    draws: int  # random draws made (0 for the other methods)


def check_count(count: int, size: int, field: str = "players") -> None:
    """Whole tables of `size`: at least one, none short."""
    if count < size:
        raise impossible(ErrorCode.TOO_FEW_PLAYERS,
                         f"A table seats {size}: {count} players cannot fill one.", field)
    if count % size:
        raise impossible(ErrorCode.UNEVEN_TABLES,
                         f"{count} players do not make tables of {size} "
                         f"({count % size} left over).", field)


def met_pairs(rounds: Iterable[Iterable[Sequence[str]]]) -> set[Pair]:
    """Every pair of players who shared a table in the rounds given."""
    met: set[Pair] = set()
    for tables in rounds:
        for table in tables:
            met.update(frozenset((a, b)) for i, a in enumerate(table) for b in table[i + 1:])
    return met


def repeats(tables: list[list[str]], met: set[Pair]) -> list[tuple[str, str]]:
    """Pairs seated together who met before, in table and seat order."""
    return [(a, b) for table in tables for i, a in enumerate(table) for b in table[i + 1:]
            if frozenset((a, b)) in met]


def _chunks(order: list[str], size: int) -> list[list[str]]:
    return [order[i:i + size] for i in range(0, len(order), size)]


def _met_count(player: str, others: Iterable[str], opponents: dict[str, set[str]]) -> int:
    met = opponents.get(player)
    return sum(1 for other in others if other in met) if met else 0


def _repair(tables: list[list[str]], opponents: dict[str, set[str]]) -> None:
    """Swaps two players at different tables while that seats fewer pairs who met before;
    each swap lowers the count, so this ends."""
    changed = True
    while changed:
        changed = False
        for a, first in enumerate(tables):
            for i in range(len(first)):
                for b in range(a + 1, len(tables)):
                    second = tables[b]
                    for j in range(len(second)):
                        x, y = first[i], second[j]
                        rest_a = first[:i] + first[i + 1:]
                        rest_b = second[:j] + second[j + 1:]
                        now = (_met_count(x, rest_a, opponents)
                               + _met_count(y, rest_b, opponents))
                        if not now:
                            continue
                        swapped = (_met_count(x, rest_b, opponents)
                                   + _met_count(y, rest_a, opponents))
                        if swapped < now:
                            first[i], second[j] = y, x
                            changed = True


def seat_random(players: list[str], size: int, seed: int, met: set[Pair]) -> Seated:
    check_count(len(players), size)
    rng = random.Random(seed)
    opponents: dict[str, set[str]] = {}
    for pair in met:
        a, b = tuple(pair)
        opponents.setdefault(a, set()).add(b)
        opponents.setdefault(b, set()).add(a)
    best: Seated | None = None
    for draw in range(1, MAX_DRAWS + 1):
        order = list(players)
        rng.shuffle(order)
        tables = _chunks(order, size)
        if met:
            _repair(tables, opponents)
        found = repeats(tables, met)
        if best is None or len(found) < len(best.repeats):
            best = Seated(tables, found, draw)
        if not found:
            break
    assert best is not None
    return Seated(best.tables, best.repeats, draw)


def seat_by_standings(order: list[str], size: int, met: set[Pair]) -> Seated:
    """`order` is the players best first."""
    check_count(len(order), size)
    tables = _chunks(list(order), size)
    return Seated(tables, repeats(tables, met), 0)


def parse_script(text: str) -> list[list[str]]:
    """One table a line; blank lines are skipped."""
    return [SEPARATORS.split(line.strip()) for line in text.splitlines() if line.strip()]


def seat_fixed(players: list[str], size: int, tables: list[list[str]], met: set[Pair],
               field: str = "tables") -> Seated:
    check_count(len(players), size)
    known = set(players)
    seen: set[str] = set()
    for t, table in enumerate(tables):
        for s, name in enumerate(table):
            where = f"{field}[{t}][{s}]"
            if name not in known:
                raise impossible(ErrorCode.UNKNOWN_PLAYER,
                                 f"Table {t + 1}: '{name}' is not a player.", where)
            if name in seen:
                raise impossible(ErrorCode.DUPLICATE_PLAYER,
                                 f"Table {t + 1}: '{name}' is seated twice.", where)
            seen.add(name)
        if len(table) != size:
            raise impossible(ErrorCode.WRONG_TABLE_SIZE,
                             f"Table {t + 1} seats {len(table)}; a table here seats {size}.",
                             f"{field}[{t}]")
    missing = [name for name in players if name not in seen]
    if missing:
        raise impossible(ErrorCode.PLAYER_LEFT_OUT,
                         f"No table for {', '.join(missing)}.", field)
    copied = [list(table) for table in tables]
    return Seated(copied, repeats(copied, met), 0)
