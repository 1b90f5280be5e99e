"""Extra phrases: a hand from tiles with a liable player, and multiple yakuman in whole games.

Thin adapters over `scoring.service` (score, replay), like the other step modules
(wins by han/fu or yakuman with pao are in `steps/reference_extra_steps.py`):
  もし 席3の包で手牌 555z666z123m99p、ポン 777z、9pでツモ   (a hand from tiles, seat 3 liable)
  もし 対局でプレイヤー1が役満2倍をプレイヤー2からロンする / …役満2倍をツモる
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from scoring import service
from scoring.errors import ScoringError
from steps.flow_steps import _add
from steps.hand_steps import read_tiles_phrase
from steps.parse_types import TYPES, nfkc


def p(pattern: str) -> Any:
    return parsers.parse(pattern, extra_types=TYPES)


@when(parsers.re(r"席(?P<pao>[0-9０-９]+)の包で手牌 (?P<text>.+)$"), target_fixture="result")
def yonma_hand_with_pao(
    house_id: str, hand: dict[str, Any], table: dict[str, int], pao: str, text: str
) -> dict[str, Any]:
    body = read_tiles_phrase(text, hand, service.ruleset(house_id).players)
    body.update(table)
    body["pao"] = int(nfkc(pao))
    try:
        return service.score(house_id, body)
    except ScoringError as exc:
        return {"error": exc.code}


@when(p("対局でプレイヤー{winner:N}が役満{multiple:N}倍をプレイヤー{discarder:N}からロンする"),
      target_fixture="result")
def yonma_replay_multi_yakuman_ron(
    house_id: str, flow: dict, winner: int, multiple: int, discarder: int
) -> dict:
    win = {"winner": winner, "discarder": discarder, "yakuman": multiple}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(p("対局でプレイヤー{winner:N}が役満{multiple:N}倍をツモる"), target_fixture="result")
def yonma_replay_multi_yakuman_tsumo(house_id: str, flow: dict, winner: int, multiple: int) -> dict:
    win = {"winner": winner, "discarder": None, "yakuman": multiple}
    return _add(house_id, flow, {"type": "win", "wins": [win]})
