"""Fu of a regular reading, itemised, as the house counts it.

Details are (reason code, fu) and always sum to the rounded total, so a player can
check the count line by line. The sets' lines come ready-made with each suit's reading
and with the melds (`setfu.py`); only the pair, the wait and the win add lines here.
"""

from __future__ import annotations

from scoring.hand.decompose import Parts
from scoring.hand.forms import MINKOU, SHANPON, TANKI, Facts
from scoring.hand.setfu import SET_LINE, FuLine
from scoring.hand.tiles import EAST, IS_YAOCHU

FuDetails = tuple[FuLine, ...]

_BASE = ("base", 20)
_PINFU_TSUMO: FuDetails = (_BASE,)  # pinfu tsumo: the tsumo fu is waived
_HEAD: FuDetails = (_BASE,)
_CLOSED_RON_HEAD: FuDetails = (_BASE, ("menzen_ron", 10))
_TSUMO = ("tsumo", 2)
_OPEN_PINFU = ("open_pinfu", 10)
_WAIT_LINE = {"kanchan": ("wait_kanchan", 2), "penchan": ("wait_penchan", 2),
              TANKI: ("wait_tanki", 2)}
_ROUNDING = {n: ("rounding", n) for n in range(1, 10)}


def regular_fu(f: Facts, pair: int, parts: Parts, wait: str, pinfu: bool
               ) -> tuple[int, FuDetails]:
    """The reading (`pair`, `parts`) won on `wait`; `pinfu`: the pinfu yaku is counted."""
    tsumo = f.tsumo
    closed = f.closed
    if pinfu and tsumo and closed:
        return 20, _PINFU_TSUMO
    m, p, s, h = parts
    melds = f.melds
    # Concealed triplets in reading order, then the melds'.
    total = 20 + m.triplet_fu + p.triplet_fu + s.triplet_fu + h.triplet_fu + melds.fu
    sets = m.triplet_lines + p.triplet_lines + s.triplet_lines + h.triplet_lines
    if wait == SHANPON and not tsumo:
        sets, total = _ron_triplet_opened(parts, f.inp.win_tile, total)
    if closed and not tsumo:
        head = _CLOSED_RON_HEAD
        total += 10
    else:
        head = _HEAD
    pair_fu = f.pair_fu(pair) if pair >= EAST else 0  # a number pair is never worth fu
    rules = f.rules
    override = rules.value_tanki_tsumo_fu if tsumo else rules.value_tanki_ron_fu
    if wait == TANKI and pair_fu and override is not None:
        # The house states the pair + wait (+ tsumo) fu of a value-tile tanki as one figure.
        tail: FuDetails = (("value_tanki", override),)
        total += override
    else:
        tail = ()
        if pair_fu:
            tail = (("value_pair", pair_fu),)
            total += pair_fu
        wait_line = _WAIT_LINE.get(wait)
        if wait_line is not None:
            tail += (wait_line,)
            total += 2
        if tsumo:
            tail += (_TSUMO,)
            total += 2
    details = head + sets + melds.fu_lines + tail
    if total == 20 and not closed:
        # An open hand without any fu (open pinfu shape on ron) is valued at 30 fu.
        return 30, (*details, _OPEN_PINFU)
    rounded = -(-total // 10) * 10
    if rounded != total:
        details += (_ROUNDING[rounded - total],)
    return rounded, details


def _ron_triplet_opened(parts: Parts, win_tile: int, total: int) -> tuple[FuDetails, int]:
    """A triplet completed by ron counts as open: its line and fu, the others unchanged."""
    suit = win_tile // 9  # the part (man, pin, sou, honours) holding that triplet
    lines: FuDetails = ()
    for k, part in enumerate(parts):
        own = part.triplet_lines
        if k == suit:
            i = part.triplets.index(win_tile)
            own = (*own[:i], SET_LINE[MINKOU][IS_YAOCHU[win_tile]], *own[i + 1 :])
        lines += own
    return lines, total - (2 << IS_YAOCHU[win_tile])  # an ankou's fu is twice a minkou's
