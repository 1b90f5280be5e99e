"""A tournament's live push, `GET /api/v1/tournaments/{id}/stream`, over a real socket on
SQLite and PostgreSQL: the keys' refusals, the version at connect, and a new version after an
op at any of its tables (a new round's included), a round, a penalty, and a penalty another
instance added (its own Python process: on PostgreSQL only its NOTIFY can be in time, on
SQLite the stream's version re-read finds it)."""

from __future__ import annotations

import http.client
import json
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.stream_kit import WAIT, Stream, call, serve
from tests.tables.kit import make_app
from tests.tournaments_web.kit import API, EIGHT
from webapp.streams import feed
from webapp.tournaments import live as live_answers

ROOT = Path(__file__).resolve().parents[2]
DRAW = {"type": "draw", "tenpai": [0, 1, 2, 3]}
# Another instance on the same database, in its own process: one penalty.
PENALTY = """
import sys
from webapp import create_app
url, tournament_id, key = sys.argv[1:4]
app = create_app({"DATABASE_URL": url, "AUTO_MIGRATE": False})
answer = app.test_client().post(f"/api/v1/tournaments/{tournament_id}/penalties",
    json={"player": "南", "points": -5, "reason": "late"},
    headers={"Authorization": f"Bearer {key}"})
assert answer.status_code == 201, answer.get_json()
"""


@pytest.fixture
def app(db_url: str) -> Any:
    return make_app(db_url, STREAM_KEEPALIVE=0.2, STREAM_POLL_INTERVAL=0.05,
                    TOURNAMENT_REBUILD_AFTER=0, STREAM_SAFETY_POLL=3600.0,
                    TOURNAMENT_STREAM_RECHECK=3600.0)


@pytest.fixture
def port(app: Any) -> Iterator[int]:
    with serve(app) as served:
        yield served
    feed.stop_all()


def tournament(port: int) -> dict[str, Any]:
    status, made = call(port, "POST", API, {"house": "tenhou_yonma", "name": "春",
                                            "players": EIGHT, "seating": "random", "seed": 7})
    assert status == 201, made
    return made  # type: ignore[no-any-return]


def seat(port: int, made: dict[str, Any], **body: Any) -> dict[str, Any]:
    status, seated = call(port, "POST", f"{API}/{made['id']}/rounds", body,
                          made["organizer_key"])
    assert status == 201, seated
    return seated  # type: ignore[no-any-return]


def hand(port: int, table: dict[str, Any]) -> None:
    status, head = call(port, "GET", f"/api/v1/tables/{table['id']}", key=table["write_key"])
    assert status == 200, head
    op = {"id": str(uuid.uuid4()), "base": head["seq"], "append": DRAW}
    status, answer = call(port, "POST", f"/api/v1/tables/{table['id']}/ops", op,
                          table["write_key"])
    assert status == 201, answer


def version_now(port: int, made: dict[str, Any]) -> str:
    status, answer = call(port, "GET", f"{API}/{made['id']}/standings", key=made["read_key"])
    assert status == 200, answer
    return str(answer["version"])


