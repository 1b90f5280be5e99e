"""May I? (/check): riichi, calls, furiten, kans after riichi, tenpai claims, kuikae."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from steps.answer import Answer, ask, expect
from steps.phrase import given, then, when
from steps.words import CALL_WORDS, KAN_WORDS, WIN_WORDS, nfkc

TILE = r"[0-9０-９][mpsz]"


@dataclass
class Player:
    """The player asking."""

    riichi: bool = False


@pytest.fixture
def player() -> Player:
    return Player()


@given("リーチしている", "リーチしている", "尋ねる人がリーチ中（フリテンの確認のため）")
def check_in_riichi(player: Player) -> None:
    player.riichi = True


@when("持ち点{points:S}点・残りツモ{draws:N}回でリーチできるか確かめる",
      "持ち点900点・残りツモ5回でリーチできるか確かめる", "この持ち点と残りツモでリーチできるか")
def check_riichi(house_id: str, points: int, draws: int) -> Answer:
    return ask("check", house_id, {"action": "riichi", "points": points, "draws_left": draws})


@when("{what:W}で{tile:W}を鳴けるか確かめる", "ポンで4zを鳴けるか確かめる",
      "チー・ポン・明カンできるか")
def check_call(house_id: str, what: str, tile: str) -> Answer:
    return _call(house_id, what, tile, last_tile=False)


def _call(house_id: str, what: str, tile: str, last_tile: bool) -> Answer:
    request = {"action": "call", "call": CALL_WORDS.get(what, what), "tile": tile,
               "last_tile": last_tile}
    return ask("check", house_id, request)


@when("ラス牌の{tile:W}を{what:W}で鳴けるか確かめる", "ラス牌の5zをポンで鳴けるか確かめる",
      "最後の捨て牌を鳴けるか")
def check_last_call(house_id: str, what: str, tile: str) -> Answer:
    return _call(house_id, what, tile, last_tile=True)


@when("フリテン {furiten:W} で{action:W}できるか確かめる",
      "フリテン own_discard でロンできるか確かめる",
      "フリテン（own_discard, missed_after_riichi, missed_same_turn, なし）でロン・ツモできるか")
def check_win(house_id: str, player: Player, furiten: str, action: str) -> Answer:
    request = {
        "action": WIN_WORDS.get(action, action),
        "riichi": player.riichi,
        "furiten": None if furiten == "なし" else furiten,
    }
    return ask("check", house_id, request)


@when(rf"リーチ後の手牌 (?P<concealed>\S+) で(?P<tile>{TILE})を暗カンできるか確かめる$",
      "リーチ後の手牌 1112444m456p789s1m で1mを暗カンできるか確かめる",
      "リーチ後の暗カン（ツモった牌を含む手牌）", regex=True)
def check_ankan(house_id: str, concealed: str, tile: str) -> Answer:
    request = {"action": "ankan_after_riichi", "concealed": nfkc(concealed), "tile": nfkc(tile)}
    return ask("check", house_id, request)


@when(rf"リーチ後の手牌 (?P<concealed>\S+) で(?P<drawn>{TILE})をツモって"
      rf"(?P<tile>{TILE})を暗カンできるか確かめる$",
      "リーチ後の手牌 1112444m456p789s5s で5sをツモって1mを暗カンできるか確かめる",
      "ツモった牌ではない牌の暗カン（送りカン）", regex=True)
def check_okurikan(house_id: str, concealed: str, drawn: str, tile: str) -> Answer:
    request = {"action": "ankan_after_riichi", "concealed": nfkc(concealed),
               "tile": nfkc(tile), "drawn": nfkc(drawn)}
    return ask("check", house_id, request)


TENPAI_KINDS: dict[str, dict[str, Any]] = {
    "役なし": {"yaku": False},
    "空テン": {"karaten": True},
    "自分で4枚使っている待ち": {"own_four": True},
}


@when(r"流局時に(?P<kind>役なし|空テン|自分で4枚使っている待ち)の聴牌を申告する$",
      "流局時に役なしの聴牌を申告する",
      "流局時の聴牌の申告（役なし・空テン・自分で4枚使っている待ち）",
      regex=True)
def check_tenpai(house_id: str, kind: str) -> Answer:
    return ask("check", house_id, {"action": "tenpai", **TENPAI_KINDS[kind]})


@when("リーチを取り消せるか確かめる", "リーチを取り消せるか確かめる", "リーチを取り消せるか")
def check_riichi_cancel(house_id: str) -> Answer:
    return ask("check", house_id, {"action": "riichi_cancel"})


@when(rf"(?P<what>チー|ポン)で(?P<called>{TILE})を(?:(?P<meld>[0-9０-９]{{3}}[mps])と)?"
      rf"鳴いた直後に(?P<discard>{TILE})を切れるか確かめる$",
      "チーで4mを456mと鳴いた直後に7mを切れるか確かめる",
      "鳴いた直後の打牌（喰い替え）", regex=True)
def check_kuikae(house_id: str, what: str, called: str, meld: str | None,
                 discard: str) -> Answer:
    request = {"action": "discard_after_call", "call": CALL_WORDS[what], "called": nfkc(called),
               "discard": nfkc(discard)}
    if meld:
        request["meld"] = nfkc(meld)
    return ask("check", house_id, request)


@when("残りツモ{tiles:N}枚で{kind:W}できるか確かめる", "残りツモ1枚で暗カンできるか確かめる",
      "この残り枚数でカン（暗カン・明カン・加カン）できるか（0 = 最後の牌）")
def check_kan(house_id: str, tiles: int, kind: str) -> Answer:
    request = {"action": "kan", "kind": KAN_WORDS.get(kind, kind), "tiles_left": tiles}
    return ask("check", house_id, request)


@when("指摘された見せ牌が待ちにあるときロンできるか確かめる",
      "指摘された見せ牌が待ちにあるときロンできるか確かめる",
      "指摘された見せ牌・腰が待ちにあるときのロン")
def check_shown_tile_ron(house_id: str, player: Player) -> Answer:
    request = {"action": "ron", "riichi": player.riichi, "furiten": None,
               "shown_tile_pointed_out": True}
    return ask("check", house_id, request)


@when(r"国士13面待ちのフリテンで(?P<which>現物|現物以外の牌)をロンできるか確かめる$",
      "国士13面待ちのフリテンで現物以外の牌をロンできるか確かめる",
      "フリテンの国士13面待ちで、捨てていない牌（現物: 捨てた牌）をロンできるか", regex=True)
def check_kokushi13_furiten(house_id: str, player: Player, which: str) -> Answer:
    request = {"action": "ron", "riichi": player.riichi, "furiten": "own_discard",
               "kokushi13": True, "own_discard_tile": which == "現物"}
    return ask("check", house_id, request)


def _yes_no(value: object) -> str:
    return "答えなし" if value is None else ("できる" if value else "できない")


@then(r"(?P<answer>できる|できない)$", "できる", "答え: できる・できない", regex=True)
def allowed(result: Answer, answer: str) -> None:
    body = result.ok("答え", answer)
    expect("答え", answer == "できる", body.get("allowed"), _yes_no)


@then("理由は {code:W}", "理由は no_chi", "できない理由のコード")
def reason_is(result: Answer, code: str) -> None:
    body = result.ok("理由", code)
    expect("理由", code, body.get("code"), lambda v: str(v or "なし"))


@then("違反すると {consequence:W}", "違反すると false_call", "それでもした場合の罰則")
def consequence_is(result: Answer, consequence: str) -> None:
    body = result.ok("違反すると", consequence)
    expect("違反すると", consequence, body.get("consequence"), lambda v: str(v or "なし"))


@then("取り消すと {kind:W}", "取り消すと kuikae", "間に合えば取り消すときの罰則")
def cancel_is(result: Answer, kind: str) -> None:
    body = result.ok("取り消すと", kind)
    expect("取り消すと", kind, body.get("cancel"), lambda v: str(v or "なし"))
