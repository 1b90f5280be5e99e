"""The ruleset loader is strict: every mistake names the file and the key."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scoring.rules.loader import RULESET_DIR, RulesetError, house_ids, load_ruleset
from scoring.rules.schema import Rounding, TsumoScheme


def write(folder: Path, name: str, text: str) -> None:
    (folder / f"{name}.toml").write_text(text, encoding="utf-8")


BASE = 'players = 4\n[house]\nname = { ja = "試験", en = "Test" }\n'


def test_every_shipped_ruleset_loads() -> None:
    assert len(house_ids()) >= 1
    for house in house_ids():
        assert load_ruleset(house).id == house


@pytest.mark.parametrize(
    ("text", "key", "reason"),
    [
        (BASE + "[payment]\nhonba_rom = 300\n", "payment.honba_rom", "unknown key"),
        (BASE + "[payment]\nhonba_ron = '300'\n", "payment.honba_ron", "expected an integer"),
        (BASE + "[payment]\nhonba_ron = true\n", "payment.honba_ron", "expected an integer"),
        (BASE + "[payment]\nrounding = 'up_500'\n", "payment.rounding", "expected one of"),
        (BASE + "[game]\nstart_points = 30000\nreturn_points = 25000\n", "game.return_points", ""),
        (BASE + "[payment]\ntsumo_scheme = 'north_split'\n", "payment.tsumo_scheme", ""),
        ("players = 5\n" + BASE[12:], "players", "3 or 4"),
        (BASE[12:], "players", "required key is missing"),
        ("players = 3\n", "house.name", "required key is missing"),
        ("colour = 'red'\n" + BASE, "colour", "unknown key"),
        (
            BASE + "[limits]\nmangan_han = 6\nhaneman_han = 6\n",
            "limits.mangan_han..sanbaiman_han",
            "",
        ),
        (BASE + "[riichi]\nbusts_below_cost = true\n", "riichi.busts_below_cost", "min_points"),
        (
            BASE + "[riichi]\nmin_points = 0\nbusts_below_cost = true\n[game]\ntobi = 'none'\n",
            "riichi.busts_below_cost",
            "no tobi",
        ),
        ("id = 'other'\n" + BASE, "id", "file name"),
        ("extends = 'no_such_house'\n" + BASE, "(file)", "no such ruleset"),
        (BASE + "[payment\n", "(syntax)", ""),
    ],
)
def test_bad_rulesets_name_file_and_key(tmp_path: Path, text: str, key: str, reason: str) -> None:
    write(tmp_path, "bad", text)
    with pytest.raises(RulesetError) as err:
        load_ruleset("bad", tmp_path)
    assert err.value.key == key
    assert reason in err.value.reason
    assert str(err.value).startswith("bad.toml: " if key != "(file)" else "no_such_house.toml: ")


def test_a_ninth_house_is_files_only(tmp_path: Path) -> None:
    """A new house extends a shipped one and states only its differences."""
    for parent in ("tenhou_yonma", "tenhou_sanma"):
        shutil.copy(RULESET_DIR / f"{parent}.toml", tmp_path)
    write(
        tmp_path,
        "ninth",
        'extends = "tenhou_sanma"\n[house]\nname = { ja = "九番目", en = "Ninth" }\n'
        '[payment]\ntsumo_scheme = "north_split"\nrounding = "up_1000"\n',
    )
    rules = load_ruleset("ninth", tmp_path)
    assert rules.id == "ninth"
    assert rules.players == 3  # inherited through two levels
    assert rules.payment.tsumo_scheme is TsumoScheme.NORTH_SPLIT
    assert rules.payment.rounding is Rounding.UP_1000
    assert rules.payment.honba_ron == 200  # from tenhou_sanma
    assert rules.game.return_points == 40000
    assert rules.house.name.en == "Ninth"
    assert set(house_ids(tmp_path)) == {"tenhou_yonma", "tenhou_sanma", "ninth"}


def test_circular_extends_is_an_error(tmp_path: Path) -> None:
    write(tmp_path, "a", 'extends = "b"\n')
    write(tmp_path, "b", 'extends = "a"\n')
    with pytest.raises(RulesetError) as err:
        load_ruleset("a", tmp_path)
    assert err.value.key == "extends"


def test_riichi_at_any_score_where_play_goes_on_below_zero() -> None:
    ekiden = load_ruleset("ekiden2017")
    assert ekiden.riichi.allows(-5000)
    tenhou = load_ruleset("tenhou_sanma")
    assert tenhou.riichi.allows(1000) and not tenhou.riichi.allows(900)
