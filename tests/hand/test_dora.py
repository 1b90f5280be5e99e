"""Dora of every kind, and that they never make a yaku."""

from __future__ import annotations

from scoring.hand.dora import DoraCount
from tests.hand.handkit import SANMA, ev, refused

PINFU = "123m456p789s234s99m"  # pinfu on a 4s ron


def test_indicator_points_to_the_next_tile() -> None:
    e = ev(PINFU, "4s", dora_indicators="8m")  # 8m -> 9m, a pair
    assert e.dora == DoraCount(dora=2)
    assert e.han == 3


def test_wraps_nine_to_one_and_honours_in_their_cycles() -> None:
    assert ev(PINFU, "4s", dora_indicators="9s").dora.dora == 0  # -> 1s, none held
    assert ev("123m456p789s234s11z", "4s", riichi=True,
              dora_indicators="4z").dora.dora == 2  # North -> East
    e = ev("234m456p678s22s", "2s", "pon:555z", dora_indicators="7z")  # chun -> haku
    assert e.dora.dora == 3


def test_kan_dora_indicators_each_count() -> None:
    e = ev("456p789s234s99m", "3s", "minkan:1111m", ron=False, rinshan=True,
           dora_indicators="9m8m")
    assert e.dora == DoraCount(dora=4 + 2)  # 9m -> the 1m kan, 8m -> the 9m pair


def test_red_fives_count_in_hand_and_melds() -> None:
    assert ev("456p678s234s88p", "8p", "chi:340m").dora.aka == 1
    assert ev("406p678s234s88p", "8p", "chi:345m").dora.aka == 1
    e = ev("406p678s234s88p", "8p", "chi:340m")
    assert e.dora == DoraCount(aka=2)
    assert e.han == 3  # tanyao + 2 aka


def test_ura_only_after_riichi() -> None:
    e = ev(PINFU, "4s", riichi=True, ura_indicators="8m")
    assert e.dora == DoraCount(ura=2)
    assert e.han == 4  # riichi + pinfu + 2 ura


def test_dora_alone_is_no_yaku() -> None:
    refused("no_yaku", PINFU, "3s", dora_indicators="8m")


def test_sanma_indicator_1m_points_to_9m() -> None:
    e = ev("99m456p789s234s111z", "4s", tiles=SANMA, players=3, dora_indicators="1m",
           riichi=True)
    assert e.dora.dora == 2


def test_nuki_north_counts_and_is_indicated() -> None:
    e = ev("99m456p789s234s111z", "4s", tiles=SANMA, players=3, nukidora=2, riichi=True,
           dora_indicators="3z")  # West -> North: each nuki north is indicated too
    assert e.dora == DoraCount(dora=2, nuki=2)


def test_the_tile_set_s_dora_table_is_next_tile() -> None:
    """`TileRules.dora_of` (read once per tile set) is `next_tile` of every indicator."""
    from scoring.hand.tiles import next_tile
    from scoring.rules.hand import TileRules

    for tiles in (TileRules(), TileRules(removed="2345678m")):
        assert tiles.dora_of == tuple(next_tile(t, tiles.removed_tiles) for t in range(34))
    assert TileRules(removed="2345678m").dora_of[0] == 8  # 1m points to 9m in sanma
