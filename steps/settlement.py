"""Settlement of final scores: ranks, oka, uma, chips, tobi prizes, penalties, fees.

Seats are counted from the first dealer (起家 = 東家 = 席0). A settlement answer is read
from a `精算する` step or from a finished game's last state. A night of several games (a
session) adds each game's final scores and reads the running totals and who sits out next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from scoring.api.lookup import ruleset
from steps.answer import Answer, Mismatch, ask, expect
from steps.phrase import given, then, when
from steps.table import Table
from steps.words import SETTLEMENT_PARTS, nfkc, numbers, plain_text, signed_text


@dataclass
class Final:
    """What the scenario says about the end of the game besides the scores."""

    busted_by: dict[int, int] = field(default_factory=dict)  # seat → the winner who busted it
    busted_how: dict[int, str] = field(default_factory=dict)
    owners: dict[int, int] = field(default_factory=dict)  # seat → its sticks left on the table
    penalties: dict[int, int] = field(default_factory=dict)  # seat → points taken off
    chips: list[float] | None = None


@pytest.fixture
def final() -> Final:
    return Final()


@dataclass
class Night:
    """A session so far: the participants (in the order of the standings at the start), the
    points they carried in, and each game's players and final scores."""

    names: list[str] = field(default_factory=list)
    carried: list[int] | None = None
    games: list[dict[str, Any]] = field(default_factory=list)


@pytest.fixture
def night() -> Night:
    return Night()


@given("{seat:Seat}は{buster:Seat}のアガリで飛んだ", "西家は南家のアガリで飛んだ",
       "飛んだ人と飛ばした人（飛び賞のため）")
def busted_by_win(final: Final, seat: int, buster: int) -> None:
    final.busted_by[seat] = buster


@given("{seat:Seat}はノーテン罰符や罰則で飛んだ", "西家はノーテン罰符や罰則で飛んだ",
       "アガリ以外（ノーテン罰符や罰則）で飛んだ")
def busted_by_other(final: Final, seat: int) -> None:
    final.busted_how[seat] = "other"


@given("最終局に{seat:Seat}が出したリーチ棒が{sticks:N}本残っている",
       "最終局に南家が出したリーチ棒が1本残っている",
       "残ったリーチ棒のうち、この人が最終局に出した本数")
def last_hand_sticks(final: Final, seat: int, sticks: int) -> None:
    final.owners[seat] = sticks


@given("{seat:Seat}はチョンボで最終持ち点から{points:N}点引かれる",
       "南家はチョンボで最終持ち点から30000点引かれる", "罰則で最終持ち点から引かれる点")
def final_penalty(final: Final, seat: int, points: int) -> None:
    final.penalties[seat] = final.penalties.get(seat, 0) - points


@given("チップは {chips}", "チップは 3 -1 -2", "各人のチップの増減")
def chips(final: Final, chips: str) -> None:
    final.chips = numbers(chips)


@when("最終持ち点 {scores} で精算する", "最終持ち点 52000 33000 20000 で精算する",
      "この最終持ち点で精算する（場のリーチ棒は 供託リーチ棒が…本 から）")
def settle(house_id: str, final: Final, table: Table, scores: str) -> Answer:
    n = ruleset(house_id).players
    request: dict[str, Any] = {"scores": numbers(scores), "kyotaku": table.kyotaku}
    if final.busted_by:
        request["busted_by"] = [final.busted_by.get(s) for s in range(n)]
    if final.busted_how:
        request["busted_how"] = [final.busted_how.get(s) for s in range(n)]
    if final.owners:
        request["kyotaku_owners"] = [final.owners.get(s, 0) for s in range(n)]
    if final.penalties:
        request["penalties"] = [final.penalties.get(s, 0) for s in range(n)]
    if final.chips is not None:
        request["chips"] = final.chips
    return ask("settle", house_id, request)


def _settlement(result: Answer, what: str, expected: str) -> dict[str, Any]:
    body = result.ok(what, expected)
    if "states" in body:
        last = body["states"][-1]
        if "settlement" not in last:
            raise Mismatch(what, expected, "対局がまだ終わっていない（精算なし）")
        return dict(last["settlement"])
    return body


def _by_rank(settlement: dict[str, Any]) -> str:
    points, ranks = settlement.get("points") or [], settlement.get("ranks") or []
    order = sorted(range(len(points)), key=lambda s: (ranks[s] if s < len(ranks) else 0, s))
    return "、".join(f"{ranks[s]}位 席{s} {signed_text([points[s]])}" for s in order
                     if s < len(ranks))


