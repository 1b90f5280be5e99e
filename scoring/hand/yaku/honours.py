"""Value-tile yaku (yakuhai) and the dragon / wind families, for regular readings.

In a regular reading an honour is either a triplet (3+ copies) or the pair (2).
"""

from __future__ import annotations

from scoring.hand.forms import Facts
from scoring.hand.tiles import CHUN, EAST, HAKU, HATSU, NORTH

_DRAGON_IDS = ((HAKU, "haku"), (HATSU, "hatsu"), (CHUN, "chun"))


def detect(f: Facts, out: list[str]) -> None:
    c = f.all_counts
    if not f.suits & 8:
        return
    dragon_sets = 0
    dragon_pair = False
    for tile, yaku_id in _DRAGON_IDS:
        if c[tile] >= 3:
            out.append(yaku_id)
            dragon_sets += 1
        elif c[tile] == 2:
            dragon_pair = True
    if c[f.seat_wind] >= 3:
        out.append("seat_wind")
    if c[f.round_wind] >= 3:
        out.append("round_wind")
    if f.tiles.north_everyones_wind and f.seat_wind != NORTH and c[NORTH] >= 3:
        out.append("north_wind")
    if dragon_sets == 3:
        out.append("daisangen")
    elif dragon_sets == 2 and dragon_pair:
        out.append("shousangen")
    winds = c[EAST : NORTH + 1]
    wind_sets = (winds[0] >= 3) + (winds[1] >= 3) + (winds[2] >= 3) + (winds[3] >= 3)
    if wind_sets == 4:
        out.append("daisuushii")
    elif wind_sets == 3:
        out.append("sanfuukou")  # local: three wind triplets (yields to the yakuman)
        if 2 in winds:
            out.append("shousuushii")
