"""What the evaluator is given about one win: tiles as indices, seats, winds and flags."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.hand.tiles import NO_REDS, Meld


@dataclass(slots=True)
class HandInput:
    """Everything the evaluator needs about one win. Read-only by convention once read: a
    frozen dataclass sets each of these 31 fields through object.__setattr__, which made
    reading a request about 4 us slower per hand (tests/bench/bench_score.py). Built by
    keyword: by position was 3.8% fewer instructions per /score hand, under the 5% a
    shortcut must earn here."""

    counts: list[int]  # the 34 tile counts outside melds, winning tile included (never mutated)
    count_bytes: bytes  # the same counts as bytes, as the notation parser gave them (the
    # keys of the suit tables: `decompose.suit_infos`)
    concealed: tuple[int, ...]  # the same tiles in written order (for refusals naming one)
    concealed_reds: tuple[int, int, int]  # red fives among them, per suit
    melds: tuple[Meld, ...]
    win_tile: int
    winner: int  # seat; 0 is the dealer
    discarder: int | None  # None = tsumo
    round_wind: int  # tile index of the round wind
    dora_indicators: tuple[int, ...] = ()
    ura_indicators: tuple[int, ...] = ()
    indicator_reds: tuple[int, int, int] = NO_REDS  # red fives shown as indicators
    nukidora: int = 0
    flowers: int = 0
    riichi: bool = False
    double_riichi: bool = False
    open_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    kanburi: bool = False
    maneman: bool = False
    first_draw: bool = False
    discarder_riichi: bool = False
    chankan_ankan: bool = False
    flags: tuple[str, ...] = ()  # names of the flags above that are set

    @property
    def tsumo(self) -> bool:
        return self.discarder is None

    @property
    def is_dealer(self) -> bool:
        return self.winner == 0
