"""`/check`: may a player do this here, and what follows if they do it anyway?

Every answer comes from the house's fields ([riichi], [tiles], [draw], [play], [penalties]).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import check_text, get_bool, get_int, get_str, reject_unknown
from scoring.errors import ErrorCode, impossible, malformed
from scoring.game.reasons import CheckCode
from scoring.hand.decompose import regular_decompositions
from scoring.hand.tiles import HONOR, NORTH, parse_one, parse_tiles
from scoring.hand.validate import removed_tiles
from scoring.rules.game import AnkanAfterRiichi, Kuikae
from scoring.rules.schema import Ruleset

Answer = dict[str, Any]
FURITEN = (None, "own_discard", "missed_after_riichi", "missed_same_turn")
KANS = ("ankan", "minkan", "kakan")
FURITEN_CODES = {
    "own_discard": CheckCode.FURITEN_OWN_DISCARD,
    "missed_after_riichi": CheckCode.FURITEN_MISSED_AFTER_RIICHI,
    "missed_same_turn": CheckCode.FURITEN_MISSED_SAME_TURN,
}


def _answer(allowed: bool, code: CheckCode, consequence: str = "none", **extra: Any) -> Answer:
    return {"allowed": allowed, "code": code.value, "consequence": consequence, **extra}


def _false_call(rules: Ruleset) -> str:
    return rules.play.false_call_penalty or "none"


def _false_win(rules: Ruleset) -> str:
    return rules.play.false_win_penalty or "dead_hand"


def _tile(rules: Ruleset, text: Any, field: str) -> int:
    if not isinstance(text, str):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' is a tile, e.g. \"4p\".", field)
    tile, _ = parse_one(text, field)
    if tile in removed_tiles(rules.tiles.removed):
        raise impossible(
            ErrorCode.TILE_NOT_IN_SET,
            f"{text} is not in this house's tile set.", field,
        )
    return tile


def _riichi(rules: Ruleset, req: dict[str, Any]) -> Answer:
    points = get_int(req, "points", bound=bounds.POINTS)
    draws_left = get_int(req, "draws_left", bound=bounds.DRAWS_LEFT)
    if not rules.riichi.allows(points):
        return _answer(False, CheckCode.NOT_ENOUGH_POINTS, "riichi_void")
    if draws_left < 1 and not rules.play.riichi_without_draw:
        return _answer(False, CheckCode.NO_DRAW_LEFT, "riichi_void")
    if points < rules.riichi.cost:
        # Allowed, but the stick takes the player below zero unless they win; where the
        # house says so, not winning that hand busts them whatever else they are paid.
        busts = rules.riichi.busts_below_cost
        return _answer(True, CheckCode.OK_BELOW_STICK, "tobi_unless_win" if busts else "none")
    return _answer(True, CheckCode.OK)


def _call(rules: Ruleset, req: dict[str, Any]) -> Answer:
    call = get_str(req, "call")
    if call not in ("chi", "pon", "minkan"):
        raise malformed(ErrorCode.BAD_CALL, "'call' is chi, pon or minkan.", "call")
    tile = _tile(rules, req.get("tile"), "tile")
    last_tile = get_bool(req, "last_tile")
    if call == "chi" and tile >= HONOR:
        raise impossible(ErrorCode.IMPOSSIBLE_CHI, "Honours cannot be called for a chi.", "tile")
    if call == "chi" and not rules.tiles.chi:
        return _answer(False, CheckCode.NO_CHI, _false_call(rules))
    if tile == NORTH and rules.tiles.north_nuki and not rules.tiles.north_pon:
        return _answer(False, CheckCode.NORTH_NOT_CALLABLE, _false_call(rules))
    if last_tile and call == "minkan" and rules.play.kan_min_tiles_left > 0:
        return _answer(False, CheckCode.NO_KAN_ON_LAST_TILE, _false_call(rules))
    if last_tile and not rules.play.last_tile_call:
        return _answer(False, CheckCode.LAST_TILE, _false_call(rules))
    return _answer(True, CheckCode.OK)


def _win(rules: Ruleset, req: dict[str, Any], tsumo: bool) -> Answer:
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
    if shown and not rules.play.shown_tile_ron:
        # The house refuses a win on a wait that holds a pointed-out shown tile.
        return _answer(False, CheckCode.SHOWN_TILE_WAIT, "dead_hand")
    if furiten is None:
        return _answer(True, CheckCode.OK)
    if furiten == "own_discard" and riichi and not rules.riichi.furiten_riichi:
        # Furiten riichi is not allowed here: the hand is dead (and a chombo at the draw).
        return _answer(False, CheckCode.FURITEN_RIICHI, "dead_hand")
    if (furiten == "own_discard" and kokushi13 and not own_discard_tile and not tsumo
            and rules.play.kokushi13_furiten_ron):
        # 13-sided kokushi: ron on any tile but one the player discarded (現物以外).
        return _answer(True, CheckCode.OK_KOKUSHI13_FURITEN)
    if furiten == "missed_after_riichi" and not rules.riichi.missed_ron_allowed:
        return _answer(False, CheckCode.MISSED_AFTER_RIICHI, "dead_hand")
    if tsumo:
        return _answer(True, CheckCode.OK_TSUMO_WHILE_FURITEN)
    return _answer(False, FURITEN_CODES[furiten], _false_win(rules))


def _waits(counts: list[int]) -> set[int]:
    waits = set()
    for t in range(34):
        if counts[t] == 4:
            continue
        counts[t] += 1
        if regular_decompositions(counts):
            waits.add(t)
        counts[t] -= 1
    return waits


def _ankan(rules: Ruleset, req: dict[str, Any]) -> Answer:
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
    play = rules.play
    if play.ankan_after_riichi is AnkanAfterRiichi.NONE:
        return _answer(False, CheckCode.NO_ANKAN_AFTER_RIICHI, _false_call(rules))
    if drawn != kan and not play.okurikan:
        return _answer(False, CheckCode.OKURIKAN, _false_call(rules))
    before = list(counts)
    before[drawn] -= 1
    waits_before = _waits(before)
    if not waits_before:
        raise impossible(
            ErrorCode.NOT_TENPAI,
            "A riichi hand is tenpai before its draw.", "concealed",
        )
    after = list(counts)
    after[kan] -= 4
    if _waits(after) != waits_before:
        return _answer(False, CheckCode.CHANGES_WAITS, _false_call(rules))
    if play.ankan_after_riichi is AnkanAfterRiichi.SAME_SHAPE:
        for w in waits_before:
            before[w] += 1
            readings = regular_decompositions(before)
            before[w] -= 1
            if any(kan not in r.triplets for r in readings):
                return _answer(False, CheckCode.CHANGES_SHAPE, _false_call(rules))
    return _answer(True, CheckCode.OK)


def _tenpai(rules: Ruleset, req: dict[str, Any]) -> Answer:
    yaku = get_bool(req, "yaku", True)
    karaten = get_bool(req, "karaten")
    own_four = get_bool(req, "own_four")
    if not yaku and not rules.draw.formal_tenpai:
        return _answer(False, CheckCode.NO_FORMAL_TENPAI, "noten")
    if karaten and not rules.draw.karaten_tenpai:
        return _answer(False, CheckCode.KARATEN, "noten")
    if own_four and not rules.draw.own_four_tenpai:
        return _answer(False, CheckCode.OWN_FOUR, "noten")
    return _answer(True, CheckCode.OK)


def _discard_after_call(rules: Ruleset, req: dict[str, Any]) -> Answer:
    call = get_str(req, "call")
    if call not in ("chi", "pon"):
        raise malformed(ErrorCode.BAD_CALL, "'call' is chi or pon.", "call")
    called = _tile(rules, req.get("called"), "called")
    discard = _tile(rules, req.get("discard"), "discard")
    suji = None
    if call == "chi":
        if not rules.tiles.chi:
            raise impossible(ErrorCode.NO_CHI, "This house has no chi.", "call")
        meld = req.get("meld")
        if not isinstance(meld, str):
            raise malformed(
                ErrorCode.WRONG_TYPE,
                "'meld' is the chi's three tiles, e.g. \"345m\".", "meld",
            )
        run = sorted(parse_tiles(meld, "meld").tiles)
        if (len(run) != 3 or run[0] >= HONOR or run[0] // 9 != run[2] // 9
                or run != [run[0], run[0] + 1, run[0] + 2] or called not in run):
            raise impossible(
                ErrorCode.IMPOSSIBLE_CHI,
                "'meld' is a run of one suit holding the called tile.", "meld"
            )
        # Called at one end of the run: the tile beyond the other end completes the same run
        # shape again (4m with 56m: 7m; 4m with 23m: 1m). A closed wait (4m with 35m) has none.
        if called == run[0] and run[2] % 9 < 8:
            suji = run[2] + 1
        elif called == run[2] and run[0] % 9 > 0:
            suji = run[0] - 1
    elif req.get("meld") is not None:
        raise malformed(ErrorCode.UNKNOWN_FIELD, "'meld' is for a chi only.", "meld")
    rule = rules.play.kuikae
    code = None
    if discard == called and rule is not Kuikae.ALLOWED:
        code = CheckCode.KUIKAE_SAME_TILE
    elif discard == suji and rule is Kuikae.SAME_AND_SUJI:
        code = CheckCode.KUIKAE_SUJI
    if code is None:
        return _answer(True, CheckCode.OK)
    cancel = rules.play.kuikae_cancel_penalty
    extra = {"cancel": cancel} if cancel else {}
    return _answer(False, code, rules.play.kuikae_penalty or "none", **extra)


def _kan(rules: Ruleset, req: dict[str, Any]) -> Answer:
    kind = get_str(req, "kind")
    if kind not in KANS:
        raise malformed(ErrorCode.BAD_KAN, "'kind' is ankan, minkan or kakan.", "kind")
    tiles_left = get_int(req, "tiles_left", bound=bounds.TILES_LEFT)
    if tiles_left < rules.play.kan_min_tiles_left:
        code = CheckCode.NO_KAN_ON_LAST_TILE if tiles_left == 0 else CheckCode.NO_KAN_NEAR_END
        return _answer(False, code, _false_call(rules))
    if kind == "minkan" and tiles_left == 0 and not rules.play.last_tile_call:
        return _answer(False, CheckCode.LAST_TILE, _false_call(rules))
    return _answer(True, CheckCode.OK)


def _riichi_cancel(rules: Ruleset, req: dict[str, Any]) -> Answer:
    cost = rules.riichi.cancel_cost
    if cost is None:
        return _answer(False, CheckCode.NO_RIICHI_CANCEL)
    return _answer(True, CheckCode.OK, f"deposit_{cost}")


# Fields that hold tiles as text (bounded by `bounds.MAX_TEXT`, like every text).
TEXTS = ("tile", "drawn", "concealed", "called", "meld", "discard")
# The fields each action accepts (a misspelt one is refused, never ignored).
_WIN = frozenset({"action", "riichi", "furiten", "kokushi13", "own_discard_tile"})
FIELDS: dict[str, frozenset[str]] = {
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

ACTIONS: dict[str, Callable[[Ruleset, dict[str, Any]], Answer]] = {
    "riichi": _riichi,
    "call": _call,
    "ron": lambda rules, req: _win(rules, req, tsumo=False),
    "tsumo": lambda rules, req: _win(rules, req, tsumo=True),
    "ankan_after_riichi": _ankan,
    "tenpai": _tenpai,
    "riichi_cancel": _riichi_cancel,
    "discard_after_call": _discard_after_call,
    "kan": _kan,
}


def check(rules: Ruleset, req: dict[str, Any]) -> Answer:
    action = req.get("action")
    if action is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'action' is required.", "action")
    handler = ACTIONS.get(action) if isinstance(action, str) else None
    if handler is None:
        raise malformed(
            ErrorCode.UNKNOWN_ACTION, f"'action' is one of {', '.join(ACTIONS)}.", "action"
        )
    reject_unknown(req, FIELDS[action])
    for key in TEXTS:
        text = req.get(key)
        if isinstance(text, str):
            check_text(text, key)
    return handler(rules, req)
