"""What a winning hand is worth, before anyone pays: the seam between evaluation and payment."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Limit(StrEnum):
    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    YAKUMAN = "yakuman"


@dataclass(frozen=True)
class HandValue:
    """han/fu as counted by the house (dora included), or a yakuman multiple.

    `fixed_limit` is for hands a house pays at a set limit whatever their han
    (e.g. a local yaku worth "mangan"); it overrides han/fu when it is higher.
    """

    han: int = 0
    fu: int = 0
    yakuman: int = 0
    fixed_limit: Limit | None = None
