"""Reading a `/check` request into the typed action `scoring.game.check` judges.

Fields are read, and refused, in a fixed order per action (the codes and fields of the
contract's /check errors). What the house then allows is the core's job, not this module's;
the only house facts read here are the ones that make a request impossible (its tile set,
whether it has chi at all for a chi's meld).
"""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import (
    check_text,
    get_bool,
    get_int,
    get_str,
    reject_unknown,
    require_object,
)
from scoring.errors import ErrorCode, impossible, malformed
from scoring.game.check import (
    FURITEN,
    KANS,
    Action,
    AnkanAfterRiichiCheck,
    CallCheck,
    DiscardAfterCallCheck,
    KanCheck,
    RiichiCancelCheck,
    RiichiCheck,
    TenpaiCheck,
    WinCheck,
)
from scoring.hand.tiles import HONOR, parse_one, parse_tiles
from scoring.rules.schema import Ruleset

# Fields that hold tiles as text (bounded by `bounds.MAX_TEXT`, like every text).
TEXTS = ("tile", "drawn", "concealed", "called", "meld", "discard")
# The fields each action accepts (a misspelt one is refused, never ignored).
_WIN = frozenset({"action", "riichi", "furiten", "kokushi13", "own_discard_tile"})
ACTION_FIELDS: dict[str, frozenset[str]] = {
    "riichi": frozenset({"action", "points", "draws_left"}),
    "call": frozenset({"action", "call", "tile", "last_tile"}),
    "ron": _WIN | {"shown_tile_pointed_out"},
    "tsumo": _WIN,
    "ankan_after_riichi": frozenset({"action", "concealed", "tile", "drawn"}),
    "tenpai": frozenset({"action", "yaku", "karaten", "own_four"}),
    "riichi_cancel": frozenset({"action"}),
    "discard_after_call": frozenset({"action", "call", "called", "meld", "discard"}),
    "kan": frozenset({"action", "kind", "tiles_left"}),
}
# Every field some action accepts.
FIELDS = frozenset().union(*ACTION_FIELDS.values())


def _tile(rules: Ruleset, text: Any, field: str) -> int:
    if not isinstance(text, str):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' is a tile, e.g. \"4p\".", field)
    tile, _ = parse_one(text, field)
    if tile in rules.tiles.removed_tiles:
        raise impossible(ErrorCode.TILE_NOT_IN_SET, f"{text} is not in this house's tile set.",
                         field)
    return tile


def _riichi(rules: Ruleset, req: dict[str, Any]) -> RiichiCheck:
    return RiichiCheck(points=get_int(req, "points", bound=bounds.POINTS),
                       draws_left=get_int(req, "draws_left", bound=bounds.DRAWS_LEFT))


def _call(rules: Ruleset, req: dict[str, Any]) -> CallCheck:
    call = get_str(req, "call")
    if call not in ("chi", "pon", "minkan"):
        raise malformed(ErrorCode.BAD_CALL, "'call' is chi, pon or minkan.", "call")
    tile = _tile(rules, req.get("tile"), "tile")
    last_tile = get_bool(req, "last_tile")
    if call == "chi" and tile >= HONOR:
        raise impossible(ErrorCode.IMPOSSIBLE_CHI, "Honours cannot be called for a chi.", "tile")
    return CallCheck(call=call, tile=tile, last_tile=last_tile)


def _win(req: dict[str, Any], tsumo: bool) -> WinCheck:
    riichi = get_bool(req, "riichi")
    furiten = req.get("furiten")
    # A 13-sided kokushi wait, and whether the winning tile is one the player discarded (現物).
    kokushi13 = get_bool(req, "kokushi13")
    own_discard_tile = get_bool(req, "own_discard_tile")
    # A shown or hesitated tile (見せ牌・腰) another player pointed out at once is in the wait.
    shown = get_bool(req, "shown_tile_pointed_out")
    if furiten not in FURITEN:
        raise malformed(
            ErrorCode.BAD_FURITEN, "'furiten' is null, own_discard, missed_after_riichi or "
            "missed_same_turn.", "furiten"
        )
    if furiten == "missed_after_riichi" and not riichi:
        raise impossible(
            ErrorCode.INCONSISTENT_FURITEN, "missed_after_riichi needs riichi: true.", "furiten"
        )
    if own_discard_tile and furiten != "own_discard":
        raise impossible(
            ErrorCode.INCONSISTENT_FURITEN,
            "own_discard_tile needs furiten: own_discard.", "furiten"
        )
    return WinCheck(tsumo=tsumo, riichi=riichi, furiten=furiten, kokushi13=kokushi13,
                    own_discard_tile=own_discard_tile, shown_tile_pointed_out=shown)


