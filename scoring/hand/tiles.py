"""Tile indices and the compact notation ("123m406p11z"), melds included.

Tiles are ints 0..33: 0-8 man, 9-17 pin, 18-26 sou, 27-33 honours (E S W N haku hatsu chun).
Red fives are the ordinary five plus a separate red count, because only dora counting
cares about colour.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from scoring.errors import impossible

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


def suit_of(tile: int) -> int:
    return tile // 9  # 0 man, 1 pin, 2 sou, 3 honours


def bad_notation(text: str, field: str) -> Exception:
    return impossible("bad_tile_notation", f"'{text}' is not tile notation (e.g. 123m406p11z).",
                      field)


NO_REDS = (0, 0, 0)  # shared, so "no red fives" is an identity test

# A tile vector packs a multiset of tiles into one int, one byte per count, so validation can
# add the concealed tiles, melds and indicators together, and test them for a fifth copy or a
# tile outside the set, with a few C-level int operations instead of a loop per tile.
# Bytes, most significant first: the 34 tile counts (tile 0 first), the red fives in man, pin
# and sou, then the number of tiles.
TILE_SHIFT = 32  # the bit where the tile counts start (under them: 3 red bytes, 1 size byte)
RED_SHIFT = 8
RED_LANES = (1 << 24) - 1  # the three red-five bytes, once shifted down by RED_SHIFT
SIZE_LANE = 0xFF
# A byte holds at most 255, so only notation of at most PACK_LIMIT tiles is packed: then even
# the sum for a whole hand (concealed, four melds, both indicator strings and up to
# `NUKI_PACK_LIMIT` nuki norths) stays under 253 per byte, which the validator relies on.
PACK_LIMIT = 60
NUKI_PACK_LIMIT = 15
# Stands in for tiles too many to pack: so far below zero that any sum holding it stays
# negative, which tells the validator to count the slow way.
UNPACKED = -(1 << 1000)


def tile_unit(tile: int) -> int:
    """The vector of one tile (no red five)."""
    return 1 << (TILE_SHIFT + 8 * (33 - tile))


def pack_counts(counts: list[int], reds: tuple[int, int, int]) -> int:
    """The vector of 34 tile counts and the red fives among them."""
    size = sum(counts)
    if size > PACK_LIMIT:
        return UNPACKED
    return int.from_bytes(bytes([*counts, *reds, size]), "big")


def pack_tiles(tiles: Iterable[int], reds: tuple[int, int, int]) -> int:
    """The vector of these tiles (red fives counted in `reds` as well as among `tiles`)."""
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    return pack_counts(counts, reds)


def unpack_counts(vector: int) -> list[int]:
    """The 34 tile counts of a (non-negative) vector."""
    return list((vector >> TILE_SHIFT).to_bytes(34, "big"))


@dataclass(frozen=True, slots=True)
class Parsed:
    """Tiles of one notation string, in written order, with red fives counted per suit."""

    tiles: tuple[int, ...]
    reds: tuple[int, int, int]  # red fives in man, pin, sou
    vector: int  # the same tiles packed (`pack_tiles`)


@lru_cache(maxsize=4096)
def _parse(text: str) -> Parsed | None:
    tiles: list[int] = []
    reds = [0, 0, 0]
    digits: list[int] = []
    for ch in text:
        if "0" <= ch <= "9":
            digits.append(ord(ch) - 48)
            continue
        suit = SUIT_LETTERS.find(ch)
        if suit < 0 or not digits:
            return None
        for d in digits:
            if suit == 3:
                if not 1 <= d <= 7:
                    return None
            elif d == 0:
                reds[suit] += 1
                d = 5
            tiles.append(suit * 9 + d - 1)
        digits.clear()
    if digits:
        return None
    red_fives = (reds[0], reds[1], reds[2]) if any(reds) else NO_REDS
    return Parsed(tuple(tiles), red_fives, pack_tiles(tiles, red_fives))


# Reading right to left, a suit letter selects what the digits before it mean. Each table
# maps a digit to its tile index, or a red five to -1 - suit (m, p, s), and every suit
# letter to _LETTER + its suit; any other character is absent (not notation).
_LETTER = 100


def _notation_tables() -> tuple[list[dict[str, int]], dict[str, int]]:
    letters = {letter: _LETTER + suit for suit, letter in enumerate(SUIT_LETTERS)}
    suits = []
    for suit in range(4):
        digits = {str(d): suit * 9 + d - 1 for d in range(1, 8 if suit == 3 else 10)}
        if suit < 3:
            digits["0"] = -1 - suit
        suits.append({**digits, **letters})
    return suits, dict(letters)  # digits after the last letter belong to no suit


_SUIT_DIGITS, _NO_SUIT = _notation_tables()


def parse_counts(text: str) -> tuple[list[int], tuple[int, int, int]] | None:
    """Notation straight to 34 tile counts and the red fives per suit; None if malformed.

    The hot path of every request: one pass over the characters, right to left, so each
    digit is placed as soon as it is read (its suit letter has already been seen).
    """
    counts = [0] * 34
    reds = None
    digits = _NO_SUIT
    group = 1  # tiles read since the last letter; a letter needs at least one after it
    try:
        for ch in reversed(text):
            t = digits[ch]
            if t >= _LETTER:
                if not group:
                    return None
                digits = _SUIT_DIGITS[t - _LETTER]
                group = 0
            elif t >= 0:
                counts[t] += 1
                group += 1
            else:  # a red five
                suit = -1 - t
                if reds is None:
                    reds = [0, 0, 0]
                reds[suit] += 1
                counts[suit * 9 + 4] += 1
                group += 1
    except KeyError:  # not a notation character here (or an honour 0, 8, 9)
        return None
    if not group:
        return None  # the text starts with a letter
    return counts, (reds[0], reds[1], reds[2]) if reds else NO_REDS


# One suit's group of notation ("22256799s") -> its vector. Groups repeat far more than
# whole hands do (most hands share their honour pairs and common runs), so each is read
# once; bounded like the other caches. A plain dict: Python 3.11 looks keys up in an exact
# dict on a fast path that a dict subclass (with __missing__) does not get.
_GROUP_VECTORS: dict[str, int] = {}
_GROUP_VECTORS_SIZE = 8192


def _read_group(group: str) -> int | None:
    """A group's vector, remembered; None if the text is not one such group."""
    parsed = parse_counts(group)
    if parsed is None:
        return None
    vector = pack_counts(*parsed)
    if len(_GROUP_VECTORS) >= _GROUP_VECTORS_SIZE:
        _GROUP_VECTORS.clear()
    _GROUP_VECTORS[group] = vector
    return vector


