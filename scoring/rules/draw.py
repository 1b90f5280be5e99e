"""Ruleset section `[draw]`: exhaustive and abortive draws."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class NotenScheme(StrEnum):
    # noten_points is the whole payment (場3000): the noten players share paying it and
    # the tenpai players share receiving it, whatever the split.
    POOL = "pool"
    # every noten player pays noten_points to every tenpai player
    PER_PAIR = "per_pair"


class Nagashi(StrEnum):
    NONE = "none"  # no nagashi hand
    MANGAN = "mangan"  # 流し満貫: paid like a mangan tsumo
    YAKUMAN = "yakuman"  # 流し役満: paid like a yakuman tsumo


class Abortive(StrEnum):
    KYUUSHU = "kyuushu"  # nine kinds of terminals and honours in the first draw (九種九牌)
    SUUFON = "suufon"  # the same wind discarded by everyone in the first go-round (四風連打)
    SUUCHA_RIICHI = "suucha_riichi"  # every player has declared riichi (四家立直)
    SANCHAHOU = "sanchahou"  # three players ron one discard (三家和)
    SUUKAIKAN = "suukaikan"  # four kans by more than one player (四開槓)


@dataclass(frozen=True)
class DrawRules:
    """Exhaustive and abortive draws: noten payments, nagashi, who deals next, honba."""

    noten_scheme: NotenScheme = NotenScheme.POOL  # how the noten payment is shared
    noten_points: int = 3000  # the pool (pool) or each noten-to-tenpai payment (per_pair)
    formal_tenpai: bool = True  # a tenpai hand with no yaku counts as tenpai (形式テンパイ)
    karaten_tenpai: bool = True  # a wait whose tiles are all visible on the table counts (空テン)
    own_four_tenpai: bool = False  # a wait on a tile the player holds all four of counts
    nagashi: Nagashi = Nagashi.MANGAN  # what a nagashi is worth, paid like a tsumo
    nagashi_as_win: bool = False  # nagashi is a win: honba, sticks, renchan only for the dealer
    nagashi_with_noten: bool = False  # noten payments are made besides a nagashi payment
    honba_on_draw: bool = True  # every exhaustive draw adds a honba, even when the deal passes
    abortive: tuple[Abortive, ...] = tuple(Abortive)  # the abortive draws this house has
    abortive_dealer_keeps: bool = True  # the dealer keeps the deal after an abortive draw
    abortive_honba: bool = True  # an abortive draw adds a honba
    abortive_all_last_keeps: bool = True  # in the all-last hand the dealer keeps anyway

    def __post_init__(self) -> None:
        if self.noten_points < 0 or self.noten_points % 100:
            raise ValueError("noten_points: must be a non-negative multiple of 100")
        # 3000 shared by 1-3 payers and 1-3 receivers must stay whole points per pair.
        if self.noten_scheme is NotenScheme.POOL and self.noten_points % 12:
            raise ValueError("noten_points: a pool must divide by 2, 3 and 4 (a multiple of 12)")
        if len(set(self.abortive)) != len(self.abortive):
            raise ValueError("abortive: listed twice")
        if self.nagashi_as_win and self.nagashi is Nagashi.NONE:
            raise ValueError("nagashi_as_win: the house has no nagashi")
