"""Chuuren poutou (nine gates): 1112345678999 plus one tile of the same suit, closed."""

from __future__ import annotations

from scoring.hand.forms import Facts

_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def detect(f: Facts, out: list[str]) -> None:
    if f.inp.melds or f.suits not in (1, 2, 4):
        return
    base = (f.suits.bit_length() - 1) * 9
    ranks = f.counts[base : base + 9]
    # At least the gates: three each of 1 and 9, and every rank between.
    if ranks[0] < 3 or ranks[8] < 3 or 0 in ranks:
        return
    ranks[f.inp.win_tile - base] -= 1
    # Waiting on all nine tiles: the hand before the winning tile is exactly the gates.
    out.append("junsei_chuuren" if tuple(ranks) == _GATES else "chuuren")
