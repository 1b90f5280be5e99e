"""Runs every feature file of every house. Adding a house's folder needs no Python.

Each file is checked first (`scoring.authoring.lint`, in Japanese with its line): a file with
a problem becomes one failing test naming every problem, and the rest still run. Test names
carry the house and file: `test_<house>__<file>__<scenario>`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import scenario

import steps
from scoring.authoring.features import feature_paths
from scoring.authoring.lint import lint_file
from scoring.rules.loader import house_ids

FEATURES = Path(__file__).resolve().parent.parent / "features"


def _broken(text: str) -> Callable[[], None]:
    def test_feature_file_is_readable() -> None:
        pytest.fail(text, pytrace=False)

    return test_feature_file_is_readable


def _identifier(text: str) -> str:
    return re.sub(r"\W", "", text.replace(" ", "_")).lower() or "x"


def _name(house: str, path: Path, title: str) -> str:
    base = f"test_{house}__{_identifier(path.stem)}__{_identifier(title)}"
    name, n = base, 1
    while name in globals():
        n += 1
        name = f"{base}_{n}"
    return name


def _add(house: str, path: Path, title: str, test: Any, problems: str | None = None) -> None:
    test.spec = {"house": house, "file": path.name, "scenario": title, "problems": problems}
    globals()[_name(house, path, title)] = test


def _selected_houses() -> set[str]:
    """The houses `--spec-house` asks for (none: every house); others need not be built."""
    from pytest_bdd.utils import CONFIG_STACK

    return set(CONFIG_STACK[-1].getoption("spec_house", None) or []) if CONFIG_STACK else set()


def _collect() -> None:
    phrases = steps.phrases()
    houses = set(house_ids())
    selected = _selected_houses()
    for path in feature_paths(FEATURES):
        house = path.parent.name
        if selected and house not in selected:
            continue
        problems = lint_file(path, phrases, houses)
        if problems:
            text = "\n".join(["この機能ファイルは実行されませんでした:", *map(str, problems)])
            _add(house, path, "check", _broken(text), text)
            continue
        try:
            from pytest_bdd.feature import get_feature

            feature = get_feature(str(path.parent), path.name)
            for title in feature.scenarios:
                test = scenario(str(path), title, features_base_dir=str(FEATURES))(lambda: None)
                _add(house, path, title, test)
        except Exception as exc:  # a parser error the checker did not foresee
            text = f"{path}: 読めませんでした: {exc}"
            _add(house, path, "check", _broken(text), text)


_collect()
