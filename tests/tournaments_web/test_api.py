"""The tournaments' API on SQLite and PostgreSQL: create, seat rounds by each method, play
at the tables through the tables' API, standings from the tables' logs as the core computes
them, penalties, and who may do what with which key."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.tournaments.helpers import ok
from tests.tournaments_web.games import finished_events
from tests.tournaments_web.kit import (
    API,
    EIGHT,
    create,
    get,
    new_game,
    post,
    record,
    seat,
    standings,
)


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


def _play_round(client: FlaskClient, seated: dict[str, Any]) -> list[dict[str, Any]]:
    events = finished_events("tenhou_yonma")
    for table in seated["tables"]:
        record(client, table, events)
    return events


def test_by_standings_seats_the_best_four_at_table_one(client: FlaskClient) -> None:
    made = create(client)
    first = seat(client, made)
    _play_round(client, first)
    order = [line["player"] for line in standings(client, made)["standings"]]
    second = seat(client, made, seating="standings")
    assert [t["players"] for t in second["tables"]] == [order[:4], order[4:]]


def test_a_fixed_script_is_seated_as_written(client: FlaskClient) -> None:
    made = create(client)
    seated = seat(client, made, seating="fixed", script="東 南 西 北\n白、發、中、Zed\n")
    assert [t["players"] for t in seated["tables"]] == [EIGHT[:4], EIGHT[4:]]


def _refused(answer: Any) -> tuple[int, str, str | None]:
    error = answer.get_json()["error"]
    return answer.status_code, error["code"], error["field"]


def test_fixed_scripts_that_cannot_be_seated_are_refused_with_their_place(
        client: FlaskClient) -> None:
    made = create(client)
    path, key = f"{API}/{made['id']}/rounds", made["organizer_key"]
    for script, expected in (
            ("東 南 西 北\n東 發 中 Zed", (422, "duplicate_player", "script[1][0]")),
            ("東 南 西 北\n白 發 中", (422, "wrong_table_size", "script[1]")),
            ("東 南 西 北", (422, "player_left_out", "script")),
            ("東 南 西 北\n白 發 中 誰", (422, "unknown_player", "script[1][3]"))):
        assert _refused(post(client, path, {"seating": "fixed", "script": script}, key)) \
            == expected, script
    assert get(client, f"{API}/{made['id']}", key).get_json()["rounds"] == []


def test_too_few_players_uneven_tables_and_duplicate_names_are_refused(
        client: FlaskClient) -> None:
    base = {"house": "tenhou_yonma", "name": "x", "seating": "random"}
    for players, expected in ((["A", "B", "C"], (422, "too_few_players", "players")),
                              (["A", "B", "C", "D", "E", "F"], (422, "uneven_tables", "players")),
                              (["A", "B", "C", "A"], (422, "duplicate_player", "players[3]"))):
        assert _refused(post(client, API, {**base, "players": players})) == expected
    assert _refused(post(client, API, {**base, "house": "nowhere", "players": EIGHT}))[:2] == (
        404, "unknown_house")
    assert _refused(post(client, API, {**base, "players": EIGHT, "seating": "swiss"}))[:2] == (
        400, "bad_seating")


def test_a_penalty_comes_off_the_total_with_its_reason(client: FlaskClient) -> None:
    made = create(client)
    seated = seat(client, made)
    _play_round(client, seated)
    before = {line["player"]: line for line in standings(client, made)["standings"]}
    answer = post(client, f"{API}/{made['id']}/penalties",
                  {"player": "西", "points": -30, "reason": "チョンボ"}, made["organizer_key"])
    assert answer.status_code == 201 and answer.get_json()["round"] == 1
    after = {line["player"]: line for line in standings(client, made)["standings"]}
    assert after["西"]["total"] == before["西"]["total"] - 30
    assert after["西"]["penalties"] == [
        {"player": "西", "points": -30, "reason": "チョンボ", "round": 1}]
    assert after["東"]["total"] == before["東"]["total"]
    unknown = post(client, f"{API}/{made['id']}/penalties",
                   {"player": "誰", "points": -30, "reason": "x"}, made["organizer_key"])
    assert _refused(unknown) == (422, "unknown_player", "player")


def test_keys_the_read_key_never_organizes_and_a_table_key_is_no_tournament_key(
        client: FlaskClient) -> None:
    made = create(client)
    seated = seat(client, made)
    tid, read_key = made["id"], made["read_key"]
    for path, body in ((f"{API}/{tid}/rounds", {}),
                       (f"{API}/{tid}/penalties", {"player": "東", "points": -1, "reason": "x"})):
        assert _refused(post(client, path, body, read_key))[:2] == (403, "organizer_only")
    assert _refused(get(client, f"{API}/{tid}/export", read_key))[:2] == (403, "organizer_only")
    table = seated["tables"][0]
    assert _refused(get(client, f"{API}/{tid}", None))[:2] == (401, "missing_key")
    assert _refused(get(client, f"{API}/{tid}", table["write_key"]))[:2] == (401, "wrong_key")
    assert _refused(get(client, f"{API}/nosuchtournament", read_key))[:2] == (
        404, "unknown_tournament")
    # A table's write key writes its own table only.
    other = seated["tables"][1]
    op = {"id": "3b0c8a51-6e0e-4d3a-9a55-3b1f1d2a0001", "base": 0, "append": {
        "type": "draw", "tenpai": [0]}}
    assert _refused(post(client, f"/api/v1/tables/{other['id']}/ops", op,
                         table["write_key"]))[1] == "wrong_key"
    # The read key sees each table's read link, never its write key; the organizer both.
    public = get(client, f"{API}/{tid}", read_key).get_json()["rounds"][0]["tables"][0]
    assert "write_key" not in public and public["read_url"].endswith(f"#k={public['read_key']}")
    organizer = get(client, f"{API}/{tid}", made["organizer_key"]).get_json()
    assert organizer["rounds"][0]["tables"][0]["write_key"] == table["write_key"]
    assert get(client, f"/api/v1/tables/{table['id']}", public["read_key"]).status_code == 200


def test_the_next_round_waits_for_unfinished_tables_unless_forced(client: FlaskClient) -> None:
    made = create(client)
    seated = seat(client, made)
    record(client, seated["tables"][0], finished_events("tenhou_yonma"))
    path, key = f"{API}/{made['id']}/rounds", made["organizer_key"]
    answer = post(client, path, {}, key)
    assert _refused(answer)[:2] == (409, "table_unfinished")
    assert answer.get_json()["tables"] == [2]
    assert post(client, path, {"force": True}, key).status_code == 201
    rounds = get(client, f"{API}/{made['id']}", key).get_json()["rounds"]
    assert [r["forced"] for r in rounds] == [False, True]
    assert [t["state"] for t in rounds[0]["tables"]] == ["finished", "not_started"]


def test_000_tables_start_with_the_standings_carried_in(client: FlaskClient) -> None:
    # 000: four at a table, three play; the overall leader sits out first (B: 30 carried).
    made = create(client, house="ekiden2017", players=["A", "B", "C", "D"],
                  carried=[0, 30, 10, -5], seating="fixed", seed=None)
    [table] = seat(client, made, script="A B C D")["tables"]
    assert table["players"] == ["A", "B", "C", "D"]
    view = get(client, f"/api/v1/tables/{table['id']}", table["write_key"]).get_json()
    assert view["participants"] == ["B", "C", "A", "D"]
    assert [view["participants"][p] for p in view["games"][0]["players"]] == ["A", "C", "D"]


def test_creating_tournaments_is_rate_limited_per_address(db_url: str) -> None:
    from webapp import create_app

    client = create_app({"TESTING": True, "DATABASE_URL": db_url,
                         "TOURNAMENT_CREATE_LIMIT": "2 per hour"}).test_client()
    create(client)
    create(client)
    answer = post(client, API, {"house": "tenhou_yonma", "name": "x", "players": EIGHT,
                                "seating": "standings"})
    assert _refused(answer)[:2] == (429, "rate_limited")


def test_000_tables_say_who_sits_out_next_by_the_tournaments_standings(
        client: FlaskClient) -> None:
    made = create(client, house="ekiden2017", players=["A", "B", "C", "D"],
                  carried=[0, 30, 10, -5], seating="fixed", seed=None)
    seat(client, made, script="A B C D")
    [table] = get(client, f"{API}/{made['id']}", made["read_key"]).get_json()["rounds"][0][
        "tables"]
    # As the spec of 000 reads: from the overall leader, B C A D.
    assert table["sit_out_order"] == ["B", "C", "A", "D"] and table["next_sit_out"] == ["B"]


def test_a_table_the_rules_refuse_is_flagged_and_the_others_still_count(
        client: FlaskClient) -> None:
    # 000, two tables: table 1 records its first game with the wrong sit-out (its leader,
    # who sits out first, plays); the table takes it (a table checks each game), the
    # tournament's standings refuse it and count table 2 all the same.
    players = ["A", "B", "C", "D", "E", "F", "G", "H"]
    made = create(client, house="ekiden2017", players=players, seating="fixed", seed=None)
    first, second = seat(client, made, script="A B C D\nE F G H")["tables"]
    events = finished_events("ekiden2017")
    new_game(client, first, [0, 1, 2])  # A plays; A, the leader (all at 0: the first), sits out
    record(client, first, events, game=1)
    record(client, second, events)
    live = standings(client, made)
    [refusal] = live["refusals"]
    assert (refusal["round"], refusal["table"], refusal["code"]) == (1, 1, "wrong_sit_out")
    by_player = {line["player"]: line for line in live["standings"]}
    assert [by_player[n]["games"] for n in players] == [0, 0, 0, 0, 0, 1, 1, 1]
    tables = get(client, f"{API}/{made['id']}", made["organizer_key"]).get_json()["rounds"][0]
    assert [t["state"] for t in tables["tables"]] == ["refused", "playing"]
    assert tables["tables"][0]["refused"]["code"] == "wrong_sit_out"


def test_two_seatings_at_once_seat_one_round(client: FlaskClient,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # The second request read the tournament before the first seated it (as two requests at
    # the same moment do): its round number is taken, so it is refused and changes nothing.
    from webapp.tournaments import rounds as seating

    made = create(client)
    before = seating.live_standings.live
    stale: dict[str, Any] = {}

    def as_read_earlier(session: Any, tournament: Any, fresh: bool = False) -> Any:
        if "now" not in stale:
            stale["now"] = before(session, tournament, fresh)
        return stale["now"]

    monkeypatch.setattr(seating.live_standings, "live", as_read_earlier)
    seat(client, made)
    again = post(client, f"{API}/{made['id']}/rounds", {}, made["organizer_key"])
    assert _refused(again)[:2] == (409, "round_taken")
    monkeypatch.undo()
    rounds = get(client, f"{API}/{made['id']}", made["organizer_key"]).get_json()["rounds"]
    assert len(rounds) == 1 and len(rounds[0]["tables"]) == 2
