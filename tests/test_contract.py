"""The contract in docs/ matches the code: each operation's fields, its bounds, its codes."""

from __future__ import annotations

import importlib
import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from flask import Flask

from scoring.api import GETS, POSTS
from scoring.api.read import events

ROOT = Path(__file__).resolve().parents[1]
SPEC = json.loads((ROOT / "webapp" / "openapi.json").read_text(encoding="utf-8"))
PATHS = {"replay": "games/replay", "session": "sessions",
         "tournament_seat": "tournaments/seat", "tournament_standings": "tournaments/standings",
         "table": "tables/view"}


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
        if not path.startswith("/api/v1/houses"):
            continue  # the OpenAPI file, and the stored tables and tournaments (webapp's own)
        routes = {"": "houses" if path == "/api/v1/houses" else "house"}
        routes.update({route: operation for operation, route in PATHS.items()})
        operations.add(routes.get(tail, tail))
    assert operations == set(POSTS) | set(GETS)


def test_the_project_cites_its_own_contract() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    cited = []
    for name in tracked:
        path = ROOT / name
        if path.suffix not in {".md", ".py", ".js", ".html", ".toml", ".json"}:
            continue
        if path.is_file() and path.name != Path(__file__).name and (
            "shared/api.md" in path.read_text(encoding="utf-8")
        ):
            cited.append(name)
    assert not cited, f"cite docs/api.md, not shared/: {cited}"


def test_the_web_app_routes_every_operation(app: Flask) -> None:
    # Every operation exists on every server: no client needs an "endpoint missing" path.
    routed = {rule.endpoint.removeprefix("api."): rule.methods or set()
              for rule in app.url_map.iter_rules() if rule.endpoint.startswith("api.")}
    for operation in POSTS:
        assert "POST" in routed[operation], operation
    for operation in GETS:
        assert "GET" in routed[operation], operation


def test_the_contract_has_one_openapi_file_the_app_serves(app: Flask) -> None:
    # One real file (no link, no copy kept equal by a test): package data, so the wheel
    # ships it, and what /api/v1/openapi.json answers.
    source = ROOT / "webapp" / "openapi.json"
    assert source.is_file() and not source.is_symlink()
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    assert [name for name in tracked if name.endswith("openapi.json")] == ["webapp/openapi.json"]
    served = app.test_client().get("/api/v1/openapi.json", headers={"Accept-Encoding": "identity"})
    assert served.status_code == 200 and served.data == source.read_bytes()
