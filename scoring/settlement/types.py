"""What a settlement is asked (the final scores and what else the game left) and what it
gives: each seat's line of points, part by part."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from scoring.settlement.exact import exact_sum

WIN, OTHER = "win", "other"  # how a player was busted


@dataclass(frozen=True)
class SettleInput:
    scores: list[int]  # final points per seat, before the sticks left on the table
    kyotaku: int = 0  # riichi sticks (and penalty sticks) left on the table, as a count
    kyotaku_owners: list[int] | None = None  # of those, sticks each seat put out in the last hand
    chips: list[int] | None = None  # net chips per seat
    busted_by: list[int | None] | None = None  # who busted each seat (None: nobody / not known)
    busted_how: list[str | None] | None = None  # "win" or "other" (noten payment, penalty)
    penalties: list[int] | None = None  # game points off each final total (e.g. -30000)
    prizes: list[Fraction] | None = None  # settlement points already due (e.g. yakuman prizes)


@dataclass
class Line:
    raw: Fraction = Fraction(0)
    oka: Fraction = Fraction(0)
    uma: Fraction = Fraction(0)
    chips: Fraction = Fraction(0)
    tobi: Fraction = Fraction(0)
    prizes: Fraction = Fraction(0)
    penalty: Fraction = Fraction(0)
    fee: Fraction = Fraction(0)

    @property
    def total(self) -> Fraction:
        return exact_sum(
            (self.raw, self.oka, self.uma, self.chips, self.tobi, self.prizes, self.penalty,
             self.fee)
        )


@dataclass(frozen=True)
class Settlement:
    scores: list[int]  # scores after the leftover sticks were handed out
    ranks: list[int]
    lines: list[Line]
    left_on_table: int  # game points of sticks nobody receives
    off_table: Fraction  # points that left: fee, penalties, sticks
    # Each seat's settlement total: its line's parts summed once, when they are all known
    # (`settle` makes the lines and nothing changes them after).
    points: list[Fraction]
