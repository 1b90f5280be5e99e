"""Fu of a regular reading, itemised, as the house counts it.

Details are (reason code, fu) and always sum to the rounded total, so a player can
check the count line by line.
"""

from __future__ import annotations

from scoring.hand.forms import (
    ANKAN,
    ANKOU,
    KANCHAN,
    MINKAN,
    MINKOU,
    PENCHAN,
    SHANPON,
    TANKI,
    Facts,
    Form,
)
from scoring.hand.tiles import IS_YAOCHU

FuDetails = list[tuple[str, int]]

_SET_FU = {MINKOU: 2, ANKOU: 4, MINKAN: 8, ANKAN: 16}
_SET_NAME = {MINKOU: "minkou", ANKOU: "ankou", MINKAN: "minkan", ANKAN: "ankan"}
# The detail line of a set, by triplet kind then yaochu (0 or 1): built once, shared.
_SET_LINE = {
    kind: tuple((f"{_SET_NAME[kind]}_{'yaochu' if y else 'simple'}", _SET_FU[kind] << y)
                for y in (0, 1))
    for kind in _SET_FU
}
_BASE = ("base", 20)
_MENZEN_RON = ("menzen_ron", 10)
_TSUMO = ("tsumo", 2)
_OPEN_PINFU = ("open_pinfu", 10)
_WAIT_LINE = {KANCHAN: ("wait_kanchan", 2), PENCHAN: ("wait_penchan", 2),
              TANKI: ("wait_tanki", 2)}


def regular_fu(f: Facts, form: Form, pinfu: bool) -> tuple[int, FuDetails]:
    """`pinfu` is whether the pinfu yaku is counted in this reading."""
    tsumo = f.tsumo
    details: FuDetails = [_BASE]
    if pinfu and tsumo and f.closed:
        return 20, details  # pinfu tsumo: the tsumo fu is waived
    total = 20
    if f.closed and not tsumo:
        details.append(_MENZEN_RON)
        total += 10
    # Concealed triplets in reading order, then the melds'; a triplet completed by ron is open.
    ron_set = f.inp.win_tile if form.wait == SHANPON and not tsumo else -1
    assert form.parts is not None
    for part in form.parts:
        for tile in part.triplets:
            line = _SET_LINE[MINKOU if tile == ron_set else ANKOU][IS_YAOCHU[tile]]
            details.append(line)
            total += line[1]
    for tile, kind in f.melds.triplets:
        line = _SET_LINE[kind][IS_YAOCHU[tile]]
        details.append(line)
        total += line[1]
    pair_fu = f.pair_fu(form.pair)
    wait_line = _WAIT_LINE.get(form.wait)
    rules = f.rules
    override = rules.value_tanki_tsumo_fu if tsumo else rules.value_tanki_ron_fu
    if form.wait == TANKI and pair_fu and override is not None:
        # The house states the pair + wait (+ tsumo) fu of a value-tile tanki as one figure.
        details.append(("value_tanki", override))
        total += override
    else:
        if pair_fu:
            details.append(("value_pair", pair_fu))
            total += pair_fu
        if wait_line is not None:
            details.append(wait_line)
            total += 2
        if tsumo:
            details.append(_TSUMO)
            total += 2
    if total == 20 and not f.closed:
        # An open hand without any fu (open pinfu shape on ron) is valued at 30 fu.
        details.append(_OPEN_PINFU)
        total = 30
    rounded = -(-total // 10) * 10
    if rounded != total:
        details.append(("rounding", rounded - total))
    return rounded, details
