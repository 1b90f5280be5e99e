"""Ruleset section `[game]`: how long a game lasts, when it ends, and who keeps the deal."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class GameLength(StrEnum):
    TONPUU = "tonpuu"  # East round only
    HANCHAN = "hanchan"  # East and South rounds


class Tobi(StrEnum):
    NONE = "none"  # play on below zero (箱下で続行)
    BELOW_ZERO = "below_zero"  # game ends when a player goes below 0; exactly 0 plays on
    AT_ZERO = "at_zero"  # game ends when a player has 0 or less


class Extension(StrEnum):
    NONE = "none"  # the game ends after the last hand whatever the scores
    SUDDEN_DEATH = "sudden_death"  # play on (next wind) until someone reaches the target


class AgariYame(StrEnum):
    NONE = "none"  # the all-last dealer always plays on after a win
    TOP_ONLY = "top_only"  # the all-last dealer may stop after a win only when top
    ANY = "any"  # the all-last dealer may stop after any win


class ExtensionRound(StrEnum):
    NEXT_WIND = "next_wind"  # the extension is the wind after the last one played (西入, 北入)
    EAST = "east"  # the extension goes back to the East round (返り東)


class MultiRonRenchan(StrEnum):
    ANY_WINNER = "any_winner"  # the dealer keeps the deal when among the winners of a multiple ron
    NEAREST_ONLY = "nearest_only"  # only when the dealer is the winner nearest the discarder


class DealerKeeps(StrEnum):
    TENPAI = "tenpai"  # the dealer keeps the deal on a draw when tenpai
    ALWAYS = "always"  # the dealer keeps the deal on every draw
    NEVER = "never"  # the deal passes on every draw (renchan by win only)


@dataclass(frozen=True)
class GameRules:
    """How long a game lasts, when it ends, and who keeps the deal."""

    length: GameLength = GameLength.HANCHAN  # how many winds are played
    start_points: int = 25000  # points each player starts with
    return_points: int = 30000  # points each player "returns"; the difference is the oka
    tobi: Tobi = Tobi.BELOW_ZERO  # when a player's score ends the game
    extension: Extension = Extension.SUDDEN_DEATH  # what happens when nobody reaches the target
    extension_target: int = 30000  # score that ends an extended game (and avoids extension)
    max_extension_winds: int = 1  # how many extra winds may be played before the game ends anyway
    extension_round: ExtensionRound = ExtensionRound.NEXT_WIND  # which wind the extension plays
    # In the extension the dealer's renchan comes first, as in the all-last: a hand the dealer
    # keeps ends the game only when the dealer is then top with the target; a hand the dealer
    # loses ends it once anyone has the target. False: anyone reaching the target ends it.
    extension_dealer_first: bool = True
    # the all-last dealer's option to stop after a win; never while nobody has the target of a
    # sudden-death extension that would follow (the game ends only once someone has it)
    agari_yame: AgariYame = AgariYame.NONE
    dealer_top_ends: bool = True  # the game ends when the all-last dealer is top after renchan
    top_score_ends: int | None = None  # the game ends at once when a player reaches this score
    dealer_keeps_on_draw: DealerKeeps = DealerKeeps.TENPAI  # renchan rule on an exhaustive draw
    # per-round override of dealer_keeps_on_draw, keyed by round wind "E", "S", "W"
    dealer_keeps_on_draw_by_wind: dict[str, DealerKeeps] = field(default_factory=dict)
    multi_ron_renchan: MultiRonRenchan = MultiRonRenchan.ANY_WINNER  # dealer's deal on multi ron

    def __post_init__(self) -> None:
        if self.start_points <= 0:
            raise ValueError("start_points: must be positive")
        if self.return_points < self.start_points:
            raise ValueError("return_points: must be at least start_points")
        for wind in self.dealer_keeps_on_draw_by_wind:
            if wind not in ("E", "S", "W", "N"):
                raise ValueError(f"dealer_keeps_on_draw_by_wind.{wind}: not a round wind E/S/W/N")
        if self.max_extension_winds < 0:
            raise ValueError("max_extension_winds: must not be negative")
        if self.top_score_ends is not None and self.top_score_ends <= self.start_points:
            raise ValueError("top_score_ends: must be above start_points")
