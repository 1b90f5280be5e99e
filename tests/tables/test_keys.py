"""Keys: the write key writes, the read key only reads, anything else is refused; keys are
stored only as hashes and never logged."""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import select

from tests.tables.kit import DRAW, bearer, make_app, new_table, post_op
from webapp.store import db
from webapp.store.models import Op, Table


@pytest.fixture
def app(db_url: str) -> Flask:
    return make_app(db_url)


@pytest.fixture
def client(app: Flask) -> Iterator[FlaskClient]:
    yield app.test_client()


def _read(client: FlaskClient, table_id: str, headers: dict[str, str]) -> tuple[int, str]:
    response = client.get(f"/api/v1/tables/{table_id}", headers=headers)
    return response.status_code, (response.json or {}).get("error", {}).get("code", "")


def test_the_read_key_cannot_write(client: FlaskClient) -> None:
    made = new_table(client)
    response = post_op(client, made, 1, key=made["read_key"], append=DRAW)
    assert response.status_code == 403 and response.json["error"]["code"] == "read_only_key"
    assert client.get(f"/api/v1/tables/{made['id']}",
                      headers=bearer(made["read_key"])).json["seq"] == 1


def test_missing_wrong_forged_truncated_and_other_tables_keys_are_refused(
        client: FlaskClient) -> None:
    made, other = new_table(client), new_table(client)
    key = made["write_key"]
    flipped = key[:-1] + ("A" if key[-1] != "A" else "B")
    refused = {
        "none": ({}, "missing_key"),
        "empty bearer": ({"Authorization": "Bearer "}, "missing_key"),
        "another scheme": ({"Authorization": f"Basic {key}"}, "missing_key"),
        "truncated": (bearer(key[:-1]), "wrong_key"),
        "one character changed": (bearer(flipped), "wrong_key"),
        "longer": (bearer(key + "x"), "wrong_key"),
        "another table's write key": (bearer(other["write_key"]), "wrong_key"),
        "another table's read key": (bearer(other["read_key"]), "wrong_key"),
        "the key's hash": (bearer(hashlib.sha256(key.encode()).hexdigest()), "wrong_key"),
    }
    for name, (headers, code) in refused.items():
        assert _read(client, made["id"], headers) == (401, code), name
        response = client.post(f"/api/v1/tables/{made['id']}/ops", headers=headers,
                               json={"id": "k1", "base": 1, "append": DRAW})
        assert (response.status_code, response.json["error"]["code"]) == (401, code), name
    assert _read(client, made["id"], bearer(key)) == (200, "")


def test_a_key_in_the_url_is_not_a_key(client: FlaskClient) -> None:
    made = new_table(client)
    response = client.get(f"/api/v1/tables/{made['id']}?k={made['write_key']}")
    assert response.status_code == 401


def test_an_unknown_table_is_404(client: FlaskClient) -> None:
    made = new_table(client)
    assert _read(client, "AAAAAAAAAAAA", bearer(made["write_key"])) == (404, "unknown_table")
    response = client.post("/api/v1/tables/AAAAAAAAAAAA/ops", headers=bearer(made["write_key"]),
                           json={"id": "k1", "base": 1, "append": DRAW})
    assert response.status_code == 404 and response.json["error"]["code"] == "unknown_table"


def test_keys_are_stored_only_as_their_hashes(app: Flask, client: FlaskClient) -> None:
    made = new_table(client, games=[{"events": [DRAW]}])
    with app.app_context():
        session = db.session()
        row = session.scalars(select(Table).where(Table.id == made["id"])).one()
        assert row.write_key_hash == hashlib.sha256(made["write_key"].encode()).hexdigest()
        assert row.read_key_hash == hashlib.sha256(made["read_key"].encode()).hexdigest()
        stored = repr([getattr(row, c.key) for c in Table.__table__.columns])
        stored += repr([[getattr(op, c.key) for c in Op.__table__.columns]
                        for op in session.scalars(select(Op))])
    for key in (made["write_key"], made["read_key"]):
        assert key not in stored


def test_no_key_reaches_the_logs(client: FlaskClient, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    made = new_table(client)
    post_op(client, made, 1, append=DRAW)
    post_op(client, made, 1, append=DRAW)  # 409
    post_op(client, made, 2, key=made["read_key"], append=DRAW)  # 403
    post_op(client, made, 2, append={"type": "draw", "tenpai": [9]})  # 422
    _read(client, made["id"], bearer(made["read_key"]))
    for key in (made["write_key"], made["read_key"]):
        assert key not in caplog.text
