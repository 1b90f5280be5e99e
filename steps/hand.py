"""Hands scored from their tiles, as POST /score scores and pays them.

Tiles use the API's notation (`123m406p789s11z`, `0` = red five; `1z`–`7z` = 東南西北白發中).
By default 南家 (席1) wins in an East round.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from scoring.api.lookup import ruleset
from steps.answer import Answer, ask, expect
from steps.phrase import given, then, when
from steps.table import Table
from steps.words import (
    FLAG_WORDS,
    LIMIT_WORDS,
    MELD_WORDS,
    SEAT_PATTERN,
    WIND_WORDS,
    fu_names,
    nfkc,
    numbers,
    seat,
    signed_text,
    yaku_ids_by_name,
    yaku_names,
)

WIN = re.compile(rf"^(?P<tile>\S+?)で(?:(?P<seat>{SEAT_PATTERN}|席\d+)から)?(?P<how>ロン|ツモ)$")


@dataclass
class Hand:
    """The /score request being built."""

    winner: int = 1
    round_wind: str = "E"
    flags: dict[str, bool] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)  # indicators, nukidora, flowers

    def request(self) -> dict[str, Any]:
        return {"winner": self.winner, "round_wind": self.round_wind, **self.flags, **self.extra}


@pytest.fixture
def hand() -> Hand:
    return Hand()


@given("{seat:Seat}のアガリ", "東家のアガリ", "誰がアガるか（東家が親）")
def winner_seat(hand: Hand, seat: int) -> None:
    hand.winner = seat


@given(r"(?P<wind>[東南西北])場$", "南場", "場風（東場・南場・西場・北場）", regex=True)
def hand_round_wind(hand: Hand, wind: str) -> None:
    hand.round_wind = WIND_WORDS[wind]


@given("状況は {words}", "状況は リーチ、一発", "状況: " + " ".join(FLAG_WORDS))
def situation(hand: Hand, words: str) -> None:
    for word in nfkc(words).split("、"):
        hand.flags[FLAG_WORDS[word.strip()]] = True


@given("ドラ表示牌は {tiles:W}", "ドラ表示牌は 1m", "ドラ表示牌")
def dora_indicators(hand: Hand, tiles: str) -> None:
    hand.extra["dora_indicators"] = tiles


@given("裏ドラ表示牌は {tiles:W}", "裏ドラ表示牌は 2p", "裏ドラ表示牌")
def ura_indicators(hand: Hand, tiles: str) -> None:
    hand.extra["ura_indicators"] = tiles


@given("抜きドラ {n:N}枚", "抜きドラ 2枚", "抜いた北の数")
def nukidora(hand: Hand, n: int) -> None:
    hand.extra["nukidora"] = n


@given("花牌 {n:N}枚", "花牌 1枚", "花牌の数")
def flowers(hand: Hand, n: int) -> None:
    hand.extra["flowers"] = n


def read_tiles_phrase(text: str, hand: Hand, players: int) -> dict[str, Any]:
    """「234p456p678s22s、ポン 777p、2sでロン」 → a /score request body."""
    parts = [part.strip() for part in nfkc(text).split("、")]
    body = hand.request()
    body["concealed"] = parts[0]
    body["melds"] = []
    for part in parts[1:-1]:
        word, _, tiles = part.partition(" ")
        body["melds"].append({"kind": MELD_WORDS[word], "tiles": tiles.strip()})
    win = WIN.match(parts[-1])
    if win is None:
        raise ValueError(f"「<牌>でロン」か「<牌>でツモ」が必要です: {parts[-1]!r}")
    body["win_tile"] = win["tile"]
    if win["how"] == "ツモ":
        body["discarder"] = None
    elif win["seat"] is not None:
        body["discarder"] = seat(win["seat"])
    else:
        body["discarder"] = (body["winner"] + 1) % players
    return body


@when(r"手牌 (?P<text>.+)$", "手牌 234p456p678s22s、ポン 777p、2sでロン",
      "手牌（アガリ牌を含む）、副露（ポン チー 明槓 暗槓 加槓）、最後に「<牌>でロン」"
      "「<牌>で東家からロン」「<牌>でツモ」", regex=True)
def score_hand(house_id: str, hand: Hand, text: str) -> Answer:
    body = read_tiles_phrase(text, hand, ruleset(house_id).players)
    # Scored and paid exactly as POST /score does (no honba, no sticks).
    return ask("score", house_id, body)


@when(rf"(?P<pao>{SEAT_PATTERN})の包で手牌 (?P<text>.+)$",
      "北家の包で手牌 555z666z123m99p、ポン 777z、9pでツモ",
      "手牌から点数を出し、包（責任払い）の人ありで払う（本場・供託は前提から）", regex=True)
def score_hand_with_pao(house_id: str, hand: Hand, table: Table, pao: str, text: str) -> Answer:
    body = read_tiles_phrase(text, hand, ruleset(house_id).players)
    body.update(table.sticks())
    body["pao"] = seat(pao)
    return ask("score", house_id, body)


def _yaku_text(ids: set[str]) -> str:
    names = yaku_names()
    return "、".join(sorted(names.get(i, i) for i in ids)) or "なし"


@then("役は {names}", "役は 断么九、役牌 中", "役がちょうどこれだけ（日本語の役名）")
def yaku_are(result: Answer, names: str) -> None:
    table = yaku_ids_by_name()
    words = [name.strip() for name in nfkc(names).split("、")]
    expected = {table.get(word, word) for word in words}
    body = result.ok("役", "、".join(words))
    expect("役", expected, {y["id"] for y in body["yaku"]}, _yaku_text)


@then("{han:N}翻{fu:N}符になる", "2翻30符になる", "翻と符")
def han_fu_are(result: Answer, han: int, fu: int) -> None:
    body = result.ok("翻符", f"{han}翻{fu}符")
    expect("翻符", (han, fu), (body.get("han"), body.get("fu")), lambda v: f"{v[0]}翻{v[1]}符")


@then("役満{n:N}倍になる", "役満2倍になる", "役満の倍数")
def yakuman_is(result: Answer, n: int) -> None:
    body = result.ok("役満", f"役満{n}倍")
    expect("役満", n, body.get("yakuman"), lambda v: f"役満{v}倍" if v else "役満ではない")


@then(r"(?P<limit>満貫|跳満|倍満|三倍満)払いになる$", "倍満払いになる",
      "満貫・跳満・倍満・三倍満の払い",
      regex=True)
def paid_at_limit(result: Answer, limit: str) -> None:
    names = {v: k for k, v in LIMIT_WORDS.items()}
    body = result.ok("払い", f"{limit}払い")
    expect("払い", LIMIT_WORDS[limit], body.get("limit"),
           lambda v: f"{names[v]}払い" if v in names else f"{v or '満貫未満'}")


def _fu_text(details: list[dict[str, Any]]) -> str:
    names = fu_names()
    return "、".join(f"{names.get(d['reason'], d['reason'])} {d['fu']}符" for d in details)


@then("符の内訳に {reason:W} {fu:N}符がある", "符の内訳に value_pair 4符がある",
      "符の内訳の1行（符の理由: 符の一覧の id）")
def fu_detail_present(result: Answer, reason: str, fu: int) -> None:
    by_name = {name: rid for rid, name in fu_names().items()}
    reason = by_name.get(reason, reason)
    wanted = {"reason": reason, "fu": fu}
    body = result.ok("符の内訳", _fu_text([wanted]))
    if wanted not in body["fu_details"]:
        expect("符の内訳", _fu_text([wanted]) + " を含む", _fu_text(body["fu_details"]))


@then("ドラは ドラ{dora:N} 赤{aka:N} 裏{ura:N} 抜き{nuki:N} 花{flower:N}",
      "ドラは ドラ2 赤1 裏0 抜き0 花0", "ドラの内訳")
def dora_are(result: Answer, dora: int, aka: int, ura: int, nuki: int, flower: int) -> None:
    expected = {"dora": dora, "aka": aka, "ura": ura, "nuki": nuki, "flower": flower}

    def show(d: dict[str, int]) -> str:
        return (f"ドラ{d.get('dora')} 赤{d.get('aka')} 裏{d.get('ura')} 抜き{d.get('nuki')} "
                f"花{d.get('flower')}")

    body = result.ok("ドラ", show(expected))
    expect("ドラ", expected, body["dora"], show)


@then("アガリのチップは{count:N}枚", "アガリのチップは8枚",
      "アガリで払う人1人あたりのチップ（ハウスの settlement.hand_chips）")
def hand_chip_count(result: Answer, count: int) -> None:
    body = result.ok("アガリのチップ", f"{count}枚")
    expect("アガリのチップ", count, body["chips"]["count"], lambda v: f"{v}枚")


@then("アガリのチップの収支は {deltas}", "アガリのチップの収支は 0 +8 -8 0",
      "各席のチップの増減（ロンは放銃者、ツモは他の全員が払う）")
def hand_chip_deltas(result: Answer, deltas: str) -> None:
    expected = numbers(deltas)
    body = result.ok("アガリのチップの収支", signed_text(expected))
    expect("アガリのチップの収支", expected, body["chips"]["deltas"], signed_text)
