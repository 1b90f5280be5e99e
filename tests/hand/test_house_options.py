"""House variants read from HandRules: each toggle against the standard count."""

from __future__ import annotations

from scoring.rules.hand import HandRules, YakuSetting
from scoring.value import HandValue, Limit
from tests.hand.handkit import ev, han_of, ids, refused

SEVEN_PAIRS = "1133m5577p99s1144z"


def test_kuitan_off_refuses_open_tanyao() -> None:
    refused("no_yaku", "456p678s345s88p", "8p", "chi:234m", rules=HandRules(kuitan=False))


def test_kuitan_off_keeps_closed_tanyao() -> None:
    e = ev("234m456p678s345s88p", "5s", rules=HandRules(kuitan=False))
    assert ids(e) == {"tanyao", "pinfu"}


def test_open_tanyao_alongside_chinitsu_where_the_house_allows() -> None:
    hand = ("345p456p678p88p", "8p", "chi:234p")
    assert ids(ev(*hand, rules=HandRules(kuitan=False))) == {"chinitsu"}
    e = ev(*hand, rules=HandRules(kuitan=False, kuitan_with=("chinitsu", "toitoi")))
    assert ids(e) == {"chinitsu", "tanyao"}
    assert e.han == 6  # 5 open chinitsu + 1 tanyao


def test_open_tanyao_alongside_toitoi_where_the_house_allows() -> None:
    rules = HandRules(kuitan=False, kuitan_with=("chinitsu", "toitoi"))
    e = ev("333s777s88p", "8p", "pon:222m", "pon:555p", rules=rules)
    assert ids(e) == {"toitoi", "tanyao"}


def test_chiitoitsu_40_fu() -> None:
    e = ev(SEVEN_PAIRS, "4z", rules=HandRules(chiitoitsu_fu=40))
    assert (e.han, e.fu) == (2, 40)


def test_chiitoitsu_50_fu_1_han_below_mangan() -> None:
    rules = HandRules(chiitoitsu_fu=50, chiitoitsu_han=1, chiitoitsu_han_at_mangan=2)
    e = ev(SEVEN_PAIRS, "4z", rules=rules)
    assert (e.han, e.fu) == (1, 50)
    # riichi + 1 red five: 3 han 50 fu = 1600 base, below mangan: seven pairs stays 1 han
    e = ev("1133m5077p99s1144z", "4z", rules=rules, riichi=True)
    assert (e.han, e.fu) == (3, 50)


def test_chiitoitsu_counts_2_han_once_mangan() -> None:
    rules = HandRules(chiitoitsu_fu=50, chiitoitsu_han=1, chiitoitsu_han_at_mangan=2)
    # riichi + 2 dora (indicator 2m -> 3m pair): 1 + 1 + 2 = 4 han 50 fu is mangan,
    # so seven pairs counts 2 han: 5 han
    e = ev(SEVEN_PAIRS, "4z", rules=rules, riichi=True, dora_indicators="2m")
    assert e.han == 5
    assert han_of(e, "chiitoitsu") == 2


def test_chiitoitsu_with_four_identical_tiles() -> None:
    rules = HandRules(chiitoitsu_four_of_a_kind=True)
    e = ev("11113355p77s99s44z", "4z", rules=rules)
    assert ids(e) == {"chiitoitsu"}


def test_pinfu_tsumo_not_counted() -> None:
    e = ev("123m456p789s234s99m", "4s", ron=False, rules=HandRules(pinfu_tsumo_20fu=False))
    assert ids(e) == {"menzen_tsumo"}
    assert (e.han, e.fu) == (1, 30)  # 20 + 2 tsumo = 22 -> 30


def test_pinfu_ron_unchanged_when_tsumo_pinfu_not_counted() -> None:
    e = ev("123m456p789s234s99m", "4s", rules=HandRules(pinfu_tsumo_20fu=False))
    assert ids(e) == {"pinfu"}


