"""One op on a table's log, as one transaction: idempotent by its id, refused when its base is
stale or the core refuses the game it makes, wake-ups published with it.

Concurrency: the transaction's first statement writes the table's row, so PostgreSQL locks
that row and SQLite takes its write lock before anything is read; two servers appending to
one table take turns, and the second sees the first's op (its base is then stale). The
unique (table, seq) and (table, op id) constraints are the backstop: a lost race is an
IntegrityError, answered as if the op had come second.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from scoring.api import ruleset
from scoring.errors import ErrorCode, ScoringError
from scoring.tables import Op as CoreOp
from scoring.tables import apply_op as apply_core
from scoring.tables import read_op
from scoring.tables.limits import MAX_OPS
from webapp import streams
from webapp.store.errors import StoreError, unknown_table
from webapp.store.log import carried_of, load_table, now, op_row, ops_after
from webapp.store.models import Op, Table

STALE_OPS = 1000  # ops a 409 carries at most ("complete": false beyond, then GET the table)


def _first_answer(session: Session, table_id: str, op_id: str) -> dict[str, Any] | None:
    stmt = select(Op.answer).where(Op.table_id == table_id, Op.op_id == op_id)
    return session.scalars(stmt).first()


def _stale(session: Session, table_id: str, head: int, base: int) -> StoreError:
    ops = ops_after(session, table_id, base, STALE_OPS + 1) if base < head else []
    return StoreError(
        409, ErrorCode.STALE_BASE,
        f"The table is at seq {head}; this op was made at {base}: fold the ops after it "
        "and send it again with the new base (or drop it).", "base",
        {"seq": head, "ops": ops[:STALE_OPS], "complete": len(ops) <= STALE_OPS})


def _append(session: Session, table_id: str, op: CoreOp, max_ops: int) -> tuple[int, dict]:
    at = now()
    assert op.id is not None and op.base is not None
    locked = session.execute(update(Table).where(Table.id == table_id).values(updated_at=at))
    if locked.rowcount == 0:  # type: ignore[attr-defined]
        raise unknown_table(table_id)
    first = _first_answer(session, table_id, op.id)
    if first is not None:
        return 200, first
    table = load_table(session, table_id)
    if op.base != table.seq:
        raise _stale(session, table_id, table.seq, op.base)
    if table.seq >= max_ops:
        raise StoreError(422, ErrorCode.TOO_MANY_OPS,
                         f"A table's log holds at most {max_ops} ops.")
    games, effect = apply_core(ruleset(table.house), table.participants, table.games, op,
                               carried_of(table))
    seq = table.seq + 1
    row = op_row(table_id, seq, op, effect, at)
    session.add(row)
    table.seq, table.games = seq, games
    if effect.game == len(games) - 1:
        table.finished_at = at if effect.finished else None
    session.flush()
    streams.publish_in_txn(session, table_id, seq)
    session.commit()
    streams.announce(table_id, seq)
    return 201, row.answer


def apply_op(session: Session, table_id: str, raw: Any,
             max_ops: int = MAX_OPS) -> tuple[int, dict[str, Any]]:
    """(status, answer) for one op as posted: 201 and its answer when logged, 200 and the
    first answer for an id already logged, or an error status and body (nothing logged)."""
    try:
        op = read_op(raw)
        assert op.id is not None
        try:
            return _append(session, table_id, op, max_ops)
        except IntegrityError:
            # Another server logged this seq (or this very op) between our read and write.
            session.rollback()
            first = _first_answer(session, table_id, op.id)
            if first is not None:
                return 200, first
            table = load_table(session, table_id)
            raise _stale(session, table_id, table.seq, op.base or 0) from None
    except (ScoringError, StoreError) as exc:
        session.rollback()
        return exc.status, exc.to_dict()
    finally:
        # Nothing left open: a 200 read its answer inside the locking transaction.
        if session.in_transaction():
            session.rollback()
