"""A tournament's files: the standings and games as CSV (UTF-8 with a BOM, read back with
Python's csv module), and the whole tournament exported, imported into an empty database
and giving the same standings."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.tournaments_web.games import finished_events
from tests.tournaments_web.kit import API, create, get, post, record, seat, standings
from webapp import create_app


def _day(client: FlaskClient) -> dict[str, Any]:
    made = create(client, players=["=SUM(A1)", "南", "西", "北", "白", "發", "中", "Zed"])
    events = finished_events("tenhou_yonma")
    for table in seat(client, made)["tables"]:
        record(client, table, events)
    post(client, f"{API}/{made['id']}/penalties",
         {"player": "南", "points": -12.5, "reason": "遅刻"}, made["organizer_key"])
    second = seat(client, made, seating="standings")
    record(client, second["tables"][0], events)  # table 2 still to play
    return made


def _rows(answer: Any) -> list[list[str]]:
    assert answer.status_code == 200
    assert answer.headers["Content-Type"] == "text/csv; charset=utf-8"
    raw = answer.get_data()
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM: Excel in Japanese reads UTF-8
    return list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline="")))


def test_the_standings_csv_holds_the_standings(client: FlaskClient) -> None:
    made = _day(client)
    answer = standings(client, made)
    rows = _rows(get(client, f"{API}/{made['id']}/standings.csv?lang=ja", made["read_key"]))
    assert rows[0][:5] == ["順位", "選手", "チーム", "合計", "対局数"]
    assert rows[0][5:9] == ["1位", "2位", "3位", "4位"]
    assert len(rows) == 1 + len(answer["standings"])
    for row, line in zip(rows[1:], answer["standings"], strict=True):
        name = line["player"]
        # A name a spreadsheet would run as a formula is written as text.
        assert row[1] == ("'" + name if name.startswith("=") else name)
        assert (int(row[0]), float(row[3]), int(row[4])) == (
            line["place"], line["total"], line["games"])
        assert [int(v) for v in row[5:9]] == line["ranks"]
        assert float(row[10]) == line["penalty_points"]
    english = _rows(get(client, f"{API}/{made['id']}/standings.csv?lang=en", made["read_key"]))
    assert english[0][:4] == ["place", "player", "team", "total"]


def test_the_games_csv_has_every_finished_game_by_seat(client: FlaskClient) -> None:
    made = _day(client)
    rows = _rows(get(client, f"{API}/{made['id']}/games.csv?lang=en", made["read_key"]))
    assert rows[0] == ["round", "table", "game", "seat", "player", "final_score", "points",
                       "rank"]
    games = {(r[0], r[1], r[2]) for r in rows[1:]}
    assert games == {("1", "1", "1"), ("1", "2", "1"), ("2", "1", "1")}  # 2-2 still playing
    per_player = {}
    for r in rows[1:]:
        per_player[r[4]] = per_player.get(r[4], 0) + float(r[6])
    by_name = {line["player"]: line for line in standings(client, made)["standings"]}
    for name, points in per_player.items():
        assert points == pytest.approx(by_name[name.lstrip("'")]["game_points"])


@pytest.fixture
def empty_url(request: pytest.FixtureRequest, db_url: str, tmp_path: Any) -> str:
    """Another empty database of the same kind."""
    if db_url.startswith("sqlite"):
        return f"sqlite:///{tmp_path / 'imported.sqlite3'}"
    server = request.getfixturevalue("pg_server")
    return str(server.url(server.create_database()))


def test_export_then_import_into_an_empty_database_gives_the_same_standings(
        client: FlaskClient, empty_url: str) -> None:
    made = _day(client)
    exported = get(client, f"{API}/{made['id']}/export", made["organizer_key"])
    assert exported.status_code == 200 and "no-store" in exported.headers["Cache-Control"]
    other = create_app({"TESTING": True, "DATABASE_URL": empty_url}).test_client()
    imported = post(other, f"{API}/import", exported.get_json())
    assert imported.status_code == 201, imported.get_json()
    again = imported.get_json()
    assert again["id"] != made["id"] and again["organizer_key"] != made["organizer_key"]
    ours, theirs = standings(client, made), standings(other, again)
    for key in ("standings", "teams", "tables", "refusals", "zero_sum", "penalties_total"):
        assert theirs[key] == ours[key], key
    # And the import exports the same document.
    assert get(other, f"{API}/{again['id']}/export", again["organizer_key"]).get_json() \
        == exported.get_json()


def test_an_import_that_is_not_an_export_is_refused(client: FlaskClient) -> None:
    made = _day(client)
    doc = get(client, f"{API}/{made['id']}/export", made["organizer_key"]).get_json()
    wrong = post(client, f"{API}/import", {**doc, "version": 99})
    assert wrong.status_code == 422 and wrong.get_json()["error"]["code"] == "bad_export"
    first, second = doc["rounds"][0]["tables"]
    name = second["players"][0]
    first["participants"][first["participants"].index(first["players"][0])] = name
    first["players"][0] = name
    twice = post(client, f"{API}/import", doc).get_json()["error"]
    assert (twice["code"], twice["field"]) == ("duplicate_player", "rounds[0].tables[1][0]")
