"""Databases for the tests: a SQLite file, and a real PostgreSQL 15 started for the session.

The server is Debian's (`/usr/lib/postgresql/<n>/bin`, `make db-deps` installs it). initdb
refuses to run as root, so as root it runs as the `postgres` user (`runuser`), in a temp
directory on a free loopback port; `pg_ctl -w` waits until it accepts connections. Each test
gets a fresh, empty database (`CREATE DATABASE`, a few tens of ms), so nothing one test
writes is seen by another; the server and its files go at the session's end.

Fixtures (import them into a conftest: `from tests.dbkit import *`):
- `db_url`: parametrized over "sqlite" and "postgresql", a fresh empty database's URL.
- `sqlite_url`, `postgres_url`: one kind only.
- `pg_server`: the session's server (`.url(name)`, `.create_database()`, `.drop_database()`).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["PgServer", "db_url", "pg_server", "postgres_url", "sqlite_url"]

KINDS = ("sqlite", "postgresql")


def _bin_dir() -> Path:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"),
                   key=lambda p: int(p.parent.parent.name))
    if not found:
        raise RuntimeError("PostgreSQL's server binaries are missing: run `make db-deps` "
                           "(Debian's postgresql package)")
    return found[-1].parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    """A throwaway PostgreSQL cluster, started and stopped by the tests."""

    def __init__(self) -> None:
        self.bin = _bin_dir()
        self.root = Path(tempfile.mkdtemp(prefix="tables-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self.as_root = os.geteuid() == 0
        if self.as_root:
            shutil.chown(self.root, "postgres", "postgres")

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        command = [*(["runuser", "-u", "postgres", "--"] if self.as_root else []), *args]
        return subprocess.run(command, check=True, capture_output=True, text=True,
                              cwd=self.root, timeout=120)

    def start(self) -> None:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres",
                  "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8")
        # Durability does not matter to a test database: fsync off makes CREATE DATABASE
        # and every commit much cheaper on the shared disk.
        options = (f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1 "
                   "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
                   "-c max_connections=200")
        # -w: return once the server accepts connections (or fail after -t seconds).
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", options,
                  "-l", str(self.root / "log"), "-w", "-t", "60", "start")

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate",
                      "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)

    def url(self, name: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{name}"

    def _admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(f"host=127.0.0.1 port={self.port} user=postgres dbname=postgres",
                             autocommit=True) as connection:
            connection.execute(sql)  # type: ignore[arg-type]

    def create_database(self) -> str:
        name = f"t_{uuid.uuid4().hex[:16]}"
        self._admin(f'CREATE DATABASE "{name}" TEMPLATE template0')
        return name

    def drop_database(self, name: str) -> None:
        self._admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    server = PgServer()
    try:
        server.start()
    except subprocess.CalledProcessError as exc:
        server.stop()
        raise RuntimeError(f"PostgreSQL did not start: {exc.stderr or exc.stdout}") from exc
    yield server
    server.stop()


def _engines_closed(url: str) -> None:
    # Connections the app's engines hold would keep DROP DATABASE waiting (FORCE ends them,
    # but a pooled connection would then fail noisily in a later test's teardown).
    from webapp.store import db

    for engine in list(db._ENGINES):
        if str(engine.url) == url or engine.url.render_as_string(hide_password=False) == url:
            engine.dispose()


@pytest.fixture
def postgres_url(pg_server: PgServer) -> Iterator[str]:
    name = pg_server.create_database()
    url = pg_server.url(name)
    yield url
    _engines_closed(url)
    pg_server.drop_database(name)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture(params=KINDS)
def db_url(request: pytest.FixtureRequest) -> str:
    """A fresh empty database of each kind in turn (the test runs once per kind)."""
    name = "sqlite_url" if request.param == "sqlite" else "postgres_url"
    return str(request.getfixturevalue(name))
