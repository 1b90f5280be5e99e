"""Every refusal code, each from a hand built to trip exactly that check."""

from __future__ import annotations

import pytest

from scoring.api.read.hand import read_hand
from scoring.errors import ErrorKind, ScoringError
from scoring.hand.evaluate import evaluate
from scoring.rules.hand import TileRules
from tests.hand.handkit import SANMA, STANDARD, YONMA, refused, request

PINFU = "123m456p789s234s99m"


@pytest.mark.parametrize("concealed", ["123x456p789s234s99m", "123m456p789s234s99", "89z" * 5,
                                       "m123"])
def test_bad_tile_notation(concealed: str) -> None:
    error = refused("bad_tile_notation", concealed, "4s")
    assert error.field == "concealed"
    assert error.kind is ErrorKind.IMPOSSIBLE


def test_win_tile_must_be_one_tile() -> None:
    assert refused("bad_tile_notation", PINFU, "44s").field == "win_tile"


def test_fifth_copy_counts_indicators() -> None:
    refused("fifth_copy", PINFU, "4s", dora_indicators="9m9m9m")


def test_fifth_copy_counts_melds() -> None:
    refused("fifth_copy", "123m456p789s11p", "1p", "pon:111p", dora_indicators="")
    refused("fifth_copy", "1m456p789s234s99m", "4s", "minkan:1111m")


def test_tile_not_in_set_in_sanma() -> None:
    error = refused("tile_not_in_set", "345m456p789s234s99p", "4s", tiles=SANMA, players=3)
    assert error.field == "concealed"
    refused("tile_not_in_set", "99m456p789s234s111z", "4s", tiles=SANMA, players=3,
            dora_indicators="5m")


def test_chi_not_allowed_in_sanma() -> None:
    error = refused("meld_not_allowed", "99m789s234s111z", "4s", "chi:456p", tiles=SANMA,
                    players=3)
    assert error.field == "melds[0]"


def test_pon_of_north_not_allowed_where_forbidden() -> None:
    refused("meld_not_allowed", "99m456p789s234s", "4s", "pon:444z", tiles=SANMA, players=3)


def test_too_many_red_fives() -> None:
    refused("too_many_red_fives", "123m400p789s234s99m", "4s")
    refused("too_many_red_fives", "123m406p789s234s99m", "4s", dora_indicators="0p")
    refused("too_many_red_fives", "123m406p789s234s99m", "4s", tiles=TileRules())


def test_bad_meld() -> None:
    refused("bad_meld", "456p789s234s99m", "4s", "pon:123m")
    refused("bad_meld", "456p789s234s99m", "4s", "chi:123z")


def test_wrong_hand_size() -> None:
    refused("wrong_hand_size", "123m456p789s234s9m", "4s")
    refused("wrong_hand_size", PINFU, "4s", "pon:111z")


def test_win_tile_not_in_hand() -> None:
    refused("win_tile_not_in_hand", PINFU, "5s")


def test_not_a_winning_hand() -> None:
    refused("not_a_winning_hand", "123m456p789s235s99m", "5s")


def test_no_yaku() -> None:
    refused("no_yaku", PINFU, "3s")


def test_nukidora_only_where_north_is_set_aside() -> None:
    refused("nukidora_not_allowed", PINFU, "4s", nukidora=1)


def test_flowers_beyond_the_set() -> None:
    refused("too_many_flowers", PINFU, "4s", flowers=1)
    assert refused("no_yaku", PINFU, "3s", flowers=2, tiles=TileRules(flowers=4))


def test_seats() -> None:
    refused("seat_out_of_range", "99m456p789s234s111z", "4s", tiles=SANMA, players=3, winner=3)
    refused("discarder_is_winner", PINFU, "4s", winner=1, discarder=1)


def test_north_only_in_listed_yakuman() -> None:
    tiles = TileRules(north_nuki=True, north_pon=False,
                      north_hand_yakuman=("kokushi", "shousuushii", "daisuushii", "tsuuiisou"))
    refused("north_not_usable", "99m456p789s234s444z", "4s", tiles=tiles, riichi=True)


def _read(body: dict[str, object]) -> ScoringError:
    with pytest.raises(ScoringError) as info:
        evaluate(read_hand(body), YONMA, STANDARD, 4)
    return info.value


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"concealed": 123}, "concealed"),
        ({"melds": "pon"}, "melds"),
        ({"melds": [{"kind": "peng", "tiles": "111z"}]}, "melds[0].kind"),
        ({"riichi": "yes"}, "riichi"),
        ({"winner": "1"}, "winner"),
        ({"round_wind": "X"}, "round_wind"),
    ],
)
def test_malformed_shapes_are_400s(change: dict[str, object], field: str) -> None:
    body = request(PINFU, "4s")
    body.update(change)
    error = _read(body)
    assert error.kind is ErrorKind.MALFORMED
    assert error.field == field


def test_missing_discarder_is_malformed() -> None:
    body = request(PINFU, "4s")
    del body["discarder"]
    assert _read(body).code == "missing_field"
