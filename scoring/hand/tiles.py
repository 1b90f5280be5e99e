"""Tile indices and the compact notation ("123m406p11z"), melds included, and each tile's
successor in a tile set (the tile a dora indicator points to).

Tiles are ints 0..33: 0-8 man, 9-17 pin, 18-26 sou, 27-33 honours (E S W N haku hatsu chun).
Red fives are the ordinary five plus a separate red count, because only dora counting
cares about colour.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from scoring.errors import ErrorCode, impossible

MAN, PIN, SOU, HONOR = 0, 9, 18, 27
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
HAKU, HATSU, CHUN = 31, 32, 33
WINDS = (EAST, SOUTH, WEST, NORTH)
DRAGONS = (HAKU, HATSU, CHUN)
SUIT_LETTERS = "mpsz"
TERMINALS_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
# Tiles with a terminal or honour: 1 if yes (index by tile).
IS_YAOCHU = tuple(1 if t in TERMINALS_HONORS else 0 for t in range(34))
GREEN = frozenset((19, 20, 21, 23, 25, HATSU))  # 2 3 4 6 8 s and hatsu


def tile_name(tile: int) -> str:
    return f"{tile % 9 + 1}{SUIT_LETTERS[tile // 9]}"


def next_tile(indicator: int, gone: frozenset[int]) -> int:
    """The dora an indicator points to, skipping tiles the set does not have."""
    if indicator < HONOR:
        base = indicator - indicator % 9
        nxt = indicator
        while True:
            nxt = base + (nxt - base + 1) % 9
            if nxt not in gone:
                return nxt
    if indicator <= NORTH:
        return EAST + (indicator - EAST + 1) % 4
    return HAKU + (indicator - HAKU + 1) % 3


def suit_of(tile: int) -> int:
    return tile // 9  # 0 man, 1 pin, 2 sou, 3 honours


def bad_notation(text: str, field: str) -> Exception:
    return impossible(ErrorCode.BAD_TILE_NOTATION,
                      f"'{text}' is not tile notation (e.g. 123m406p11z).", field)


NO_REDS = (0, 0, 0)  # shared, so "no red fives" is an identity test


@dataclass(frozen=True, slots=True)
class Parsed:
    """Tiles of one notation string, in written order, with red fives counted per suit."""

    tiles: tuple[int, ...]
    reds: tuple[int, int, int]  # red fives in man, pin, sou
    # The 34 tile counts as bytes: 67 bytes a parse (a list of 34 ints would be 328), and
    # `list(...)` of them is one C call where counting the tiles again is a Python loop.
    tile_counts: bytes = bytes(34)

    def counts(self) -> list[int]:
        """The 34 tile counts of these tiles, as a fresh list."""
        return list(self.tile_counts)


# Notation is suit groups, each some digits then its suit letter; a red five is written 0.
_NOTATION = re.compile(r"(?:[0-9]+[mpsz])*")
_GROUP = re.compile(r"([0-9]+)([mpsz])")
# Per suit letter, each digit's tile (a red five is its suit's five); honours have no 0, 8, 9.
_TILE_OF = {
    letter: {str(d): suit * 9 + (d or 5) - 1 for d in range(8 if suit == 3 else 10)
             if suit < 3 or d}
    for suit, letter in enumerate(SUIT_LETTERS)
}


# Hands repeat the same notation strings (indicators, melds, common concealed parts) and a
# Parsed is immutable: kept, bounded. Measured on api.score in one process, with and without
# it: +22% by CPU time on hands already seen (again +22.5%, and 15% fewer Python opcodes, on
# 2026-12-02), +2.5% on fresh hands (not confirmed on 2026-12-02: within the loaded
# machine's noise). tests/hand/test_fast_paths.py checks it against the uncached parser.
@lru_cache(maxsize=4096)
def read_tiles(text: str) -> Parsed | None:
    """The one notation parser; None if `text` is not notation. Each group's digits are
    looked up in its suit's table (`_TILE_OF`)."""
    if not _NOTATION.fullmatch(text):
        return None
    tiles: list[int] = []
    reds = NO_REDS
    try:
        for digits, letter in _GROUP.findall(text):
            tiles.extend(map(_TILE_OF[letter].__getitem__, digits))
            if "0" in digits:  # a red five (never an honour: the table refused that)
                suit = SUIT_LETTERS.index(letter)
                reds = (*reds[:suit], reds[suit] + digits.count("0"), *reds[suit + 1:])
    except KeyError:  # 0, 8 or 9 of an honour
        return None
    counts = bytearray(34)
    try:
        for t in tiles:
            counts[t] += 1
    except ValueError:  # 256 copies of a tile: far beyond any text's bound (MAX_TEXT)
        return None
    return Parsed(tuple(tiles), reds, bytes(counts))  # type: ignore[arg-type]