def _ankan(rules: Ruleset, req: dict[str, Any]) -> AnkanAfterRiichiCheck:
    concealed = req.get("concealed")
    if not isinstance(concealed, str):
        raise malformed(ErrorCode.WRONG_TYPE, "'concealed' is tile notation.", "concealed")
    tiles = parse_tiles(concealed, "concealed").tiles
    kan = _tile(rules, req.get("tile"), "tile")
    drawn = kan if req.get("drawn") is None else _tile(rules, req.get("drawn"), "drawn")
    counts = [0] * 34
    for t in tiles:
        counts[t] += 1
    if len(tiles) % 3 != 2 or max(counts) > 4:
        raise impossible(
            ErrorCode.WRONG_TILE_COUNT, "The concealed tiles with the drawn one are 3n+2 tiles.",
            "concealed",
        )
    if counts[kan] != 4 or counts[drawn] == 0:
        raise impossible(
            ErrorCode.NO_FOUR_TILES,
            "The hand must hold all four tiles of the kan.", "tile",
        )
    return AnkanAfterRiichiCheck(counts=tuple(counts), kan=kan, drawn=drawn)


def _tenpai(rules: Ruleset, req: dict[str, Any]) -> TenpaiCheck:
    return TenpaiCheck(yaku=get_bool(req, "yaku", True), karaten=get_bool(req, "karaten"),
                       own_four=get_bool(req, "own_four"))


def _discard_after_call(rules: Ruleset, req: dict[str, Any]) -> DiscardAfterCallCheck:
    call = get_str(req, "call")
    if call not in ("chi", "pon"):
        raise malformed(ErrorCode.BAD_CALL, "'call' is chi or pon.", "call")
    called = _tile(rules, req.get("called"), "called")
    discard = _tile(rules, req.get("discard"), "discard")
    run: tuple[int, ...] | None = None
    if call == "chi":
        if not rules.tiles.chi:
            raise impossible(ErrorCode.NO_CHI, "This house has no chi.", "call")
        meld = req.get("meld")
        if not isinstance(meld, str):
            raise malformed(
                ErrorCode.WRONG_TYPE,
                "'meld' is the chi's three tiles, e.g. \"345m\".", "meld",
            )
        run = tuple(sorted(parse_tiles(meld, "meld").tiles))
        if (len(run) != 3 or run[0] >= HONOR or run[0] // 9 != run[2] // 9
                or run != (run[0], run[0] + 1, run[0] + 2) or called not in run):
            raise impossible(
                ErrorCode.IMPOSSIBLE_CHI,
                "'meld' is a run of one suit holding the called tile.", "meld"
            )
    elif req.get("meld") is not None:
        raise malformed(ErrorCode.UNKNOWN_FIELD, "'meld' is for a chi only.", "meld")
    return DiscardAfterCallCheck(called=called, discard=discard, run=run)


def _kan(rules: Ruleset, req: dict[str, Any]) -> KanCheck:
    kind = get_str(req, "kind")
    if kind not in KANS:
        raise malformed(ErrorCode.BAD_KAN, "'kind' is ankan, minkan or kakan.", "kind")
    return KanCheck(kind=kind, tiles_left=get_int(req, "tiles_left", bound=bounds.TILES_LEFT))


_READERS = {
    "riichi": _riichi,
    "call": _call,
    "ron": lambda rules, req: _win(req, tsumo=False),
    "tsumo": lambda rules, req: _win(req, tsumo=True),
    "ankan_after_riichi": _ankan,
    "tenpai": _tenpai,
    "riichi_cancel": lambda rules, req: RiichiCancelCheck(),
    "discard_after_call": _discard_after_call,
    "kan": _kan,
}


def read_check(rules: Ruleset, request: Any) -> Action:
    """The action a `/check` body asks about, its fields read and checked."""
    req = require_object(request)
    action = req.get("action")
    if action is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'action' is required.", "action")
    reader = _READERS.get(action) if isinstance(action, str) else None
    if reader is None:
        raise malformed(
            ErrorCode.UNKNOWN_ACTION, f"'action' is one of {', '.join(_READERS)}.", "action"
        )
    reject_unknown(req, ACTION_FIELDS[action])
    for key in TEXTS:
        text = req.get(key)
        if isinstance(text, str):
            check_text(text, key)
    return reader(rules, req)  # type: ignore[no-any-return]
