"""The author's vocabulary: Japanese words in steps and what they mean to the core.

Numbers may be full-width (pytest-bdd's `{n:d}` does not match ３０), so every number goes
through these parse types, which normalise with NFKC first. Seats are written 東家/南家/西家/
北家 or 席0–席3 (席0 = 東家, the dealer of the hand or the first dealer in a settlement).
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any

from parse import with_pattern

from scoring import names  # the display names the app shows: one name means one thing

SEAT_WORDS = {"東家": 0, "南家": 1, "西家": 2, "北家": 3}
SEAT_PATTERN = r"席[0-9０-９]|[東南西北]家"
WIND_WORDS = {"東": "E", "南": "S", "西": "W", "北": "N"}
# Penalty kinds (the house's [penalties.<kind>] tables) by their Japanese names; the ids
# themselves are accepted too.
PENALTY_WORDS = {
    "チョンボ": "chombo",
    "流局時チョンボ": "chombo_draw",
    "誤鳴き": "false_call",
    "空鳴き": "false_call",
    "鳴きの取り消し": "call_cancel",
    "リーチの取り消し": "riichi_cancel",
    "アガリ放棄": "dead_hand",
    "さらし間違い": "wrong_meld",
    "喰い替え": "kuikae",
    "マナー違反": "manner",
    "少牌": "shouhai",
}
ABORTIVE_WORDS = {
    "九種九牌": "kyuushu",
    "四風連打": "suufon",
    "四家立直": "suucha_riichi",
    "四人リーチ": "suucha_riichi",
    "三家和": "sanchahou",
    "四開槓": "suukaikan",
    "四槓流れ": "suukaikan",
}
CALL_WORDS = {"チー": "chi", "ポン": "pon", "明カン": "minkan"}
WIN_WORDS = {"ロン": "ron", "ツモ": "tsumo"}
KAN_WORDS = {"暗カン": "ankan", "明カン": "minkan", "加カン": "kakan"}
FLAG_WORDS = {
    "リーチ": "riichi", "ダブルリーチ": "double_riichi", "オープンリーチ": "open_riichi",
    "一発": "ippatsu", "海底": "haitei", "河底": "houtei", "嶺上": "rinshan", "槍槓": "chankan",
    "天和": "tenhou", "地和": "chiihou", "人和": "renhou", "カン振り": "kanburi",
    "マネ満": "maneman", "第一ツモ": "first_draw", "放銃者リーチ": "discarder_riichi",
    "暗槓への槍槓": "chankan_ankan",
}
MELD_WORDS = {"ポン": "pon", "チー": "chi", "明槓": "minkan", "大明槓": "minkan",
              "暗槓": "ankan", "加槓": "kakan"}
LIMIT_WORDS = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman"}
SETTLEMENT_PARTS = {"素点": "raw", "オカ": "oka", "ウマ": "uma", "チップ": "chips",
                    "飛び賞": "tobi", "祝儀": "prizes", "罰則": "penalty", "ゲーム代": "fee"}
END_REASONS = {
    "tobi": "飛び", "all_last": "オーラス終了", "dealer_top": "オーラスの親がトップ",
    "agari_yame": "アガリ止め", "top_score": "目標点到達", "extension_target": "延長で目標点",
    "extension_over": "延長の上限", "dealer_penalty_all_last": "オーラスの親の罰則",
}


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def seat(text: str) -> int:
    text = nfkc(text).strip()
    if text in SEAT_WORDS:
        return SEAT_WORDS[text]
    return int(text.removeprefix("席"))


def seat_name(index: int) -> str:
    return next((w for w, i in SEAT_WORDS.items() if i == index), f"席{index}")


def seat_list(text: str, players: int) -> list[int]:
    """「席0 席2」「東家 西家」「なし」「全員」 → seats."""
    text = nfkc(text).strip()
    if text == "なし":
        return []
    if text == "全員":
        return list(range(players))
    return [seat(word) for word in re.findall(SEAT_PATTERN + r"|\d+", text)]


def penalty_kind(word: str) -> str:
    return PENALTY_WORDS.get(nfkc(word), nfkc(word))


def penalty_name(kind: str) -> str:
    return next((w for w, k in PENALTY_WORDS.items() if k == kind), kind)


def signed_text(values: list[Any] | None) -> str:
    """[0, 4000, -4000] → "0 +4000 -4000" (as an author writes a 収支)."""
    if values is None:
        return "なし"
    return " ".join(f"+{v:g}" if isinstance(v, int | float) and v > 0 else
                    (f"{v:g}" if isinstance(v, int | float) else str(v)) for v in values)


def plain_text(values: list[Any] | None) -> str:
    if values is None:
        return "なし"
    return " ".join(f"{v:g}" if isinstance(v, int | float) else str(v) for v in values)


def numbers(text: str) -> list[float]:
    """"42 -7 -35" or "172.5 −75" → numbers; full-width digits and minus signs allowed."""
    text = nfkc(text).replace("−", "-")
    return [float(x) if "." in x else int(x) for x in re.findall(r"[-+]?\d+(?:\.\d+)?", text)]


@cache
def yaku_names() -> dict[str, str]:
    """yaku id → Japanese name."""
    return {yaku_id: text["ja"] for yaku_id, text in names.yaku_names().items()}


@cache
def yaku_ids_by_name() -> dict[str, str]:
    return {name: yaku_id for yaku_id, name in yaku_names().items()}


@cache
def fu_names() -> dict[str, str]:
    """fu reason id → Japanese name."""
    return dict(names.fu_names())


@with_pattern(r"[0-9０-９]+")
def _number(text: str) -> int:
    return int(nfkc(text))


@with_pattern(r"[-+−－＋]?[0-9０-９,，]+")
def _signed(text: str) -> int:
    return int(nfkc(text).replace("−", "-").replace(",", ""))


@with_pattern(r"[^\s]+")
def _word(text: str) -> str:
    return nfkc(text)


@with_pattern(SEAT_PATTERN)
def _seat(text: str) -> int:
    return seat(text)


TYPES = {"N": _number, "S": _signed, "W": _word, "Seat": _seat}


def word_lists() -> list[tuple[str, list[tuple[str, str]]]]:
    """The words an author may write, for the phrase reference (title, [(word, meaning)])."""
    return [
        ("席", [(w, f"席{i}") for w, i in SEAT_WORDS.items()]),
        ("罰則の種類", list(PENALTY_WORDS.items())),
        ("途中流局", list(ABORTIVE_WORDS.items())),
        ("状況（状況は …）", list(FLAG_WORDS.items())),
        ("副露（手牌 …）", list(MELD_WORDS.items())),
        ("満貫以上の払い", list(LIMIT_WORDS.items())),
        ("精算の内訳", list(SETTLEMENT_PARTS.items())),
        ("対局の終了理由", [(k, v) for k, v in END_REASONS.items()]),
        ("役の名前（役は …）", [(name, yaku_id) for yaku_id, name in yaku_names().items()]),
        ("符の理由（符の内訳に …）", [(rid, name) for rid, name in fu_names().items()]),
    ]
