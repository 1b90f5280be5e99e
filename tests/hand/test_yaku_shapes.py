"""Shape yaku, each present and absent (open and closed where it matters).

Winner is seat 1 (South) in an East round unless stated: East is the round wind, South
the seat wind, West and North are plain honours.
"""

from __future__ import annotations

from tests.hand.handkit import ev, han_of, ids, refused


def test_pinfu_closed_ron_30_fu() -> None:
    e = ev("123m456p789s234s99m", "4s")
    assert ids(e) == {"pinfu"}
    assert (e.han, e.fu) == (1, 30)


def test_pinfu_tsumo_20_fu() -> None:
    e = ev("123m456p789s234s99m", "4s", ron=False)
    assert ids(e) == {"pinfu", "menzen_tsumo"}
    assert (e.han, e.fu) == (2, 20)
    assert e.fu_details == (("base", 20),)


def test_no_pinfu_with_a_value_pair() -> None:
    e = ev("123m456p789s234s22z", "4s", riichi=True)
    assert ids(e) == {"riichi"}
    # 20 + 10 + 2 (seat wind pair) = 32 -> 40
    assert e.fu == 40


def test_no_pinfu_on_a_penchan() -> None:
    e = ev("123m456p789s123s99m", "3s", riichi=True)
    assert "pinfu" not in ids(e)
    assert ("wait_penchan", 2) in e.fu_details


def test_tanyao_closed_and_open() -> None:
    e = ev("234m456p678s345s88p", "5s")
    assert ids(e) == {"tanyao", "pinfu"}
    e = ev("456p678s345s88p", "8p", "chi:234m")
    assert ids(e) == {"tanyao"}
    assert (e.han, e.fu) == (1, 30)  # 20 + 2 tanki = 22 -> 30


def test_no_tanyao_with_a_terminal() -> None:
    assert "tanyao" not in ids(ev("123m456p789s234s99m", "4s"))


def test_iipeikou_closed_only() -> None:
    e = ev("223344m567p789s55s", "2m")
    assert ids(e) == {"iipeikou", "pinfu"}
    refused("no_yaku", "234m567p789s55s", "2m", "chi:234m")


def test_ryanpeikou_beats_seven_pairs() -> None:
    e = ev("223344m667788p55s", "5s")
    # ryanpeikou 3 + tanyao 1 at 40 fu (20+10+2 tanki) beats chiitoitsu 2 + tanyao 1 at 25 fu
    assert ids(e) == {"ryanpeikou", "tanyao"}
    assert (e.han, e.fu) == (4, 40)


def test_sanshoku_two_han_closed_one_open() -> None:
    e = ev("123m123p123s789m55p", "1m")
    assert ids(e) == {"sanshoku", "pinfu"}
    assert han_of(e, "sanshoku") == 2
    e = ev("123m123p789m55p", "1m", "chi:123s")
    assert ids(e) == {"sanshoku"} and e.han == 1


def test_no_sanshoku_with_two_suits() -> None:
    e = ev("123m123p234s789m55p", "1m")
    assert "sanshoku" not in ids(e)


def test_ittsu_two_han_closed_one_open() -> None:
    e = ev("123456789p234s55m", "9p")
    assert ids(e) == {"ittsu", "pinfu"}
    e = ev("456789p234s55m", "9p", "chi:123p")
    assert ids(e) == {"ittsu"} and e.han == 1


def test_chanta_needs_a_run_and_an_honour() -> None:
    e = ev("123m789p123s789s44z", "1m")
    assert ids(e) == {"chanta", "pinfu"}
    assert han_of(e, "chanta") == 2
    e = ev("789p123s789s44z", "4z", "chi:123m")
    assert ids(e) == {"chanta"} and e.han == 1


def test_junchan_three_han_closed() -> None:
    e = ev("123m789p123s789s99m", "1m")
    assert ids(e) == {"junchan", "pinfu"}
    assert han_of(e, "junchan") == 3


