"""Yaku of the winning moment. Base hand 123m 456p 789s 234s 99m has no yaku of its own
when won on the kanchan 3s (no pinfu), so each flag's han shows alone."""

from __future__ import annotations

from tests.hand.handkit import ev, ids, refused

BASE = "123m456p789s234s99m"


def test_base_hand_has_no_yaku() -> None:
    refused("no_yaku", BASE, "3s")


def test_riichi_one_han_closed_ron_40_fu() -> None:
    e = ev(BASE, "3s", riichi=True)
    assert ids(e) == {"riichi"}
    # 20 base + 10 closed ron + 2 kanchan = 32 -> 40
    assert (e.han, e.fu) == (1, 40)


def test_double_riichi_replaces_riichi() -> None:
    e = ev(BASE, "3s", riichi=True, double_riichi=True)
    assert ids(e) == {"double_riichi"}
    assert e.han == 2


def test_ippatsu_adds_one_han() -> None:
    e = ev(BASE, "3s", riichi=True, ippatsu=True)
    assert ids(e) == {"riichi", "ippatsu"}
    assert e.han == 2


def test_menzen_tsumo_closed_only() -> None:
    e = ev(BASE, "3s", ron=False)
    assert ids(e) == {"menzen_tsumo"}
    # 20 + 2 kanchan + 2 tsumo = 24 -> 30
    assert (e.han, e.fu) == (1, 30)
    refused("no_yaku", "456p789s234s99m", "3s", "chi:123m", ron=False)


def test_haitei_counts_on_open_hand() -> None:
    e = ev("456p789s234s99m", "3s", "chi:123m", ron=False, haitei=True)
    assert ids(e) == {"haitei"}
    assert (e.han, e.fu) == (1, 30)


def test_houtei_on_ron() -> None:
    e = ev("456p789s234s99m", "3s", "chi:123m", houtei=True)
    assert ids(e) == {"houtei"}
    # open: 20 + 2 kanchan = 22 -> 30
    assert (e.han, e.fu) == (1, 30)


def test_rinshan_after_kan() -> None:
    e = ev("456p789s234s99m", "3s", "minkan:1111m", ron=False, rinshan=True)
    assert ids(e) == {"rinshan"}
    # 20 + 16 open terminal kan + 2 kanchan + 2 tsumo = 40
    assert (e.han, e.fu) == (1, 40)


def test_rinshan_without_kan_is_refused() -> None:
    refused("flag_conflict", BASE, "3s", ron=False, rinshan=True)


def test_chankan_on_ron() -> None:
    e = ev("456p789s234s99m", "3s", "chi:123m", chankan=True)
    assert ids(e) == {"chankan"}


def test_tenhou_for_dealer_and_chiihou_for_others() -> None:
    e = ev(BASE, "3s", ron=False, winner=0, tenhou=True)
    assert ids(e) == {"tenhou"} and e.yakuman == 1
    e = ev(BASE, "3s", ron=False, winner=2, chiihou=True)
    assert ids(e) == {"chiihou"} and e.yakuman == 1
    refused("flag_conflict", BASE, "3s", ron=False, winner=1, tenhou=True)


def test_ippatsu_without_riichi_is_refused() -> None:
    refused("flag_conflict", BASE, "3s", ippatsu=True)


def test_riichi_with_open_meld_is_refused() -> None:
    refused("flag_conflict", "456p789s234s99m", "3s", "pon:111m", riichi=True)


def test_ura_without_riichi_is_refused() -> None:
    refused("ura_without_riichi", "123m456p789s234s99m", "4s", ura_indicators="1z")