# Splits notation into suit groups; anything else (a stray character, a letter with no
# digits, digits with no letter) becomes a piece of its own, which is no group.
_GROUPS = re.compile(r"[0-9]+[mpsz]?|.", re.DOTALL).findall


# What `read_notation` reads: counts, red fives, vector, and the counts again as 34 bytes.
Notation = tuple[list[int], tuple[int, int, int], int, bytes]


def read_notation(text: str) -> Notation | None:
    """`parse_counts`, plus the tiles' vector and their counts as bytes; None if malformed.

    Text too long to pack gets the vector UNPACKED and no bytes (b""); a concealed part that
    long always has too many tiles, so validation refuses it.

    The hot path of every request: the text is split into suit groups in C and their
    vectors (each group read once) are summed, so no Python code runs per tile.
    """
    if len(text) > PACK_LIMIT:
        parsed = parse_counts(text)
        return None if parsed is None else (parsed[0], parsed[1], UNPACKED, b"")
    vector = 0
    known = _GROUP_VECTORS
    for group in _GROUPS(text):
        group_vector = known.get(group)
        if group_vector is None:
            group_vector = _read_group(group)
            if group_vector is None:
                return None
        vector += group_vector
    counts = (vector >> TILE_SHIFT).to_bytes(34, "big")
    if "0" in text:  # a red five (the text is notation, so never an honour 0)
        r = (vector >> RED_SHIFT & RED_LANES).to_bytes(3, "big")
        return list(counts), (r[0], r[1], r[2]), vector, counts
    return list(counts), NO_REDS, vector, counts


def _one_tile_table() -> dict[str, tuple[int, bool]]:
    table = {}
    for letter, digits in zip(SUIT_LETTERS, _SUIT_DIGITS, strict=True):
        for ch, t in digits.items():
            if t < _LETTER:
                table[ch + letter] = (t, False) if t >= 0 else ((-1 - t) * 9 + 4, True)
    return table


# Every single tile's notation, for the winning tile: (tile, is_red).
ONE_TILE = _one_tile_table()


def parse_tiles(text: str, field: str) -> Parsed:
    """Parse notation; a bad string is refused with `bad_tile_notation` naming `field`."""
    parsed = _parse(text)
    if parsed is None:
        raise bad_notation(text, field)
    return parsed


def parse_one(text: str, field: str) -> tuple[int, bool]:
    """A single tile, e.g. the winning tile: (tile, is_red)."""
    parsed = parse_tiles(text, field)
    if len(parsed.tiles) != 1:
        raise impossible("bad_tile_notation", f"'{text}' must be exactly one tile.", field)
    return parsed.tiles[0], any(parsed.reds)


class MeldKind(StrEnum):
    CHI = "chi"
    PON = "pon"
    MINKAN = "minkan"  # open kan on a discard (daiminkan)
    ANKAN = "ankan"  # concealed kan: the hand stays closed
    KAKAN = "kakan"  # pon extended to a kan (open)


@dataclass(frozen=True, slots=True)
class Meld:
    kind: MeldKind
    tile: int  # the lowest tile: the start of a chi, the tile of a pon/kan
    reds: int  # red fives in the meld
    # Derived once here (melds are read once and reused) because every evaluation asks.
    is_kan: bool = False
    is_open: bool = True
    tiles: tuple[int, ...] = ()
    suit: int = 0  # 0 man, 1 pin, 2 sou, 3 honours
    rank_bit: int = 0  # 1 << rank of `tile` within its suit (0 for honours)
    yaochu: int = 0  # how many of its tiles are terminals or honours
    outside: bool = False  # holds a terminal or honour (chanta/junchan)
    vector: int = UNPACKED  # its tiles packed (`pack_tiles`), for validation


_KANS = (MeldKind.MINKAN, MeldKind.ANKAN, MeldKind.KAKAN)


def make_meld(kind: MeldKind, parsed: Parsed, field: str) -> Meld:
    """Check the tiles form the named meld; refuse with `bad_meld` if they do not."""
    tiles = sorted(parsed.tiles)
    reds = sum(parsed.reds)
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
        raise impossible("bad_meld", f"These tiles do not form a {kind.value}.", field)
    low = tiles[0]
    return Meld(
        kind, low, reds, kind in _KANS, kind is not MeldKind.ANKAN, tuple(tiles), low // 9,
        1 << low % 9 if low < HONOR else 0, sum(IS_YAOCHU[t] for t in tiles),
        any(IS_YAOCHU[t] for t in tiles), parsed.vector,
    )
