"""Yaku of the tile mix alone: tanyao, flushes, all honours/terminals, all green."""

from __future__ import annotations

from scoring.hand.forms import Facts
from scoring.hand.tiles import HATSU


def detect(f: Facts, out: list[str]) -> None:
    suits = f.suits
    numbers = suits & 7
    if f.yaochu == 0:
        out.append("tanyao")
    if numbers in (1, 2, 4):
        out.append("honitsu" if suits & 8 else "chinitsu")
    elif suits == 8:
        out.append("tsuuiisou")
    if f.yaochu == f.total:
        if not suits & 8:
            out.append("chinroutou")
        elif numbers:
            out.append("honroutou")
    if not suits & 3 and f.all_green and (
        f.all_counts[HATSU] or not f.rules.ryuuiisou_needs_hatsu
    ):
        out.append("ryuuiisou")
