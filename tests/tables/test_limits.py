"""The tables' limits, each refused with its documented status and code, never clamped."""

from __future__ import annotations

import json

import pytest
from flask.testing import FlaskClient

from tests.tables.kit import DRAW, HOUSE, bearer, make_app, new_table, post_op


@pytest.fixture
def client(db_url: str) -> FlaskClient:
    return make_app(db_url, TABLE_MAX_OPS=5).test_client()


def _status(response: object) -> tuple[int, str]:
    return response.status_code, response.json["error"]["code"]  # type: ignore[attr-defined]


def test_a_body_over_64_kb_is_413(client: FlaskClient) -> None:
    made = new_table(client)
    big = json.dumps({"house": HOUSE, "participants": ["x" * 70_000]})
    response = client.post("/api/v1/tables", data=big, content_type="application/json")
    assert _status(response) == (413, "payload_too_large")
    op = json.dumps({"id": "b1", "base": 1, "append": {"type": "draw", "abortive": "x" * 70_000}})
    response = client.post(f"/api/v1/tables/{made['id']}/ops", data=op,
                           content_type="application/json", headers=bearer(made["write_key"]))
    assert _status(response) == (413, "payload_too_large")


def test_a_table_holds_a_bounded_number_of_ops(client: FlaskClient) -> None:
    made = new_table(client)  # seq 1 (its empty game)
    for base in range(1, 5):
        assert post_op(client, made, base, append=DRAW).status_code == 201
    response = post_op(client, made, 5, append=DRAW)
    assert _status(response) == (422, "too_many_ops")
    created = client.post("/api/v1/tables", json={"house": HOUSE, "games": [
        {"events": [DRAW] * 5}]})  # 6 ops at creation
    assert _status(created) == (422, "too_many_ops")


def test_the_default_bound_is_5000_ops() -> None:
    from scoring.tables.limits import MAX_OPS

    assert MAX_OPS == 5000


@pytest.mark.parametrize(("participants", "code"), [
    ([f"p{i}" for i in range(9)], "too_many_items"),
    (["x" * 41, "b", "c", "d"], "text_too_long"),
    (["", "b", "c", "d"], "wrong_participants"),
    ("abcd", "wrong_type"),
])
def test_participants_are_bounded_as_in_sessions(client: FlaskClient, participants: object,
                                                 code: str) -> None:
    response = client.post("/api/v1/tables", json={"house": HOUSE,
                                                   "participants": participants})
    assert response.status_code in (400, 422) and response.json["error"]["code"] == code


def test_eight_participants_and_forty_character_names_are_accepted(
        client: FlaskClient) -> None:
    names = [f"{i}" * 40 for i in range(8)]
    made = new_table(client, participants=names, games=[{"players": [0, 1, 2, 3]}])
    table = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    assert table["participants"] == names


def test_games_and_events_are_bounded(client: FlaskClient) -> None:
    many_games = client.post("/api/v1/tables", json={"house": HOUSE, "games": [{}] * 51})
    assert _status(many_games) == (422, "too_many_games")
    many_events = client.post("/api/v1/tables", json={"house": HOUSE, "games": [
        {"events": [{"type": "draw"}] * 1001}]})
    assert _status(many_events) == (422, "too_many_events")


def test_an_op_id_and_a_device_name_are_bounded(client: FlaskClient) -> None:
    made = new_table(client)
    assert _status(post_op(client, made, 1, op_id="x" * 65, append=DRAW)) == (
        422, "text_too_long")
    assert _status(post_op(client, made, 1, device="d" * 41, append=DRAW)) == (
        422, "text_too_long")
    assert post_op(client, made, 1, op_id="x" * 64, device="d" * 40,
                   append=DRAW).status_code == 201
