"""The bounds of a hand given by its tiles (a /score body, or a score sheet's `hand`).

Checked before the hand is read, only where a value is the plain type it should be (the
reader refuses other types with its own 400s). Below-zero counts keep the codes the reader
and the payment give them (negative_honba, count_out_of_range…); this adds the upper ends.
"""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import check_bound
from scoring.errors import ErrorCode, impossible

_COUNTS = (
    ("honba", bounds.HONBA),
    ("kyotaku", bounds.KYOTAKU),
    ("nukidora", bounds.NUKIDORA),
    ("flowers", bounds.FLOWERS),
)
_TEXTS = ("concealed", "win_tile", "dora_indicators", "ura_indicators")


def check_hand_bounds(request: dict[str, Any], prefix: str = "") -> None:
    for key, bound in _COUNTS:
        value = request.get(key)
        if value.__class__ is int and value > bound.high:
            check_bound(value, bound, prefix + key)
    for key in _TEXTS:
        text = request.get(key)
        if text.__class__ is str and len(text) > bounds.MAX_TEXT:
            raise _too_long(prefix + key)
    melds = request.get("melds")
    if melds.__class__ is list:
        if len(melds) > bounds.MAX_MELDS:
            raise impossible(ErrorCode.TOO_MANY_ITEMS,
                             f"A hand has at most {bounds.MAX_MELDS} melds.", prefix + "melds")
        for i, meld in enumerate(melds):
            tiles = meld.get("tiles") if meld.__class__ is dict else None
            if tiles.__class__ is str and len(tiles) > bounds.MAX_TEXT:
                raise _too_long(f"{prefix}melds[{i}].tiles")


def _too_long(field: str) -> Exception:
    return impossible(ErrorCode.TEXT_TOO_LONG,
                      f"'{field}' holds at most {bounds.MAX_TEXT} characters.", field)
