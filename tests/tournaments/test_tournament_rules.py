"""The `[tournament]` ruleset section: strict loading, defaults for every house, and the
reading recorded for ekiden2017 (seed 000)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from scoring.rules.loader import RULESET_DIR, RulesetError, house_ids, load_ruleset
from scoring.rules.tournament import TieBreak
from scoring.tournaments.size import games_per_round, table_size


def test_ekiden_seats_four_at_a_table_for_its_eight_games_and_keeps_the_start_order() -> None:
    rules = load_ruleset("ekiden2017")
    # 000 形式/回数: three play, one sits out each game; 8 games a day.
    assert table_size(rules) == 4 and games_per_round(rules) == 8
    assert rules.tournament.tie_break == (TieBreak.START,)


def test_every_house_has_a_tournament_by_default() -> None:
    for house in house_ids():
        rules = load_ruleset(house)
        assert table_size(rules) >= rules.players
        assert games_per_round(rules) >= 1
    yonma = load_ruleset("tenhou_yonma")
    assert (table_size(yonma), games_per_round(yonma)) == (4, 1)
    assert yonma.tournament.tie_break == (TieBreak.RANK_COUNTS, TieBreak.START)


def _house(tmp_path: Path, section: str) -> None:
    shutil.copy(RULESET_DIR / "tenhou_yonma.toml", tmp_path)
    (tmp_path / "t.toml").write_text(f'extends = "tenhou_yonma"\n\n[tournament]\n{section}\n',
                                     encoding="utf-8")


@pytest.mark.parametrize(("section", "key", "reason"), [
    ("tables = 4", "tournament.tables", "unknown key"),
    ('tie_break = ["coin"]', "tournament.tie_break[0]", "expected one of"),
    ('tie_break = ["start", "rank_counts"]', "tournament.tie_break", "nothing can follow"),
    ('tie_break = ["best_game", "best_game"]', "tournament.tie_break", "each key once"),
    ("table_size = 3", "tournament.table_size", "at least the 4 people"),
    ("table_size = 5", "tournament.table_size", "session.sit_out"),
    ("table_size = 9", "tournament.table_size", "0 to 8"),
    ("games_per_round = -1", "tournament.games_per_round", "must not be negative"),
])
def test_a_bad_tournament_section_names_file_and_key(tmp_path: Path, section: str, key: str,
                                                     reason: str) -> None:
    _house(tmp_path, section)
    with pytest.raises(RulesetError) as caught:
        load_ruleset("t", tmp_path)
    assert caught.value.file == "t.toml" and caught.value.key == key
    assert reason in caught.value.reason


def test_a_round_plays_no_more_than_the_houses_session(tmp_path: Path) -> None:
    shutil.copy(RULESET_DIR / "tenhou_sanma.toml", tmp_path)
    shutil.copy(RULESET_DIR / "tenhou_yonma.toml", tmp_path)
    shutil.copy(RULESET_DIR / "ekiden2017.toml", tmp_path)
    (tmp_path / "t.toml").write_text('extends = "ekiden2017"\n\n[tournament]\n'
                                     "games_per_round = 9\n", encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset("t", tmp_path)
    assert caught.value.key == "tournament.games_per_round"


def test_a_house_that_sits_people_out_states_its_table_size(tmp_path: Path) -> None:
    for name in ("tenhou_yonma", "tenhou_sanma"):
        shutil.copy(RULESET_DIR / f"{name}.toml", tmp_path)
    (tmp_path / "t.toml").write_text(
        'extends = "tenhou_sanma"\n\n[session]\ngames = 8\nsit_out = "standings"\n',
        encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset("t", tmp_path)
    assert caught.value.key == "tournament.table_size"
    assert "more than the seats" in caught.value.reason
