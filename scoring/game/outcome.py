"""What playing one event of a score sheet did, as a value: nothing in it is applied yet.

`scoring.game.play` works each event out into an `Outcome` without touching the game; then
`GameState.advance` applies it, the one place a game's state changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from scoring.payment.call import Call


class EndReason(StrEnum):
    """Why a game ended (the `reason` of a finished state)."""

    TOBI = "tobi"  # a player busted (飛び), or a riichi below the stick busted its declarer
    TOP_SCORE = "top_score"  # someone reached the house's ending score (`game.top_score_ends`)
    EXTENSION_TARGET = "extension_target"  # sudden death: someone reached the target
    EXTENSION_OVER = "extension_over"  # the last hand of the extension ended
    ALL_LAST = "all_last"  # the last hand of the regular game ended (オーラス)
    AGARI_YAME = "agari_yame"  # the all-last dealer won and chose to stop (アガリやめ)
    DEALER_TOP = "dealer_top"  # the all-last dealer kept the deal as top, so the game ends
    DEALER_PENALTY_ALL_LAST = "dealer_penalty_all_last"  # a dealer penalty in the all-last


class Next(StrEnum):
    """How play goes on after an event."""

    CONTINUE = "continue"  # the same hand goes on (a prize, or a penalty that lets play on)
    REPLAY = "replay"  # the same hand is dealt again: same round, dealer and honba
    CONCLUDE = "conclude"  # the hand is over: end the game or deal the next hand


@dataclass(frozen=True)
class Outcome:
    """One event's effect, per player (never per seat)."""

    scores: tuple[int, ...]  # each player's change in points
    table: int = 0  # change in the points on the table (sticks, table penalties)
    deposits: tuple[int, ...] | None = None  # change in what each put on the table this hand
    prizes: tuple[Fraction, ...] | None = None  # settlement points earned (+) or owed (-)
    final_adjustment: tuple[int, ...] | None = None  # points off final totals
    dead: tuple[tuple[int, bool], ...] = ()  # (player, may still be tenpai) whose hand is dead
    # Who counts as busting each player that busts now, and how (settle.WIN / settle.OTHER);
    # None: this event notes no bust.
    busters: tuple[int | None, ...] | None = None
    bust_how: str | None = None
    next: Next = Next.CONCLUDE
    dealer_keeps: bool = False  # CONCLUDE: the dealer deals again
    next_honba: int = 0  # CONCLUDE: honba of the next hand
    dealer_won: bool = False  # CONCLUDE: the dealer was among the paid winners
    stop: bool = False  # CONCLUDE: the all-last dealer asked to stop (agari-yame)
    ends: EndReason | None = None  # CONCLUDE: the game ends for this reason whatever else
    # Each paid win as the table says it (player, call), nearest the discarder first: the
    # score sheet's line for the hand, worded from the same transfers that moved the points.
    calls: tuple[tuple[int, Call], ...] = ()


def plus(*parts: list[int]) -> tuple[int, ...]:
    """The per-player sum of several per-player changes."""
    return tuple(sum(values) for values in zip(*parts, strict=True))