def test_toitoi_open() -> None:
    e = ev("333s777s99p", "9p", "pon:222m", "pon:555p")
    assert ids(e) == {"toitoi"}
    # 20 + 2 + 2 (open simples) + 4 + 4 (closed simples) + 2 tanki = 34 -> 40
    assert (e.han, e.fu) == (2, 40)


def test_sanankou_and_its_loss_on_a_shanpon_ron() -> None:
    e = ev("222m555p777s345s99p", "3s")
    assert ids(e) == {"sanankou"}
    assert (e.han, e.fu) == (2, 50)  # 20 + 10 + 3 x 4 = 42 -> 50
    e = ev("222m555p777s345s99p", "7s", riichi=True)
    assert ids(e) == {"riichi"}  # 777s completed by ron counts as open
    assert e.fu == 40  # 20 + 10 + 4 + 4 + 2 = 40


def test_sanankou_by_tsumo_on_a_shanpon() -> None:
    e = ev("222m555p777s345s99p", "7s", ron=False)
    assert ids(e) == {"sanankou", "menzen_tsumo"}


def test_sanshoku_doukou() -> None:
    e = ev("222m222p222s345m99p", "3m")
    assert ids(e) == {"sanshoku_doukou", "sanankou"}
    assert (e.han, e.fu) == (4, 50)


def test_sankantsu() -> None:
    e = ev("345s99p", "9p", "ankan:2222m", "minkan:5555p", "ankan:7777s")
    assert ids(e) == {"sankantsu"}
    # 20 + 16 + 8 + 16 + 2 tanki = 62 -> 70
    assert (e.han, e.fu) == (2, 70)


def test_shousangen_with_its_dragons() -> None:
    e = ev("555z666z77z123m456p", "3m")
    assert ids(e) == {"shousangen", "haku", "hatsu"}
    # 20 + 10 + 8 + 8 + 2 dragon pair + 2 penchan = 50
    assert (e.han, e.fu) == (4, 50)


def test_honroutou_with_toitoi() -> None:
    e = ev("999p111s444z99s", "9s", "pon:111m")
    assert ids(e) == {"honroutou", "toitoi", "sanankou"}
    # 20 + 4 + 3 x 8 + 2 tanki = 50
    assert (e.han, e.fu) == (6, 50)


def test_honitsu_closed_and_open() -> None:
    e = ev("123p456p789p444z55p", "5p")
    assert ids(e) == {"honitsu", "ittsu"}
    assert e.han == 5
    e = ev("123p456p789p55p", "5p", "pon:444z")
    assert ids(e) == {"honitsu", "ittsu"}
    assert (e.han, e.fu) == (3, 30)


def test_chinitsu_closed_and_open() -> None:
    e = ev("123345567p789p99p", "1p")
    assert ids(e) == {"chinitsu", "pinfu"}
    assert (e.han, e.fu) == (7, 30)
    e = ev("345567p789p99p", "9p", "chi:123p")
    assert ids(e) == {"chinitsu"} and e.han == 5


def test_dragon_and_wind_triplets() -> None:
    e = ev("234m456p678s22s", "2s", "pon:777z")
    assert ids(e) == {"chun"}
    assert (e.han, e.fu) == (1, 30)
    e = ev("234m456p678s22s", "2s", "pon:222z")
    assert ids(e) == {"seat_wind"}
    e = ev("234m456p678s22s", "2s", "pon:222z", round_wind="S")
    assert ids(e) == {"seat_wind", "round_wind"}
    refused("no_yaku", "234m456p678s22s", "2s", "pon:444z")  # North: nobody's wind here


def test_chiitoitsu_25_fu() -> None:
    e = ev("1133m5577p99s1144z", "4z")
    assert ids(e) == {"chiitoitsu"}
    assert (e.han, e.fu) == (2, 25)


def test_chiitoitsu_needs_seven_different_pairs_by_default() -> None:
    refused("not_a_winning_hand", "11113355p77s99s44z", "4z")
