"""`/check`: may a player do this here, and what follows if they do it anyway?

Every answer comes from the house's fields ([riichi], [tiles], [draw], [play], [penalties]).
The request is read by `scoring.api.read.check` into one of the actions below; `check`
judges it and returns a `Verdict` (the entry layer, `scoring.api.check`, shapes the answer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from scoring.errors import ErrorCode, impossible
from scoring.game.reasons import CheckCode
from scoring.hand.decompose import regular_decompositions
from scoring.hand.tiles import NORTH
from scoring.rules.play import AnkanAfterRiichi, Kuikae
from scoring.rules.schema import Ruleset

FURITEN = (None, "own_discard", "missed_after_riichi", "missed_same_turn")
KANS = ("ankan", "minkan", "kakan")
FURITEN_CODES = {
    "own_discard": CheckCode.FURITEN_OWN_DISCARD,
    "missed_after_riichi": CheckCode.FURITEN_MISSED_AFTER_RIICHI,
    "missed_same_turn": CheckCode.FURITEN_MISSED_SAME_TURN,
}


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether the action is allowed, why (a `CheckCode`), and what follows if it is done
    anyway (a consequence such as `dead_hand`, `riichi_void` or `noten`; `none` if nothing)."""

    allowed: bool
    code: CheckCode
    consequence: str = "none"
    cancel: str | None = None  # the penalty for taking the call back instead, where one is


# The actions, each with the fields its request gives (tiles as indices 0..33).
@dataclass(frozen=True, slots=True, kw_only=True)
class RiichiCheck:
    points: int  # the player's points before the stick
    draws_left: int


@dataclass(frozen=True, slots=True, kw_only=True)
class CallCheck:
    call: str  # chi, pon or minkan
    tile: int
    last_tile: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class WinCheck:
    tsumo: bool  # a tsumo (else a ron)
    riichi: bool
    furiten: str | None  # one of FURITEN
    kokushi13: bool  # a 13-sided kokushi wait
    own_discard_tile: bool  # the winning tile is one the player discarded (現物)
    shown_tile_pointed_out: bool  # the wait holds a shown tile that was pointed out


@dataclass(frozen=True, slots=True, kw_only=True)
class AnkanAfterRiichiCheck:
    counts: tuple[int, ...]  # the 34 counts of the concealed tiles, the drawn one included
    kan: int
    drawn: int


@dataclass(frozen=True, slots=True, kw_only=True)
class TenpaiCheck:
    yaku: bool
    karaten: bool
    own_four: bool


@dataclass(frozen=True, slots=True)
class RiichiCancelCheck:
    pass


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardAfterCallCheck:
    called: int
    discard: int
    run: tuple[int, ...] | None  # a chi's three tiles, in order (None for a pon)


@dataclass(frozen=True, slots=True, kw_only=True)
class KanCheck:
    kind: str  # one of KANS
    tiles_left: int


Action = (RiichiCheck | CallCheck | WinCheck | AnkanAfterRiichiCheck | TenpaiCheck
          | RiichiCancelCheck | DiscardAfterCallCheck | KanCheck)


def _false_call(rules: Ruleset) -> str:
    return rules.play.false_call_penalty or "none"


def _false_win(rules: Ruleset) -> str:
    return rules.play.false_win_penalty or "dead_hand"


def _riichi(rules: Ruleset, a: RiichiCheck) -> Verdict:
    if not rules.riichi.allows(a.points):
        return Verdict(False, CheckCode.NOT_ENOUGH_POINTS, "riichi_void")
    if a.draws_left < 1 and not rules.play.riichi_without_draw:
        return Verdict(False, CheckCode.NO_DRAW_LEFT, "riichi_void")
    if a.points < rules.riichi.cost:
        # Allowed, but the stick takes the player below zero unless they win; where the
        # house says so, not winning that hand busts them whatever else they are paid.
        busts = rules.riichi.busts_below_cost
        return Verdict(True, CheckCode.OK_BELOW_STICK, "tobi_unless_win" if busts else "none")
    return Verdict(True, CheckCode.OK)


def _call(rules: Ruleset, a: CallCheck) -> Verdict:
    if a.call == "chi" and not rules.tiles.chi:
        return Verdict(False, CheckCode.NO_CHI, _false_call(rules))
    if a.tile == NORTH and rules.tiles.north_nuki and not rules.tiles.north_pon:
        return Verdict(False, CheckCode.NORTH_NOT_CALLABLE, _false_call(rules))
    if a.last_tile and a.call == "minkan" and rules.play.kan_min_tiles_left > 0:
        return Verdict(False, CheckCode.NO_KAN_ON_LAST_TILE, _false_call(rules))
    if a.last_tile and not rules.play.last_tile_call:
        return Verdict(False, CheckCode.LAST_TILE, _false_call(rules))
    return Verdict(True, CheckCode.OK)


