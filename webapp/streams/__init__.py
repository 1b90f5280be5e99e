"""Wake-ups for the shared tables' live streams.

The store (``webapp.store.tables``) calls two functions around an op's transaction:

- ``publish_in_txn(session, table_id, seq)`` inside the transaction, before commit. On
  PostgreSQL it is a ``pg_notify`` on ``feed.CHANNEL``, delivered to every instance's LISTEN
  connection on commit (never for a rolled-back op); on SQLite it does nothing (the other
  processes poll the ops table).
- ``announce(table_id, seq)`` after the commit: wakes this process's listeners at once.

A wake-up carries no data: a stream reads the ops themselves with ``ops_after``, so a lost
or doubled wake-up only delays or repeats a read, never loses or doubles an op. The hub is
in `hub`, the cross-process feed in `feed`.

A tournament's stream listens to each of its tables and to `tournament_key(id)`, rung the
same two ways when a round is seated or a penalty added (`publish_tournament_in_txn`,
`announce_tournament`). Its key has a `/`, which no table id has, so the two never meet.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import text

from webapp.streams.feed import CHANNEL
from webapp.streams.hub import HUB

# The WSGI environ key of a callable the server may offer (webapp.serving.worker): the stream
# route calls it so that a live stream leaves the server's cap on connections serving requests.
DETACH = "webapp.detach_stream"
NOTIFY = text("SELECT pg_notify(:channel, :payload)")


def publish_in_txn(session: Any, table_id: str, seq: int) -> None:
    """Queue the cross-instance wake-up of `table_id` in the op's transaction (PostgreSQL)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(NOTIFY, {"channel": CHANNEL, "payload": f"{table_id}:{seq}"})


def announce(table_id: str, seq: int) -> None:
    """Wake this process's listeners of `table_id` (after the op's commit)."""
    del seq  # the streams read from their own cursor
    HUB.wake(table_id)


def tournament_key(tournament_id: str) -> str:
    """The hub's key of a tournament's own changes (its rounds, its penalties)."""
    return f"t/{tournament_id}"


def publish_tournament_in_txn(session: Any, tournament_id: str) -> None:
    """`publish_in_txn` for a round or a penalty of `tournament_id` (PostgreSQL)."""
    publish_in_txn(session, tournament_key(tournament_id), 0)


def announce_tournament(tournament_id: str) -> None:
    """Wake this process's streams of `tournament_id` (after a round's or penalty's commit)."""
    HUB.wake(tournament_key(tournament_id))
