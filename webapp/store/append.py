"""One op on a table's log, as one transaction: idempotent by its id, refused when its base is
stale or the core refuses the game it makes, wake-ups published with it.

Concurrency is optimistic. The core's replay of the changed game (most of an append's time)
runs before any lock, on the table as it stands at the op's base; the write is then a
compare-and-swap: the table's row moves only from that seq. On SQLite the write lock (one for
the whole file) is so held only for two rows' writes, not for a replay, so writers to other
tables do not queue behind it; on PostgreSQL a second writer to the same row waits for the
first and then finds the seq moved. Either way the loser's base is stale (409), or its op
was the winner (the same id sent twice at once), answered 200 with the first answer. The
unique (table, seq) and (table, op id) constraints stay the backstop: a lost race there is
an IntegrityError, answered the same way.
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
from webapp.store.errors import StoreError
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
    assert op.id is not None and op.base is not None
    table = load_table(session, table_id)
    first = _first_answer(session, table_id, op.id)
    if first is not None:
        return 200, first
    if op.base != table.seq:
        raise _stale(session, table_id, table.seq, op.base)
    if table.seq >= max_ops:
        raise StoreError(422, ErrorCode.TOO_MANY_OPS,
                         f"A table's log holds at most {max_ops} ops.")
    games, effect = apply_core(ruleset(table.house), table.participants, table.games, op,
                               carried_of(table))
    # End the read: SQLite cannot turn a read snapshot another writer has passed into a
    # write, and nothing read so far may be trusted past the swap below anyway.
    session.rollback()
    at = now()
    seq = op.base + 1
    values: dict[str, Any] = {"seq": seq, "games": games, "updated_at": at}
    if effect.game == len(games) - 1:
        values["finished_at"] = at if effect.finished else None
    swap = (update(Table).where(Table.id == table_id, Table.seq == op.base).values(**values)
            .execution_options(synchronize_session=False))
    if session.execute(swap).rowcount == 0:  # type: ignore[attr-defined]
        session.rollback()
        return _second(session, table_id, op)
    row = op_row(table_id, seq, op, effect, at)
    session.add(row)
    session.flush()
    streams.publish_in_txn(session, table_id, seq)
    session.commit()
    streams.announce(table_id, seq)
    return 201, row.answer


def _second(session: Session, table_id: str, op: CoreOp) -> tuple[int, dict]:
    """The answer to an op that lost its race: the first answer if the winner was this very
    op, else its stale base (or the 404 of a table pruned meanwhile)."""
    assert op.id is not None
    first = _first_answer(session, table_id, op.id)
    if first is not None:
        return 200, first
    table = load_table(session, table_id)
    raise _stale(session, table_id, table.seq, op.base or 0)


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
            return _second(session, table_id, op)
    except (ScoringError, StoreError) as exc:
        session.rollback()
        return exc.status, exc.to_dict()
    finally:
        # Nothing left open: a 200 read its answer inside the locking transaction.
        if session.in_transaction():
            session.rollback()
