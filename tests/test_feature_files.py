"""Feature files are checked one by one (in Japanese, with file and line), the catalog rules
the engine decides are all specified in every shipped house, and the generated files that
come from the features (the scenario index, the phrase reference) are fresh."""

from __future__ import annotations

from pathlib import Path

import pytest

import steps
from scoring.authoring.coverage import coverage, gate_failures, render
from scoring.authoring.features import feature_paths
from scoring.authoring.index import render_index
from scoring.authoring.lint import lint_file
from scoring.authoring.vocabulary import render_vocabulary
from scoring.catalog import INDEX_PATH
from scoring.rules.loader import house_ids
from steps.phrase import Phrase

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "features"
FILES = feature_paths(FEATURES)
PHRASES = steps.phrases()


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(FEATURES)) for p in FILES])
def test_feature_file_passes_the_checker(path: Path) -> None:
    problems = lint_file(path, PHRASES, set(house_ids()))
    assert [str(p) for p in problems] == []


def test_every_shipped_house_specifies_every_rule_the_engine_decides() -> None:
    """Draft houses (`draft = true` in [house]) are listed by the command but not gated."""
    results = coverage(FEATURES)
    assert gate_failures(results) == [], render(gate_failures(results))


def test_a_known_gap_is_really_a_gap() -> None:
    stale = [(r.house, rule) for r in coverage(FEATURES) for rule in r.stale_gaps]
    assert stale == [], "remove `gap` from these catalog entries: they have scenarios now"


def test_the_scenario_index_is_fresh() -> None:
    assert INDEX_PATH.read_text(encoding="utf-8") == render_index(FEATURES), (
        "scoring/catalogs/scenarios.json is stale: run `python -m scoring index`"
    )


def test_the_phrase_reference_is_fresh() -> None:
    committed = (FEATURES / "REFERENCE.md").read_text(encoding="utf-8")
    assert committed == render_vocabulary(PHRASES, steps.word_lists(), steps.penalty_name), (
        "features/REFERENCE.md is stale: run `python -m scoring vocabulary`"
    )


@pytest.mark.parametrize("phrase", PHRASES, ids=[p.example for p in PHRASES])
def test_each_phrase_accepts_its_example_and_no_other_does(phrase: Phrase) -> None:
    assert phrase.matches(phrase.example), f"{phrase.pattern!r} does not accept its example"
    others = [p.pattern for p in PHRASES
              if p is not phrase and p.kind == phrase.kind and p.matches(phrase.example)]
    assert others == [], "two step definitions accept the same text"
