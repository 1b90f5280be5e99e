"""Steps for wins paid with liability (pao): thin adapters over `scoring.service.win`.

Phrases (numbers may be full-width; honba and sticks come from `前提 2本場` and
`前提 供託リーチ棒が1本`):
  もし 席1が役満1倍を席2からロンし席0が包   (a yakuman ron; seat 0 is liable)
  もし 席1が役満1倍をツモり席0が包          (a yakuman tsumo; seat 0 is liable)
  もし 席1が2翻30符でツモり席2が包          (a tsumo below yakuman, e.g. rinshan after a daiminkan)
The answers use the shared result steps: `収支は …`, `エラー … になる`.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from steps.parse_types import TYPES
from steps.win_steps import pay


def p(pattern: str) -> Any:
    return parsers.parse(pattern, extra_types=TYPES)


@when(p("席{winner:N}が役満{multiple:N}倍を席{discarder:N}からロンし席{pao:N}が包"),
      target_fixture="result")
def yakuman_ron_with_pao(
    house_id: str, table: dict[str, int], winner: int, multiple: int, discarder: int, pao: int
) -> dict:
    return pay(house_id, table, winner=winner, discarder=discarder, yakuman=multiple, pao=pao)


@when(p("席{winner:N}が役満{multiple:N}倍をツモり席{pao:N}が包"), target_fixture="result")
def yakuman_tsumo_with_pao(
    house_id: str, table: dict[str, int], winner: int, multiple: int, pao: int
) -> dict:
    return pay(house_id, table, winner=winner, discarder=None, yakuman=multiple, pao=pao)


@when(p("席{winner:N}が{han:N}翻{fu:N}符でツモり席{pao:N}が包"), target_fixture="result")
def tsumo_with_pao(
    house_id: str, table: dict[str, int], winner: int, han: int, fu: int, pao: int
) -> dict:
    return pay(house_id, table, winner=winner, discarder=None, han=han, fu=fu, pao=pao)
