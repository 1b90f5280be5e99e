"""What the tables' API tests share: an app on the test's database, and small requests."""

from __future__ import annotations

import uuid
from typing import Any

from flask import Flask
from flask.testing import FlaskClient

from webapp import create_app

HOUSE = "daisuki_yonma"  # four seats
ROTATING = "daisuki_sanma"  # three seats, four people (4人回し)
NAMES = ["東子", "南男", "西美", "北斗"]
DRAW = {"type": "draw", "tenpai": [0, 1, 2, 3]}  # all tenpai: the dealer stays, nothing ends


def tsumo(winner: int, han: int = 1, fu: int = 30) -> dict[str, Any]:
    return {"type": "win", "wins": [{"winner": winner, "discarder": None, "han": han, "fu": fu}]}


def ron(winner: int, discarder: int, **value: Any) -> dict[str, Any]:
    return {"type": "win", "wins": [{"winner": winner, "discarder": discarder,
                                     **(value or {"han": 2, "fu": 30})}]}


def make_app(url: str, **config: Any) -> Flask:
    return create_app({"TESTING": True, "DATABASE_URL": url, **config})


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def new_table(client: FlaskClient, **body: Any) -> dict[str, Any]:
    body.setdefault("house", HOUSE)
    response = client.post("/api/v1/tables", json=body)
    assert response.status_code == 201, response.json
    return response.json  # type: ignore[no-any-return]


def get(client: FlaskClient, table: dict[str, Any], key: str | None = None) -> Any:
    return client.get(f"/api/v1/tables/{table['id']}",
                      headers=bearer(key or table["write_key"]))


def post_op(client: FlaskClient, table: dict[str, Any], base: int, key: str | None = None,
            op_id: str | None = None, **op: Any) -> Any:
    body = {"id": op_id or str(uuid.uuid4()), "base": base, **op}
    return client.post(f"/api/v1/tables/{table['id']}/ops", json=body,
                       headers=bearer(key or table["write_key"]))
