"""The tables' API on both databases: creating, reading (ETag, 304), every kind of op,
idempotent retries and stale bases (docs/api.md, "Shared tables")."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from flask.testing import FlaskClient

from scoring.api import call
from tests.tables.kit import (
    DRAW,
    HOUSE,
    NAMES,
    ROTATING,
    get,
    make_app,
    new_table,
    post_op,
    ron,
    tsumo,
)


@pytest.fixture
def client(db_url: str) -> Iterator[FlaskClient]:
    yield make_app(db_url).test_client()


def test_a_table_is_created_with_its_games_as_its_history(client: FlaskClient) -> None:
    events = [tsumo(1), DRAW, ron(2, 0)]
    made = new_table(client, participants=NAMES, games=[{"events": events}])
    assert made["seq"] == 1 + len(events)  # new_game, then one append per event
    assert made["write_key"] != made["read_key"]
    assert len(made["write_key"]) >= 22 and len(made["id"]) == 12  # >= 128 bits, 12 chars
    assert made["write_url"].endswith(f"/tables/{made['id']}#k={made['write_key']}")
    assert made["read_url"].endswith(f"/tables/{made['id']}#k={made['read_key']}")
    table = get(client, made).json
    assert table["id"] == made["id"] and table["house"] == HOUSE
    assert table["participants"] == NAMES and table["seq"] == made["seq"]
    expected = call("replay", HOUSE, {"events": events, "participants": NAMES})["states"]
    assert table["games"] == [{"players": [0, 1, 2, 3], "events": events,
                               "states": expected}]
    # Nothing finished yet: the night has no games, everyone at 0.
    assert table["session"]["games"] == [] and table["session"]["totals"] == [0, 0, 0, 0]


def test_a_table_without_games_has_one_empty_game_ready(client: FlaskClient) -> None:
    made = new_table(client)
    assert made["seq"] == 1
    table = get(client, made).json
    assert table["games"] == [{"players": None, "events": [], "states": []}]
    assert table["participants"] is None and table["session"] is None
    assert post_op(client, made, 1, append=tsumo(0)).status_code == 201


def test_both_keys_read_the_same_answer_with_an_etag(client: FlaskClient) -> None:
    made = new_table(client, games=[{"events": [DRAW]}])
    by_writer, by_reader = get(client, made), get(client, made, made["read_key"])
    assert by_writer.status_code == by_reader.status_code == 200
    assert by_writer.json == by_reader.json
    assert by_writer.headers["ETag"] == by_reader.headers["ETag"]
    assert "no-store" in by_writer.headers["Cache-Control"] or (
        "private" in by_writer.headers["Cache-Control"])
    assert "Authorization" in by_writer.headers["Vary"]


def test_an_unchanged_table_answers_304_and_a_changed_one_200(client: FlaskClient) -> None:
    made = new_table(client)
    first = get(client, made)
    tag = first.headers["ETag"]
    again = client.get(f"/api/v1/tables/{made['id']}",
                       headers={"Authorization": f"Bearer {made['read_key']}",
                                "If-None-Match": tag})
    assert again.status_code == 304 and again.data == b""
    assert post_op(client, made, made["seq"], append=DRAW).status_code == 201
    changed = client.get(f"/api/v1/tables/{made['id']}",
                         headers={"Authorization": f"Bearer {made['read_key']}",
                                  "If-None-Match": tag})
    assert changed.status_code == 200 and changed.headers["ETag"] != tag
    assert changed.json["seq"] == made["seq"] + 1


def test_a_304_still_needs_a_key(client: FlaskClient) -> None:
    made = new_table(client)
    tag = get(client, made).headers["ETag"]
    response = client.get(f"/api/v1/tables/{made['id']}", headers={"If-None-Match": tag})
    assert response.status_code == 401


def test_every_kind_of_op_changes_the_game_as_the_replay_says(client: FlaskClient) -> None:
    made = new_table(client, participants=NAMES)
    seq = made["seq"]
    steps = [
        ({"append": tsumo(1)}, [tsumo(1)]),
        ({"append": DRAW}, [tsumo(1), DRAW]),
        ({"replace": {"at": 0, "event": ron(2, 3)}}, [ron(2, 3), DRAW]),
        ({"delete": {"at": 1}}, [ron(2, 3)]),
    ]
    for op, events in steps:
        response = post_op(client, made, seq, **op)
        assert response.status_code == 201, response.json
        seq += 1
        assert response.json["seq"] == seq and response.json["game"] == 0
        table = get(client, made).json
        assert table["games"][0]["events"] == events
        assert table["games"][0]["states"] == call(
            "replay", HOUSE, {"events": events, "participants": NAMES})["states"]
    response = post_op(client, made, seq, new_game={"players": [3, 2, 1, 0]})
    assert response.status_code == 201 and response.json["game"] == 1
    response = post_op(client, made, seq + 1, append=tsumo(0))  # to the last game by default
    assert response.json["game"] == 1
    table = get(client, made).json
    assert [g["players"] for g in table["games"]] == [[0, 1, 2, 3], [3, 2, 1, 0]]
    assert table["games"][1]["events"] == [tsumo(0)]
    # The second game is seated 北斗, 西美, 南男, 東子: its player 0 is 北斗.
    assert table["games"][1]["states"] == call(
        "replay", HOUSE, {"events": [tsumo(0)], "participants": NAMES[::-1]})["states"]


def test_an_op_names_an_earlier_game(client: FlaskClient) -> None:
    made = new_table(client, participants=NAMES, games=[{"events": [DRAW]}, {"events": []}])
    response = post_op(client, made, made["seq"], game=0, append=tsumo(2))
    assert response.status_code == 201 and response.json["game"] == 0
    assert get(client, made).json["games"][0]["events"] == [DRAW, tsumo(2)]


def test_replace_and_delete_answer_the_previous_event(client: FlaskClient) -> None:
    made = new_table(client, games=[{"events": [DRAW, tsumo(1)]}])
    replaced = post_op(client, made, made["seq"], replace={"at": 1, "event": tsumo(2)})
    assert replaced.json["previous"] == tsumo(1) and replaced.json["at"] == 1
    deleted = post_op(client, made, made["seq"] + 1, delete={"at": 0})
    assert deleted.json["previous"] == DRAW and deleted.json["at"] == 0


def test_the_same_op_id_answers_its_first_answer_whatever_its_base(
        client: FlaskClient) -> None:
    made = new_table(client)
    first = post_op(client, made, 1, op_id="5b0b6a4e-0000-4000-8000-000000000001",
                    append=DRAW)
    assert first.status_code == 201
    for base in (1, 0, 7):
        again = post_op(client, made, base, op_id="5b0b6a4e-0000-4000-8000-000000000001",
                        append=tsumo(3))
        assert again.status_code == 200 and again.json == first.json
    table = get(client, made).json
    assert table["seq"] == 2 and table["games"][0]["events"] == [DRAW]  # applied once


def test_a_stale_base_answers_409_with_the_ops_after_it(client: FlaskClient) -> None:
    made = new_table(client)
    a = post_op(client, made, 1, append=DRAW, device="A's phone")
    b = post_op(client, made, 2, append=tsumo(1))
    assert a.status_code == b.status_code == 201
    stale = post_op(client, made, 1, append=tsumo(2))
    assert stale.status_code == 409
    body = stale.json
    assert body["error"]["code"] == "stale_base" and body["error"]["field"] == "base"
    assert body["seq"] == 3 and body["complete"] is True
    assert [o["seq"] for o in body["ops"]] == [2, 3]
    first = body["ops"][0]["op"]
    assert first["append"] == DRAW and first["device"] == "A's phone" and first["game"] == 0
    assert first["id"] == a.json["id"]
    logged_at = datetime.fromisoformat(first["at"])  # the same form on either database
    assert logged_at.utcoffset() == timedelta(0)
    assert abs(datetime.now(UTC) - logged_at) < timedelta(minutes=10)
    assert body["ops"][1]["op"]["append"] == tsumo(1)
    ahead = post_op(client, made, 9, append=tsumo(2))
    assert ahead.status_code == 409 and ahead.json["ops"] == [] and ahead.json["seq"] == 3
    assert get(client, made).json["seq"] == 3


@pytest.mark.parametrize(("op", "code"), [
    ({"append": {"type": "draw", "tenpai": [4]}}, "seat_out_of_range"),
    ({"append": {"type": "win", "wins": [{"winner": 0, "discarder": 0, "han": 1,
                                          "fu": 30}]}}, "discarder_is_winner"),
    ({"replace": {"at": 5, "event": DRAW}}, "no_such_event"),
    ({"delete": {"at": 1}}, "no_such_event"),
    ({"game": 3, "append": DRAW}, "no_such_game"),
    ({"game": 0, "new_game": {}}, "no_such_game"),  # a new game would be game 1
    ({"new_game": {"players": [0, 1, 2, 3]}}, "wrong_participants"),  # no participants
])
def test_an_op_the_core_refuses_is_422_and_not_logged(client: FlaskClient, op: dict,
                                                      code: str) -> None:
    made = new_table(client, games=[{"events": [DRAW]}])
    response = post_op(client, made, made["seq"], **op)
    assert response.status_code == 422, response.json
    assert response.json["error"]["code"] == code
    assert get(client, made).json["seq"] == made["seq"]


def test_an_event_after_the_game_ended_is_422_game_over(client: FlaskClient) -> None:
    # Dealer yakuman rons off player 1 until the game ends (the replay's own answer says
    # when: a bust or the last hand, whichever the house's rules make first).
    made = new_table(client)
    seq = made["seq"]
    events: list = []
    for _ in range(40):
        events.append(ron(0, 1, yakuman=1))
        assert post_op(client, made, seq, append=events[-1]).status_code == 201
        seq += 1
        if get(client, made).json["games"][0]["states"][-1]["finished"]:
            break
    assert get(client, made).json["games"][0]["states"][-1]["finished"]
    response = post_op(client, made, seq, append=DRAW)
    assert response.status_code == 422 and response.json["error"]["code"] == "game_over"
    assert response.json["error"]["field"] == f"games[0].events[{len(events)}]"


def test_a_finished_game_counts_in_the_night(client: FlaskClient) -> None:
    made = new_table(client, participants=NAMES)
    seq = made["seq"]
    while True:
        assert post_op(client, made, seq, append=ron(0, 1, yakuman=1)).status_code == 201
        seq += 1
        table = get(client, made).json
        if table["games"][0]["states"][-1]["finished"]:
            break
    events = table["games"][0]["events"]
    night = call("session", HOUSE, {"participants": NAMES,
                                    "games": [{"players": [0, 1, 2, 3], "events": events}]})
    assert table["session"] == night
    assert table["session"]["totals"][0] > 0


def test_a_rotating_table_seats_and_rests_people(client: FlaskClient) -> None:
    names = ["a", "b", "c", "d"]
    made = new_table(client, house=ROTATING, participants=names,
                     games=[{"players": [2, 0, 1, 3], "events": [tsumo(0)]}])
    table = get(client, made).json
    assert table["games"][0]["players"] == [2, 0, 1, 3]
    assert table["games"][0]["states"] == call(
        "replay", ROTATING, {"events": [tsumo(0)], "participants": ["c", "a", "b", "d"]}
    )["states"]


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"house": "no_such_house"}, 404, "unknown_house"),
    ({}, 400, "missing_field"),
    ({"house": 3}, 400, "wrong_type"),
    ({"house": HOUSE, "colour": "red"}, 400, "unknown_field"),
    ({"house": HOUSE, "games": [{"events": [{"type": "draw", "tenpai": [9]}]}]}, 422,
     "seat_out_of_range"),
    ({"house": HOUSE, "games": [{"events": [{"type": "nap"}]}]}, 400, "unknown_event_type"),
    ({"house": HOUSE, "games": [{"players": [0, 1, 2, 3], "events": []}]}, 422,
     "wrong_participants"),
    ({"house": HOUSE, "participants": ["a", "a", "b", "c"]}, 422, "wrong_participants"),
    ({"house": HOUSE, "participants": ["a", "b", "c"]}, 422, "wrong_participants"),
])
def test_a_bad_table_is_refused_with_its_code(client: FlaskClient, body: dict, status: int,
                                              code: str) -> None:
    response = client.post("/api/v1/tables", json=body)
    assert response.status_code == status, response.json
    assert response.json["error"]["code"] == code


@pytest.mark.parametrize(("op", "code"), [
    ({"id": "x1", "base": 1}, "bad_op"),
    ({"id": "x1", "base": 1, "append": DRAW, "delete": {"at": 0}}, "bad_op"),
    ({"base": 1, "append": DRAW}, "missing_field"),
    ({"id": "x1", "append": DRAW}, "missing_field"),
    ({"id": "x1", "base": "1", "append": DRAW}, "wrong_type"),
    ({"id": "x1", "base": 1, "append": DRAW, "colour": 1}, "unknown_field"),
    ({"id": "a b", "base": 1, "append": DRAW}, "wrong_type"),
    ({"id": "x1", "base": 1, "append": [DRAW]}, "not_an_object"),
    ({"id": "x1", "base": 1, "replace": {"at": 0}}, "missing_field"),
    ({"id": "x1", "base": 1, "delete": {"at": "0"}}, "wrong_type"),
    ([1, 2], "not_an_object"),
])
def test_a_malformed_op_is_400_with_its_code(client: FlaskClient, op: object,
                                              code: str) -> None:
    made = new_table(client)
    response = client.post(f"/api/v1/tables/{made['id']}/ops", json=op,
                           headers={"Authorization": f"Bearer {made['write_key']}"})
    assert response.status_code == 400, response.json
    assert response.json["error"]["code"] == code


def test_a_body_that_is_not_json_is_refused(client: FlaskClient) -> None:
    made = new_table(client)
    headers = {"Authorization": f"Bearer {made['write_key']}"}
    bad = client.post(f"/api/v1/tables/{made['id']}/ops", data=b"{", headers=headers,
                      content_type="application/json")
    assert bad.status_code == 400 and bad.json["error"]["code"] == "malformed_json"
    text = client.post(f"/api/v1/tables/{made['id']}/ops", data=b"{}", headers=headers,
                       content_type="text/plain")
    assert text.status_code == 415
    assert text.json["error"]["code"] == "unsupported_media_type"
