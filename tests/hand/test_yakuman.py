"""Yakuman, present and absent, and how multiples add up."""

from __future__ import annotations

from scoring.rules.hand import HandRules, YakuSetting
from scoring.value import HandValue
from tests.hand.handkit import ev, ids


def test_daisangen() -> None:
    e = ev("555z666z777z123m99p", "9p")
    assert ids(e) == {"daisangen"}
    assert e.value == HandValue(yakuman=1)


def test_shousuushii_and_daisuushii() -> None:
    assert ids(ev("111z222z333z44z123m", "3m")) == {"shousuushii"}
    e = ev("222z333z444z99m", "9m", "pon:111z")
    assert ids(e) == {"daisuushii"} and e.yakuman == 1


def test_daisuushii_double_where_the_house_says_so() -> None:
    rules = HandRules(yaku={"daisuushii": YakuSetting(yakuman=2)})
    assert ev("222z333z444z99m", "9m", "pon:111z", rules=rules).yakuman == 2


def test_tsuuiisou() -> None:
    assert ids(ev("333z444z666z77z", "7z", "pon:111z")) == {"tsuuiisou"}


def test_chinroutou() -> None:
    assert ids(ev("999m111p999p11s", "1s", "pon:111m")) == {"chinroutou"}


def test_ryuuiisou_with_and_without_hatsu() -> None:
    assert ids(ev("234s234s666s888s66z", "6z")) == {"ryuuiisou"}
    assert ids(ev("234s234s666s888s22s", "2s")) == {"ryuuiisou"}
    strict = HandRules(ryuuiisou_needs_hatsu=True)
    e = ev("234s234s666s888s22s", "2s", rules=strict)
    assert "ryuuiisou" not in ids(e) and e.yakuman == 0


def test_chuuren_and_junsei() -> None:
    assert ids(ev("11123455678999m", "9m")) == {"chuuren"}
    assert ids(ev("11123455678999m", "5m")) == {"junsei_chuuren"}


def test_chuuren_needs_a_closed_hand() -> None:
    e = ev("11145678999m", "9m", "chi:123m")
    assert "chuuren" not in ids(e)


def test_kokushi_and_thirteen_wait() -> None:
    assert ids(ev("119m19p19s1234567z", "9m")) == {"kokushi"}
    assert ids(ev("119m19p19s1234567z", "1m")) == {"kokushi_13"}


def test_suuankou_on_tsumo_not_on_shanpon_ron() -> None:
    assert ids(ev("111m333p555s777s99p", "3p", ron=False)) == {"suuankou"}
    e = ev("111m333p555s777s99p", "3p")
    assert ids(e) == {"toitoi", "sanankou"}
    # 20 + 10 + 8 (111m) + 2 (333p by ron) + 4 + 4 = 48 -> 50
    assert (e.han, e.fu) == (4, 50)
    assert ids(ev("111m333p555s777s99p", "9p")) == {"suuankou_tanki"}


def test_suukantsu() -> None:
    e = ev("99p", "9p", "ankan:1111m", "minkan:3333p", "kakan:5555s", "ankan:7777s")
    assert ids(e) == {"suukantsu"}


def test_composite_yakuman_stack_or_not() -> None:
    hand = ("555z666z111z22z", "2z", "pon:777z")
    e = ev(*hand)
    assert ids(e) == {"daisangen", "tsuuiisou"} and e.yakuman == 2
    e = ev(*hand, rules=HandRules(yakuman_stack=False))
    assert e.yakuman == 1


def test_yakuman_drops_ordinary_yaku_and_dora() -> None:
    e = ev("555z666z777z123m99p", "9p", riichi=True, dora_indicators="4z")
    assert ids(e) == {"daisangen"}
    assert e.value == HandValue(yakuman=1)
