"""Step fixtures, the house a scenario runs under, selection by house and file, and failure
reports an author can read.

A scenario's house is the folder its feature file is in (`features/<house>/`), so rule
authors never name the house in Python. `--spec-house`, `--spec-file` and `--spec-scenario`
select what runs (`make spec HOUSE=<house> FILE=<name>.feature`). A failing scenario is
reported as its file and line, the step, and 期待/実際 in Japanese; `--spec-trace` (or
SPEC_TRACE=1) keeps pytest's full traceback.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from steps.answer import Mismatch
from steps.check import *  # noqa: F403 - pytest-bdd steps are fixtures found by name
from steps.draw import *  # noqa: F403
from steps.game import *  # noqa: F403
from steps.hand import *  # noqa: F403
from steps.penalty import *  # noqa: F403
from steps.settlement import *  # noqa: F403
from steps.table import *  # noqa: F403
from steps.tournament import *  # noqa: F403
from steps.win import *  # noqa: F403

FEATURE_FILE = pytest.StashKey[str]()
FAILED_STEP = pytest.StashKey[Any]()
SCENARIO = pytest.StashKey[Any]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("spec", "rule authors' specs")
    group.addoption("--spec-house", action="append", default=[], help="run only this house's specs")
    group.addoption("--spec-file", action="append", default=[],
                    help="run only this feature file (e.g. riichi.feature)")
    group.addoption("--spec-scenario", default="",
                    help="run only scenarios whose name contains this")
    group.addoption("--spec-trace", action="store_true", default=False,
                    help="show pytest's full traceback for failing scenarios")


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    request.node.stash[FEATURE_FILE] = feature.filename
    request.node.stash[SCENARIO] = scenario


def pytest_bdd_apply_tag(tag: str, function: object) -> bool | None:
    """Tags naming catalog rule ids are links, not pytest marks; skip them quietly."""
    from scoring.authoring.tags import MARKERS

    if tag in MARKERS:
        return None  # default handling: becomes a registered pytest mark
    return True


def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **_: Any) -> None:
    request.node.stash[FAILED_STEP] = step


def pytest_bdd_step_func_lookup_error(request: pytest.FixtureRequest, step: Any,
                                      **_: Any) -> None:
    request.node.stash[FAILED_STEP] = step


@pytest.fixture
def house_id(request: pytest.FixtureRequest) -> str:
    filename = request.node.stash.get(FEATURE_FILE, None)
    if filename is None:
        raise RuntimeError("house_id is only defined inside a pytest-bdd scenario")
    return Path(filename).parent.name


# ---- selection -------------------------------------------------------------------------


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    houses = set(config.getoption("spec_house"))
    files = {Path(f).name for f in config.getoption("spec_file")}
    files |= {f"{name}.feature" for name in list(files) if not name.endswith(".feature")}
    name_part = config.getoption("spec_scenario")
    if not (houses or files or name_part):
        return
    from scoring.rules.loader import house_ids

    unknown = houses - set(house_ids())
    if unknown:
        raise pytest.UsageError(f"ハウス {', '.join(sorted(unknown))} はありません"
                                f"（あるのは {', '.join(house_ids())}）")
    kept, dropped = [], []
    for item in items:
        spec = getattr(getattr(item, "function", None), "spec", None)
        wanted = spec is not None and (
            (not houses or spec["house"] in houses)
            and (not files or spec["file"] in files)
            and (not name_part or name_part in spec["scenario"])
        )
        (kept if wanted else dropped).append(item)
    if not kept and any(getattr(getattr(i, "function", None), "spec", None) for i in items):
        where = f"features/{'|'.join(sorted(houses)) or '*'}/"
        asked = ", ".join(config.getoption("spec_file")) or "該当する"
        raise pytest.UsageError(f"{where} に {asked} の"
                                "シナリオがありません（ファイル名とシナリオ名を確かめてください）")
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


# ---- failures an author can read ---------------------------------------------------------


def _trace_wanted(config: pytest.Config) -> bool:
    return bool(config.getoption("spec_trace")) or os.environ.get("SPEC_TRACE", "") not in ("",
                                                                                         "0")


def _where(path: str, line: int) -> str:
    try:
        return f"{Path(path).resolve().relative_to(Path.cwd())}:{line}"
    except ValueError:
        return f"{path}:{line}"


def spec_failure_text(item: pytest.Item, excinfo: pytest.ExceptionInfo[BaseException]) -> str:
    scenario = item.stash.get(SCENARIO, None)
    step = item.stash.get(FAILED_STEP, None)
    filename = item.stash.get(FEATURE_FILE, "")
    lines = []
    if scenario is not None:
        lines.append(f"{_where(filename, scenario.line_number)}: シナリオ「{scenario.name}」")
    if step is not None:
        lines.append(f"{_where(filename, step.line_number)}: {step.keyword} {step.name}")
    error = excinfo.value
    if isinstance(error, Mismatch):
        lines += ["  " + line for line in error.lines()]
    else:
        kind = type(error).__name__
        lines.append(f"  手順を実行できませんでした: {kind}: {error}")
        lines.append("  （詳しい Python のトレースバックは --spec-trace か SPEC_TRACE=1 で表示）")
    return "\n".join(lines)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[Any]:
    report = yield
    spec = getattr(getattr(item, "function", None), "spec", None)
    if (spec is not None and report.failed and call.excinfo is not None
            and not _trace_wanted(item.config)):
        if spec.get("problems") is not None:
            report.longrepr = spec["problems"]
        else:
            report.longrepr = spec_failure_text(item, call.excinfo)
    return report
