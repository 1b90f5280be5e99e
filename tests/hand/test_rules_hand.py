"""The HandRules / TileRules dataclasses: defaults, consistency checks, yaku resolution."""

from __future__ import annotations

import dataclasses
import typing
from enum import StrEnum

import pytest

from scoring.rules.hand import STANDARD_YAKU, HandRules, TileRules, YakuSetting
from scoring.value import Limit


def test_every_field_has_a_default() -> None:
    for cls in (HandRules, TileRules, YakuSetting):
        cls()  # constructible with no arguments
        for f in dataclasses.fields(cls):
            assert f.default is not dataclasses.MISSING or f.default_factory is not \
                dataclasses.MISSING, f.name


def test_enum_fields_are_string_enums() -> None:
    hints = typing.get_type_hints(YakuSetting)
    assert issubclass(Limit, StrEnum)
    assert hints["limit"] == Limit | None


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"yaku": {"nonsense": YakuSetting()}}, "yaku.nonsense"),
        ({"chiitoitsu_fu": 35}, "chiitoitsu_fu"),
        ({"double_wind_pair_fu": 3}, "double_wind_pair_fu"),
        ({"kuitan_with": ("chinitsu", "nope")}, "kuitan_with"),
        ({"daisharin_suits": "pz"}, "daisharin_suits"),
        ({"chiitoitsu_han": 2, "chiitoitsu_han_at_mangan": 1}, "chiitoitsu_han_at_mangan"),
        ({"yaku": {"chiitoitsu": YakuSetting(han=3)}}, "yaku.chiitoitsu"),
    ],
)
def test_hand_rules_refuse_inconsistent_values(kwargs: dict[str, object], key: str) -> None:
    with pytest.raises(ValueError) as info:
        HandRules(**kwargs)  # type: ignore[arg-type]
    assert str(info.value).startswith(key + ":")


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"removed": "2-8m"}, "removed"),
        ({"red_man": 1, "removed": "2345678m"}, "red_man"),
        ({"red_pin": 5}, "red_pin"),
        ({"north_hand_yakuman": ("tanyao",)}, "north_hand_yakuman"),
        ({"flowers": 9}, "flowers"),
    ],
)
def test_tile_rules_refuse_inconsistent_values(kwargs: dict[str, object], key: str) -> None:
    with pytest.raises(ValueError) as info:
        TileRules(**kwargs)  # type: ignore[arg-type]
    assert str(info.value).startswith(key + ":")


def test_yaku_setting_takes_one_kind_of_value() -> None:
    with pytest.raises(ValueError):
        YakuSetting(han=2, yakuman=1)


def test_local_yaku_are_off_until_listed() -> None:
    table = HandRules().effective_yaku
    for local in ("renhou", "sanrenkou", "sanfuukou", "suurenkou", "shiisanputaa", "daisharin",
                  "kanburi", "chinitsu_chiitoitsu", "open_riichi", "open_riichi_deal_in",
                  "maneman"):
        assert local not in table
        assert local in HandRules(yaku={local: YakuSetting()}).effective_yaku


def test_every_standard_id_has_a_detector_name_in_the_yaku_json() -> None:
    import json
    from pathlib import Path

    names = json.loads(
        (Path(__file__).resolve().parents[2] / "webapp/static/i18n/yaku.json").read_text("utf-8")
    )
    assert set(names) == set(STANDARD_YAKU)
    for yaku_id, text in names.items():
        assert text["ja"] and text["en"], yaku_id
