"""Local yaku from the house documents; each is off until a house lists it."""

from __future__ import annotations

from scoring.rules.hand import HandRules, YakuSetting
from scoring.value import HandValue, Limit
from tests.hand.handkit import ev, han_of, ids, refused


def on(*names: str, **settings: YakuSetting) -> HandRules:
    return HandRules(yaku={**{n: YakuSetting() for n in names}, **settings})


def test_renhou_absent_by_default() -> None:
    refused("no_yaku", "123m456p789s234s99m", "3s", renhou=True)


def test_renhou_yakuman() -> None:
    e = ev("123m456p789s234s99m", "3s", renhou=True, rules=on("renhou"))
    assert ids(e) == {"renhou"} and e.yakuman == 1


def test_renhou_as_baiman_not_combined() -> None:
    rules = on(renhou=YakuSetting(limit=Limit.BAIMAN))
    e = ev("123m456p789s234s99m", "4s", renhou=True, rules=rules)
    assert ids(e) == {"renhou", "pinfu"}
    assert e.value == HandValue(han=1, fu=30, fixed_limit=Limit.BAIMAN)


def test_renhou_as_mangan() -> None:
    rules = on(renhou=YakuSetting(limit=Limit.MANGAN))
    e = ev("123m456p789s234s99m", "3s", renhou=True, rules=rules)
    assert e.value.fixed_limit is Limit.MANGAN


def test_sanrenkou_two_han() -> None:
    hand = ("222p333p444p678s99m", "9m")
    e = ev(*hand)
    assert ids(e) == {"sanankou"}
    e = ev(*hand, rules=on("sanrenkou"))
    assert ids(e) == {"sanankou", "sanrenkou"}
    # 20 + 10 + 3 x 4 + 2 tanki = 44 -> 50
    assert (e.han, e.fu) == (4, 50)


def test_sanfuukou_two_han_open_or_closed() -> None:
    # Seat 1 (south) in an East round: east is the round wind, south the seat wind.
    hand = ("111z222z333z456p99m", "9m")
    assert "sanfuukou" not in ids(ev(*hand))
    e = ev(*hand, rules=on("sanfuukou"))
    assert ids(e) == {"round_wind", "seat_wind", "sanankou", "sanfuukou"}
    assert han_of(e, "sanfuukou") == 2
    e = ev("222z456p99m", "9m", "pon:111z", "pon:333z", rules=on("sanfuukou"))
    assert ids(e) == {"round_wind", "seat_wind", "sanfuukou"}
    assert han_of(e, "sanfuukou") == 2


def test_sanfuukou_counts_kans_and_alone_is_a_yaku() -> None:
    # Seat 1 (south) in a South round: east, west and north are no value winds for it.
    hand = ("456p99m", "9m", "pon:333z", "pon:444z", "minkan:1111z")
    refused("no_yaku", *hand, round_wind="S")
    e = ev(*hand, round_wind="S", rules=on("sanfuukou"))
    assert ids(e) == {"sanfuukou"}
    e = ev(*hand, winner=0, round_wind="S", rules=on("sanfuukou"))
    assert ids(e) == {"sanfuukou", "seat_wind"}
    e = ev("333z456p99m", "9m", "pon:444z", "ankan:2222z", winner=2, round_wind="W",
           rules=on("sanfuukou"))
    assert ids(e) == {"sanfuukou", "seat_wind", "round_wind"}


def test_sanfuukou_yields_to_the_four_winds_yakuman() -> None:
    e = ev("111z222z333z456p44z", "4z", rules=on("sanfuukou"))
    assert ids(e) == {"shousuushii"} and e.yakuman == 1
    e = ev("111z222z333z444z99m", "9m", ron=False, rules=on("sanfuukou"))
    assert "sanfuukou" not in ids(e) and e.yakuman >= 1


def test_suurenkou_yakuman() -> None:
    e = ev("222p333p444p99m", "9m", "pon:555p", rules=on("suurenkou"))
    assert ids(e) == {"suurenkou"} and e.yakuman == 1


def test_shiisanputaa_mangan_on_the_first_draw() -> None:
    hand = ("147m258p369s11234z", "4z")
    refused("not_a_winning_hand", *hand, ron=False, first_draw=True)
    e = ev(*hand, ron=False, first_draw=True, rules=on("shiisanputaa"))
    assert ids(e) == {"shiisanputaa"}
    assert e.value.fixed_limit is Limit.MANGAN
    refused("not_a_winning_hand", *hand, ron=False, rules=on("shiisanputaa"))


def test_shiisanputaa_needs_unrelated_tiles() -> None:
    refused("not_a_winning_hand", "134m258p369s1234z5z", "5z", ron=False, first_draw=True,
            rules=on("shiisanputaa"))


def test_daisharin_in_its_suits() -> None:
    e = ev("22334455667788p", "8p", rules=on("daisharin"))
    assert ids(e) == {"daisharin"} and e.yakuman == 1
    e = ev("22334455667788s", "8s", rules=on("daisharin"))
    assert e.yakuman == 0
    e = ev("22334455667788s", "8s",
           rules=HandRules(yaku={"daisharin": YakuSetting()}, daisharin_suits="mps"))
    assert e.yakuman == 1


def test_daisharin_off_scores_as_ryanpeikou_chinitsu() -> None:
    e = ev("22334455667788p", "8p")
    assert ids(e) == {"ryanpeikou", "chinitsu", "tanyao", "pinfu"}
    assert e.han == 11


def test_chinitsu_chiitoitsu_yakuman() -> None:
    hand = ("11223344557799p", "9p")
    e = ev(*hand)
    assert ids(e) == {"chiitoitsu", "chinitsu"} and (e.han, e.fu) == (8, 25)
    e = ev(*hand, rules=on("chinitsu_chiitoitsu"))
    assert ids(e) == {"chinitsu_chiitoitsu"} and e.yakuman == 1


def test_kanburi_one_han() -> None:
    hand = ("456p789s234s99m", "3s", "chi:123m")
    refused("no_yaku", *hand, kanburi=True)
    e = ev(*hand, kanburi=True, rules=on("kanburi"))
    assert ids(e) == {"kanburi"} and e.han == 1


def test_open_riichi_deal_in_by_a_non_riichi_player() -> None:
    rules = on("open_riichi", "open_riichi_deal_in")
    e = ev("123m456p789s234s99m", "3s", riichi=True, open_riichi=True, rules=rules)
    assert ids(e) == {"open_riichi_deal_in"} and e.yakuman == 1
    e = ev("123m456p789s234s99m", "3s", riichi=True, open_riichi=True,
           discarder_riichi=True, rules=rules)
    assert ids(e) == {"riichi", "open_riichi"} and e.han == 2


def test_open_riichi_refused_where_the_house_has_none() -> None:
    refused("open_riichi_not_allowed", "123m456p789s234s99m", "3s", riichi=True,
            open_riichi=True)


def test_maneman_paid_as_haneman() -> None:
    e = ev("123m456p789s234s99m", "3s", maneman=True, rules=on("maneman"))
    assert ids(e) == {"maneman"}
    assert e.value.fixed_limit is Limit.HANEMAN


def test_local_yaku_han_is_the_house_value() -> None:
    e = ev("222p333p444p678s99m", "9m", rules=on(sanrenkou=YakuSetting(han=3)))
    assert han_of(e, "sanrenkou") == 3
