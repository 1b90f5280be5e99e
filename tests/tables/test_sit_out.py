"""A house that sits people out by the standings (抜け番, ekiden2017: three seats, a night of
eight games): the table's next game seats whom the night's own answer says unless it is told
whom, and a table the night cannot settle still reads, with the night's refusal beside it."""

from __future__ import annotations

from flask.testing import FlaskClient

from scoring.api import call
from tests.tables.kit import bearer, make_app, new_table, post_op, ron, tsumo

HOUSE = "ekiden2017"
NAMES = ["a", "b", "c", "d"]


def _played_out(client: FlaskClient) -> tuple[dict, list]:
    """A four-person table whose first game (participant 0 sitting out) is played out."""
    first = call("session", HOUSE, {"participants": NAMES, "games": []})["next_sit_out"]
    players = [p for p in range(4) if p not in first]
    events: list = []
    while len(events) < 100:
        # Hand k is dealt by player k mod 3; the next player's tsumo passes the deal on.
        events.append(tsumo((len(events) + 1) % 3))
        states = call("replay", HOUSE, {"events": events,
                                        "participants": [NAMES[p] for p in players]})["states"]
        if states[-1]["finished"]:
            break
    made = new_table(client, house=HOUSE, participants=NAMES,
                     games=[{"players": players, "events": events}])
    return made, [{"players": players, "events": events}]


def test_the_next_game_seats_the_others_by_the_standings(sqlite_url: str) -> None:
    client = make_app(sqlite_url).test_client()
    made, games = _played_out(client)
    night = call("session", HOUSE, {"participants": NAMES, "games": games})
    out = night["next_sit_out"]
    assert len(out) == 1
    table = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    assert table["session"] == night
    opened = post_op(client, made, made["seq"], new_game={})
    assert opened.status_code == 201
    table = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    assert table["games"][1]["players"] == [p for p in range(4) if p not in out]


def test_a_night_that_cannot_be_settled_still_reads(sqlite_url: str) -> None:
    client = make_app(sqlite_url).test_client()
    # Three people at a house that sits one out each game: /sessions refuses such a night.
    made = new_table(client, house=HOUSE, participants=NAMES[:3])
    table = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"]))
    assert table.status_code == 200
    assert table.json["session"] is None
    assert table.json["session_error"]["code"] == "wrong_participants"
    assert post_op(client, made, made["seq"], append=ron(0, 1)).status_code == 201


def test_a_seating_given_is_taken_and_a_wrong_one_shows_in_the_night(sqlite_url: str) -> None:
    client = make_app(sqlite_url).test_client()
    made, games = _played_out(client)
    out = call("session", HOUSE, {"participants": NAMES, "games": games})["next_sit_out"]
    wrong = [p for p in range(4) if p != (out[0] + 1) % 4]  # someone else sits out
    assert post_op(client, made, made["seq"], new_game={"players": wrong}).status_code == 201
    seq = made["seq"] + 1
    for event in games[0]["events"]:  # the same hands play this game out too
        assert post_op(client, made, seq, append=event).status_code == 201
        seq += 1
    table = client.get(f"/api/v1/tables/{made['id']}", headers=bearer(made["read_key"])).json
    assert table["games"][1]["players"] == wrong
    assert table["games"][1]["states"][-1]["finished"]
    assert table["session"] is None
    assert table["session_error"]["code"] == "wrong_sit_out"
