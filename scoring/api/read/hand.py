"""A `/score` request body (JSON-shaped dict) read into the evaluator's `HandInput`.

Only shape and types are checked here (400s); whether the hand can exist under a
house's tile set is `scoring.hand.validate`'s job.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from scoring.errors import ErrorCode, ScoringError, malformed
from scoring.hand.inputs import HandInput
from scoring.hand.tiles import (
    EAST,
    NO_REDS,
    Meld,
    MeldKind,
    Parsed,
    make_meld,
    parse_one,
    parse_tiles,
    read_tiles,
)

WIND_LETTERS = {"E": EAST, "S": EAST + 1, "W": EAST + 2, "N": EAST + 3}
FLAGS = (
    "riichi", "double_riichi", "open_riichi", "ippatsu", "haitei", "houtei", "rinshan",
    "chankan", "tenhou", "chiihou", "renhou",
    # additions to the contract for local yaku and house checks
    "kanburi",  # ron on the discard that followed a kan
    "maneman",  # closed hand that copied the upper house's first seven discards
    "first_draw",  # the winner's first draw, no calls yet (thirteen unrelated tiles)
    "discarder_riichi",  # the discarder had declared riichi (open-riichi deal-in)
    "chankan_ankan",  # the robbed kan was a concealed kan
)
HAND_FIELDS = frozenset(
    (
        "concealed", "melds", "win_tile", "winner", "discarder", "round_wind",
        "dora_indicators", "ura_indicators", "nukidora", "flowers", *FLAGS,
    )
)
# A whole `/score` body: the hand, and how its win is paid.
SCORE_FIELDS = HAND_FIELDS | {"honba", "kyotaku", "pao"}


def _string(request: dict[str, Any], key: str, default: str | None = None,
            field: str | None = None) -> str:
    value = request.get(key, default)
    if value.__class__ is str:
        return value  # type: ignore[no-any-return]
    if value is None:
        raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", field or key)
    raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be a string.", field or key)


def _int(request: dict[str, Any], key: str, default: int | None = None) -> int | None:
    value = request.get(key, default)
    if value is None or value.__class__ is int:
        return value  # type: ignore[no-any-return]
    raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be an integer.", key)


def _melds(raw: Any) -> tuple[Meld, ...]:
    """The value of 'melds', when neither null nor an empty array."""
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'melds' must be an array.", "melds")
    melds = []
    for i, item in enumerate(raw):
        # The plain {"kind", "tiles"} of most melds, known already (`_read_meld` otherwise).
        if item.__class__ is dict and len(item) == 2:
            kind_text, tiles_text = item.get("kind"), item.get("tiles")
            if kind_text.__class__ is str and tiles_text.__class__ is str:
                meld = _known_meld(kind_text, tiles_text)
                if meld is not None:
                    melds.append(meld)
                    continue
        melds.append(_read_meld(item, i))
    return tuple(melds)


def _read_meld(item: Any, i: int) -> Meld:
    """One meld object that `_melds` could not take as known, checked field by field
    (refusals name the field)."""
    field = f"melds[{i}]"
    if not isinstance(item, dict):
        raise malformed(ErrorCode.WRONG_TYPE, "A meld must be an object.", field)
    for key in item:
        if key not in ("kind", "tiles"):
            raise malformed(ErrorCode.UNKNOWN_FIELD, f"Unknown field '{key}'.", f"{field}.{key}")
    kind_text = _string(item, "kind", field=f"{field}.kind")
    kind = _MELD_KINDS.get(kind_text)
    if kind is None:
        raise malformed(
            ErrorCode.WRONG_TYPE, "A meld kind is chi, pon, minkan, ankan or kakan.",
            f"{field}.kind",
        )
    tiles_text = _string(item, "tiles", field=f"{field}.tiles")
    # Refused, naming this meld's field (a meld _known_meld could read was returned above).
    return make_meld(kind, parse_tiles(tiles_text, f"{field}.tiles"), f"{field}.tiles")


# Melds repeat across hands and are read-only values: each (kind, tiles) text read is kept,
# bounded (None for texts that are no such meld). Measured on api.score in one process, with
# and without it (2026-12-02, loaded machine): +19% by CPU time and 5.4% fewer Python
# opcodes on hands seen before, no gain on fresh hands. tests/hand/test_fast_paths.py
# checks it against make_meld.
@lru_cache(maxsize=2048)
def _known_meld(kind_text: str, tiles_text: str) -> Meld | None:
    kind = _MELD_KINDS.get(kind_text)
    parsed = read_tiles(tiles_text)
    if kind is None or parsed is None:
        return None
    try:
        return make_meld(kind, parsed, "")
    except ScoringError:
        return None


_MELD_KINDS = {k.value: k for k in MeldKind}
_FLAG_SET = frozenset(FLAGS)
_NO_TILES = Parsed((), NO_REDS)
_ABSENT = object()


def _text(request: dict[str, Any], key: str, default: str | None = None) -> str:
    """A string field; the plain string most requests carry is taken as it is."""
    value = request.get(key, default)
    return value if value.__class__ is str else _string(request, key, default)


def _count(request: dict[str, Any], key: str) -> int:
    """A count that is 0 when absent or null."""
    value = request.get(key, 0)
    if value.__class__ is int:
        return value  # type: ignore[no-any-return]
    return _int(request, key, 0) or 0  # refuses anything but an int or null


def _indicators(request: dict[str, Any], key: str) -> Parsed:
    text = _text(request, key, "")
    return parse_tiles(text, key) if text else _NO_TILES


_NO_FLAGS: dict[str, bool] = {}  # shared: never changed


def _flags(request: dict[str, Any]) -> dict[str, bool]:
    """The flags set to true, in request order (the first conflicting one is reported)."""
    if _FLAG_SET.isdisjoint(request):  # one C-level test for the many bodies without one
        return _NO_FLAGS
    flags: dict[str, bool] = {}
    for key, value in request.items():
        if key in _FLAG_SET:
            if value is True:
                flags[key] = True
            elif value is not False:
                raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be true or false.", key)
    return flags


def read_hand(request: dict[str, Any]) -> HandInput:
    """Read the hand part of a `/score` body; unknown keys are the caller's concern.

    Fields are read, and refused, in a fixed order: concealed, win_tile, winner, discarder,
    round_wind, indicators, flags, melds, nukidora, flowers.
    """
    concealed = parse_tiles(_text(request, "concealed"), "concealed")
    win_tile, _ = parse_one(_text(request, "win_tile"), "win_tile")
    winner = request.get("winner")
    if winner.__class__ is not int:
        winner = _int(request, "winner")
        if winner is None:
            raise malformed(ErrorCode.MISSING_FIELD, "'winner' is required.", "winner")
    discarder = request.get("discarder", _ABSENT)
    if discarder is not None and discarder.__class__ is not int:
        if discarder is _ABSENT:
            raise malformed(ErrorCode.MISSING_FIELD, "'discarder' is required (null for tsumo).",
                            "discarder")
        discarder = _int(request, "discarder")  # refuses it
    wind = WIND_LETTERS.get(_text(request, "round_wind", "E"))
    if wind is None:
        raise malformed(ErrorCode.WRONG_TYPE, "'round_wind' is one of E, S, W, N.", "round_wind")
    dora = _indicators(request, "dora_indicators")
    ura = _indicators(request, "ura_indicators")
    flags = _flags(request)
    raw_melds = request.get("melds")
    melds = () if raw_melds is None or raw_melds == [] else _melds(raw_melds)
    if dora.reds is NO_REDS and ura.reds is NO_REDS:
        indicator_reds = NO_REDS
    else:
        indicator_reds = (dora.reds[0] + ura.reds[0], dora.reds[1] + ura.reds[1],
                          dora.reds[2] + ura.reds[2])
    return HandInput(
        counts=list(concealed.tile_counts),
        count_bytes=concealed.tile_counts,
        concealed=concealed.tiles,
        concealed_reds=concealed.reds,
        melds=melds,
        win_tile=win_tile,
        winner=winner,
        discarder=discarder,
        round_wind=wind,
        dora_indicators=dora.tiles,
        ura_indicators=ura.tiles,
        indicator_reds=indicator_reds,
        nukidora=_count(request, "nukidora"),
        flowers=_count(request, "flowers"),
        flags=tuple(flags),
        **flags,
    )
