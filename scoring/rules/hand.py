"""Ruleset sections for the tile set and hand evaluation (yaku, fu).

The payment core reads a few fields here to tell which han/fu pairs can occur
(`chiitoitsu_fu`, `chiitoitsu_han`, `pinfu_tsumo_20fu`): keep those names.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TileRules:
    """The tile set in play."""


@dataclass(frozen=True)
class HandRules:
    """How a hand is valued: yaku, fu and their house variants."""

    chiitoitsu_fu: int = 25  # fu of a seven-pairs hand (25, 40 or 50)
    chiitoitsu_han: int = 2  # han of the seven-pairs yaku itself (2, or 1 where it is 50 fu)
    pinfu_tsumo_20fu: bool = True  # pinfu tsumo is 20 fu with pinfu counted (else 30 fu, no pinfu)
