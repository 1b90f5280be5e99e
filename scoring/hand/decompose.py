"""Table-driven decomposition of the concealed tiles into sets and one pair.

Each suit is solved once per 9-count vector and kept in a bounded table, with what the
yaku of a reading need from it (run and triplet ranks as bit masks, repeated runs, terminals), so a
hand costs four dict look-ups plus a small product over the suits' alternatives, and no
reading builds its tile lists again.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import NamedTuple

from scoring.hand.setfu import ANKOU, FuLine, set_lines
from scoring.hand.tiles import HONOR, TERMINALS_HONORS


class Decomp(NamedTuple):
    """One way to read the concealed tiles: a pair, triplets and sequences (tile indices)."""

    pair: int
    triplets: tuple[int, ...]
    sequences: tuple[int, ...]  # the lowest tile of each run


# (pair rank or -1, triplet ranks, sequence start ranks) within one suit
SuitDecomp = tuple[int, tuple[int, ...], tuple[int, ...]]


def suit_decompositions(key: tuple[int, ...]) -> tuple[SuitDecomp, ...]:
    """Every split of one suit's 9 counts into runs, triplets and at most one pair."""
    remainder = sum(key) % 3
    if remainder == 1:
        return ()
    need_pair = remainder == 2
    counts = list(key)
    found: set[SuitDecomp] = set()
    triplets: list[int] = []
    runs: list[int] = []

    def walk(i: int, pair: int) -> None:
        while i < 9 and counts[i] == 0:
            i += 1
        if i == 9:
            if (pair >= 0) == need_pair:
                found.add((pair, tuple(triplets), tuple(runs)))
            return
        # The lowest remaining tile must belong to a triplet, a run starting here, or the pair.
        if counts[i] >= 3:
            counts[i] -= 3
            triplets.append(i)
            walk(i, pair)
            triplets.pop()
            counts[i] += 3
        if i <= 6 and counts[i + 1] and counts[i + 2]:
            counts[i] -= 1
            counts[i + 1] -= 1
            counts[i + 2] -= 1
            runs.append(i)
            walk(i, pair)
            runs.pop()
            counts[i] += 1
            counts[i + 1] += 1
            counts[i + 2] += 1
        if need_pair and pair < 0 and counts[i] >= 2:
            counts[i] -= 2
            walk(i, i)
            counts[i] += 2

    walk(0, -1)
    return tuple(sorted(found))


# The per-suit tables' values are slots dataclasses, not NamedTuples: Python 3.11 reads a
# slot attribute through a specialised fast path but a NamedTuple field through a generic
# descriptor, and the evaluator reads these fields dozens of times per hand.
@dataclass(frozen=True, slots=True)
class SuitReading:
    """One way to split the concealed tiles of one suit (or of the honours) into groups."""

    pair: int  # tile index of the pair, or -1
    triplets: tuple[int, ...]  # tile indices
    runs: tuple[int, ...]  # the lowest tile of each run
    run_ranks: int  # bit r set where a run starts at rank r (r = tile % 9)
    triplet_ranks: int  # bit r set for a triplet of rank r (0 for honours)
    twins: int  # pairs of identical runs (iipeikou)
    outside: bool  # every run and triplet holds a terminal or honour (the pair aside)
    triplet_lines: tuple[FuLine, ...]  # fu lines of the triplets, counted as concealed
    triplet_fu: int  # their sum


@dataclass(frozen=True, slots=True)
class SuitInfo:
    """The concealed tiles of one suit or of the honours."""

    tiles: int  # how many
    yaochu: int  # how many are terminals or honours
    readings: tuple[SuitReading, ...]  # empty when these tiles cannot form sets (and a pair)
    paired: int  # 1 if every reading has the pair (3n+2 tiles), else 0


Parts = tuple[SuitReading, SuitReading, SuitReading, SuitReading]  # man, pin, sou, honours


# One table per suit (man, pin, sou, honours), keyed by its counts and filled as hands come.
# Real hands reuse a small share of the possible keys; the bound only guards against floods.
_INFOS: tuple[dict[bytes, SuitInfo], ...] = ({}, {}, {}, {})
_INFOS_PER_SUIT = 1 << 16


