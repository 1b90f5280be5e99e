"""Fu of one set (triplet or kan) by its kind, and the line a fu breakdown shows for it.

Kept apart from `fu.py` so that the decomposition tables and the meld summary can carry
their sets' lines ready-made: a reading's fu is then a few sums, not a walk over its sets.
"""

from __future__ import annotations

from scoring.hand.tiles import IS_YAOCHU

# Triplet kinds: closed/open triplet, concealed/open kan
ANKOU, MINKOU, ANKAN, MINKAN = 0, 1, 2, 3

FuLine = tuple[str, int]  # (reason code, fu)

_SET_FU = {MINKOU: 2, ANKOU: 4, MINKAN: 8, ANKAN: 16}
_SET_NAME = {MINKOU: "minkou", ANKOU: "ankou", MINKAN: "minkan", ANKAN: "ankan"}
# By triplet kind, then yaochu (0 or 1): built once and shared.
SET_LINE: dict[int, tuple[FuLine, FuLine]] = {
    kind: tuple(  # type: ignore[misc]
        (f"{_SET_NAME[kind]}_{'yaochu' if y else 'simple'}", _SET_FU[kind] << y) for y in (0, 1)
    )
    for kind in _SET_FU
}


def set_lines(sets: tuple[tuple[int, int], ...] | list[tuple[int, int]]
              ) -> tuple[tuple[FuLine, ...], int]:
    """The lines of (tile, triplet kind) sets in the order given, and their fu."""
    lines = tuple(SET_LINE[kind][IS_YAOCHU[tile]] for tile, kind in sets)
    return lines, sum(line[1] for line in lines)
