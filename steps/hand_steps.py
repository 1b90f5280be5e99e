"""Steps for hands scored from their tiles: thin adapters over the hand evaluator.

Phrases (numbers may be full-width):
  前提 席2のアガリ / 南場 / 状況は リーチ、一発 / ドラ表示牌は 1m / 裏ドラ表示牌は 2p /
       抜きドラ 2枚 / 花牌 1枚
  もし 手牌 234p456p678s22s、ポン 777p、2sでロン   (チー 明槓 暗槓 加槓; 〜でツモ; 〜で席0からロン)
  ならば 役は 断么九、役牌 中 / 2翻30符になる / 役満2倍になる / 倍満払いになる /
       符の内訳に value_pair 4符がある / ドラは ドラ2 赤1 裏0 抜き0 花0 /
       収支は 0 +32000 -32000 0 (the shared step: the hand paid, no honba or sticks)
       アガリのチップは8枚 / アガリのチップの収支は 0 +8 -8 0 (the hand's chips, `chips`)
  errors use the shared step: ならば エラー no_yaku になる
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from scoring import service
from scoring.errors import ScoringError
from scoring.rules.loader import load_ruleset
from steps.parse_types import TYPES, nfkc

YAKU_NAMES = Path(__file__).resolve().parent.parent / "webapp/static/i18n/yaku.json"
FLAG_WORDS = {
    "リーチ": "riichi", "ダブルリーチ": "double_riichi", "オープンリーチ": "open_riichi",
    "一発": "ippatsu", "海底": "haitei", "河底": "houtei", "嶺上": "rinshan", "槍槓": "chankan",
    "天和": "tenhou", "地和": "chiihou", "人和": "renhou", "カン振り": "kanburi",
    "マネ満": "maneman", "第一ツモ": "first_draw", "放銃者リーチ": "discarder_riichi",
    "暗槓への槍槓": "chankan_ankan",
}
MELD_WORDS = {"ポン": "pon", "チー": "chi", "明槓": "minkan", "大明槓": "minkan",
              "暗槓": "ankan", "加槓": "kakan"}
WIND_WORDS = {"東": "E", "南": "S", "西": "W", "北": "N"}
LIMIT_WORDS = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman"}
WIN = re.compile(r"^(?P<tile>\S+?)で(?:席(?P<seat>\d+)から)?(?P<how>ロン|ツモ)$")


def p(pattern: str) -> Any:
    return parsers.parse(pattern, extra_types=TYPES)


@cache
def yaku_ids_by_name() -> dict[str, str]:
    names = json.loads(YAKU_NAMES.read_text("utf-8"))
    return {text["ja"]: yaku_id for yaku_id, text in names.items()}


@pytest.fixture
def hand() -> dict[str, Any]:
    """The /score request being built; seat 1 (south) wins in an East round by default."""
    return {"winner": 1, "round_wind": "E"}


@given(p("席{seat:N}のアガリ"))
def winner_seat(hand: dict[str, Any], seat: int) -> None:
    hand["winner"] = seat


@given(parsers.re(r"(?P<wind>[東南西北])場$"))
def round_wind(hand: dict[str, Any], wind: str) -> None:
    hand["round_wind"] = WIND_WORDS[wind]


@given(p("状況は {words}"))
def situation(hand: dict[str, Any], words: str) -> None:
    for word in nfkc(words).split("、"):
        hand[FLAG_WORDS[word.strip()]] = True


@given(p("ドラ表示牌は {tiles:W}"))
def dora_indicators(hand: dict[str, Any], tiles: str) -> None:
    hand["dora_indicators"] = tiles


@given(p("裏ドラ表示牌は {tiles:W}"))
def ura_indicators(hand: dict[str, Any], tiles: str) -> None:
    hand["ura_indicators"] = tiles


@given(p("抜きドラ {n:N}枚"))
def nukidora(hand: dict[str, Any], n: int) -> None:
    hand["nukidora"] = n


@given(p("花牌 {n:N}枚"))
def flowers(hand: dict[str, Any], n: int) -> None:
    hand["flowers"] = n


def read_tiles_phrase(text: str, hand: dict[str, Any], players: int) -> dict[str, Any]:
    """「234p456p678s22s、ポン 777p、2sでロン」 → a /score request body."""
    parts = [part.strip() for part in nfkc(text).split("、")]
    body = dict(hand)
    body["concealed"] = parts[0]
    body["melds"] = []
    for part in parts[1:-1]:
        word, _, tiles = part.partition(" ")
        body["melds"].append({"kind": MELD_WORDS[word], "tiles": tiles.strip()})
    win = WIN.match(parts[-1])
    if win is None:
        raise ValueError(f"expected '<tile>でロン' or '<tile>でツモ', got {parts[-1]!r}")
    body["win_tile"] = win["tile"]
    if win["how"] == "ツモ":
        body["discarder"] = None
    elif win["seat"] is not None:
        body["discarder"] = int(win["seat"])
    else:
        body["discarder"] = (body["winner"] + 1) % players
    return body


@when(parsers.re(r"手牌 (?P<text>.+)$"), target_fixture="result")
def score_hand(house_id: str, hand: dict[str, Any], text: str) -> dict[str, Any]:
    body = read_tiles_phrase(text, hand, load_ruleset(house_id).players)
    try:
        # Scored and paid exactly as POST /score does (no honba, no sticks).
        return service.score(house_id, body)
    except ScoringError as exc:
        return {"error": exc.code}


def _ok(result: dict[str, Any]) -> dict[str, Any]:
    assert "error" not in result, f"refused: {result['error']}"
    return result


@then(p("役は {names}"))
def yaku_are(result: dict[str, Any], names: str) -> None:
    table = yaku_ids_by_name()
    expected = {table[name.strip()] for name in nfkc(names).split("、")}
    assert {y["id"] for y in _ok(result)["yaku"]} == expected


@then(p("{han:N}翻{fu:N}符になる"))
def han_fu_are(result: dict[str, Any], han: int, fu: int) -> None:
    assert (_ok(result)["han"], result["fu"]) == (han, fu), result


@then(p("役満{n:N}倍になる"))
def yakuman_is(result: dict[str, Any], n: int) -> None:
    assert _ok(result)["yakuman"] == n, result


@then(parsers.re(r"(?P<limit>満貫|跳満|倍満|三倍満)払いになる$"))
def paid_at_limit(result: dict[str, Any], limit: str) -> None:
    assert _ok(result)["limit"] == LIMIT_WORDS[limit], result


@then(p("符の内訳に {reason:W} {fu:N}符がある"))
def fu_detail_present(result: dict[str, Any], reason: str, fu: int) -> None:
    assert {"reason": reason, "fu": fu} in _ok(result)["fu_details"], result["fu_details"]


@then(p("ドラは ドラ{dora:N} 赤{aka:N} 裏{ura:N} 抜き{nuki:N} 花{flower:N}"))
def dora_are(result: dict[str, Any], dora: int, aka: int, ura: int, nuki: int,
             flower: int) -> None:
    expected = {"dora": dora, "aka": aka, "ura": ura, "nuki": nuki, "flower": flower}
    assert _ok(result)["dora"] == expected


@then(p("アガリのチップは{count:N}枚"))
def hand_chip_count(result: dict[str, Any], count: int) -> None:
    assert _ok(result)["chips"]["count"] == count, result["chips"]


@then(p("アガリのチップの収支は {deltas}"))
def hand_chip_deltas(result: dict[str, Any], deltas: str) -> None:
    expected = [int(x) for x in nfkc(deltas).replace("−", "-").split()]
    assert _ok(result)["chips"]["deltas"] == expected, result["chips"]
