"""000 (ekiden2017: four at a table, three play, the sit-out order from the overall standings,
judged again after game 4): a tournament's table carries each player's total in, so after
the re-judge the table seats whom the tournament's standings say, and its own view (GET)
reads the night with the same sit-outs, on SQLite and PostgreSQL alike."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from flask.testing import FlaskClient

from scoring.api import call
from tests.tournaments_web.games import finished_events
from tests.tournaments_web.kit import (
    create,
    get,
    new_game,
    post,
    record,
    seat,
    standings,
    table_head,
)

HOUSE = "ekiden2017"
# B leads at the start by a fraction of the tournament's units; C is close behind.
CARRIED = {"A": 0, "B": 120.25, "C": 0.5, "D": -5}


def _four_games(client: FlaskClient) -> tuple[dict[str, Any], dict[str, Any], list]:
    made = create(client, house=HOUSE, players=list(CARRIED), carried=list(CARRIED.values()),
                  seating="fixed", seed=None)
    [table] = seat(client, made, script="A B C D")["tables"]
    events = finished_events(HOUSE)
    games = [{"players": table_head(client, table)["games"][0]["players"], "events": events}]
    record(client, table, events, game=0)  # game 1 as seated: A C D (B sits out)
    for k in range(1, 4):  # then participants C, A, D sit out, as the standings go down
        players = [p for p in range(4) if p != k]
        new_game(client, table, players)
        record(client, table, events, game=k)
        games.append({"players": players, "events": events})
    return made, table, games


def test_the_table_carries_the_tournament_totals(client: FlaskClient) -> None:
    _, table, _ = _four_games(client)
    view = table_head(client, table)
    assert view["participants"] == ["B", "C", "A", "D"]
    assert view["carried"] == [120.25, 0.5, 0, -5]
    assert view["session"]["carried"] == [120.25, 0.5, 0, -5]


@pytest.mark.parametrize("seating", ["given", "by the table"])
def test_000_after_the_rejudge_the_table_and_its_view_sit_out_as_the_tournament_stands(
        client: FlaskClient, seating: str) -> None:
    made, table, games = _four_games(client)
    # The same hands each game: B plays three, -7.9 each; C plays three, 31 each. After game
    # 4, B has 120.25 - 23.7 = 96.55 and C 0.5 + 93 = 93.5: B leads again and sits out game 5.
    # Counted from zero, C (93 against B's -23.7) would lead.
    leader = standings(client, made)["standings"][0]
    assert (leader["player"], leader["total"]) == ("B", 96.55)
    view = table_head(client, table)
    assert "session_error" not in view
    assert view["session"]["next_sit_out"] == [0]  # B
    from_zero = call("session", HOUSE, {"participants": view["participants"], "games": games})
    assert from_zero["next_sit_out"] == [1]  # what the table said before it carried points
    # Game 5 seats C, A, D: given so, or left to the table.
    body = {"players": [1, 2, 3]} if seating == "given" else {}
    op = {"id": str(uuid.uuid4()), "base": view["seq"], "new_game": body}
    opened = post(client, f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])
    assert opened.status_code == 201, opened.get_json()
    record(client, table, games[0]["events"], game=4)
    answer = get(client, f"/api/v1/tables/{table['id']}", table["write_key"])
    assert answer.status_code == 200
    view = answer.get_json()
    assert view["games"][4]["players"] == [1, 2, 3]
    assert "session_error" not in view
    assert view["session"]["games"][4]["sat_out"] == [0]
    live = standings(client, made)
    assert live["refusals"] == []
    totals = {line["player"]: line["total"] for line in live["standings"]}
    assert dict(zip(view["participants"], view["session"]["totals"], strict=True)) == totals


def test_the_export_keeps_each_tables_carried_points(client: FlaskClient) -> None:
    made, _, _ = _four_games(client)
    exported = get(client, f"/api/v1/tournaments/{made['id']}/export", made["organizer_key"])
    [doc_table] = exported.get_json()["rounds"][0]["tables"]
    assert doc_table["carried"] == [120.25, 0.5, 0, -5]
    imported = post(client, "/api/v1/tournaments/import", exported.get_json())
    assert imported.status_code == 201, imported.get_json()
    again = imported.get_json()
    [table] = get(client, f"/api/v1/tournaments/{again['id']}", again["organizer_key"]
                  ).get_json()["rounds"][0]["tables"]
    view = table_head(client, table)
    assert view["carried"] == [120.25, 0.5, 0, -5]
    assert "session_error" not in view and view["session"]["next_sit_out"] == [0]
