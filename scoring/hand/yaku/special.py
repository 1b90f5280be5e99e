"""Yaku of the irregular shapes: seven pairs, thirteen orphans, daisharin, shiisanputaa."""

from __future__ import annotations

from scoring.hand.forms import CHIITOITSU, KOKUSHI, UNRELATED, Facts, Form
from scoring.hand.tiles import TERMINALS_HONORS

_SUIT_BASE = {"m": 0, "p": 9, "s": 18}


def detect(f: Facts, form: Form, out: list[str]) -> None:
    if form.kind == CHIITOITSU:
        out.append("chiitoitsu")
        if f.suits in (1, 2, 4):
            out.append("chinitsu_chiitoitsu")
            if _daisharin(f):
                out.append("daisharin")
    elif form.kind == KOKUSHI:
        before = f.counts[:]
        before[f.inp.win_tile] -= 1
        thirteen = all(before[t] == 1 for t in TERMINALS_HONORS)
        out.append("kokushi_13" if thirteen else "kokushi")
    elif form.kind == UNRELATED:
        out.append("shiisanputaa")


def _daisharin(f: Facts) -> bool:
    for suit in f.rules.daisharin_suits:
        base = _SUIT_BASE[suit]
        if f.counts[base : base + 9] == [0, 2, 2, 2, 2, 2, 2, 2, 0]:
            return True
    return False
