"""The live stream of a table, `GET /api/v1/tables/{id}/stream`, over a real socket, on
SQLite and on PostgreSQL: ops posted through the API arrive as Server-Sent Events, a resume
gets only what was missed, keys are checked, idle streams get keep-alive comments."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.stream_kit import DRAW, WAIT, append, call, create_table, serve, stream
from tests.tables.kit import make_app
from webapp.streams import feed


@pytest.fixture
def table_app(db_url: str) -> Any:
    # Keep-alive comments and the feed's poll fast, so that tests wait less for them.
    return make_app(db_url, STREAM_KEEPALIVE=0.2, STREAM_POLL_INTERVAL=0.05)


@pytest.fixture
def port(table_app: Any) -> Iterator[int]:
    with serve(table_app) as served:
        yield served
    feed.stop_all()


def test_a_stream_gets_each_op_posted_through_the_api(port: int) -> None:
    table = create_table(port, events=2)
    assert table["seq"] == 3  # new_game, then one append per event
    with stream(port, table["id"], table["read_key"]) as live:
        assert live.status == 200
        first = append(port, table, base=3)
        second = append(port, table, base=first["seq"], event={**DRAW, "tenpai": [0]})
        got = [live.next(), live.next()]
    assert [m.id for m in got] == [str(first["seq"]), str(second["seq"])]
    assert all(m.event == "op" for m in got)
    datas = [m.json() for m in got]
    assert [d["seq"] for d in datas] == [4, 5]
    assert datas[0]["op"]["append"] == DRAW
    assert datas[1]["op"]["append"]["tenpai"] == [0]


def test_the_answer_is_an_event_stream_never_stored_compressed_or_buffered(port: int) -> None:
    table = create_table(port)
    with stream(port, table["id"], table["write_key"], Accept_Encoding="br, gzip") as live:
        assert live.status == 200
        assert live.header("Content-Type").startswith("text/event-stream")
        assert live.header("Cache-Control") == "no-store"
        assert live.header("X-Accel-Buffering") == "no"
        assert live.header("Content-Encoding") is None
        assert live.header("ETag") is None
        op = append(port, table, base=table["seq"])
        assert live.next().json()["seq"] == op["seq"]  # arrives while the stream stays open


def test_last_event_id_resumes_with_only_the_missed_ops(port: int) -> None:
    table = create_table(port)
    seqs = [table["seq"]]
    for _ in range(4):
        seqs.append(append(port, table, base=seqs[-1])["seq"])
    seen = seqs[2]
    with stream(port, table["id"], table["read_key"], Last_Event_ID=str(seen)) as live:
        missed = [int(live.next().id or 0), int(live.next().id or 0)]
        assert missed == seqs[3:]
        later = append(port, table, base=seqs[-1])
        assert live.next().json()["seq"] == later["seq"]
        assert live.nothing_pending()


def test_after_resumes_like_last_event_id_and_the_header_wins(port: int) -> None:
    table = create_table(port, events=3)  # seq 4
    with stream(port, table["id"], table["read_key"], after="2") as live:
        assert [live.next().json()["seq"] for _ in range(2)] == [3, 4]
    with stream(port, table["id"], table["read_key"], after="1", Last_Event_ID="3") as live:
        assert live.next().json()["seq"] == 4


def test_without_a_resume_point_the_stream_starts_at_the_head(port: int) -> None:
    table = create_table(port, events=3)
    with stream(port, table["id"], table["read_key"]) as live:
        op = append(port, table, base=table["seq"])
        assert live.next().json()["seq"] == op["seq"] == table["seq"] + 1


# "²" is a digit to str.isdigit, not to a seq.
@pytest.mark.parametrize("value", ["x", "-1", "1.5", "9" * 20, "²"])
def test_a_resume_point_that_is_not_a_seq_is_refused(port: int, value: str) -> None:
    table = create_table(port)
    with stream(port, table["id"], table["read_key"], Last_Event_ID=value) as live:
        assert live.status == 400
        assert live.error["error"]["code"] == "bad_resume"
        assert live.error["error"]["field"] == "Last-Event-ID"


def test_a_resume_point_beyond_the_head_is_refused(port: int) -> None:
    table = create_table(port)  # seq 1
    with stream(port, table["id"], table["read_key"], after="2") as live:
        assert live.status == 422
        assert live.error["error"]["code"] == "resume_ahead"
        assert live.error["error"]["field"] == "after"


def test_both_keys_open_the_stream(port: int) -> None:
    table = create_table(port)
    for key in (table["read_key"], table["write_key"]):
        with stream(port, table["id"], key) as live:
            assert live.status == 200


@pytest.mark.parametrize(
    ("key", "status", "code"),
    [
        (None, 401, "missing_key"),
        ("", 401, "missing_key"),
        ("not-a-key", 401, "wrong_key"),
        ("other-table", 401, "wrong_key"),
        ("truncated", 401, "wrong_key"),
    ],
)
def test_no_key_or_a_wrong_key_is_refused_with_its_code(
    port: int, key: str | None, status: int, code: str
) -> None:
    table = create_table(port)
    other = create_table(port)
    sent = {"other-table": other["read_key"], "truncated": table["read_key"][:-1]}.get(
        key or "", key
    )
    with stream(port, table["id"], sent) as live:
        assert live.status == status
        assert live.error["error"]["code"] == code
        assert set(live.error["error"]) == {"code", "message", "field"}


def test_an_unknown_table_is_404(port: int) -> None:
    table = create_table(port)
    with stream(port, "A" * 12, table["read_key"]) as live:
        assert live.status == 404
        assert live.error["error"]["code"] == "unknown_table"


def test_an_idle_stream_gets_keep_alive_comments(port: int) -> None:
    table = create_table(port)
    with stream(port, table["id"], table["read_key"]) as live:
        assert live.comments.get(timeout=WAIT) == "keep-alive"  # STREAM_KEEPALIVE=0.2 here
        assert live.comments.get(timeout=WAIT) == "keep-alive"
        op = append(port, table, base=table["seq"])  # and still live after them
        assert live.next().json()["seq"] == op["seq"]


def test_the_stream_path_refuses_other_methods(port: int) -> None:
    table = create_table(port)
    status, answer = call(port, "POST", f"/api/v1/tables/{table['id']}/stream", {})
    assert status == 405
    assert answer["error"]["code"] == "method_not_allowed"
