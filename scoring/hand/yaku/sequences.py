"""Run-based yaku: pinfu, iipeikou / ryanpeikou, sanshoku, ittsu.

Runs are read from each suit's bit mask of run ranks (chi included), so sanshoku is one
AND across the suits and ittsu one mask test.
"""

from __future__ import annotations

from scoring.hand.decompose import Parts
from scoring.hand.forms import Facts

_ITTSU = 0b1001001  # runs from ranks 0, 3 and 6


def pinfu_shape(f: Facts, pair: int, runs: int) -> bool:
    """Pinfu, should the wait be ryanmen: four runs and a pair that is not a value tile."""
    return runs == 4 and (f.closed or f.rules.open_pinfu) and not f.is_value_pair_tile(pair)


def detect(f: Facts, parts: Parts, runs: int, out: list[str]) -> None:
    """Everything but pinfu (which depends on the wait); `runs`: runs in the whole hand,
    chi included."""
    if runs < 2:
        return
    m, p, s, _ = parts
    if f.closed:  # no chi: every run is concealed, and only a suit repeats its own runs
        twins = m.twins + p.twins + s.twins
        if twins == 2:
            out.append("ryanpeikou")
        elif twins == 1:
            out.append("iipeikou")
    if runs < 3:
        return
    chi = f.melds.run_ranks
    man, pin, sou = m.run_ranks | chi[0], p.run_ranks | chi[1], s.run_ranks | chi[2]
    if man & pin & sou:
        out.append("sanshoku")
    if man & _ITTSU == _ITTSU or pin & _ITTSU == _ITTSU or sou & _ITTSU == _ITTSU:
        out.append("ittsu")