def suit_info(base: int, key: bytes) -> SuitInfo:
    """`key` is the counts of the suit starting at tile `base` (7 counts for the honours)."""
    table = _INFOS[base // 9]
    info = table.get(key)
    if info is None:
        if len(table) >= _INFOS_PER_SUIT:
            table.clear()
        info = table[key] = _suit_info(base, key)
    return info


def _suit_info(base: int, key: bytes) -> SuitInfo:
    tiles = sum(key)
    paired = 1 if tiles % 3 == 2 else 0
    if base == HONOR:
        return SuitInfo(tiles, tiles, _honour_readings(key), paired)
    readings = tuple(_suit_reading(base, d) for d in suit_decompositions(tuple(key)))
    return SuitInfo(tiles, key[0] + key[8], readings, paired)


def _suit_reading(base: int, split: SuitDecomp) -> SuitReading:
    pair, triplets, runs = split
    run_ranks = triplet_ranks = 0
    for r in runs:
        run_ranks |= 1 << r
    for t in triplets:
        triplet_ranks |= 1 << t
    twins = sum(runs.count(r) // 2 for r in set(runs))
    outside = all(r in (0, 6) for r in runs) and all(t in (0, 8) for t in triplets)
    tiles = tuple(t + base for t in triplets)
    return SuitReading(
        pair + base if pair >= 0 else -1, tiles, tuple(r + base for r in runs), run_ranks,
        triplet_ranks, twins, outside, *set_lines([(t, ANKOU) for t in tiles]),
    )


def _honour_readings(key: bytes) -> tuple[SuitReading, ...]:
    """Honours can only be triplets or the pair: one reading, or none."""
    pair = -1
    triplets: list[int] = []
    for t, c in enumerate(key, HONOR):
        if not c:
            continue
        if c == 3:
            triplets.append(t)
        elif c == 2 and pair < 0:
            pair = t
        else:
            return ()
    return (SuitReading(pair, tuple(triplets), (), 0, 0, 0, True,
                        *set_lines([(t, ANKOU) for t in triplets])),)


def suit_infos(counts: bytes | list[int]) -> tuple[SuitInfo, SuitInfo, SuitInfo, SuitInfo]:
    """Man, pin, sou and honours of 34 tile counts: four dict look-ups once the keys are
    known (`suit_info` is only called the first time). Keys are bytes: slicing and hashing
    them costs half what tuples of ints do, and the request reader has them ready."""
    if counts.__class__ is not bytes:
        counts = bytes(counts)
    man, pin, sou, honours = _INFOS
    return (
        man.get(k := counts[0:9]) or suit_info(0, k),
        pin.get(k := counts[9:18]) or suit_info(9, k),
        sou.get(k := counts[18:27]) or suit_info(18, k),
        honours.get(k := counts[27:34]) or suit_info(HONOR, k),
    )


# A whole-hand reading: its pair, and one SuitReading each for man, pin, sou and honours.
Reading = tuple[int, Parts]


def readings(infos: tuple[SuitInfo, SuitInfo, SuitInfo, SuitInfo]) -> list[Reading]:
    """Every split of the whole concealed hand into sets and exactly one pair."""
    man, pin, sou, honours = infos
    # A suit's readings all hold a pair or none do (by its tile count mod 3): so either
    # every combination of them has exactly one pair, or none does.
    if man.paired + pin.paired + sou.paired + honours.paired != 1:
        return []
    m_all, p_all, s_all, h_all = man.readings, pin.readings, sou.readings, honours.readings
    if not (m_all and p_all and s_all and h_all):
        return []
    h = h_all[0]  # honours have one reading at most
    if len(m_all) == 1 and len(p_all) == 1 and len(s_all) == 1:  # the common case
        m, p, s = m_all[0], p_all[0], s_all[0]
        return [(max(m.pair, p.pair, s.pair, h.pair), (m, p, s, h))]
    return [(max(m.pair, p.pair, s.pair, h.pair), (m, p, s, h))
            for m, p, s in product(m_all, p_all, s_all)]


def regular_decompositions(counts: list[int]) -> list[Decomp]:
    """All readings of `counts` (3n+2 tiles) as n sets and a pair."""
    return [
        Decomp(pair, parts[0].triplets + parts[1].triplets + parts[2].triplets
               + parts[3].triplets, parts[0].runs + parts[1].runs + parts[2].runs)
        for pair, parts in readings(suit_infos(counts))
    ]


def is_chiitoitsu(counts: list[int], four_of_a_kind: bool) -> bool:
    """Seven pairs; two pairs of one tile only where the house allows it. Counted, not
    scanned: with 14 tiles, seven pairs leave no room for any other tile."""
    pairs = counts.count(2)
    if four_of_a_kind:
        pairs += 2 * counts.count(4)
    return pairs == 7 and sum(counts) == 14


def is_kokushi(counts: list[int]) -> bool:
    """Thirteen orphans: one of each terminal and honour, one of them twice."""
    pair = False
    for t in TERMINALS_HONORS:
        c = counts[t]
        if c == 2 and not pair:
            pair = True
        elif c != 1:
            return False
    return pair and sum(counts) == 14


def is_thirteen_unrelated(counts: list[int]) -> bool:
    """Shiisanputaa shape: one pair, no other duplicate, no two suit tiles within two ranks."""
    pairs = 0
    for t, c in enumerate(counts):
        if c == 0:
            continue
        if c > 2:
            return False
        if c == 2:
            pairs += 1
        if t < HONOR:
            rank = t % 9
            for step in (1, 2):
                if rank + step < 9 and counts[t + step]:
                    return False
    return pairs == 1 and sum(counts) == 14
