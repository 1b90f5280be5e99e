"""A `/score` request body (JSON-shaped dict) read into a typed `HandInput`.

Only shape and types are checked here (400s); whether the hand can exist under a
house's tile set is `validate.py`'s job.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.errors import malformed
from scoring.hand.tiles import (
    EAST,
    NO_REDS,
    ONE_TILE,
    UNPACKED,
    Meld,
    MeldKind,
    Parsed,
    bad_notation,
    make_meld,
    parse_one,
    parse_tiles,
    read_notation,
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


@dataclass(slots=True)
class HandInput:
    """Everything the evaluator needs about one win (treated as read-only; not frozen
    because a frozen dataclass's __init__ costs a noticeable share of an evaluation)."""

    counts: list[int]  # the 34 tile counts outside melds, winning tile included (never mutated)
    concealed_reds: tuple[int, int, int]  # red fives among them, per suit
    melds: tuple[Meld, ...]
    win_tile: int
    winner: int  # seat; 0 is the dealer
    discarder: int | None  # None = tsumo
    round_wind: int  # tile index of the round wind
    dora_indicators: tuple[int, ...] = ()
    ura_indicators: tuple[int, ...] = ()
    indicator_reds: tuple[int, int, int] = (0, 0, 0)  # red fives shown as indicators
    nukidora: int = 0
    flowers: int = 0
    concealed_text: str = ""  # the notation as given, for refusals that name a tile
    # The tile vectors (`tiles.pack_tiles`) of the concealed tiles and of both indicator
    # strings together; UNPACKED (or below zero) makes validation count the slow way.
    vector: int = UNPACKED
    indicator_vector: int = UNPACKED
    # `counts` as 34 bytes (per-suit slices make cheap dict keys); b"" when the text was too
    # long to pack, which validation always refuses (so every validated hand has them).
    tile_bytes: bytes = b""
    riichi: bool = False
    double_riichi: bool = False
    open_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    kanburi: bool = False
    maneman: bool = False
    first_draw: bool = False
    discarder_riichi: bool = False
    chankan_ankan: bool = False
    flags: tuple[str, ...] = ()  # names of the flags above that are set

    @property
    def tsumo(self) -> bool:
        return self.discarder is None

    @property
    def is_dealer(self) -> bool:
        return self.winner == 0

    @property
    def concealed(self) -> tuple[int, ...]:
        """The tiles outside melds in written order (only refusals need the order)."""
        return parse_tiles(self.concealed_text, "concealed").tiles


def _string(request: dict[str, Any], key: str, default: str | None = None,
            field: str | None = None) -> str:
    value = request.get(key, default)
    if value.__class__ is str:
        return value  # type: ignore[no-any-return]
    if value is None:
        raise malformed("missing_field", f"'{key}' is required.", field or key)
    raise malformed("wrong_type", f"'{key}' must be a string.", field or key)


def _int(request: dict[str, Any], key: str, default: int | None = None) -> int | None:
    value = request.get(key, default)
    if value is None or value.__class__ is int:
        return value  # type: ignore[no-any-return]
    raise malformed("wrong_type", f"'{key}' must be an integer.", key)


# Melds repeat across hands and a Meld is immutable: each meld text is read once, kept by
# kind and then by tiles (two look-ups of strings cost less than hashing a new key tuple).
_MELD_CACHE: dict[str, dict[str, Meld]] = {kind.value: {} for kind in MeldKind}
_MELD_CACHE_SIZE = 1024  # per kind


def _melds(raw: Any) -> tuple[Meld, ...]:
    """The value of 'melds', when neither null nor an empty array."""
    if not isinstance(raw, list):
        raise malformed("wrong_type", "'melds' must be an array.", "melds")
    melds: list[Meld] = []
    for item in raw:
        if item.__class__ is dict and len(item) == 2:
            try:
                kind_text = item["kind"]
                tiles_text = item["tiles"]
            except KeyError:
                pass  # refused below
            else:
                if kind_text.__class__ is str and tiles_text.__class__ is str:
                    by_tiles = _MELD_CACHE.get(kind_text)
                    meld = by_tiles.get(tiles_text) if by_tiles is not None else None
                    if meld is not None:
                        melds.append(meld)
                        continue
        melds.append(_read_meld(item, len(melds)))  # len(melds): this item's index
    return tuple(melds)


def _read_meld(item: Any, i: int) -> Meld:
    """One meld object, checked field by field (refusals name the field)."""
    field = f"melds[{i}]"
    if not isinstance(item, dict):
        raise malformed("wrong_type", "A meld must be an object.", field)
    for key in item:
        if key not in ("kind", "tiles"):
            raise malformed("unknown_field", f"Unknown field '{key}'.", f"{field}.{key}")
    kind_text = _string(item, "kind", field=f"{field}.kind")
    kind = _MELD_KINDS.get(kind_text)
    if kind is None:
        raise malformed(
            "wrong_type", "A meld kind is chi, pon, minkan, ankan or kakan.", f"{field}.kind"
        )
    tiles_text = _string(item, "tiles", field=f"{field}.tiles")
    tiles = parse_tiles(tiles_text, f"{field}.tiles")
    meld = make_meld(kind, tiles, f"{field}.tiles")
    by_tiles = _MELD_CACHE[kind_text]
    if len(by_tiles) >= _MELD_CACHE_SIZE:
        by_tiles.clear()
    by_tiles[tiles_text] = meld
    return meld


_MELD_KINDS = {k.value: k for k in MeldKind}
_FLAG_SET = frozenset(FLAGS)
_NO_FLAGS: dict[str, bool] = {}  # shared: never changed
_NO_TILES = Parsed((), NO_REDS, 0)

# Indicator strings repeat ("3p", "40p"): each one read is kept; read_hand looks here first.
_INDICATOR_CACHE: dict[str, Parsed] = {"": _NO_TILES}
_INDICATOR_CACHE_SIZE = 4096


def _indicators(request: dict[str, Any], key: str) -> Parsed:
    text = request.get(key, "")
    if text.__class__ is not str:
        text = _string(request, key, "")  # refuses it
    if not text:
        return _NO_TILES
    parsed = parse_tiles(text, key)
    if len(_INDICATOR_CACHE) >= _INDICATOR_CACHE_SIZE:
        _INDICATOR_CACHE.clear()
        _INDICATOR_CACHE[""] = _NO_TILES
    _INDICATOR_CACHE[text] = parsed
    return parsed


def _flags(request: dict[str, Any]) -> dict[str, bool]:
    """The flags set to true, in request order (the first conflicting one is reported)."""
    flags: dict[str, bool] = {}
    for key, value in request.items():
        if key in _FLAG_SET:
            if value is True:
                flags[key] = True
            elif value is not False:
                raise malformed("wrong_type", f"'{key}' must be true or false.", key)
    return flags


def read_hand(request: dict[str, Any]) -> HandInput:
    """Read the hand part of a `/score` body; unknown keys are the caller's concern.

    Fields are read, and refused, in a fixed order: concealed, win_tile, winner, discarder,
    round_wind, indicators, flags, melds, nukidora, flowers. Each is first tried as the
    plain value most requests carry; anything else goes through the checking helpers.
    """
    text = request.get("concealed")
    if text.__class__ is not str:
        text = _string(request, "concealed")  # refuses it
    concealed = read_notation(text)
    if concealed is None:
        raise bad_notation(text, "concealed")
    counts, concealed_reds, vector, tile_bytes = concealed
    win_text = request.get("win_tile")
    win = ONE_TILE.get(win_text) if win_text.__class__ is str else None
    win_tile = win[0] if win is not None else parse_one(_string(request, "win_tile"),
                                                        "win_tile")[0]
    winner = request.get("winner")
    if winner.__class__ is not int:
        winner = _int(request, "winner")
        if winner is None:
            raise malformed("missing_field", "'winner' is required.", "winner")
    if "discarder" not in request:
        raise malformed("missing_field", "'discarder' is required (null for tsumo).", "discarder")
    discarder = request["discarder"]
    if discarder is not None and discarder.__class__ is not int:
        discarder = _int(request, "discarder")
    wind_text = request.get("round_wind", "E")
    wind = WIND_LETTERS.get(wind_text) if wind_text.__class__ is str else None
    if wind is None:
        wind = WIND_LETTERS.get(_string(request, "round_wind", "E"))
        if wind is None:
            raise malformed("wrong_type", "'round_wind' is one of E, S, W, N.", "round_wind")
    dora_text = request.get("dora_indicators", "")
    dora = _INDICATOR_CACHE.get(dora_text) if dora_text.__class__ is str else None
    if dora is None:
        dora = _indicators(request, "dora_indicators")
    ura_text = request.get("ura_indicators", "")
    ura = _INDICATOR_CACHE.get(ura_text) if ura_text.__class__ is str else None
    if ura is None:
        ura = _indicators(request, "ura_indicators")
    flags = _NO_FLAGS if _FLAG_SET.isdisjoint(request) else _flags(request)
    raw_melds = request.get("melds")
    melds = () if raw_melds is None or raw_melds == [] else _melds(raw_melds)
    nukidora = request.get("nukidora", 0)
    if nukidora.__class__ is not int:
        nukidora = _int(request, "nukidora", 0) or 0
    flowers = request.get("flowers", 0)
    if flowers.__class__ is not int:
        flowers = _int(request, "flowers", 0) or 0
    if ura is _NO_TILES:  # most hands: no ura dora
        indicator_reds = dora.reds
        indicator_vector = dora.vector
    else:
        indicator_reds = NO_REDS if dora.reds is NO_REDS and ura.reds is NO_REDS else (
            dora.reds[0] + ura.reds[0], dora.reds[1] + ura.reds[1], dora.reds[2] + ura.reds[2])
        indicator_vector = dora.vector + ura.vector
    if flags:
        return HandInput(
            counts, concealed_reds, melds, win_tile, winner, discarder, wind, dora.tiles,
            ura.tiles, indicator_reds, nukidora, flowers, text, vector, indicator_vector,
            tile_bytes, flags=tuple(flags), **flags,
        )
    return HandInput(counts, concealed_reds, melds, win_tile, winner, discarder, wind,
                     dora.tiles, ura.tiles, indicator_reds, nukidora, flowers, text, vector,
                     indicator_vector, tile_bytes)
