"""Triplet and kan yaku: toitoi, concealed triplets, sanshoku doukou, kans, triplets in a row.

Triplet ranks come as one bit mask per suit (pons and kans included): sanshoku doukou is
one AND across the suits, triplets in a row are consecutive bits.
"""

from __future__ import annotations

from scoring.hand.decompose import Parts
from scoring.hand.forms import SHANPON, TANKI, Facts


def detect(f: Facts, parts: Parts, triplets: int, out: list[str], tail: list[str]) -> None:
    """`triplets`: in the whole hand, melds included. Kans and toitoi go to `out`, before the
    concealed-triplet yaku (see `concealed`); sanshoku doukou and triplets in a row to `tail`,
    after them."""
    kans = f.melds.kans
    if kans == 4:
        out.append("suukantsu")
    elif kans == 3:
        out.append("sankantsu")
    if triplets < 3:
        return
    if triplets == 4:
        out.append("toitoi")
    called = f.melds.triplet_ranks
    man = parts[0].triplet_ranks | called[0]
    pin = parts[1].triplet_ranks | called[1]
    sou = parts[2].triplet_ranks | called[2]
    if man & pin & sou:
        tail.append("sanshoku_doukou")
    longest = 0
    for ranks in (man, pin, sou):
        three = ranks & ranks >> 1 & ranks >> 2
        if three & three >> 1:
            longest = 4
        elif three:
            longest = max(longest, 3)
    if longest == 4:
        tail.append("suurenkou")
    elif longest == 3:
        tail.append("sanrenkou")


def concealed(f: Facts, concealed: int, wait: str) -> str | None:
    """Sanankou / suuankou, the one triplet yaku that depends on the wait. `concealed`:
    the triplets among the concealed tiles; asked only when the hand has three triplets or
    more."""
    n = concealed + f.melds.ankans
    if wait == SHANPON and not f.tsumo:
        n -= 1  # a triplet completed by ron counts as open
    if n == 4:
        return "suuankou_tanki" if wait == TANKI else "suuankou"
    return "sanankou" if n == 3 else None