def test_double_wind_pair_four_fu_or_two() -> None:
    hand = ("123m456p999s234s22z", "4s")
    e = ev(*hand, riichi=True, round_wind="S")
    assert ("value_pair", 4) in e.fu_details
    assert e.fu == 50  # 20 + 10 + 8 + 4 = 42 -> 50
    e = ev(*hand, riichi=True, round_wind="S", rules=HandRules(double_wind_pair_fu=2))
    assert ("value_pair", 2) in e.fu_details
    assert e.fu == 40  # 20 + 10 + 8 + 2 = 40


def test_value_tanki_fu_stated_by_the_house() -> None:
    rules = HandRules(double_wind_pair_fu=2, value_tanki_ron_fu=4, value_tanki_tsumo_fu=6)
    e = ev("123m456p789s234s22z", "2z", riichi=True, rules=rules)
    assert ("value_tanki", 4) in e.fu_details
    e = ev("123m456p789s234s22z", "2z", ron=False, riichi=True, rules=rules)
    assert ("value_tanki", 6) in e.fu_details
    assert ("tsumo", 2) not in e.fu_details


def test_open_pinfu_where_counted() -> None:
    hand = ("456p789s234s99m", "4s", "chi:123m")
    refused("no_yaku", *hand)
    e = ev(*hand, rules=HandRules(open_pinfu=True))
    assert ids(e) == {"pinfu"}
    assert e.fu == 30


def test_rinshan_with_or_without_haitei() -> None:
    hand = ("456p789s234s99m", "3s", "minkan:1111m")
    e = ev(*hand, ron=False, rinshan=True, haitei=True)
    assert ids(e) == {"rinshan", "haitei"}
    e = ev(*hand, ron=False, rinshan=True, haitei=True,
           rules=HandRules(rinshan_with_haitei=False))
    assert ids(e) == {"rinshan"}


def test_kokushi_robbing_a_concealed_kan() -> None:
    e = ev("119m19p19s1234567z", "9m", chankan=True, chankan_ankan=True)
    assert ids(e) == {"kokushi"}
    refused("chankan_ankan_not_allowed", "119m19p19s1234567z", "9m", chankan=True,
            chankan_ankan=True, rules=HandRules(kokushi_chankan_ankan=False))
    refused("not_a_winning_hand", "123m456p789s234s99m", "4s", chankan=True,
            chankan_ankan=True)


def test_double_yakuman_forms_where_the_house_says_so() -> None:
    rules = HandRules(yaku={
        "kokushi_13": YakuSetting(yakuman=2), "suuankou_tanki": YakuSetting(yakuman=2),
        "junsei_chuuren": YakuSetting(yakuman=2),
    })
    assert ev("119m19p19s1234567z", "1m", rules=rules).yakuman == 2
    assert ev("119m19p19s1234567z", "9m", rules=rules).yakuman == 1
    assert ev("111m333p555s777s99p", "9p", rules=rules).yakuman == 2
    assert ev("11123455678999m", "5m", rules=rules).yakuman == 2


def test_a_disabled_yaku_is_not_counted() -> None:
    rules = HandRules(yaku={"ippatsu": YakuSetting(enabled=False)})
    e = ev("123m456p789s234s99m", "3s", riichi=True, ippatsu=True, rules=rules)
    assert ids(e) == {"riichi"}


def test_a_revalued_yaku() -> None:
    rules = HandRules(yaku={"sanshoku": YakuSetting(han=3)})
    e = ev("123m123p123s789m55p", "1m", rules=rules)
    assert han_of(e, "sanshoku") == 3
    e = ev("123m123p789m55p", "1m", "chi:123s", rules=rules)
    assert han_of(e, "sanshoku") == 2  # the standard one-han open reduction is kept


def test_standard_hand_value_carries_no_fixed_limit() -> None:
    e = ev("123m456p789s234s99m", "4s")
    assert e.value == HandValue(han=1, fu=30)
    assert e.value.fixed_limit is None
    assert Limit.MANGAN.value == "mangan"
