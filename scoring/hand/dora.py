"""Dora of every kind: indicated (kan dora included), red fives, ura, nuki and flowers."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand.forms import Facts
from scoring.hand.tiles import NORTH


@dataclass(slots=True)
class DoraCount:
    """Treat as read-only (a slots dataclass: built and read on every scored hand, faster
    in both than a frozen one or a NamedTuple in Python 3.11)."""

    dora: int = 0  # from dora indicators (kan dora included), nuki norths included
    aka: int = 0  # red fives in the hand and melds
    ura: int = 0  # from ura indicators, nuki norths included
    nuki: int = 0  # north tiles set aside, one each
    flower: int = 0  # flowers set aside, one each

    @property
    def total(self) -> int:
        return self.dora + self.aka + self.ura + self.nuki + self.flower


_NO_DORA = DoraCount()  # shared: never changed


def count_dora(f: Facts) -> DoraCount:
    i = f.inp
    aka = i.concealed_reds[0] + i.concealed_reds[1] + i.concealed_reds[2] + f.melds.reds
    if not (aka or i.dora_indicators or i.ura_indicators or i.nukidora or i.flowers):
        return _NO_DORA
    dora_of = f.tiles.dora_of  # next_tile of each indicator in this tile set
    counts = f.all_counts
    nuki = i.nukidora
    dora = 0
    for ind in i.dora_indicators:
        d = dora_of[ind]
        dora += counts[d] + (nuki if d == NORTH else 0)  # set-aside norths count too
    ura = 0
    for ind in i.ura_indicators:
        d = dora_of[ind]
        ura += counts[d] + (nuki if d == NORTH else 0)
    return DoraCount(dora, aka, ura, nuki, i.flowers)
