"""Wake-ups for the shared tables' live streams.

The store (``webapp.store.tables``) calls two functions around an op's transaction:

- ``publish_in_txn(session, table_id, seq)`` inside the transaction, before commit. On
  PostgreSQL this will be a ``pg_notify`` (delivered to every instance's LISTEN connection
  on commit, never for a rolled-back op); on SQLite it does nothing (other processes poll).
- ``announce(table_id, seq)`` after the commit: wakes this process's listeners at once.

A wake-up carries no data: a stream reads the ops themselves with ``ops_after``, so a lost
or doubled wake-up only delays or repeats a read, never loses or doubles an op.

These are safe stubs for now (the real hub and feed follow); both never raise.
"""

from __future__ import annotations

from typing import Any


def publish_in_txn(session: Any, table_id: str, seq: int) -> None:
    """Queue a cross-instance wake-up inside the op's transaction (stub: nothing yet)."""
    del session, table_id, seq


def announce(table_id: str, seq: int) -> None:
    """Wake this process's listeners of ``table_id`` after the commit (stub: nothing yet)."""
    del table_id, seq
