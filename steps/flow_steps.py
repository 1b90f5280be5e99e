"""Steps for draws, penalties, settlement, whole games and "may I?" checks.

Thin adapters over `scoring.service` (draw, penalty, settle, replay, check): a step only
turns Japanese words into a request and compares the answer. Table sticks and honba come
from the win steps' `table` fixture (`前提 2本場`, `前提 供託リーチ棒が1本`).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from scoring import service
from scoring.errors import ScoringError
from steps.parse_types import TYPES, nfkc

ROUND_WINDS = {"東": "E", "南": "S", "西": "W", "北": "N"}
ABORTIVE = {
    "九種九牌": "kyuushu",
    "四風連打": "suufon",
    "四家立直": "suucha_riichi",
    "四人リーチ": "suucha_riichi",
    "三家和": "sanchahou",
    "四開槓": "suukaikan",
    "四槓流れ": "suukaikan",
}
CALLS = {"チー": "chi", "ポン": "pon", "明カン": "minkan"}
ACTIONS = {"ロン": "ron", "ツモ": "tsumo"}
KANS = {"暗カン": "ankan", "明カン": "minkan", "加カン": "kakan"}
TILE = r"[0-9０-９][mpsz]"


def p(pattern: str) -> Any:
    return parsers.parse(pattern, extra_types=TYPES)


def numbers(text: str) -> list[float]:
    """"42 -7 -35" or "172.5 −75" → numbers; full-width digits and minus signs allowed."""
    text = nfkc(text).replace("−", "-")
    return [float(x) if "." in x else int(x) for x in re.findall(r"[-+]?\d+(?:\.\d+)?", text)]


def seat_list(text: str, players: int) -> list[int]:
    text = nfkc(text)
    if text.strip() == "なし":
        return []
    if text.strip() == "全員":
        return list(range(players))
    return [int(x) for x in re.findall(r"\d+", text)]


def call(operation: str, house_id: str, request: dict[str, Any]) -> dict[str, Any]:
    try:
        return getattr(service, operation)(house_id, request)
    except ScoringError as exc:
        return {"error": exc.code, "field": exc.field}


@pytest.fixture
def flow() -> dict[str, Any]:
    """What the scenario has set up besides the table sticks."""
    return {
        "riichi": [],  # seats that declared riichi this hand
        "nagashi": [],
        "round_wind": "E",
        "all_last": False,
        "busted_by": {},
        "busted_how": {},
        "owners": {},
        "penalties": {},
        "chips": None,
        "events": [],  # the score sheet of a replayed game
        "pending_riichi": [],  # players declaring riichi in the next event
        "pending_open_riichi": [],  # players declaring open riichi in the next event
        "check_riichi": False,
    }


def players(house_id: str) -> int:
    return service.ruleset(house_id).players


# ---- the hand's situation (前提) ----------------------------------------------------------


@given(p("この局に席{seat:N}がリーチしている"))
def riichi_this_hand(flow: dict, table: dict[str, int], seat: int) -> None:
    flow["riichi"].append(seat)
    table["kyotaku"] += 1


@given(p("席{seat:N}が流しを満たしている"))
def nagashi_seat(flow: dict, seat: int) -> None:
    flow["nagashi"].append(seat)


@given(parsers.re(r"場風は(?P<wind>[東南西北])$"))
def round_wind(flow: dict, wind: str) -> None:
    flow["round_wind"] = ROUND_WINDS[wind]


@given("オーラスの局")
def all_last(flow: dict) -> None:
    flow["all_last"] = True


# ---- draws and penalties (もし) ------------------------------------------------------------


@when(p("流局して聴牌は {seats}"), target_fixture="result")
def exhaustive_draw(house_id: str, flow: dict, table: dict[str, int], seats: str) -> dict:
    request = {
        **table,
        "tenpai": seat_list(seats, players(house_id)),
        "nagashi": flow["nagashi"],
        "round_wind": flow["round_wind"],
    }
    return call("draw", house_id, request)


@when(p("途中流局 {kind:W} になる"), target_fixture="result")
def abortive_draw(house_id: str, flow: dict, table: dict[str, int], kind: str) -> dict:
    request = {**table, "abortive": ABORTIVE.get(kind, kind), "all_last": flow["all_last"]}
    return call("draw", house_id, request)


@when(p("席{offender:N}に罰則 {kind:W} を適用する"), target_fixture="result")
def penalty(house_id: str, flow: dict, table: dict[str, int], offender: int, kind: str) -> dict:
    request = {
        **table,
        "kind": kind,
        "offender": offender,
        "riichi": flow["riichi"],
        "all_last": flow["all_last"],
    }
    return call("penalty", house_id, request)


@then("親は連荘する")
def dealer_keeps(result: dict) -> None:
    assert result.get("dealer_keeps") is True, result


@then("親が流れる")
def dealer_passes(result: dict) -> None:
    assert result.get("dealer_keeps") is False, result


@then(p("次は{honba:N}本場"))
def next_honba(result: dict, honba: int) -> None:
    assert result.get("next_honba") == honba, result


@then(parsers.re(r"局は(?P<what>やり直し|続行|終わり)になる$"))
def hand_after(result: dict, what: str) -> None:
    expected = {"やり直し": "replay", "続行": "continue", "終わり": "end"}[what]
    assert result.get("hand") == expected, result


@then("アガリ放棄になる")
def dead_hand(result: dict) -> None:
    assert result.get("dead_hand") is True, result


@then("その場で対局が終わる")
def penalty_ends_game(result: dict) -> None:
    assert result.get("ends_game") is True, result


@then(p("最終持ち点の調整は {values}"))
def final_adjustment(result: dict, values: str) -> None:
    found = result["states"][-1] if "states" in result else result
    assert found.get("final_adjustment") == numbers(values), result


# ---- settlement --------------------------------------------------------------------------


@given(p("席{seat:N}は席{buster:N}のアガリで飛んだ"))
def busted_by_win(flow: dict, seat: int, buster: int) -> None:
    flow["busted_by"][seat] = buster


@given(p("席{seat:N}はノーテン罰符や罰則で飛んだ"))
def busted_by_other(flow: dict, seat: int) -> None:
    flow["busted_how"][seat] = "other"


@given(p("最終局に席{seat:N}が出したリーチ棒が{sticks:N}本残っている"))
def last_hand_sticks(flow: dict, seat: int, sticks: int) -> None:
    flow["owners"][seat] = sticks


@given(p("席{seat:N}はチョンボで最終持ち点から{points:N}点引かれる"))
def final_penalty(flow: dict, seat: int, points: int) -> None:
    flow["penalties"][seat] = flow["penalties"].get(seat, 0) - points


@given(p("チップは {chips}"))
def chips(flow: dict, chips: str) -> None:
    flow["chips"] = numbers(chips)


@when(p("最終持ち点 {scores} で精算する"), target_fixture="result")
def settle(house_id: str, flow: dict, table: dict[str, int], scores: str) -> dict:
    n = players(house_id)
    request: dict[str, Any] = {"scores": numbers(scores), "kyotaku": table["kyotaku"]}
    if flow["busted_by"]:
        request["busted_by"] = [flow["busted_by"].get(s) for s in range(n)]
    if flow["busted_how"]:
        request["busted_how"] = [flow["busted_how"].get(s) for s in range(n)]
    if flow["owners"]:
        request["kyotaku_owners"] = [flow["owners"].get(s, 0) for s in range(n)]
    if flow["penalties"]:
        request["penalties"] = [flow["penalties"].get(s, 0) for s in range(n)]
    if flow["chips"] is not None:
        request["chips"] = flow["chips"]
    return call("settle", house_id, request)


def _settlement(result: dict) -> dict:
    if "states" in result:
        last = result["states"][-1]
        assert "settlement" in last, last
        return last["settlement"]
    return result


@then(p("精算は {points}"))
def settled_points(result: dict, points: str) -> None:
    assert "error" not in result, result
    assert _settlement(result)["points"] == numbers(points), _settlement(result)


@then(p("順位は {ranks}"))
def settled_ranks(result: dict, ranks: str) -> None:
    assert _settlement(result)["ranks"] == numbers(ranks), _settlement(result)


@then(p("精算の{part:W}は {values}"))
def settled_part(result: dict, part: str, values: str) -> None:
    key = {"素点": "raw", "オカ": "oka", "ウマ": "uma", "チップ": "chips", "飛び賞": "tobi",
           "祝儀": "prizes", "罰則": "penalty", "ゲーム代": "fee"}[part]
    lines = _settlement(result)["breakdown"]
    assert [line[key] for line in lines] == numbers(values), lines


@then(p("卓外に出る点は{points}"))
def off_table(result: dict, points: str) -> None:
    settlement = _settlement(result)
    assert [settlement["off_table"]] == numbers(points), settlement
    assert settlement["zero_sum"] is (settlement["off_table"] == 0)


# ---- whole games (対局で ...) -------------------------------------------------------------


def _replay(house_id: str, flow: dict) -> dict:
    return call("replay", house_id, {"events": flow["events"]})


def _add(house_id: str, flow: dict, event: dict[str, Any]) -> dict:
    event["riichi"] = flow["pending_riichi"]
    flow["pending_riichi"] = []
    if flow["pending_open_riichi"]:
        event["open_riichi"] = flow["pending_open_riichi"]
        flow["pending_open_riichi"] = []
    flow["events"].append(event)
    return _replay(house_id, flow)


def _current(house_id: str, flow: dict) -> dict:
    """The state before the next event (the start of the game when nothing happened yet)."""
    if not flow["events"]:
        n = players(house_id)
        return {"dealer": 0, "finished": False, "scores": [0] * n}
    result = _replay(house_id, flow)
    assert "states" in result, result
    return result["states"][-1]


@given(p("プレイヤー{player:N}がリーチする"))
def replay_riichi(flow: dict, player: int) -> None:
    flow["pending_riichi"].append(player)


@given(p("プレイヤー{player:N}がオープンリーチする"))
def replay_open_riichi(flow: dict, player: int) -> None:
    flow["pending_open_riichi"].append(player)


@when(p("対局でプレイヤー{winner:N}がプレイヤー{discarder:N}からオープンリーチへの振り込みで役満ロンする"),
      target_fixture="result")
def replay_open_riichi_deal_in(house_id: str, flow: dict, winner: int, discarder: int) -> dict:
    """A yakuman only because the discarder dealt into an open riichi (no yakuman prize)."""
    win = {"winner": winner, "discarder": discarder, "yakuman": 1, "open_riichi_deal_in": True}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(p("対局でプレイヤー{player:N}が祝儀 {kind:W} を受け取る"), target_fixture="result")
def replay_prize(house_id: str, flow: dict, player: int, kind: str) -> dict:
    """A prize earned during the hand (e.g. four_flowers); play goes on."""
    flow["events"].append({"type": "prize", "kind": kind, "player": player})
    return _replay(house_id, flow)


@when(p("対局でプレイヤー{winner:N}がプレイヤー{discarder:N}から{han:N}翻{fu:N}符でロンする"),
      target_fixture="result")
def replay_ron(house_id: str, flow: dict, winner: int, discarder: int, han: int, fu: int) -> dict:
    win = {"winner": winner, "discarder": discarder, "han": han, "fu": fu}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(p("対局でプレイヤー{winner:N}がプレイヤー{discarder:N}から{han:N}翻{fu:N}符でロンしてアガリ止めする"),
      target_fixture="result")
def replay_ron_stop(
    house_id: str, flow: dict, winner: int, discarder: int, han: int, fu: int
) -> dict:
    win = {"winner": winner, "discarder": discarder, "han": han, "fu": fu}
    return _add(house_id, flow, {"type": "win", "wins": [win], "stop": True})


@when(p("対局でプレイヤー{winner:N}が{han:N}翻{fu:N}符でツモる"), target_fixture="result")
def replay_tsumo(house_id: str, flow: dict, winner: int, han: int, fu: int) -> dict:
    win = {"winner": winner, "discarder": None, "han": han, "fu": fu}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(p("対局でプレイヤー{winner:N}が役満をプレイヤー{discarder:N}からロンする"),
      target_fixture="result")
def replay_yakuman_ron(house_id: str, flow: dict, winner: int, discarder: int) -> dict:
    win = {"winner": winner, "discarder": discarder, "yakuman": 1}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(p("対局でプレイヤー{winner:N}が役満をツモる"), target_fixture="result")
def replay_yakuman_tsumo(house_id: str, flow: dict, winner: int) -> dict:
    win = {"winner": winner, "discarder": None, "yakuman": 1}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(
    p("対局でプレイヤー{winner:N}が役満をプレイヤー{discarder:N}からロンしプレイヤー{pao:N}が包"),
    target_fixture="result",
)
def replay_pao(house_id: str, flow: dict, winner: int, discarder: int, pao: int) -> dict:
    win = {"winner": winner, "discarder": discarder, "yakuman": 1, "pao": pao}
    return _add(house_id, flow, {"type": "win", "wins": [win]})


@when(parsers.re(r"対局でプレイヤー(?P<discarder>\S+?)の打牌を(?P<wins>.+)でロンする$"),
      target_fixture="result")
def replay_multi_ron(house_id: str, flow: dict, discarder: str, wins: str) -> dict:
    """e.g. プレイヤー1が3翻30符、プレイヤー2が2翻30符 (two or three winners)."""
    entries = []
    for part in re.split(r"[、,]", nfkc(wins)):
        m = re.fullmatch(r"プレイヤー(\d+)が(\d+)翻(\d+)符", part.strip())
        assert m, f"cannot read '{part}'"
        entries.append({"winner": int(m[1]), "discarder": int(nfkc(discarder)),
                        "han": int(m[2]), "fu": int(m[3])})
    return _add(house_id, flow, {"type": "win", "wins": entries})


@when(p("対局で流局しテンパイは {seats}"), target_fixture="result")
def replay_draw(house_id: str, flow: dict, seats: str) -> dict:
    event = {"type": "draw", "tenpai": seat_list(seats, players(house_id))}
    return _add(house_id, flow, event)


@when(p("対局で途中流局 {kind:W} になる"), target_fixture="result")
def replay_abortive(house_id: str, flow: dict, kind: str) -> dict:
    event = {"type": "draw", "tenpai": [], "abortive": ABORTIVE.get(kind, kind)}
    return _add(house_id, flow, event)


@when(p("対局でプレイヤー{offender:N}に罰則 {kind:W} を適用する"), target_fixture="result")
def replay_penalty(house_id: str, flow: dict, offender: int, kind: str) -> dict:
    rules = service.ruleset(house_id).penalties.get(kind)
    if rules is not None and rules.hand.value == "continue":
        # Play goes on: this hand's riichi belong to the event that ends it.
        flow["events"].append({"type": "penalty", "kind": kind, "offender": offender})
        return _replay(house_id, flow)
    return _add(house_id, flow, {"type": "penalty", "kind": kind, "offender": offender})


@when(p("対局で親の次の人が1翻30符でツモる局を{hands:N}局続ける"), target_fixture="result")
def replay_small_tsumos(house_id: str, flow: dict, hands: int) -> dict:
    result: dict = {}
    for _ in range(hands):
        dealer = _current(house_id, flow)["dealer"]
        winner = (dealer + 1) % players(house_id)
        win = {"winner": winner, "discarder": None, "han": 1, "fu": 30}
        result = _add(house_id, flow, {"type": "win", "wins": [win]})
    return result


@when(p("対局で全員ノーテンの流局を{hands:N}回続ける"), target_fixture="result")
def replay_noten_draws(house_id: str, flow: dict, hands: int) -> dict:
    result: dict = {}
    for _ in range(hands):
        result = _add(house_id, flow, {"type": "draw", "tenpai": []})
    return result


def _last(result: dict) -> dict:
    assert "states" in result, result
    return result["states"][-1]


@then(p("持ち点は {scores}"))
def scores_are(result: dict, scores: str) -> None:
    assert _last(result)["scores"] == numbers(scores), _last(result)


@then(parsers.re(r"次の局は(?P<wind>[東南西北])(?P<hand>[1-4１-４])局(?P<honba>[0-9０-９]+)本場$"))
def next_round(result: dict, wind: str, hand: str, honba: str) -> None:
    last = _last(result)
    assert last["finished"] is False, last
    assert (last["round"], last["honba"]) == (f"{ROUND_WINDS[wind]}{nfkc(hand)}", int(nfkc(honba)))


@then(p("親はプレイヤー{player:N}"))
def dealer_is(result: dict, player: int) -> None:
    assert _last(result)["dealer"] == player, _last(result)


@then(p("場の供託は{sticks:N}本"))
def table_sticks(result: dict, sticks: int) -> None:
    assert _last(result)["kyotaku"] == sticks, _last(result)


@then(p("対局は終了し理由は {reason:W}"))
def game_over(result: dict, reason: str) -> None:
    last = _last(result)
    assert (last["finished"], last["reason"]) == (True, reason), last


@then("対局は続く")
def game_goes_on(result: dict) -> None:
    assert _last(result)["finished"] is False, _last(result)


# ---- may I? (/check) ---------------------------------------------------------------------


@when(p("持ち点{points:S}点・残りツモ{draws:N}回でリーチできるか確かめる"), target_fixture="result")
def check_riichi(house_id: str, points: int, draws: int) -> dict:
    return call("check", house_id, {"action": "riichi", "points": points, "draws_left": draws})


@when(p("{what:W}で{tile:W}を鳴けるか確かめる"), target_fixture="result")
def check_call(house_id: str, what: str, tile: str) -> dict:
    request = {"action": "call", "call": CALLS.get(what, what), "tile": tile, "last_tile": False}
    return call("check", house_id, request)


@when(p("ラス牌の{tile:W}を{what:W}で鳴けるか確かめる"), target_fixture="result")
def check_last_call(house_id: str, what: str, tile: str) -> dict:
    request = {"action": "call", "call": CALLS.get(what, what), "tile": tile, "last_tile": True}
    return call("check", house_id, request)


@given("リーチしている")
def check_in_riichi(flow: dict) -> None:
    flow["check_riichi"] = True


@when(p("フリテン {furiten:W} で{action:W}できるか確かめる"), target_fixture="result")
def check_win(house_id: str, flow: dict, furiten: str, action: str) -> dict:
    request = {
        "action": ACTIONS.get(action, action),
        "riichi": flow["check_riichi"],
        "furiten": None if furiten == "なし" else furiten,
    }
    return call("check", house_id, request)


@when(
    parsers.re(
        r"リーチ後の手牌 (?P<concealed>\S+) で(?P<tile>[0-9０-９][mpsz])を暗カンできるか確かめる$"
    ),
    target_fixture="result",
)
def check_ankan(house_id: str, concealed: str, tile: str) -> dict:
    request = {"action": "ankan_after_riichi", "concealed": nfkc(concealed), "tile": nfkc(tile)}
    return call("check", house_id, request)


@when(
    parsers.re(
        r"リーチ後の手牌 (?P<concealed>\S+) で(?P<drawn>[0-9０-９][mpsz])をツモって"
        r"(?P<tile>[0-9０-９][mpsz])を暗カンできるか確かめる$"
    ),
    target_fixture="result",
)
def check_okurikan(house_id: str, concealed: str, drawn: str, tile: str) -> dict:
    request = {"action": "ankan_after_riichi", "concealed": nfkc(concealed),
               "tile": nfkc(tile), "drawn": nfkc(drawn)}
    return call("check", house_id, request)


@when(parsers.re(r"流局時に(?P<kind>役なし|空テン|自分で4枚使っている待ち)の聴牌を申告する$"),
      target_fixture="result")
def check_tenpai(house_id: str, kind: str) -> dict:
    request: dict[str, Any] = {"action": "tenpai"}
    request.update({"役なし": {"yaku": False}, "空テン": {"karaten": True},
                    "自分で4枚使っている待ち": {"own_four": True}}[kind])
    return call("check", house_id, request)


@when("リーチを取り消せるか確かめる", target_fixture="result")
def check_riichi_cancel(house_id: str) -> dict:
    return call("check", house_id, {"action": "riichi_cancel"})


@when(
    parsers.re(
        rf"(?P<what>チー|ポン)で(?P<called>{TILE})を(?:(?P<meld>[0-9０-９]{{3}}[mps])と)?"
        rf"鳴いた直後に(?P<discard>{TILE})を切れるか確かめる$"
    ),
    target_fixture="result",
)
def check_kuikae(house_id: str, what: str, called: str, meld: str | None, discard: str) -> dict:
    request = {"action": "discard_after_call", "call": CALLS[what], "called": nfkc(called),
               "discard": nfkc(discard)}
    if meld:
        request["meld"] = nfkc(meld)
    return call("check", house_id, request)


@when(p("残りツモ{tiles:N}枚で{kind:W}できるか確かめる"), target_fixture="result")
def check_kan(house_id: str, tiles: int, kind: str) -> dict:
    request = {"action": "kan", "kind": KANS.get(kind, kind), "tiles_left": tiles}
    return call("check", house_id, request)


@when("指摘された見せ牌が待ちにあるときロンできるか確かめる", target_fixture="result")
def check_shown_tile_ron(house_id: str, flow: dict) -> dict:
    request = {"action": "ron", "riichi": flow["check_riichi"], "furiten": None,
               "shown_tile_pointed_out": True}
    return call("check", house_id, request)


@when(
    parsers.re(r"国士13面待ちのフリテンで(?P<which>現物|現物以外の牌)をロンできるか確かめる$"),
    target_fixture="result",
)
def check_kokushi13_furiten(house_id: str, flow: dict, which: str) -> dict:
    request = {"action": "ron", "riichi": flow["check_riichi"], "furiten": "own_discard",
               "kokushi13": True, "own_discard_tile": which == "現物"}
    return call("check", house_id, request)


@then(parsers.re(r"(?P<answer>できる|できない)$"))
def allowed(result: dict, answer: str) -> None:
    assert result.get("allowed") is (answer == "できる"), result


@then(p("理由は {code:W}"))
def reason_is(result: dict, code: str) -> None:
    assert result.get("code") == code, result


@then(p("違反すると {consequence:W}"))
def consequence_is(result: dict, consequence: str) -> None:
    assert result.get("consequence") == consequence, result


@then(p("取り消すと {kind:W}"))
def cancel_is(result: dict, kind: str) -> None:
    assert result.get("cancel") == kind, result