def _win(rules: Ruleset, a: WinCheck) -> Verdict:
    furiten = a.furiten
    if a.shown_tile_pointed_out and not rules.play.shown_tile_ron:
        # The house refuses a win on a wait that holds a pointed-out shown tile.
        return Verdict(False, CheckCode.SHOWN_TILE_WAIT, "dead_hand")
    if furiten is None:
        return Verdict(True, CheckCode.OK)
    if furiten == "own_discard" and a.riichi and not rules.riichi.furiten_riichi:
        # Furiten riichi is not allowed here: the hand is dead (and a chombo at the draw).
        return Verdict(False, CheckCode.FURITEN_RIICHI, "dead_hand")
    if (furiten == "own_discard" and a.kokushi13 and not a.own_discard_tile and not a.tsumo
            and rules.play.kokushi13_furiten_ron):
        # 13-sided kokushi: ron on any tile but one the player discarded (現物以外).
        return Verdict(True, CheckCode.OK_KOKUSHI13_FURITEN)
    if furiten == "missed_after_riichi" and not rules.riichi.missed_ron_allowed:
        return Verdict(False, CheckCode.MISSED_AFTER_RIICHI, "dead_hand")
    if a.tsumo:
        return Verdict(True, CheckCode.OK_TSUMO_WHILE_FURITEN)
    return Verdict(False, FURITEN_CODES[furiten], _false_win(rules))


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


def _ankan(rules: Ruleset, a: AnkanAfterRiichiCheck) -> Verdict:
    kan, drawn = a.kan, a.drawn
    play = rules.play
    if play.ankan_after_riichi is AnkanAfterRiichi.NONE:
        return Verdict(False, CheckCode.NO_ANKAN_AFTER_RIICHI, _false_call(rules))
    if drawn != kan and not play.okurikan:
        return Verdict(False, CheckCode.OKURIKAN, _false_call(rules))
    before = list(a.counts)
    before[drawn] -= 1
    waits_before = _waits(before)
    if not waits_before:
        raise impossible(
            ErrorCode.NOT_TENPAI,
            "A riichi hand is tenpai before its draw.", "concealed",
        )
    after = list(a.counts)
    after[kan] -= 4
    if _waits(after) != waits_before:
        return Verdict(False, CheckCode.CHANGES_WAITS, _false_call(rules))
    if play.ankan_after_riichi is AnkanAfterRiichi.SAME_SHAPE:
        for w in waits_before:
            before[w] += 1
            readings = regular_decompositions(before)
            before[w] -= 1
            if any(kan not in r.triplets for r in readings):
                return Verdict(False, CheckCode.CHANGES_SHAPE, _false_call(rules))
    return Verdict(True, CheckCode.OK)


def _tenpai(rules: Ruleset, a: TenpaiCheck) -> Verdict:
    if not a.yaku and not rules.draw.formal_tenpai:
        return Verdict(False, CheckCode.NO_FORMAL_TENPAI, "noten")
    if a.karaten and not rules.draw.karaten_tenpai:
        return Verdict(False, CheckCode.KARATEN, "noten")
    if a.own_four and not rules.draw.own_four_tenpai:
        return Verdict(False, CheckCode.OWN_FOUR, "noten")
    return Verdict(True, CheckCode.OK)


def _discard_after_call(rules: Ruleset, a: DiscardAfterCallCheck) -> Verdict:
    suji = None
    run = a.run
    if run is not None:
        # Called at one end of the run: the tile beyond the other end completes the same run
        # shape again (4m with 56m: 7m; 4m with 23m: 1m). A closed wait (4m with 35m) has none.
        if a.called == run[0] and run[2] % 9 < 8:
            suji = run[2] + 1
        elif a.called == run[2] and run[0] % 9 > 0:
            suji = run[0] - 1
    rule = rules.play.kuikae
    code = None
    if a.discard == a.called and rule is not Kuikae.ALLOWED:
        code = CheckCode.KUIKAE_SAME_TILE
    elif a.discard == suji and rule is Kuikae.SAME_AND_SUJI:
        code = CheckCode.KUIKAE_SUJI
    if code is None:
        return Verdict(True, CheckCode.OK)
    return Verdict(False, code, rules.play.kuikae_penalty or "none",
                   rules.play.kuikae_cancel_penalty or None)


def _kan(rules: Ruleset, a: KanCheck) -> Verdict:
    if a.tiles_left < rules.play.kan_min_tiles_left:
        code = CheckCode.NO_KAN_ON_LAST_TILE if a.tiles_left == 0 else CheckCode.NO_KAN_NEAR_END
        return Verdict(False, code, _false_call(rules))
    if a.kind == "minkan" and a.tiles_left == 0 and not rules.play.last_tile_call:
        return Verdict(False, CheckCode.LAST_TILE, _false_call(rules))
    return Verdict(True, CheckCode.OK)


def _riichi_cancel(rules: Ruleset, a: RiichiCancelCheck) -> Verdict:
    cost = rules.riichi.cancel_cost
    if cost is None:
        return Verdict(False, CheckCode.NO_RIICHI_CANCEL)
    return Verdict(True, CheckCode.OK, f"deposit_{cost}")


# Each action's judge, by the action's type.
_JUDGES: dict[type, Callable[[Ruleset, Any], Verdict]] = {
    RiichiCheck: _riichi,
    CallCheck: _call,
    WinCheck: _win,
    AnkanAfterRiichiCheck: _ankan,
    TenpaiCheck: _tenpai,
    RiichiCancelCheck: _riichi_cancel,
    DiscardAfterCallCheck: _discard_after_call,
    KanCheck: _kan,
}


def check(rules: Ruleset, action: Action) -> Verdict:
    """May the player do `action` under `rules`, and what follows if they do it anyway."""
    return _JUDGES[type(action)](rules, action)
