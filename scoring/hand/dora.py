"""Dora of every kind: indicated (kan dora included), red fives, ura, nuki and flowers."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scoring.hand.forms import Facts
from scoring.hand.tiles import CHUN, EAST, HAKU, HONOR, NORTH
from scoring.hand.validate import removed_tiles


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

    def to_dict(self) -> dict[str, int]:
        return {"dora": self.dora, "aka": self.aka, "ura": self.ura, "nuki": self.nuki,
                "flower": self.flower}


@lru_cache(maxsize=64)
def _next_table(removed: str) -> tuple[int, ...]:
    """The dora each indicator points to, skipping tiles the set does not have."""
    gone = removed_tiles(removed)
    table = []
    for t in range(34):
        if t < HONOR:
            base = t - t % 9
            nxt = t
            while True:
                nxt = base + (nxt - base + 1) % 9
                if nxt not in gone:
                    break
        elif t <= NORTH:
            nxt = EAST + (t - EAST + 1) % 4
        else:
            nxt = HAKU + (t - HAKU + 1) % 3
        table.append(nxt)
    assert len(table) == CHUN + 1
    return tuple(table)


_NO_DORA = DoraCount()  # shared: never changed


def count_dora(f: Facts) -> DoraCount:
    i = f.inp
    aka = i.concealed_reds[0] + i.concealed_reds[1] + i.concealed_reds[2]
    for m in i.melds:
        aka += m.reds
    if not (aka or i.dora_indicators or i.ura_indicators or i.nukidora or i.flowers):
        return _NO_DORA
    nxt = _next_table(f.tiles.removed)
    counts = f.all_counts
    nuki = i.nukidora
    dora = 0
    for ind in i.dora_indicators:
        d = nxt[ind]
        dora += counts[d] + (nuki if d == NORTH else 0)  # set-aside norths count too
    ura = 0
    for ind in i.ura_indicators:
        d = nxt[ind]
        ura += counts[d] + (nuki if d == NORTH else 0)
    return DoraCount(dora, aka, ura, nuki, i.flowers)
