"""The table before the event: honba, riichi sticks, the round wind, riichi this hand."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from steps.phrase import given
from steps.words import WIND_WORDS


@dataclass
class Table:
    honba: int = 0
    kyotaku: int = 0  # riichi sticks on the table
    round_wind: str = "E"
    all_last: bool = False
    riichi: list[int] = field(default_factory=list)  # seats that declared riichi this hand
    nagashi: list[int] = field(default_factory=list)  # seats with a nagashi at the draw

    def sticks(self) -> dict[str, int]:
        return {"honba": self.honba, "kyotaku": self.kyotaku}


@pytest.fixture
def table() -> Table:
    return Table()


@given("{honba:N}本場", "2本場", "本場の数")
def honba_on_table(table: Table, honba: int) -> None:
    table.honba = honba


@given("供託リーチ棒が{sticks:N}本", "供託リーチ棒が1本", "場に出ているリーチ棒の数")
def sticks_on_table(table: Table, sticks: int) -> None:
    table.kyotaku = sticks


@given(r"場風は(?P<wind>[東南西北])$", "場風は南",
       "流局の連荘判定に使う場風（既定は東）", regex=True)
def round_wind(table: Table, wind: str) -> None:
    table.round_wind = WIND_WORDS[wind]


@given("オーラスの局", "オーラスの局", "この局がオーラス（オーラスだけの例外のため）")
def all_last(table: Table) -> None:
    table.all_last = True


@given("この局に{seat:Seat}がリーチしている", "この局に南家がリーチしている",
       "この局でリーチした（リーチ棒を場に1本足す）")
def riichi_this_hand(table: Table, seat: int) -> None:
    table.riichi.append(seat)
    table.kyotaku += 1


@given("{seat:Seat}が流しを満たしている", "西家が流しを満たしている",
       "流し満貫の条件を満たしている（複数人なら繰り返す）")
def nagashi_seat(table: Table, seat: int) -> None:
    table.nagashi.append(seat)
