"""The cross-process feed: wakes this process's listeners for ops other processes wrote.

One feed per process and database, started by the first stream that needs it and again in a
forked child (a thread does not survive a fork). It wakes tables, nothing more: the streams
read the ops themselves, so a wake-up that is late only delays, and a doubled one costs one
empty read.

- SQLite (several gunicorn workers on one file): a poll of `max(gid)` of the ops table every
  `interval` seconds; when it moved, the tables of the new ops are woken.
- PostgreSQL (any number of instances): one LISTEN connection on `CHANNEL`; the store's
  `publish_in_txn` sends `pg_notify` inside the op's transaction, delivered on commit (never
  for a rolled-back op). A slow poll of `max(gid)` is the safety net for a notification lost
  while the connection was being made again.

On every (re)start the feed wakes all its listeners: an op committed while it was not
watching is then read at once.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from typing import Any

from sqlalchemy import Engine, text

from webapp.streams.hub import HUB, Hub

CHANNEL = "table_ops"
log = logging.getLogger(__name__)

MAX_GID = text("SELECT max(gid) FROM ops")
TABLES_SINCE = text("SELECT DISTINCT table_id FROM ops WHERE gid > :after AND gid <= :upto")


class Feed:
    """Watches one database for ops and wakes the hub's tables that got some."""

    def __init__(self, engine: Engine, hub: Hub, interval: float, safety: float) -> None:
        self.engine = engine
        self.hub = hub
        self.interval = interval  # SQLite's poll
        self.safety = safety  # PostgreSQL's safety poll
        self.stopped = threading.Event()
        self.ready = threading.Event()  # set once watching (tests wait on it)
        self._last: int | None = None
        self.thread = threading.Thread(target=self._run, name="table-feed", daemon=True)

    @property
    def postgres(self) -> bool:
        return self.engine.dialect.name == "postgresql"

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.stopped.set()

    def _run(self) -> None:
        while not self.stopped.is_set():
            try:
                if self.postgres:
                    self._listen()
                else:
                    self._poll()
            except Exception:  # the database went away: try again, the streams wait
                log.warning("table feed: the database did not answer; retrying", exc_info=True)
                self.ready.clear()
                self.stopped.wait(1.0)

    def _catch_up(self, connection: Any) -> None:
        """Wake the tables that got ops since the last look (all of them on the first)."""
        now = connection.execute(MAX_GID).scalar() or 0
        last = self._last
        self._last = now
        if last is None or now < last:  # first look, or a database emptied under us
            self.hub.wake_all()
        elif now > last:
            rows = connection.execute(TABLES_SINCE, {"after": last, "upto": now})
            for (table_id,) in rows:
                self.hub.wake(table_id)

    def _poll(self) -> None:
        self._last = None
        while not self.stopped.is_set():
            with self.engine.connect() as connection:
                self._catch_up(connection)
                connection.rollback()  # end the read: never hold a WAL snapshot
            self.ready.set()
            self.stopped.wait(self.interval)

    def _listen(self) -> None:
        import psycopg

        url = self.engine.url.set(drivername="postgresql")
        conninfo = url.render_as_string(hide_password=False)
        self._last = None
        with psycopg.connect(conninfo, autocommit=True) as connection:
            connection.execute(f"LISTEN {CHANNEL}")
            with self.engine.connect() as sa:
                self._catch_up(sa)
            self.ready.set()
            next_check = time.monotonic() + self.safety
            while not self.stopped.is_set():
                # Short waits, so that a stop is seen within half a second.
                for notify in connection.notifies(timeout=0.5):
                    self.hub.wake(notify.payload.split(":", 1)[0])
                if time.monotonic() >= next_check:  # the safety net
                    with self.engine.connect() as sa:
                        self._catch_up(sa)
                    next_check = time.monotonic() + self.safety


_lock = threading.Lock()
_feeds: dict[str, Feed] = {}


def ensure(engine: Engine, interval: float = 0.025, safety: float = 5.0) -> Feed:
    """The running feed of `engine`'s database in this process, started when missing."""
    key = engine.url.render_as_string(hide_password=False)
    with _lock:
        feed = _feeds.get(key)
        if feed is None or feed.stopped.is_set() or not feed.thread.is_alive():
            feed = Feed(engine, HUB, interval, safety)
            _feeds[key] = feed
            feed.start()
        return feed


def stop_all() -> None:
    """Stop every feed of this process (tests; a server's feeds die with it)."""
    with _lock:
        feeds = list(_feeds.values())
        _feeds.clear()
    for feed in feeds:
        feed.stop()
    for feed in feeds:
        feed.thread.join(timeout=10)


def _after_fork() -> None:
    global _lock
    _lock = threading.Lock()
    _feeds.clear()  # their threads stayed in the parent


os.register_at_fork(after_in_child=_after_fork)
