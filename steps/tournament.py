"""A tournament of many tables: players in the order of the start, each round's tables and
their finished games, the organizer's penalties, seating the next round, and the standings.

Every step asks the core's one entry (`tournament_standings`, `tournament_seat`), as the
server and the phone do. Tables are written in seat order; a seating script in a step
separates its lines (tables) with ／.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

from scoring.api.lookup import ruleset
from steps.answer import Answer, Mismatch, ask, expect
from steps.phrase import given, then, when
from steps.settlement import plain_words
from steps.words import nfkc, numbers, plain_text, signed_text

TABLE_BREAK = "／"


@dataclass
class Cup:
    """The tournament so far, as the organizer has recorded it."""

    players: list[str] = field(default_factory=list)
    carried: list[float] | None = None
    teams: dict[str, list[str]] = field(default_factory=dict)
    rounds: list[list[dict[str, Any]]] = field(default_factory=list)  # tables per round
    penalties: list[dict[str, Any]] = field(default_factory=list)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"players": self.players,
                                "rounds": [{"tables": tables} for tables in self.rounds]}
        if self.carried is not None:
            body["carried"] = self.carried
        if self.teams:
            body["teams"] = self.teams
        if self.penalties:
            body["penalties"] = self.penalties
        return body

    def table(self, round_: int, table: int) -> dict[str, Any]:
        if not 1 <= round_ <= len(self.rounds) or not 1 <= table <= len(self.rounds[round_ - 1]):
            raise ValueError(f"第{round_}回の第{table}卓はまだ決まっていません")
        return self.rounds[round_ - 1][table - 1]


@pytest.fixture
def cup() -> Cup:
    return Cup()


def _standings(house_id: str, cup: Cup, what: str, expected: str) -> dict[str, Any]:
    return ask("tournament_standings", house_id, cup.body()).ok(what, expected)


def _line(body: dict[str, Any], name: str) -> dict[str, Any]:
    for line in body["standings"]:
        if line["player"] == name:
            return dict(line)
    raise ValueError(f"大会の選手にいない名前: {name}")


def _tables_text(tables: list[list[str]]) -> str:
    return f" {TABLE_BREAK} ".join(" ".join(t) for t in tables)


# ---- the players and the tables -------------------------------------------------------


@given("大会の選手は {names}", "大会の選手は A B C D E F G H",
       "大会の選手。開始時の順（前日までの総合順位、または登録順）に書く")
def cup_players(cup: Cup, names: str) -> None:
    cup.players = plain_words(names)


@given("大会の持ち越しポイントは {points}", "大会の持ち越しポイントは 0 30 10 -5",
       "開始時に各選手が持っているポイント（選手の順）")
def cup_carried(cup: Cup, points: str) -> None:
    cup.carried = numbers(points)


@given("チーム {team:W} の選手は {names}", "チーム 東 の選手は A D", "チームとその選手")
def cup_team(cup: Cup, team: str, names: str) -> None:
    cup.teams[team] = plain_words(names)


@given("第{round_:N}回の第{table:N}卓は {names}", "第1回の第1卓は A B C D",
       "その回のその卓の選手（席順）")
def cup_table(cup: Cup, round_: int, table: int, names: str) -> None:
    if round_ > len(cup.rounds) + 1:
        raise ValueError(f"第{len(cup.rounds) + 1}回を書く番です（第{round_}回とある）")
    if round_ == len(cup.rounds) + 1:
        cup.rounds.append([])
    tables = cup.rounds[round_ - 1]
    if table != len(tables) + 1:
        raise ValueError(f"第{round_}回の第{len(tables) + 1}卓を書く番です（第{table}卓とある）")
    tables.append({"players": plain_words(names), "games": []})


def _add_game(house_id: str, cup: Cup, round_: int, table: int,
              game: dict[str, Any]) -> Answer:
    games = cup.table(round_, table)["games"]
    games.append(game)
    answer = ask("tournament_standings", house_id, cup.body())
    if answer.refusal is not None:
        games.pop()  # the organizer's record keeps only what was accepted
    return answer


@when("第{round_:N}回の第{table:N}卓で {players} が最終持ち点 {scores} で終える",
      "第1回の第1卓で B C D が最終持ち点 52000 33000 20000 で終える",
      "その卓の1回戦を最終持ち点で加え、大会の順位を出す（打ち手は起家から順に）")
def cup_game(house_id: str, cup: Cup, round_: int, table: int, players: str,
             scores: str) -> Answer:
    return _add_game(house_id, cup, round_, table,
                     {"players": plain_words(players), "result": {"scores": numbers(scores)}})


@when("第{round_:N}回の第{table:N}卓で {players} が最終持ち点 {scores} で終え、{name:W} に"
      "チョンボが1回ある",
      "第1回の第1卓で B C D が最終持ち点 52000 33000 20000 で終え、C にチョンボが1回ある",
      "卓で記録したチョンボ（ハウスの罰則 chombo の点を最終持ち点から引く）ごと精算して加える")
def cup_game_with_chombo(house_id: str, cup: Cup, round_: int, table: int, players: str,
                         scores: str, name: str) -> Answer:
    seated = plain_words(players)
    if name not in seated:
        raise ValueError(f"{name} はこの回戦を打っていません（{players}）")
    points = ruleset(house_id).penalties["chombo"].points
    penalties = [-points if p == name else 0 for p in seated]
    return _add_game(house_id, cup, round_, table, {
        "players": seated, "result": {"scores": numbers(scores), "penalties": penalties}})


@when("主催者が {name:W} に {points} の罰則を与える（{reason}）",
      "主催者が C に -30 の罰則を与える（遅刻）",
      "大会の合計を増減する罰則（精算の単位で符号つき）。直前の回の終わりから数える")
def cup_penalty(house_id: str, cup: Cup, name: str, points: str, reason: str) -> Answer:
    value = numbers(points)
    if len(value) != 1:
        raise ValueError(f"罰則の点は1つの数で書きます（{points}）")
    cup.penalties.append({"player": name, "points": value[0], "reason": reason})
    answer = ask("tournament_standings", house_id, cup.body())
    if answer.refusal is not None:
        cup.penalties.pop()
    return answer


# ---- seating the next round -----------------------------------------------------------


def _seat(house_id: str, cup: Cup, round_: int, how: dict[str, Any]) -> Answer:
    if round_ != len(cup.rounds) + 1:
        raise ValueError(f"席決めできるのは第{len(cup.rounds) + 1}回です（第{round_}回とある）")
    answer = ask("tournament_seat", house_id, {**cup.body(), **how})
    if answer.refusal is None:
        cup.rounds.append([{"players": t["players"], "games": []}
                           for t in answer.body["tables"]])
    return answer


@when("第{round_:N}回を順位順に席決めする", "第2回を順位順に席決めする",
      "大会の順位の上から1卓ずつ（1〜4位が第1卓）")
def seat_by_standings(house_id: str, cup: Cup, round_: int) -> Answer:
    return _seat(house_id, cup, round_, {"seating": "standings"})


@when("第{round_:N}回を乱数の種 {seed:N} で席決めする", "第1回を乱数の種 2017 で席決めする",
      "乱数の種から決まる抽選（同じ種と同じ履歴なら同じ席。前の回の相手とはなるべく当てない）")
def seat_at_random(house_id: str, cup: Cup, round_: int, seed: int) -> Answer:
    return _seat(house_id, cup, round_, {"seating": "random", "seed": seed})


@when("第{round_:N}回を台本「{script}」で席決めする",
      "第1回を台本「A、B、C、D ／ E F G H」で席決めする",
      "貼り付けた台本どおり（1行1卓。手順の中では行を ／ で区切る。"
      "名前は空白・コンマ・読点で区切る）")
def seat_by_script(house_id: str, cup: Cup, round_: int, script: str) -> Answer:
    return _seat(house_id, cup, round_, {"seating": "fixed",
                                         "script": script.replace(TABLE_BREAK, "\n")})


@when("大会の順位を出す", "大会の順位を出す", "ここまでの記録で大会の順位を出す")
def cup_standings(house_id: str, cup: Cup) -> Answer:
    return ask("tournament_standings", house_id, cup.body())


# ---- what the scenario expects ---------------------------------------------------------


@then("大会の順位は {names}", "大会の順位は B A D C", "大会の順位（上から）")
def standings_order(house_id: str, cup: Cup, names: str) -> None:
    expected = plain_words(names)
    body = _standings(house_id, cup, "大会の順位", " ".join(expected))
    expect("大会の順位", expected, [s["player"] for s in body["standings"]], " ".join)


@then("{name:W} は{place:N}位", "A は1位", "その選手の大会の順位（同じ順位を分け合うこともある）")
def standings_place(house_id: str, cup: Cup, name: str, place: int) -> None:
    body = _standings(house_id, cup, f"{name} の順位", f"{place}位")
    expect(f"{name} の順位", place, _line(body, name)["place"], lambda v: f"{v}位")


@then("大会の合計は {pairs}", "大会の合計は A 42 B -7 C -35",
      "選手ごとの大会の合計（名前と点を交互に。持ち越し・精算・罰則の合計）")
def standings_totals(house_id: str, cup: Cup, pairs: str) -> None:
    words = nfkc(pairs).replace("−", "-").split()
    if len(words) % 2:
        raise ValueError(f"名前と点を交互に書きます（{pairs}）")
    names, expected = words[::2], numbers(" ".join(words[1::2]))
    shown = " ".join(f"{n} {signed_text([v])}" for n, v in zip(names, expected, strict=True))
    body = _standings(house_id, cup, "大会の合計", shown)
    actual = [_line(body, n)["total"] for n in names]
    expect("大会の合計", expected, actual,
           lambda v: " ".join(f"{n} {signed_text([x])}" for n, x in zip(names, v, strict=True)))


@then("{name:W} の着順の回数は {counts}", "A の着順の回数は 1 0 1",
      "1着・2着…の回数（同着は同じ着順）")
def standings_ranks(house_id: str, cup: Cup, name: str, counts: str) -> None:
    expected = numbers(counts)
    body = _standings(house_id, cup, f"{name} の着順の回数", plain_text(expected))
    expect(f"{name} の着順の回数", expected, _line(body, name)["ranks"], plain_text)


@then("{name:W} の平均着順は {value}", "A の平均着順は 2.5", "平均着順（打った回戦で割る）")
def standings_average(house_id: str, cup: Cup, name: str, value: str) -> None:
    expected = numbers(value)
    body = _standings(house_id, cup, f"{name} の平均着順", plain_text(expected))
    expect(f"{name} の平均着順", expected, [_line(body, name)["average_rank"]], plain_text)


@then("{name:W} の罰則は {points}（{reason}）", "C の罰則は -30（遅刻）",
      "主催者の罰則がその理由とともに載っている")
def standings_penalty(house_id: str, cup: Cup, name: str, points: str, reason: str) -> None:
    expected = [(p, reason) for p in numbers(points)]
    body = _standings(house_id, cup, f"{name} の罰則", f"{points}（{reason}）")
    actual = [(p["points"], p["reason"]) for p in _line(body, name)["penalties"]]
    expect(f"{name} の罰則", expected, actual,
           lambda v: "、".join(f"{signed_text([p])}（{r}）" for p, r in v) or "なし")


@then("大会の合計の和は {points}", "大会の合計の和は -30",
      "全選手の合計を足したもの（ゼロサムなら持ち越しの和）")
def standings_sum(house_id: str, cup: Cup, points: str) -> None:
    expected = numbers(points)
    body = _standings(house_id, cup, "大会の合計の和", plain_text(expected))
    expect("大会の合計の和", expected, [sum(s["total"] for s in body["standings"])], plain_text)


@then("対局から卓外に出た点は{points}", "対局から卓外に出た点は30",
      "各卓の精算で誰にも渡らなかった点（チョンボ・ゲーム代など）の合計")
def standings_off_table(house_id: str, cup: Cup, points: str) -> None:
    expected = numbers(points)
    body = _standings(house_id, cup, "卓外に出た点", plain_text(expected))
    expect("卓外に出た点", expected, [body["off_table"]], plain_text)
    expect("点の収支", True, body["zero_sum"], lambda v: "合う" if v else "合わない")


@then("チーム {team:W} の合計は {points}", "チーム 東 の合計は 10", "チームの選手の合計の和")
def team_total(house_id: str, cup: Cup, team: str, points: str) -> None:
    expected = numbers(points)
    body = _standings(house_id, cup, f"チーム {team} の合計", plain_text(expected))
    lines = [t for t in body["teams"] if t["team"] == team]
    if not lines:
        raise ValueError(f"チーム {team} はありません")
    expect(f"チーム {team} の合計", expected, [lines[0]["total"]], plain_text)


def _table_state(body: dict[str, Any], table: int) -> dict[str, Any]:
    if not 1 <= table <= len(body["tables"]):
        raise ValueError(f"最後の回に第{table}卓はありません")
    return dict(body["tables"][table - 1])


@then("第{table:N}卓の次の抜け番は {names}", "第1卓の次の抜け番は B",
      "最後の回のその卓で次に抜ける人（なし も可）")
def table_next_sit_out(house_id: str, cup: Cup, table: int, names: str) -> None:
    expected = plain_words(names)
    body = _standings(house_id, cup, "次の抜け番", " ".join(expected) or "なし")
    expect("次の抜け番", expected, _table_state(body, table)["next_sit_out"],
           lambda v: " ".join(v) or "なし")


@then("第{table:N}卓の抜け順は {names}", "第1卓の抜け順は C A B D",
      "最後の回のその卓でいま使っている抜け順（大会の順位から）")
def table_sit_out_order(house_id: str, cup: Cup, table: int, names: str) -> None:
    expected = plain_words(names)
    body = _standings(house_id, cup, "抜け順", " ".join(expected))
    expect("抜け順", expected, _table_state(body, table)["sit_out_order"], " ".join)


@then("席は {tables}", "席は A B C D ／ E F G H", "席決めの結果（卓ごとに ／ で区切り、席順）")
def seated_tables(result: Answer, tables: str) -> None:
    expected = [plain_words(t) for t in nfkc(tables).split("/")]
    body = result.ok("席", tables)
    if "tables" not in body or "round" not in body:
        raise Mismatch("席", tables, "席決めの答えではない")
    expect("席", expected, [t["players"] for t in body["tables"]], _tables_text)


@then("同じ相手との再戦は{count:N}組", "同じ相手との再戦は0組",
      "席決めで、前の回に同じ卓だった2人が同じ卓になった組の数")
def seated_repeats(result: Answer, count: int) -> None:
    body = result.ok("再戦", f"{count}組")
    expect("再戦", count, len(body.get("repeats", [])), lambda v: f"{v}組")


@then("同じ種でもう一度席決めしても同じ席", "同じ種でもう一度席決めしても同じ席",
      "直前の抽選を同じ種・同じ記録でやり直すと、同じ席になる")
def seated_again(house_id: str, cup: Cup, result: Answer) -> None:
    first = result.ok("同じ席", "同じ席")
    earlier = Cup(cup.players, cup.carried, cup.teams, cup.rounds[:-1], cup.penalties)
    again = ask("tournament_seat", house_id, {**earlier.body(), "seating": "random",
                                              "seed": first["seed"]}).ok("同じ席", "同じ席")
    expect("同じ席", _tables_text([t["players"] for t in first["tables"]]),
           _tables_text([t["players"] for t in again["tables"]]))