def asked_again(port: int, made: dict[str, Any], etag: str | None) -> tuple[str, str]:
    """As a board told of a new version asks: GET the standings with its last ETag; the
    answer's version (which must be new, never a 304) and its ETag."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    headers = {"Authorization": f"Bearer {made['read_key']}"}
    if etag:
        headers["If-None-Match"] = etag
    try:
        connection.request("GET", f"{API}/{made['id']}/standings", headers=headers)
        response = connection.getresponse()
        assert response.status == 200, response.status
        return json.loads(response.read())["version"], str(response.getheader("ETag"))
    finally:
        connection.close()


def open_stream(port: int, tournament_id: str, key: str | None) -> Stream:
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return Stream(port, f"{API}/{tournament_id}/stream", headers)


def told(live: Stream) -> str:
    message = live.next()
    assert message.event == "version"
    return str(message.json()["version"])


def test_keys_are_refused_as_by_the_tournaments_reads(port: int) -> None:
    made = tournament(port)
    _, table = call(port, "POST", "/api/v1/tables", {"house": "tenhou_yonma"})
    for tournament_id, key, status, code in (
            (made["id"], None, 401, "missing_key"),
            (made["id"], "not-a-key", 401, "wrong_key"),
            (made["id"], table["write_key"], 401, "wrong_key"),  # a table's key opens nothing
            ("nosuchtournament", made["read_key"], 404, "unknown_tournament")):
        live = open_stream(port, tournament_id, key)
        assert live.status == status
        assert live.error["error"]["code"] == code
        assert set(live.error["error"]) == {"code", "message", "field"}


def test_the_first_message_is_the_version_of_now_for_either_key(port: int) -> None:
    made = tournament(port)
    seat(port, made)
    for key in (made["organizer_key"], made["read_key"]):
        live = open_stream(port, made["id"], key)
        try:
            assert live.status == 200
            assert live.header("Content-Type", ).startswith("text/event-stream")
            assert live.header("Cache-Control") == "no-store"
            assert live.header("Content-Encoding") is None
            assert told(live) == version_now(port, made)
            assert live.comments.get(timeout=WAIT) == "keep-alive"  # quiet: kept alive
        finally:
            live.close()


def test_a_hand_at_a_table_then_a_new_rounds_table_each_move_the_version(port: int) -> None:
    made = tournament(port)
    first = seat(port, made)
    live = open_stream(port, made["id"], made["read_key"])
    try:
        start = told(live)
        hand(port, first["tables"][1])
        after_hand = told(live)
        assert after_hand != start and after_hand == version_now(port, made)
        second = seat(port, made, force=True)
        after_round = told(live)
        assert after_round not in (start, after_hand)
        assert after_round == version_now(port, made)
        hand(port, second["tables"][0])  # a table the stream did not know when it opened
        assert told(live) == version_now(port, made) != after_round
    finally:
        live.close()


def test_a_penalty_moves_the_version(port: int) -> None:
    made = tournament(port)
    seat(port, made)
    live = open_stream(port, made["id"], made["organizer_key"])
    try:
        start = told(live)
        status, _ = call(port, "POST", f"{API}/{made['id']}/penalties",
                         {"player": "東", "points": -10, "reason": "遅刻"}, made["organizer_key"])
        assert status == 201
        assert told(live) == version_now(port, made) != start
    finally:
        live.close()


def test_another_instances_penalty_reaches_the_stream(app: Any, db_url: str) -> None:
    if db_url.startswith("sqlite"):
        # SQLite's feed sees only ops: the stream's version re-read is what finds it.
        app.config["TOURNAMENT_STREAM_RECHECK"] = 0.2
    with serve(app) as port:
        try:
            made = tournament(port)
            seat(port, made)
            live = open_stream(port, made["id"], made["read_key"])
            try:
                start = told(live)
                done = subprocess.run(
                    [sys.executable, "-c", PENALTY, db_url, made["id"], made["organizer_key"]],
                    cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
                assert done.returncode == 0, done.stderr
                assert told(live) == version_now(port, made) != start
            finally:
                live.close()
        finally:
            feed.stop_all()


def test_through_gunicorns_worker_the_stream_is_pumped_and_sees_every_change() -> None:
    # Production's worker detaches the stream to its pump. The hand is posted to the server;
    # the penalty is added by this test's own app on the server's SQLite file, another
    # process, which only the stream's version re-read (1 s) can find.
    from tests.test_gunicorn import server_env, start

    process, port = start("--workers", "1")
    try:
        made = tournament(port)
        first = seat(port, made)
        streams = [open_stream(port, made["id"], made["read_key"]) for _ in range(20)]
        try:
            assert all(live.status == 200 for live in streams)
            start_version, etag = asked_again(port, made, None)
            assert {told(live) for live in streams} == {start_version}
            hand(port, first["tables"][0])
            moved = {told(live) for live in streams}
            # Told, the board asks with its ETag and gets that version: the kept answer of a
            # moment ago is not served as unchanged.
            assert moved == {asked_again(port, made, etag)[0]} != {start_version}
            etag = asked_again(port, made, None)[1]
            elsewhere = make_app(server_env(port)["DATABASE_URL"], AUTO_MIGRATE=False)
            answer = elsewhere.test_client().post(
                f"{API}/{made['id']}/penalties", json={"player": "東", "points": -1, "reason": "x"},
                headers={"Authorization": f"Bearer {made['organizer_key']}"})
            assert answer.status_code == 201, answer.get_json()
            assert {told(live) for live in streams} == {asked_again(port, made, etag)[0]}
        finally:
            for live in streams:
                live.close()
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_changes_sooner_than_the_spacing_are_told_once_it_is_over(app: Any) -> None:
    # However the hands fall against the spacing, the last version is always told.
    app.config["TOURNAMENT_STREAM_SPACING"] = 0.5
    with serve(app) as port:
        try:
            made = tournament(port)
            first = seat(port, made)
            live = open_stream(port, made["id"], made["read_key"])
            try:
                start = told(live)
                for _ in range(3):
                    hand(port, first["tables"][0])
                last = version_now(port, made)
                versions = [told(live)]
                while versions[-1] != last:  # each next() waits at most WAIT seconds
                    versions.append(told(live))
                assert start not in versions and len(versions) <= 3
            finally:
                live.close()
        finally:
            feed.stop_all()


def test_the_told_version_is_built_before_it_is_told(port: int) -> None:
    made = tournament(port)
    first = seat(port, made)
    live = open_stream(port, made["id"], made["read_key"])
    try:
        told(live)
        hand(port, first["tables"][0])
        after = told(live)
        # No page has asked yet: the answer kept in this process is already the told one.
        kept = live_answers._ANSWERS.get(made["id"])
        assert kept is not None and kept[0].version == after
        assert version_now(port, made) == after
    finally:
        live.close()


def test_a_build_that_fails_still_tells_the_version(
        port: int, monkeypatch: pytest.MonkeyPatch) -> None:
    made = tournament(port)
    first = seat(port, made)
    live = open_stream(port, made["id"], made["read_key"])
    try:
        start = told(live)

        def broken(*_: Any, **__: Any) -> Any:
            raise RuntimeError("no build")

        monkeypatch.setattr(live_answers, "live", broken)
        hand(port, first["tables"][0])
        assert told(live) != start
    finally:
        live.close()