@then("精算は {points}", "精算は 172.5 -75 -157.5", "各人の精算ポイント（対局の終了後も）")
def settled_points(result: Answer, points: str) -> None:
    expected = numbers(points)
    settlement = _settlement(result, "精算", signed_text(expected))
    actual = settlement.get("points")
    if expected != actual:
        raise Mismatch("精算", signed_text(expected),
                       f"{signed_text(actual)}（順位順: {_by_rank(settlement)}）")


@then("順位は {ranks}", "順位は 1 1 3", "順位（同点を分けるハウスでは同順位あり）")
def settled_ranks(result: Answer, ranks: str) -> None:
    expected = numbers(ranks)
    settlement = _settlement(result, "順位", plain_text(expected))
    expect("順位", expected, settlement.get("ranks"), plain_text)


@then("精算の{part:W}は {values}", "精算の素点は 75 10 -60 -125",
      "精算の内訳の1つ: " + "・".join(SETTLEMENT_PARTS))
def settled_part(result: Answer, part: str, values: str) -> None:
    expected = numbers(values)
    settlement = _settlement(result, f"精算の{part}", signed_text(expected))
    key = SETTLEMENT_PARTS[part]
    expect(f"精算の{part}", expected, [line[key] for line in settlement["breakdown"]],
           signed_text)


@then("卓外に出る点は{points}", "卓外に出る点は60",
      "プレイヤーの外に出る点（ゲーム代・罰則・失われたリーチ棒）。0 ならゼロサム")
def off_table(result: Answer, points: str) -> None:
    expected = numbers(points)
    settlement = _settlement(result, "卓外に出る点", plain_text(expected))
    expect("卓外に出る点", expected, [settlement["off_table"]], plain_text)
    expect("ゼロサム", settlement["off_table"] == 0, settlement["zero_sum"],
           lambda v: "はい" if v else "いいえ")


# ---- a night of several games (session) -------------------------------------------------


def _names(night: Night, text: str) -> list[int]:
    words = plain_words(text)
    unknown = [w for w in words if w not in night.names]
    if unknown:
        raise ValueError(f"参加者にいない名前: {' '.join(unknown)}"
                         f"（参加者は {' '.join(night.names)}）")
    return [night.names.index(w) for w in words]


def plain_words(text: str) -> list[str]:
    text = nfkc(text).strip()
    return [] if text == "なし" else text.split()


@given("セッションの参加者は {names}", "セッションの参加者は A B C D",
       "一晩（セッション）の参加者。開始時の総合順位の順に書く")
def session_names(night: Night, names: str) -> None:
    night.names = plain_words(names)


@given("持ち越しポイントは {points}", "持ち越しポイントは 30 10 -15 -25",
       "セッションの開始時に各参加者が持っているポイント（総合順位の元）")
def session_carried(night: Night, points: str) -> None:
    night.carried = [int(x) for x in numbers(points)]


@when("第{number:N}回戦は {players} が最終持ち点 {scores} で終える",
      "第1回戦は B C D が最終持ち点 52000 33000 20000 で終える",
      "セッションの1回戦を加えて精算する（打ち手は起家から順に、持ち点も同じ順）")
def session_game(house_id: str, night: Night, number: int, players: str,
                 scores: str) -> Answer:
    if number != len(night.games) + 1:
        raise ValueError(f"第{len(night.games) + 1}回戦を書く番です（第{number}回戦とある）")
    night.games.append({"players": _names(night, players),
                        "result": {"scores": numbers(scores)}})
    request: dict[str, Any] = {"participants": night.names, "games": night.games}
    if night.carried is not None:
        request["carried"] = night.carried
    return ask("session", house_id, request)


def _named(night: Night, players: list[int]) -> str:
    return " ".join(night.names[p] for p in players) or "なし"


@then("セッションの合計は {points}", "セッションの合計は 72 55 -4 -70",
      "各参加者の通算ポイント（参加者の順、持ち越し込み）")
def session_totals(result: Answer, points: str) -> None:
    expected = numbers(points)
    body = result.ok("セッションの合計", signed_text(expected))
    expect("セッションの合計", expected, body["totals"], signed_text)


@then("次の抜け番は {players}", "次の抜け番は B", "次の回戦で抜ける人（なし も可）")
def session_next_sit_out(night: Night, result: Answer, players: str) -> None:
    expected = _names(night, players)
    body = result.ok("次の抜け番", _named(night, expected))
    expect("次の抜け番", expected, body["next_sit_out"], lambda v: _named(night, v))


@then("抜け順は {players}", "抜け順は A B C D", "いま使っている抜け番の順（総合順位から）")
def session_order(night: Night, result: Answer, players: str) -> None:
    expected = _names(night, players)
    body = result.ok("抜け順", _named(night, expected))
    expect("抜け順", expected, body["sit_out_order"], lambda v: _named(night, v))