def parse_tiles(text: str, field: str) -> Parsed:
    """Parse notation; a bad string is refused with `bad_tile_notation` naming `field`."""
    parsed = read_tiles(text)
    if parsed is None:
        raise bad_notation(text, field)
    return parsed


def parse_one(text: str, field: str) -> tuple[int, bool]:
    """A single tile, e.g. the winning tile: (tile, is_red)."""
    parsed = parse_tiles(text, field)
    if len(parsed.tiles) != 1:
        raise impossible(ErrorCode.BAD_TILE_NOTATION, f"'{text}' must be exactly one tile.", field)
    return parsed.tiles[0], any(parsed.reds)


class MeldKind(StrEnum):
    CHI = "chi"
    PON = "pon"
    MINKAN = "minkan"  # open kan on a discard (daiminkan)
    ANKAN = "ankan"  # concealed kan: the hand stays closed
    KAKAN = "kakan"  # pon extended to a kan (open)


@dataclass(slots=True, kw_only=True)
class Meld:
    """A called set, or a concealed kan. Read-only by convention (not frozen: built for every
    meld of every request, and a frozen dataclass's __init__ costs several times more)."""

    kind: MeldKind
    tile: int  # the lowest tile: the start of a chi, the tile of a pon/kan
    reds: int  # red fives in the meld
    # Derived once here because every evaluation asks.
    is_kan: bool = False
    is_open: bool = True
    tiles: tuple[int, ...] = ()
    suit: int = 0  # 0 man, 1 pin, 2 sou, 3 honours
    rank_bit: int = 0  # 1 << rank of `tile` within its suit (0 for honours)
    yaochu: int = 0  # how many of its tiles are terminals or honours
    outside: bool = False  # holds a terminal or honour (chanta/junchan)


_KANS = (MeldKind.MINKAN, MeldKind.ANKAN, MeldKind.KAKAN)


def make_meld(kind: MeldKind, parsed: Parsed, field: str) -> Meld:
    """Check the tiles form the named meld; refuse with `bad_meld` if they do not."""
    tiles = sorted(parsed.tiles)
    if kind is MeldKind.CHI:
        ok = (
            len(tiles) == 3
            and tiles[0] < HONOR
            and tiles[0] // 9 == tiles[2] // 9
            and tiles[1] == tiles[0] + 1
            and tiles[2] == tiles[0] + 2
        )
    else:
        size = 3 if kind is MeldKind.PON else 4
        ok = len(tiles) == size and tiles[0] == tiles[-1]
    if not ok:
        raise impossible(ErrorCode.BAD_MELD, f"These tiles do not form a {kind.value}.", field)
    low = tiles[0]
    # A run's terminals can only be its ends; a pon's or kan's tiles are all alike.
    yaochu = IS_YAOCHU[low] + IS_YAOCHU[tiles[2]] if kind is MeldKind.CHI else (
        IS_YAOCHU[low] * len(tiles))
    return Meld(
        kind=kind, tile=low, reds=parsed.reds[0] + parsed.reds[1] + parsed.reds[2],
        is_kan=kind in _KANS, is_open=kind is not MeldKind.ANKAN, tiles=tuple(tiles),
        suit=low // 9, rank_bit=1 << low % 9 if low < HONOR else 0, yaochu=yaochu,
        outside=yaochu > 0,
    )
