"""Ruleset section `[play]`: what a player may do during a hand (`/check`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class AnkanAfterRiichi(StrEnum):
    NONE = "none"  # no concealed kan after riichi
    SAME_WAIT = "same_wait"  # allowed when the waits stay the same
    SAME_SHAPE = "same_shape"  # ... and the four tiles are a triplet in every reading of the hand


class Kuikae(StrEnum):
    ALLOWED = "allowed"  # any tile may be discarded right after a call
    SAME_TILE = "same_tile"  # not the called tile itself (現物食い替え)
    SAME_AND_SUJI = "same_and_suji"  # ... nor, after a chi, the run's other-end suji tile


@dataclass(frozen=True)
class PlayRules:
    """What a player may do during a hand, and which penalty follows a forbidden act."""

    riichi_without_draw: bool = False  # riichi may be declared with no draw left (ツモ番なし)
    last_tile_call: bool = False  # the last discard of the hand may be called (pon, chi)
    ankan_after_riichi: AnkanAfterRiichi = AnkanAfterRiichi.SAME_SHAPE  # concealed kan in riichi
    okurikan: bool = False  # that kan may use tiles other than the one just drawn (送りカン)
    false_win_penalty: str | None = None  # penalty kind for showing a hand that may not win
    false_call_penalty: str | None = None  # penalty kind for a call the house does not allow
    kuikae: Kuikae = Kuikae.SAME_AND_SUJI  # which discards are forbidden right after a chi or pon
    kuikae_penalty: str | None = None  # penalty kind once a forbidden discard is made anyway
    kuikae_cancel_penalty: str | None = None  # penalty kind to take it back before it counts
    kan_min_tiles_left: int = 1  # a kan needs this many live-wall tiles left (1: none on haitei)
    shown_tile_ron: bool = True  # ron allowed while a pointed-out shown tile (見せ牌・腰) is a wait
    kokushi13_furiten_ron: bool = False  # furiten 13-sided kokushi may ron a tile not discarded
