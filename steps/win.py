"""Wins paid by han/fu or yakuman (with liability), the printed charts, and the payments."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scoring.api.lookup import ruleset
from steps.answer import Answer, Mismatch, ask, expect
from steps.phrase import then, when
from steps.table import Table
from steps.words import numbers, seat_name, signed_text

DEALER, KO = 0, 1


def pay(house_id: str, table: Table, **request: Any) -> Answer:
    return ask("win", house_id, {**table.sticks(), **request})


@when("{winner:Seat}が{han:N}翻{fu:N}符で{discarder:Seat}からロンする",
      "南家が3翻30符で東家からロンする", "ロンのアガリ（翻と符）")
def ron_by_seat(house_id: str, table: Table, winner: int, han: int, fu: int,
                discarder: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=discarder, han=han, fu=fu)


@when("{winner:Seat}が{han:N}翻{fu:N}符でツモる", "西家が2翻20符でツモる", "ツモのアガリ（翻と符）")
def tsumo_by_seat(house_id: str, table: Table, winner: int, han: int, fu: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=None, han=han, fu=fu)


@when("{winner:Seat}が役満{multiple:N}倍を{discarder:Seat}からロンする",
      "東家が役満2倍を北家からロンする", "役満のロン（2倍はダブル役満）")
def yakuman_ron(house_id: str, table: Table, winner: int, multiple: int,
                discarder: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=discarder, yakuman=multiple)


@when("{winner:Seat}が役満{multiple:N}倍をツモる", "南家が役満1倍をツモる", "役満のツモ")
def yakuman_tsumo(house_id: str, table: Table, winner: int, multiple: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=None, yakuman=multiple)


@when("{winner:Seat}が役満{multiple:N}倍を{discarder:Seat}からロンし{pao:Seat}が包",
      "南家が役満1倍を西家からロンし東家が包", "役満のロン、包（責任払い）の人あり")
def yakuman_ron_with_pao(house_id: str, table: Table, winner: int, multiple: int,
                         discarder: int, pao: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=discarder, yakuman=multiple, pao=pao)


@when("{winner:Seat}が役満{multiple:N}倍をツモり{pao:Seat}が包",
      "南家が役満1倍をツモり東家が包", "役満のツモ、包の人あり")
def yakuman_tsumo_with_pao(house_id: str, table: Table, winner: int, multiple: int,
                           pao: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=None, yakuman=multiple, pao=pao)


@when("{winner:Seat}が{han:N}翻{fu:N}符でツモり{pao:Seat}が包", "南家が2翻30符でツモり西家が包",
      "役満未満のツモで包の人あり（大明槓からの嶺上開花など）")
def tsumo_with_pao(house_id: str, table: Table, winner: int, han: int, fu: int,
                   pao: int) -> Answer:
    return pay(house_id, table, winner=winner, discarder=None, han=han, fu=fu, pao=pao)


# ---- the answer of a payment (also of a hand from tiles) -----------------------------------


@then("収支は {deltas}", "収支は 0 +32000 -32000 0", "各席の点数の増減（東家から順に）")
def deltas_are(result: Answer, deltas: str) -> None:
    expected = numbers(deltas)
    body = result.ok("収支", signed_text(expected))
    expect("収支", expected, body.get("deltas"), signed_text)


@then("場の供託の増減は{delta:S}点", "場の供託の増減は-1000点",
      "場のリーチ棒が減った（−）か増えた（＋）点数")
def kyotaku_delta_is(result: Answer, delta: int) -> None:
    body = result.ok("場の供託の増減", f"{delta:+d}点")
    expect("場の供託の増減", delta, body.get("kyotaku_delta"), lambda v: f"{v:+d}点"
           if isinstance(v, int) else str(v))


@then("エラー {code:W} になる", "エラー impossible_fu になる", "このコードで受け付けられない")
def error_is(result: Answer, code: str) -> None:
    if result.refusal is None:
        shown = f"受け付けられた（収支 {signed_text(result.body['deltas'])}）" \
            if "deltas" in result.body else "受け付けられた"
        raise Mismatch("エラー", code, shown)
    expect("エラー", code, result.refusal.code, str)


# ---- printed score charts (シナリオアウトライン) ----------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One chart cell: a han/fu pair or a yakuman multiple."""

    request: dict[str, int]


def _chart_cell(house_id: str, winner: int, cell: Cell, tsumo: bool) -> Answer:
    # The discarder for a ron is the seat after the winner: who pays does not change the amount.
    discarder = None if tsumo else (winner + 1) % ruleset(house_id).players
    return ask("win", house_id, {"honba": 0, "kyotaku": 0, "winner": winner,
                                 "discarder": discarder, **cell.request})


def _payers(result: Answer, winner: int) -> str:
    """A tsumo written as on a printed chart: "ko/oya" for a non-dealer, "all" for the dealer."""
    if result.refusal is not None:
        return "-"
    deltas = result.body["deltas"]
    if winner == DEALER:
        paid = {-d for s, d in enumerate(deltas) if s != DEALER}
        return str(paid.pop()) if len(paid) == 1 else "/".join(str(-d) for d in deltas[1:])
    others = [-d for s, d in enumerate(deltas) if s not in (winner, DEALER)]
    return f"{max(others)}/{-deltas[DEALER]}"


def _ron(result: Answer) -> str:
    return "-" if result.refusal is not None else str(max(result.body["deltas"]))


@when("{han:N}翻{fu:N}符の点数を引く", "3翻30符の点数を引く", "早見表の1マスを引く",
      target_fixture="cell")
def chart_cell(han: int, fu: int) -> Cell:
    return Cell({"han": han, "fu": fu})


@when("役満{multiple:N}倍の点数を引く", "役満1倍の点数を引く", "早見表の役満の行を引く",
      target_fixture="cell")
def chart_yakuman(multiple: int) -> Cell:
    return Cell({"yakuman": multiple})


@then("子はロン{ron:W}・ツモ{tsumo:W}", "子はロン3900・ツモ1000/2000",
      "子のアガリ: ロンの点数、ツモは「子の払い/親の払い」（- はそのアガリがない）")
def ko_chart(house_id: str, cell: Cell, ron: str, tsumo: str) -> None:
    if tsumo.startswith("親"):
        # "親3000・子2000" is the 004 chart's order, dealer first.
        dealer, _, ko = tsumo[1:].partition("・子")
        tsumo = f"{ko}/{dealer}"
    actual_ron = _ron(_chart_cell(house_id, KO, cell, tsumo=False))
    actual_tsumo = _payers(_chart_cell(house_id, KO, cell, tsumo=True), KO)
    expect(f"早見表（子、{seat_name(KO)}のアガリ）", f"ロン{ron}・ツモ{tsumo}",
           f"ロン{actual_ron}・ツモ{actual_tsumo}")


@then("親はロン{ron:W}・ツモ{tsumo:W}オール", "親はロン5800・ツモ2000オール",
      "親のアガリ: ロンの点数、ツモで各人が払う点数")
def oya_chart(house_id: str, cell: Cell, ron: str, tsumo: str) -> None:
    actual_ron = _ron(_chart_cell(house_id, DEALER, cell, tsumo=False))
    actual_tsumo = _payers(_chart_cell(house_id, DEALER, cell, tsumo=True), DEALER)
    expect("早見表（親）", f"ロン{ron}・ツモ{tsumo}オール",
           f"ロン{actual_ron}・ツモ{actual_tsumo}オール")
