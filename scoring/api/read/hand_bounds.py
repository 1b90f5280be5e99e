"""The bounds of a hand given by its tiles (a /score body, or a score sheet's `hand`).

Checked before the hand is read, only where a value is the plain type it should be (the
reader refuses other types with its own 400s). Below-zero counts keep the codes the reader
and the payment give them (negative_honba, count_out_of_range…); this adds the upper ends.
/score is the hot path: the common body (short texts, counts in bounds) is judged by
plain comparisons, and only a body out of bounds walks the fields to name the first.
"""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import check_bound, check_text
from scoring.api.read.hand import read_hand
from scoring.errors import ErrorCode, ScoringError, impossible
from scoring.hand.inputs import HandInput

_COUNTS = (
    ("honba", bounds.HONBA),
    ("kyotaku", bounds.KYOTAKU),
    ("nukidora", bounds.NUKIDORA),
    ("flowers", bounds.FLOWERS),
)
_MAX_TEXT = bounds.MAX_TEXT
_HONBA, _KYOTAKU = bounds.HONBA.high, bounds.KYOTAKU.high
_NUKIDORA, _FLOWERS = bounds.NUKIDORA.high, bounds.FLOWERS.high


def check_hand_bounds(request: dict[str, Any], prefix: str = "") -> None:
    get = request.get
    concealed, win_tile = get("concealed"), get("win_tile")
    dora, ura = get("dora_indicators"), get("ura_indicators")
    if (
        (concealed.__class__ is str and len(concealed) > _MAX_TEXT)
        or (win_tile.__class__ is str and len(win_tile) > _MAX_TEXT)
        or (dora.__class__ is str and len(dora) > _MAX_TEXT)
        or (ura.__class__ is str and len(ura) > _MAX_TEXT)
    ):
        for key in ("concealed", "win_tile", "dora_indicators", "ura_indicators"):
            text = get(key)
            if text.__class__ is str:
                check_text(text, prefix + key)
    # Absent counts are 0; a count of another type is the reader's to refuse.
    honba, kyotaku = get("honba", 0), get("kyotaku", 0)
    nukidora, flowers = get("nukidora", 0), get("flowers", 0)
    if (
        (honba.__class__ is int and honba > _HONBA)
        or (kyotaku.__class__ is int and kyotaku > _KYOTAKU)
        or (nukidora.__class__ is int and nukidora > _NUKIDORA)
        or (flowers.__class__ is int and flowers > _FLOWERS)
    ):
        for key, bound in _COUNTS:  # the first one out of its bound is refused
            value = get(key)
            if value.__class__ is int and value > bound.high:
                check_bound(value, bound, prefix + key)
    melds = get("melds")
    if melds and melds.__class__ is list:
        if len(melds) > bounds.MAX_MELDS:
            raise impossible(ErrorCode.TOO_MANY_ITEMS,
                             f"A hand has at most {bounds.MAX_MELDS} melds.", prefix + "melds")
        for i, meld in enumerate(melds):
            tiles = meld.get("tiles") if meld.__class__ is dict else None
            if tiles.__class__ is str and len(tiles) > _MAX_TEXT:
                check_text(tiles, f"{prefix}melds[{i}].tiles")


# A text of n tiles has at most 2n characters (each suit letter follows a digit), so a hand
# whose texts read as at most this many tiles has no text over MAX_TEXT.
_MAX_SHORT_TILES = _MAX_TEXT // 2


def read_hand_in_bounds(request: dict[str, Any]) -> HandInput:
    """`check_hand_bounds(request)` then `read_hand(request)`, with the same refusals in the
    same order, for a body that holds only hand fields (no honba, kyotaku or pao).

    The hand is read first and the bounds are looked at only where they could be broken:
    a body that fails to read is bounds-checked before its error is raised, and one that
    reads is bounds-checked only if it holds many tiles, many melds or large counts. The
    common body so reads its fields once instead of twice."""
    try:
        inp = read_hand(request)
    except ScoringError:
        check_hand_bounds(request)  # a bound broken comes before the reader's refusal
        raise
    # A meld that reads has at most four tiles (8 characters), and a winning tile one.
    if (
        len(inp.concealed) > _MAX_SHORT_TILES
        or len(inp.dora_indicators) + len(inp.ura_indicators) > _MAX_SHORT_TILES
        or len(inp.melds) > bounds.MAX_MELDS
        or inp.nukidora > _NUKIDORA
        or inp.flowers > _FLOWERS
    ):
        check_hand_bounds(request)
    return inp
