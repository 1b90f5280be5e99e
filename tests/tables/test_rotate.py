"""Rotating the write key: the creator's new key writes, the old write link stops working,
the read key keeps reading, and only the write key may rotate."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.tables.kit import DRAW, bearer, make_app, new_table, post_op


def test_after_rotation_only_the_new_write_key_writes(db_url: str) -> None:
    client: FlaskClient = make_app(db_url).test_client()
    made = new_table(client)
    response = client.post(f"/api/v1/tables/{made['id']}/rotate",
                           headers=bearer(made["write_key"]))
    assert response.status_code == 200 and response.headers["Cache-Control"] == "no-store"
    new_key = response.json["write_key"]
    assert new_key not in (made["write_key"], made["read_key"]) and len(new_key) >= 22
    assert response.json["write_url"].endswith(f"/tables/{made['id']}#k={new_key}")
    old = post_op(client, made, 1, key=made["write_key"], append=DRAW)
    assert old.status_code == 401 and old.json["error"]["code"] == "wrong_key"
    assert post_op(client, made, 1, key=new_key, append=DRAW).status_code == 201
    read = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"]))
    assert read.status_code == 200 and read.json["seq"] == 2
    again = client.post(f"/api/v1/tables/{made['id']}/rotate", headers=bearer(made["write_key"]))
    assert again.status_code == 401


def test_the_read_key_cannot_rotate(db_url: str) -> None:
    client = make_app(db_url).test_client()
    made = new_table(client)
    response = client.post(f"/api/v1/tables/{made['id']}/rotate",
                           headers=bearer(made["read_key"]))
    assert response.status_code == 403 and response.json["error"]["code"] == "read_only_key"
    assert post_op(client, made, 1, append=DRAW).status_code == 201  # the old key still works
