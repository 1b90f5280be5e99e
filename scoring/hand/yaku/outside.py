"""Chanta and junchan: every set and the pair hold a terminal or honour, with a run."""

from __future__ import annotations

from scoring.hand.decompose import Parts
from scoring.hand.forms import Facts
from scoring.hand.tiles import IS_YAOCHU


def detect(f: Facts, pair: int, parts: Parts, runs: int, out: list[str]) -> None:
    # Without a run the hand is honroutou (or a yakuman), never chanta.
    if not runs or not IS_YAOCHU[pair]:
        return
    m, p, s, _ = parts  # honour sets always hold an honour
    if m.outside and p.outside and s.outside and f.melds.outside:
        out.append("chanta" if f.suits & 8 else "junchan")
