"""A score sheet's events as values (read by `scoring.api.read.events`).

Seats in events are players, fixed for the game (player 0 is the first dealer).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scoring.value import HandValue


@dataclass(frozen=True)
class WinEntry:
    winner: int
    discarder: int | None
    value: HandValue | None  # None when the value comes from the tiles in `hand`
    hand: dict[str, Any] | None
    pao: int | None
    field: str
    # The win is a yakuman only because it dealt into an open riichi (no yakuman prize).
    open_riichi_deal_in: bool = False


@dataclass(frozen=True)
class WinEvent:
    riichi: list[int]
    wins: list[WinEntry]
    stop: bool
    open_riichi: list[int] = field(default_factory=list)  # open riichi declared this hand


@dataclass(frozen=True)
class DrawEvent:
    riichi: list[int]
    tenpai: list[int]
    nagashi: list[int]
    abortive: str | None
    open_riichi: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class PenaltyEvent:
    kind: str
    offender: int
    riichi: list[int]
    open_riichi: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class PrizeEvent:
    """A settlement prize earned during a hand (e.g. all four flowers); play goes on."""

    kind: str
    player: int


Event = WinEvent | DrawEvent | PenaltyEvent | PrizeEvent
