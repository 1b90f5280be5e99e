"""The `table` operation: the phone folds its queued ops with the very code the server runs,
so its view equals the server's once the ops are sent."""

from __future__ import annotations

import json

from flask.testing import FlaskClient

from scoring.api import handle
from tests.tables.kit import DRAW, HOUSE, NAMES, bearer, make_app, new_table, post_op, ron, tsumo


def test_the_phones_fold_equals_the_servers_view(sqlite_url: str) -> None:
    client: FlaskClient = make_app(sqlite_url).test_client()
    start = [{"events": [tsumo(1)]}]
    made = new_table(client, participants=NAMES, games=start)
    queued = [{"append": DRAW}, {"replace": {"at": 0, "event": ron(3, 2)}},
              {"new_game": {"players": [1, 2, 3, 0]}}, {"append": tsumo(2)},
              {"game": 0, "delete": {"at": 1}}]
    seq = made["seq"]
    for op in queued:
        assert post_op(client, made, seq, **op).status_code == 201
        seq += 1
    server = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    status, phone = handle("table", HOUSE, json.dumps(
        {"participants": NAMES, "games": start, "ops": queued}))
    assert status == 200
    assert phone["games"] == server["games"] and phone["session"] == server["session"]
    over_http = client.post(f"/api/v1/houses/{HOUSE}/tables/view",
                            json={"participants": NAMES, "games": start, "ops": queued})
    assert over_http.status_code == 200 and over_http.json == phone


def test_the_logged_ops_fold_back_to_the_same_games(sqlite_url: str) -> None:
    client = make_app(sqlite_url).test_client()
    made = new_table(client, games=[{"events": [DRAW, tsumo(0)]}])
    assert post_op(client, made, made["seq"], replace={"at": 1, "event": tsumo(3)},
                   device="北の席").status_code == 201
    conflict = post_op(client, made, 0, append=DRAW)
    logged = [item["op"] for item in conflict.json["ops"]]
    status, phone = handle("table", HOUSE, json.dumps({"games": [], "ops": logged}))
    assert status == 200
    server = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    assert phone["games"] == server["games"]


def test_a_refused_queued_op_names_its_place() -> None:
    status, answer = handle("table", HOUSE, json.dumps(
        {"games": [{"events": []}], "ops": [{"append": DRAW},
                                            {"append": {"type": "draw", "tenpai": [5]}}]}))
    assert status == 422
    assert answer["error"]["code"] == "seat_out_of_range"
    assert answer["error"]["field"] == "ops[1].games[0].events[1].tenpai[0]"
    status, answer = handle("table", HOUSE, json.dumps({"games": [], "ops": [{"nap": 1}]}))
    assert status == 400 and answer["error"]["code"] == "unknown_field"
    status, answer = handle("table", HOUSE, json.dumps({"games": [], "ops": [{}]}))
    assert status == 400 and answer["error"]["code"] == "bad_op"
    assert answer["error"]["field"] == "ops[0]"
