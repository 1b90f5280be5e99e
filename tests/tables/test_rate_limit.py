"""Table creation is limited per client address (Flask-Limiter): 429 with the JSON error,
other addresses and the other table routes unaffected, the calculators never counted."""

from __future__ import annotations

import subprocess
import sys
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


# As gunicorn's gevent worker runs the app: threads are greenlets, which run only when the
# process yields, so a thread started while the app is made is still there at the fork.
UNDER_GEVENT = """
from gevent import monkey
monkey.patch_all()
import sys
from webapp import create_app
app = create_app({"TESTING": True, "DATABASE_URL": sys.argv[1]})
print(app.extensions["tables_limiter"].storage.timer.is_alive())
"""


def test_making_the_app_leaves_no_limiter_thread_running(sqlite_url: str) -> None:
    # gunicorn forks its workers from the app made in its master: a thread still running
    # there ends in a worker that does not know it (a traceback at every worker's boot).
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", UNDER_GEVENT, sqlite_url], cwd=root,
                            capture_output=True, text=True, timeout=120, check=True)
    assert result.stdout.strip() == "False", result.stderr
