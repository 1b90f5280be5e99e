"""Junk anywhere in a table's request gets a 4xx with the contract's error body, never a 500:
valid bodies with one field (or one field of their op or event) replaced by any JSON."""

from __future__ import annotations

import json
import tempfile
import uuid
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.tables.kit import DRAW, HOUSE, NAMES, bearer, make_app, tsumo

_DIR = Path(tempfile.mkdtemp(prefix="tables-robust-"))
APP = make_app(f"sqlite:///{_DIR / 'robust.sqlite3'}", TABLE_CREATE_LIMIT="1000000 per hour")
CLIENT = APP.test_client()
TABLE = CLIENT.post("/api/v1/tables", json={"house": HOUSE, "participants": NAMES,
                                            "games": [{"events": [DRAW, tsumo(1)]}]}).json
JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=50),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12,
)
OPS: list[dict[str, Any]] = [
    {"id": "r1", "base": 0, "append": tsumo(2)},
    {"id": "r2", "base": 0, "replace": {"at": 0, "event": DRAW}},
    {"id": "r3", "base": 0, "delete": {"at": 1}},
    {"id": "r4", "base": 0, "game": 0, "new_game": {"players": [3, 2, 1, 0]}},
]
SETTINGS = settings(max_examples=150, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck))


def _mutated(data: st.DataObject, body: dict[str, Any]) -> dict[str, Any]:
    body = json.loads(json.dumps(body))
    target = body
    inner = [k for k, v in body.items() if isinstance(v, dict)]
    if inner and data.draw(st.booleans()):
        target = body[data.draw(st.sampled_from(inner))]
    key = data.draw(st.sampled_from([*target, "extra"]))
    target[key] = data.draw(JUNK)
    return body


def _refused_cleanly(response: Any) -> None:
    assert response.status_code < 500, response.data
    if response.status_code >= 400:
        error = response.json["error"]
        assert isinstance(error["code"], str) and isinstance(error["message"], str)


@SETTINGS
@given(data=st.data(), index=st.integers(0, len(OPS) - 1))
def test_mutated_ops_never_500(data: st.DataObject, index: int) -> None:
    # At the head and with a new id, so the junk reaches the fold, not a 409 or an old answer.
    head = CLIENT.get(f"/api/v1/tables/{TABLE['id']}", headers=bearer(TABLE["read_key"]))
    op = _mutated(data, {**OPS[index], "id": str(uuid.uuid4()), "base": head.json["seq"]})
    response = CLIENT.post(f"/api/v1/tables/{TABLE['id']}/ops", json=op,
                           headers=bearer(TABLE["write_key"]))
    _refused_cleanly(response)


@SETTINGS
@given(data=st.data())
def test_mutated_tables_never_500(data: st.DataObject) -> None:
    body = _mutated(data, {"house": HOUSE, "participants": NAMES,
                           "games": [{"players": [0, 1, 2, 3], "events": [DRAW]}]})
    _refused_cleanly(CLIENT.post("/api/v1/tables", json=body))


@SETTINGS
@given(data=st.data(), index=st.integers(0, len(OPS) - 1))
def test_mutated_views_never_500(data: st.DataObject, index: int) -> None:
    op = _mutated(data, OPS[index])
    body = {"participants": NAMES, "games": [{"events": [DRAW, tsumo(1)]}], "ops": [op]}
    if data.draw(st.booleans()):
        body = _mutated(data, body)
    _refused_cleanly(CLIENT.post(f"/api/v1/houses/{HOUSE}/tables/view", json=body))
