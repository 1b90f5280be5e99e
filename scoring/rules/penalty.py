"""Ruleset section `[penalties.<kind>]`: chombo, false calls, dead hands."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from scoring.rules.kinds import KIND
from scoring.rules.play import PlayRules
from scoring.value import Limit


class PenaltyForm(StrEnum):
    NONE = "none"  # no points move (a dead hand: アガリ放棄)
    LIMIT = "limit"  # the offender pays `limit` as if every other player had won it by tsumo
    EACH = "each"  # the offender pays `points` to each other player
    TABLE = "table"  # the offender puts `points` on the table; the next winner takes them
    FINAL = "final"  # `points` come off the offender's final total and go to nobody


class HandAfter(StrEnum):
    # play goes on in the same hand; charged at the draw, the draw is then settled as usual
    CONTINUE = "continue"
    REPLAY = "replay"  # the same hand is dealt again: same round, dealer and honba
    END = "end"  # the hand is over; the deal moves on as `dealer` and `honba` say


class DealerAfter(StrEnum):
    KEEPS = "keeps"  # the dealer deals the next hand
    PASSES = "passes"  # the deal passes
    OFFENDER = "offender"  # the deal passes when the dealer offended, else the dealer keeps


class AllLastDealer(StrEnum):
    SAME = "same"  # the all-last hand follows `dealer` like any other
    KEEPS = "keeps"  # a dealer offending in the all-last hand keeps the deal (親流れせず続行)
    ENDS_GAME = "ends_game"  # a dealer offending in the all-last hand ends the game


class HonbaAfter(StrEnum):
    SAME = "same"  # the honba count is unchanged (no stick added)
    PLUS_ONE = "plus_one"  # a honba is added
    RESET = "reset"  # back to 0


class Timing(StrEnum):
    NOW = "now"  # charged when found
    AT_DRAW = "at_draw"  # charged only if the hand ends in an exhaustive draw (流局時チョンボ)


@dataclass(frozen=True)
class PenaltyRules:
    """One kind of penalty: what the offender pays and what happens to the hand."""

    form: PenaltyForm = PenaltyForm.NONE  # how the penalty is paid
    limit: Limit = Limit.MANGAN  # (limit) the hand value paid, e.g. mangan or haneman 払い
    tsumo_bonus: bool = False  # (limit) the house's per-payer tsumo bonus is added
    points: int = 0  # (each, table, final) the points
    dead_hand: bool = False  # the offender may no longer win this hand (アガリ放棄)
    noten_at_draw: bool = True  # (dead hand) the offender counts as noten if the hand is drawn
    timing: Timing = Timing.NOW  # when the penalty is charged
    hand: HandAfter = HandAfter.CONTINUE  # what happens to the hand
    dealer: DealerAfter = DealerAfter.KEEPS  # (end) who deals next
    all_last_dealer: AllLastDealer = AllLastDealer.SAME  # the dealer offending in the all-last
    honba: HonbaAfter = HonbaAfter.SAME  # (replay, end) the honba count afterwards
    returns_riichi: bool = True  # (replay, end) this hand's riichi sticks go back to their owners

    def __post_init__(self) -> None:
        has_points = self.form in (PenaltyForm.EACH, PenaltyForm.TABLE, PenaltyForm.FINAL)
        if has_points and (self.points <= 0 or self.points % 100):
            raise ValueError("points: must be a positive multiple of 100 for this form")
        if not has_points and self.points:
            raise ValueError(f"points: not used by form '{self.form}'")
        if self.tsumo_bonus and self.form is not PenaltyForm.LIMIT:
            raise ValueError("tsumo_bonus: only for form 'limit'")
        if self.hand is not HandAfter.END and self.dealer is not DealerAfter.KEEPS:
            raise ValueError("dealer: only an ended hand passes the deal")


def check_penalty_kinds(penalties: dict[str, PenaltyRules], play: PlayRules) -> None:
    """Penalty kinds are API words (lower-case snake case); play rules name existing kinds."""
    for kind in penalties:
        if not KIND.match(kind):
            raise ValueError(f"penalties.{kind}: a penalty kind is lower-case snake_case")
    for name in ("false_win_penalty", "false_call_penalty", "kuikae_penalty",
                 "kuikae_cancel_penalty"):
        kind = getattr(play, name)
        if kind is not None and kind not in penalties:
            raise ValueError(f"play.{name}: no [penalties.{kind}] in this house")
