"""The contract in docs/ matches the code: each operation's fields, its bounds, its codes."""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Any

import pytest

from scoring.api import GETS, POSTS
from scoring.api.read import events

ROOT = Path(__file__).resolve().parents[1]
SPEC = json.loads((ROOT / "docs" / "openapi.json").read_text(encoding="utf-8"))
PATHS = {"replay": "games/replay"}


def _request_schema(operation: str) -> dict[str, Any]:
    post = SPEC["paths"][f"/api/v1/houses/{{id}}/{PATHS.get(operation, operation)}"]["post"]
    return post["requestBody"]["content"]["application/json"]["schema"]  # type: ignore[no-any-return]


@pytest.mark.parametrize("operation", POSTS)
def test_each_operation_accepts_exactly_its_documented_fields(operation: str) -> None:
    module = importlib.import_module(f"scoring.api.{operation}")
    assert set(module.FIELDS) == set(_request_schema(operation)["properties"])


def test_score_sheet_events_accept_exactly_their_documented_fields() -> None:
    event = _request_schema("replay")["properties"]["events"]["items"]
    accepted = set().union(*events.EVENT_FIELDS.values())
    assert accepted == set(event["properties"])
    assert set(event["properties"]["type"]["enum"]) == set(events.EVENT_FIELDS)
    assert set(event["properties"]["wins"]["items"]["properties"]) == events.WIN_ENTRY


def test_every_route_is_an_operation_of_the_entry() -> None:
    operations = set()
    for path in SPEC["paths"]:
        tail = path.removeprefix("/api/v1/houses").removeprefix("/{id}").strip("/")
        if path == "/api/v1/openapi.json":
            continue
        operations.add({"": "houses" if path == "/api/v1/houses" else "house",
                        "games/replay": "replay"}.get(tail, tail))
    assert operations == set(POSTS) | set(GETS)


def test_the_project_cites_its_own_contract() -> None:
    cited = []
    for path in [ROOT / "README.md", *ROOT.glob("scoring/**/*.py"), *ROOT.glob("webapp/*.py"),
                 *ROOT.glob("tests/*.py")]:
        if "shared/api.md" in path.read_text(encoding="utf-8") and path.name != Path(__file__).name:
            cited.append(str(path.relative_to(ROOT)))
    assert not cited, f"cite docs/api.md, not shared/: {cited}"
