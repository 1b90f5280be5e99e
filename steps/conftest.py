"""Step definitions for every feature, and the house a scenario runs under.

A scenario's house is the folder its feature file is in (`features/<house>/`), so rule
authors never name the house in Python; a step can still switch it explicitly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from steps.flow_steps import *  # noqa: F403
from steps.hand_steps import *  # noqa: F403 - pytest-bdd steps are fixtures found by name
from steps.reference_extra_steps import *  # noqa: F403
from steps.sanma_extra_steps import *  # noqa: F403
from steps.win_steps import *  # noqa: F403
from steps.yonma_extra_steps import *  # noqa: F403

SCENARIO_MARKS = {"erratum", "ambiguous"}
FEATURE_FILE = pytest.StashKey[str]()


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    request.node.stash[FEATURE_FILE] = feature.filename


def pytest_bdd_apply_tag(tag: str, function: object) -> bool | None:
    """Tags naming catalog rule ids are links, not pytest marks; skip them quietly."""
    if tag in SCENARIO_MARKS:
        return None  # default handling: becomes a registered pytest mark
    return True


@pytest.fixture
def house_id(request: pytest.FixtureRequest) -> str:
    filename = request.node.stash.get(FEATURE_FILE, None)
    if filename is None:
        raise RuntimeError("house_id is only defined inside a pytest-bdd scenario")
    return Path(filename).parent.name
