"""Extra whole-game step for the three-player houses: a yakuman tsumo with liability (包).

  もし 対局でプレイヤー1が役満をツモりプレイヤー2が包

The single-hand liability phrases live in `reference_extra_steps.py` and the yakuman
multiples of a whole game in `yonma_extra_steps.py`; they are shared, not repeated here.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from steps.flow_steps import _add
from steps.parse_types import TYPES


def p(pattern: str) -> Any:
    return parsers.parse(pattern, extra_types=TYPES)


@when(p("対局でプレイヤー{winner:N}が役満をツモりプレイヤー{pao:N}が包"), target_fixture="result")
def sanma_replay_tsumo_pao(house_id: str, flow: dict, winner: int, pao: int) -> dict:
    win = {"winner": winner, "discarder": None, "yakuman": 1, "pao": pao}
    return _add(house_id, flow, {"type": "win", "wins": [win]})
