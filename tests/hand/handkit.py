"""Shorthand for hand tests: build a request, evaluate it, read the result."""

from __future__ import annotations

from typing import Any

import pytest

from scoring.api.read.hand import read_hand
from scoring.errors import ScoringError
from scoring.hand.evaluate import Evaluation, evaluate
from scoring.rules.hand import HandRules, TileRules

YONMA = TileRules(red_man=1, red_pin=1, red_sou=1)
SANMA = TileRules(removed="2345678m", red_pin=1, red_sou=1, chi=False, north_nuki=True,
                  north_pon=False, nuki_rinshan=True)
STANDARD = HandRules()


def request(concealed: str, win: str, *melds: str, ron: bool = True, winner: int = 1,
            **extra: Any) -> dict[str, Any]:
    """`melds` as "pon:777p"; ron comes from the seat after the winner unless ron=False."""
    body: dict[str, Any] = {
        "concealed": concealed,
        "win_tile": win,
        "winner": winner,
        "discarder": (winner + 1) % 3 if ron else None,
        "melds": [{"kind": m.split(":")[0], "tiles": m.split(":")[1]} for m in melds],
    }
    body.update(extra)
    return body


def ev(concealed: str, win: str, *melds: str, tiles: TileRules = YONMA,
       rules: HandRules = STANDARD, players: int = 4, **kw: Any) -> Evaluation:
    return evaluate(read_hand(request(concealed, win, *melds, **kw)), tiles, rules, players)


def ids(e: Evaluation) -> set[str]:
    return {y.id for y in e.yaku}


def han_of(e: Evaluation, yaku_id: str) -> int:
    return next(y.han for y in e.yaku if y.id == yaku_id)


def refused(code: str, concealed: str, win: str, *melds: str, **kw: Any) -> ScoringError:
    with pytest.raises(ScoringError) as info:
        ev(concealed, win, *melds, **kw)
    assert info.value.code == code, info.value.message
    return info.value
