"""The tournaments' API on SQLite and PostgreSQL: create, seat rounds by each method, play
at the tables through the tables' API, standings from the tables' logs as the core computes
them, penalties, and who may do what with which key."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

from tests.tournaments.helpers import ok
from tests.tournaments_web.games import finished_events
from tests.tournaments_web.kit import API, EIGHT, create, get, record, seat, standings


def test_create_answers_keys_and_links_with_the_key_in_the_fragment(client: FlaskClient) -> None:
    made = create(client)
    assert set(made) == {"id", "organizer_key", "read_key", "organizer_url", "read_url"}
    assert made["organizer_url"].endswith(f"/tournaments/{made['id']}#k={made['organizer_key']}")
    assert made["read_url"].endswith(f"/tournaments/{made['id']}#k={made['read_key']}")
    assert made["organizer_key"] != made["read_key"] and len(made["organizer_key"]) >= 32
    for key, role in ((made["organizer_key"], "organizer"), (made["read_key"], "read")):
        answer = get(client, f"{API}/{made['id']}", key).get_json()
        assert answer["role"] == role and answer["players"] == EIGHT
        assert answer["rounds"] == [] and answer["table_size"] == 4


def test_a_round_at_random_then_its_games_give_the_cores_standings(client: FlaskClient) -> None:
    made = create(client)
    seated = seat(client, made)
    assert seated["round"] == 1 and len(seated["tables"]) == 2
    assert sorted(n for t in seated["tables"] for n in t["players"]) == sorted(EIGHT)
    # The same draw as the core's seating with the tournament's seed (round 1: seed + 0).
    core = ok("tournament_seat", "tenhou_yonma",
              {"players": EIGHT, "seating": "random", "seed": 7})
    assert [t["players"] for t in seated["tables"]] == [t["players"] for t in core["tables"]]
    events = finished_events("tenhou_yonma")
    for table in seated["tables"]:
        record(client, table, events)
    live = standings(client, made)
    body: dict[str, Any] = {"players": EIGHT, "rounds": [{"tables": [
        {"players": t["players"], "games": [{"players": t["players"], "events": events}]}
        for t in seated["tables"]]}]}
    expected = ok("tournament_standings", "tenhou_yonma", body)
    assert live["standings"] == expected["standings"]
    assert live["refusals"] == [] and live["zero_sum"] is True
