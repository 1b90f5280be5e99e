"""A table's points carried in (`carried`, one per participant, as `/sessions` reads them):
kept exactly, answered by GET in the form reading back to the same total, the night's totals
and sit-outs starting from them in the ops and the view alike, and the phone's fold (the
`table` operation) giving the server's view when it sends what GET answered."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoring.api import handle
from tests.tables.kit import HOUSE, NAMES, bearer, get, make_app, new_table, post_op

SIT_OUT = "ekiden2017"  # three seats, four people, the sit-out order by the standings


def test_the_table_keeps_and_answers_its_carried_points(db_url: str) -> None:
    client = make_app(db_url).test_client()
    made = new_table(client, participants=NAMES, carried=["1/3", 2.5, 0, "-7"], games=[])
    table = get(client, made, made["read_key"]).json
    assert table["carried"] == ["1/3", 2.5, 0, -7]  # a third has no decimal: its fraction
    night = table["session"]
    assert night["carried"] == [1 / 3, 2.5, 0, -7]
    assert night["totals"] == [1 / 3, 2.5, 0, -7]  # no game yet
    assert night["standings"] == [1, 0, 2, 3]
    plain = get(client, new_table(client, participants=NAMES)).json
    assert plain["carried"] is None and plain["session"]["carried"] == [0, 0, 0, 0]


@pytest.mark.parametrize("body, status, code, field", [
    ({"carried": [0, 0, 0, 0]}, 422, "wrong_length", "carried"),  # no participants
    ({"participants": NAMES, "carried": [0, 0, 0]}, 422, "wrong_length", "carried"),
    ({"participants": NAMES, "carried": ["a", 0, 0, 0]}, 400, "bad_points", "carried[0]"),
    ({"participants": NAMES, "carried": {"東子": 1}}, 400, "wrong_type", "carried"),
    ({"participants": NAMES, "carried": [0, 0, 0, 2_000_000]}, 422, "points_out_of_range",
     "carried[3]"),
])
def test_carried_points_the_table_cannot_read_are_refused(
        sqlite_url: str, body: dict[str, Any], status: int, code: str, field: str) -> None:
    client = make_app(sqlite_url).test_client()
    answer = client.post("/api/v1/tables", json={"house": HOUSE, **body})
    assert answer.status_code == status
    assert (answer.json["error"]["code"], answer.json["error"]["field"]) == (code, field)


def test_the_next_game_sits_out_by_the_carried_standings_on_server_and_phone(
        db_url: str) -> None:
    client = make_app(db_url).test_client()
    # Everyone at 0 but the last named, who carries 0.5 in: they lead and sit out first.
    made = new_table(client, house=SIT_OUT, participants=NAMES, carried=[0, 0, 0, 0.5],
                     games=[])
    assert post_op(client, made, made["seq"], new_game={}).status_code == 201
    server = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    assert server["games"][0]["players"] == [0, 1, 2]
    assert server["session"]["next_sit_out"] == [3]
    status, phone = handle("table", SIT_OUT, json.dumps(
        {"participants": NAMES, "carried": server["carried"], "games": [],
         "ops": [{"new_game": {}}]}))
    assert status == 200
    assert phone["games"] == server["games"] and phone["session"] == server["session"]
    status, without = handle("table", SIT_OUT, json.dumps(
        {"participants": NAMES, "games": [], "ops": [{"new_game": {}}]}))
    assert status == 200 and without["games"][0]["players"] == [1, 2, 3]  # 0 leads a tie
