"""Moves of the tournaments' web tests: create a tournament, seat a round, record a game at
a table through the tables' own API (as its phone would), read with a key."""

from __future__ import annotations

import uuid
from typing import Any

from flask.testing import FlaskClient
from werkzeug.test import TestResponse

API = "/api/v1/tournaments"
EIGHT = ["東", "南", "西", "北", "白", "發", "中", "Zed"]


def auth(key: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"} if key else {}


def post(client: FlaskClient, path: str, body: Any, key: str | None = None) -> TestResponse:
    return client.post(path, json=body, headers=auth(key))


def get(client: FlaskClient, path: str, key: str | None = None) -> TestResponse:
    return client.get(path, headers=auth(key))


def create(client: FlaskClient, house: str = "tenhou_yonma", players: list[str] | None = None,
           **extra: Any) -> dict[str, Any]:
    body = {"house": house, "name": "春の大会", "players": players or EIGHT,
            "seating": "random", "seed": 7, **extra}
    answer = post(client, API, body)
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()  # type: ignore[no-any-return]


def seat(client: FlaskClient, made: dict[str, Any], **body: Any) -> dict[str, Any]:
    answer = post(client, f"{API}/{made['id']}/rounds", body, made["organizer_key"])
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()  # type: ignore[no-any-return]


def table_head(client: FlaskClient, table: dict[str, Any]) -> dict[str, Any]:
    answer = get(client, f"/api/v1/tables/{table['id']}", table["write_key"])
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()  # type: ignore[no-any-return]


def record(client: FlaskClient, table: dict[str, Any], events: list[dict[str, Any]],
           game: int | None = None) -> int:
    """Appends `events` to the table's game (default: its last), one op each; the head."""
    seq = table_head(client, table)["seq"]
    for event in events:
        op: dict[str, Any] = {"id": str(uuid.uuid4()), "base": seq, "append": event}
        if game is not None:
            op["game"] = game
        answer = post(client, f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])
        assert answer.status_code == 201, answer.get_json()
        seq = answer.get_json()["seq"]
    return seq


def new_game(client: FlaskClient, table: dict[str, Any], players: list[int]) -> int:
    seq = table_head(client, table)["seq"]
    op = {"id": str(uuid.uuid4()), "base": seq, "new_game": {"players": players}}
    answer = post(client, f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])
    assert answer.status_code == 201, answer.get_json()
    return int(answer.get_json()["seq"])


def standings(client: FlaskClient, made: dict[str, Any], key: str | None = None) -> Any:
    answer = get(client, f"{API}/{made['id']}/standings", key or made["read_key"])
    assert answer.status_code == 200, answer.get_json()
    return answer.get_json()
