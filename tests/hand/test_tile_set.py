"""Tile-set rules: three-player sets, north handling, flowers."""

from __future__ import annotations

from scoring.rules.hand import TileRules
from tests.hand.handkit import SANMA, ev, ids, refused

NUKI_NORTH = TileRules(
    removed="2345678m", red_pin=2, red_sou=2, chi=False, north_nuki=True, north_pon=False,
    north_hand_yakuman=("kokushi", "shousuushii", "daisuushii", "tsuuiisou"),
)
EVERYONE_NORTH = TileRules(removed="2345678m", red_pin=2, red_sou=2, chi=False, flowers=4,
                           north_everyones_wind=True)


def test_sanma_hand_scores() -> None:
    e = ev("99m456p789s234s111z", "4s", tiles=SANMA, players=3)
    assert ids(e) == {"round_wind"}


def test_north_may_stay_in_hand_for_a_listed_yakuman() -> None:
    e = ev("119m19p19s1234567z", "9m", tiles=NUKI_NORTH, players=3)
    assert ids(e) == {"kokushi"}
    e = ev("222z333z444z99p", "9p", "pon:111z", tiles=NUKI_NORTH, players=3)
    assert ids(e) == {"daisuushii"}


def test_north_outside_those_yakuman_is_refused() -> None:
    refused("north_not_usable", "456p789s234s999m44z", "4s", tiles=NUKI_NORTH, players=3,
            riichi=True)


def test_north_as_an_ordinary_guest_honour() -> None:
    e = ev("99m456p789s234s444z", "4s", tiles=SANMA, players=3, riichi=True)
    assert ids(e) == {"riichi"}


def test_north_as_everyones_seat_wind() -> None:
    e = ev("456p789s234s22p", "2p", "pon:444z", tiles=EVERYONE_NORTH, players=3)
    assert ids(e) == {"north_wind"}
    e = ev("456p789s234s999m44z", "4s", tiles=EVERYONE_NORTH, players=3, riichi=True)
    assert ("value_pair", 2) in e.fu_details  # a north pair is a seat-wind pair


def test_north_pon_allowed_where_not_forbidden() -> None:
    e = ev("456p789s234s22p", "2p", "pon:444z", tiles=EVERYONE_NORTH, players=3)
    assert e.han == 1


def test_flowers_are_one_dora_each() -> None:
    e = ev("99m456p789s234s111z", "4s", tiles=EVERYONE_NORTH, players=3, flowers=3)
    assert e.dora.flower == 3
    assert e.han == 1 + 3


def test_red_fives_per_suit_count() -> None:
    e = ev("99m406p789s234s111z", "4s", tiles=NUKI_NORTH, players=3)
    assert e.dora.aka == 1
    e = ev("00p456p789s234s111z", "4s", tiles=NUKI_NORTH, players=3)
    assert e.dora.aka == 2
    refused("too_many_red_fives", "00p456p789s234s111z", "4s", tiles=SANMA, players=3)


def test_rinshan_after_a_nuki_where_counted() -> None:
    e = ev("99m456p789s234s111z", "4s", tiles=SANMA, players=3,
           ron=False, rinshan=True, nukidora=1)
    assert "rinshan" in ids(e)
    refused("flag_conflict", "99m456p789s234s111z", "4s", tiles=NUKI_NORTH, players=3,
            ron=False, rinshan=True, nukidora=1)
