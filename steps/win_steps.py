"""Steps for wins paid by han/fu or yakuman: thin adapters over `scoring.service.win`."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from scoring import service
from scoring.errors import ScoringError
from steps.parse_types import TYPES, nfkc

DEALER, KO = 0, 1


def p(pattern: str) -> Any:
    return parsers.parse(pattern, extra_types=TYPES)


@pytest.fixture
def table() -> dict[str, int]:
    """The sticks on the table before the win: honba count and riichi sticks."""
    return {"honba": 0, "kyotaku": 0}


def pay(house_id: str, table: dict[str, int], **request: Any) -> dict[str, Any]:
    try:
        return service.win(house_id, {**table, **request})
    except ScoringError as exc:
        return {"error": exc.code}


@given(p("{honba:N}本場"))
def honba_on_table(table: dict[str, int], honba: int) -> None:
    table["honba"] = honba


@given(p("供託リーチ棒が{sticks:N}本"))
def sticks_on_table(table: dict[str, int], sticks: int) -> None:
    table["kyotaku"] = sticks


@when(p("席{winner:N}が{han:N}翻{fu:N}符で席{discarder:N}からロンする"), target_fixture="result")
def ron_by_seat(
    house_id: str, table: dict[str, int], winner: int, han: int, fu: int, discarder: int
) -> dict:
    return pay(house_id, table, winner=winner, discarder=discarder, han=han, fu=fu)


@when(p("席{winner:N}が{han:N}翻{fu:N}符でツモる"), target_fixture="result")
def tsumo_by_seat(house_id: str, table: dict[str, int], winner: int, han: int, fu: int) -> dict:
    return pay(house_id, table, winner=winner, discarder=None, han=han, fu=fu)


@when(p("席{winner:N}が役満{multiple:N}倍を席{discarder:N}からロンする"), target_fixture="result")
def yakuman_ron(
    house_id: str, table: dict[str, int], winner: int, multiple: int, discarder: int
) -> dict:
    return pay(house_id, table, winner=winner, discarder=discarder, yakuman=multiple)


@when(p("席{winner:N}が役満{multiple:N}倍をツモる"), target_fixture="result")
def yakuman_tsumo(house_id: str, table: dict[str, int], winner: int, multiple: int) -> dict:
    return pay(house_id, table, winner=winner, discarder=None, yakuman=multiple)


@then(p("収支は {deltas}"))
def deltas_are(result: dict, deltas: str) -> None:
    expected = [int(x) for x in nfkc(deltas).replace("−", "-").split()]
    assert result.get("deltas") == expected, result


@then(p("場の供託の増減は{delta:S}点"))
def kyotaku_delta_is(result: dict, delta: int) -> None:
    assert result["kyotaku_delta"] == delta


@then(p("エラー {code:W} になる"))
def error_is(result: dict, code: str) -> None:
    assert result.get("error") == code, result


def _chart_cell(house_id: str, winner: int, cell: dict[str, int], tsumo: bool) -> dict:
    # The discarder for a ron is the seat after the winner: who pays does not change the amount.
    discarder = None if tsumo else (winner + 1) % service.ruleset(house_id).players
    return pay(house_id, {"honba": 0, "kyotaku": 0}, winner=winner, discarder=discarder, **cell)


def _payers(result: dict, winner: int) -> str:
    """A tsumo written as on a printed chart: "ko/oya" for a non-dealer, "all" for the dealer."""
    if "error" in result:
        return "-"
    deltas = result["deltas"]
    if winner == DEALER:
        paid = {-d for s, d in enumerate(deltas) if s != DEALER}
        return str(paid.pop()) if len(paid) == 1 else "/".join(str(-d) for d in deltas[1:])
    others = [-d for s, d in enumerate(deltas) if s not in (winner, DEALER)]
    return f"{max(others)}/{-deltas[DEALER]}"


def _ron(result: dict) -> str:
    return "-" if "error" in result else str(max(result["deltas"]))


@when(p("{han:N}翻{fu:N}符の点数を引く"), target_fixture="cell")
def chart_cell(han: int, fu: int) -> dict[str, int]:
    return {"han": han, "fu": fu}


@when(p("役満{multiple:N}倍の点数を引く"), target_fixture="cell")
def chart_yakuman(multiple: int) -> dict[str, int]:
    return {"yakuman": multiple}


@then(p("子はロン{ron:W}・ツモ{tsumo:W}"))
def ko_chart(house_id: str, cell: dict[str, int], ron: str, tsumo: str) -> None:
    if tsumo.startswith("親"):
        # "親3000・子2000" is the 004 chart's order, dealer first.
        dealer, _, ko = tsumo[1:].partition("・子")
        tsumo = f"{ko}/{dealer}"
    assert _ron(_chart_cell(house_id, KO, cell, tsumo=False)) == ron
    assert _payers(_chart_cell(house_id, KO, cell, tsumo=True), KO) == tsumo


@then(p("親はロン{ron:W}・ツモ{tsumo:W}オール"))
def oya_chart(house_id: str, cell: dict[str, int], ron: str, tsumo: str) -> None:
    assert _ron(_chart_cell(house_id, DEALER, cell, tsumo=False)) == ron
    assert _payers(_chart_cell(house_id, DEALER, cell, tsumo=True), DEALER) == tsumo
