"""Ops written by another process reach this process's listeners: on SQLite through the
poll of the ops table, on PostgreSQL through LISTEN/NOTIFY (the safety poll is set far out
of reach here, so only a notification can deliver in time). The other process is a second
app instance on the same database, run as its own Python process."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.stream_kit import WAIT, create_table, serve, stream
from tests.tables.kit import make_app
from webapp.streams import feed

ROOT = Path(__file__).resolve().parents[2]
# A second instance: its own process, its own engine, the same database.
WRITER = """
import json, sys, uuid
from webapp import create_app
url, table_id, key, base, count = sys.argv[1:6]
app = create_app({"DATABASE_URL": url, "AUTO_MIGRATE": False})
client = app.test_client()
seqs = []
for n in range(int(count)):
    op = {"id": str(uuid.uuid4()), "base": int(base) + n,
          "append": {"type": "draw", "tenpai": [0, 1, 2, 3]}}
    answer = client.post(f"/api/v1/tables/{table_id}/ops", json=op,
                         headers={"Authorization": f"Bearer {key}"})
    assert answer.status_code == 201, answer.get_json()
    seqs.append(answer.get_json()["seq"])
print(json.dumps(seqs))
"""


def write_elsewhere(url: str, table: dict[str, Any], base: int, count: int) -> list[int]:
    done = subprocess.run(
        [sys.executable, "-c", WRITER, url, table["id"], table["write_key"], str(base),
         str(count)],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)  # type: ignore[no-any-return]


@pytest.fixture
def table_app(db_url: str) -> Any:
    # Keep-alive comments and the feed's poll fast, so that tests wait less for them.
    return make_app(db_url, STREAM_KEEPALIVE=0.2, STREAM_POLL_INTERVAL=0.05)


@pytest.fixture
def port(table_app: Any) -> Iterator[int]:
    table_app.config["STREAM_SAFETY_POLL"] = 3600.0  # PostgreSQL: only NOTIFY can be in time
    with serve(table_app) as served:
        yield served
    feed.stop_all()


def test_an_op_written_by_another_instance_reaches_a_listener(
    port: int, table_app: Any, db_url: str
) -> None:
    table = create_table(port)
    with stream(port, table["id"], table["read_key"]) as live, \
            stream(port, table["id"], table["write_key"]) as second:
        assert live.status == second.status == 200
        written = write_elsewhere(db_url, table, table["seq"], 3)
        assert [live.next().json()["seq"] for _ in written] == written
        assert [second.next().json()["seq"] for _ in written] == written


def test_the_feed_wakes_only_the_tables_that_got_ops(port: int, db_url: str) -> None:
    quiet, busy = create_table(port), create_table(port)
    with stream(port, quiet["id"], quiet["read_key"]) as still, \
            stream(port, busy["id"], busy["read_key"]) as live:
        written = write_elsewhere(db_url, busy, busy["seq"], 1)
        assert live.next().json()["seq"] == written[0]
        assert still.nothing_pending()


def test_a_listener_opened_before_the_feed_runs_misses_nothing(
    port: int, table_app: Any, db_url: str
) -> None:
    # The feed starts with the first stream; ops committed before it watched are read too.
    table = create_table(port)
    written = write_elsewhere(db_url, table, table["seq"], 2)
    with stream(port, table["id"], table["read_key"], after=str(table["seq"])) as live:
        assert [live.next(timeout=WAIT).json()["seq"] for _ in written] == written
