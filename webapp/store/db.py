"""The database: one engine per app (from `DATABASE_URL`), one session per request.

The default is a SQLite file in Flask's instance folder (WAL, so readers never wait for the
writer; a busy timeout, so writers queue instead of failing), which `make serve` creates and
migrates on a fresh clone. `DATABASE_URL` (config or environment) selects another database,
e.g. `postgresql://user@host/db` (driven by psycopg 3).
"""

from __future__ import annotations

import os
import weakref
from pathlib import Path
from typing import Any

from flask import Flask, current_app, g
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session, sessionmaker

from webapp.store import migrate

SQLITE_FILE = "tables.sqlite3"
BUSY_TIMEOUT_MS = 10_000
_ENGINES: weakref.WeakSet[Engine] = weakref.WeakSet()
_MIGRATED: set[str] = set()


def database_url(app: Flask) -> str:
    url = app.config.get("DATABASE_URL") or os.environ.get("DATABASE_URL")
    if not url:
        Path(app.instance_path).mkdir(parents=True, exist_ok=True)
        return f"sqlite:///{Path(app.instance_path) / SQLITE_FILE}"
    # A plain postgresql:// URL names psycopg 2 in SQLAlchemy; this app ships psycopg 3.
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain):]
    return url


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")  # first: the next may wait
    cursor.execute("PRAGMA journal_mode=WAL")
    # NORMAL in WAL mode: a committed op survives the process being killed (kill -9); only
    # the machine losing power may lose the last commits.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
        event.listen(engine, "connect", _sqlite_pragmas)
    else:
        engine = create_engine(url, pool_pre_ping=True, pool_size=10, max_overflow=20)
    _ENGINES.add(engine)
    return engine


def _after_fork() -> None:
    # gunicorn preloads the app in its master: a worker must not reuse the master's
    # connections, only open its own (SQLAlchemy's advice for multiprocessing).
    for engine in list(_ENGINES):
        engine.dispose(close=False)


os.register_at_fork(after_in_child=_after_fork)


def init_app(app: Flask) -> None:
    engine = make_engine(database_url(app))
    app.extensions["store"] = sessionmaker(engine, expire_on_commit=False)
    url = str(engine.url)
    if app.config.get("AUTO_MIGRATE", True) and url not in _MIGRATED:
        migrate.upgrade(engine)
        engine.dispose()  # nothing held open across gunicorn's fork
        # Once per process and database: every test's app would otherwise ask again.
        _MIGRATED.add(url)
    app.teardown_appcontext(_close)


def engine(app: Flask | None = None) -> Engine:
    factory = (app or current_app).extensions["store"]
    return factory.kw["bind"]  # type: ignore[no-any-return]


def session() -> Session:
    """The request's one session (opened on first use, closed at the request's end)."""
    if "store_session" not in g:
        g.store_session = current_app.extensions["store"]()
    return g.store_session  # type: ignore[no-any-return]


def _close(_exc: BaseException | None) -> None:
    opened = g.pop("store_session", None)
    if opened is not None:
        opened.close()
