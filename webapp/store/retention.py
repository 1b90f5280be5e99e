"""Retention: finished tables nobody has touched for N days are deleted, log and all.

A table is finished when it has at least one game and every one of its games has ended (the
core's replay says `finished` after its last event). "Untouched" is `updated_at`, which every
accepted op moves (a refused op changes nothing). Tables of a tournament are the
tournament's to keep and are never pruned here. The log itself is append-only: this is the
only place rows leave it, a whole table at a time.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from scoring.api import ruleset
from scoring.tables.games import replay
from webapp.store.log import now
from webapp.store.models import Op, Table

DEFAULT_DAYS = 90


def finished(table: Table) -> bool:
    rules = ruleset(table.house)
    for i, game in enumerate(table.games):
        states = replay(rules, table.participants, game, f"games[{i}]")
        if not states or not states[-1]["finished"]:
            return False
    return bool(table.games)


def prune(session: Session, days: int, at: datetime | None = None,
          dry_run: bool = False) -> list[str]:
    """The ids of the tables pruned (or that would be, with `dry_run`); commits."""
    if days < 1:
        raise ValueError("days must be 1 or more")
    cutoff = (at or now()) - timedelta(days=days)
    stmt = select(Table).where(Table.updated_at < cutoff, Table.tournament_id.is_(None))
    gone = [table.id for table in session.scalars(stmt) if finished(table)]
    if gone and not dry_run:
        session.execute(delete(Op).where(Op.table_id.in_(gone)))
        session.execute(delete(Table).where(Table.id.in_(gone)))
        session.commit()
    return gone
