"""Table creation is limited per client address (Flask-Limiter): 429 with the JSON error,
other addresses and the other table routes unaffected, the calculators never counted."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from flask.testing import FlaskClient

from tests.tables.kit import HOUSE, bearer, make_app, post_op

ONE = {"REMOTE_ADDR": "192.0.2.1"}
TWO = {"REMOTE_ADDR": "192.0.2.2"}


def _create(client: FlaskClient, environ: dict[str, str]) -> object:
    return client.post("/api/v1/tables", json={"house": HOUSE}, environ_base=environ)


def test_creation_beyond_the_limit_is_429_per_address(sqlite_url: str) -> None:
    client = make_app(sqlite_url, TABLE_CREATE_LIMIT="3 per minute").test_client()
    made = [_create(client, ONE) for _ in range(3)]
    assert [r.status_code for r in made] == [201, 201, 201]
    refused = _create(client, ONE)
    assert refused.status_code == 429
    assert refused.json["error"]["code"] == "rate_limited"
    assert "Retry-After" in refused.headers
    assert _create(client, TWO).status_code == 201  # another address has its own count
    table = made[0].json
    # Reading and writing a table are not creation: never limited by it.
    assert client.get(f"/api/v1/tables/{table['id']}", headers=bearer(table["read_key"]),
                      environ_base=ONE).status_code == 200
    assert post_op(client, table, 1, append={"type": "draw"}).status_code == 201


def test_each_app_counts_alone_and_the_calculators_are_not_limited(sqlite_url: str) -> None:
    first = make_app(sqlite_url, TABLE_CREATE_LIMIT="1 per minute").test_client()
    assert _create(first, ONE).status_code == 201
    assert _create(first, ONE).status_code == 429
    second = make_app(sqlite_url, TABLE_CREATE_LIMIT="1 per minute").test_client()
    assert _create(second, ONE).status_code == 201
    for _ in range(5):
        assert first.get(f"/api/v1/houses/{HOUSE}", environ_base=ONE).status_code == 200


def test_behind_a_trusted_proxy_the_forwarded_address_counts(sqlite_url: str) -> None:
    client = make_app(sqlite_url, TABLE_CREATE_LIMIT="1 per minute",
                      TRUSTED_PROXY_HOPS=1).test_client()

    def create(forwarded: str) -> int:
        return client.post("/api/v1/tables", json={"house": HOUSE}, environ_base=ONE,
                           headers={"X-Forwarded-For": forwarded}).status_code

    assert create("198.51.100.7") == 201
    assert create("198.51.100.7") == 429
    assert create("198.51.100.8") == 201  # same proxy, another client


def test_without_trusted_proxies_a_forwarded_header_changes_nothing(sqlite_url: str) -> None:
    client = make_app(sqlite_url, TABLE_CREATE_LIMIT="1 per minute").test_client()
    statuses = [client.post("/api/v1/tables", json={"house": HOUSE}, environ_base=ONE,
                            headers={"X-Forwarded-For": f"198.51.100.{i}"}).status_code
                for i in range(2)]
    assert statuses == [201, 429]


def test_making_the_app_leaves_no_limiter_thread_running(sqlite_url: str) -> None:
    # gunicorn forks its workers from the app made in its master (preload): a thread still
    # running there at the fork is missing from every worker, and any lock it held stays
    # held in them. The memory storage starts its expiry timer as it is made; it is ended at
    # once, and the next timer starts in the worker on first use (the test below).
    app = make_app(sqlite_url)
    timer = app.extensions["tables_limiter"].storage.timer
    assert not timer.is_alive()
    assert timer not in threading.enumerate()


ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "webapp" / "gunicorn.conf.py"
WAIT = 60.0  # seconds gunicorn may take to be ready on a busy shared machine


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _status(port: int, method: str, path: str, body: bytes | None = None) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    try:
        connection.request(method, path, body=body,
                           headers={"Content-Type": "application/json"} if body else {})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def _wait_until_served(process: subprocess.Popen[bytes], port: int) -> None:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        assert process.poll() is None, "gunicorn exited"
        try:
            if _status(port, "GET", "/healthz") == 200:  # a worker answers, not the backlog
                return
        except OSError:
            pass
        time.sleep(0.2)
    raise AssertionError("gunicorn did not start")


def test_the_limit_holds_in_a_worker_forked_by_the_shipped_gunicorn(tmp_path: Path) -> None:
    # The serving we ship: gunicorn with the repository's config (its streaming gthread
    # worker, the app preloaded in the master, then forked), one worker so that one memory
    # storage does all the counting.
    port = _free_port()
    env = {key: value for key, value in os.environ.items() if key != "GUNICORN_WORKER_CLASS"}
    env.update(HOST="127.0.0.1", PORT=str(port),
               DATABASE_URL=f"sqlite:///{tmp_path / 'tables.sqlite3'}")
    factory = "webapp:create_app({'TABLE_CREATE_LIMIT': '3 per minute'})"
    log = tmp_path / "gunicorn.log"
    with log.open("wb") as errors:
        process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", str(CONFIG), "--workers", "1", factory],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        try:
            _wait_until_served(process, port)
            body = json.dumps({"house": HOUSE}).encode()
            statuses = [_status(port, "POST", "/api/v1/tables", body) for _ in range(4)]
        finally:
            process.terminate()
            process.wait(timeout=WAIT)
    assert statuses == [201, 201, 201, 429]
    written = log.read_text()
    assert "Booting worker" in written  # the log is gunicorn's, with the worker's boot
    assert "Traceback" not in written, written  # no thread the worker did not know
