"""Reading and writing a table's log rows, shared by the store's functions."""

from __future__ import annotations

from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from scoring.tables import Effect, read_table_carried
from scoring.tables import Op as CoreOp
from webapp.store.errors import unknown_table
from webapp.store.models import Op, Table


def now() -> datetime:
    return datetime.now(UTC)


def load_table(session: Session, table_id: str) -> Table:
    """The table as the database has it now (never a copy an earlier query left in the
    session), or the 404 refusal."""
    stmt = select(Table).where(Table.id == table_id).execution_options(populate_existing=True)
    table = session.scalars(stmt).first()
    if table is None:
        raise unknown_table(table_id)
    return table


def carried_of(table: Table) -> list[Fraction] | None:
    """The table's points carried in, exact (None: none), for its night's sit-outs."""
    if table.carried is None:
        return None
    return read_table_carried(table.participants, {"carried": table.carried})


def op_row(table_id: str, seq: int, op: CoreOp, effect: Effect, at: datetime) -> Op:
    body = op.to_dict()
    body["game"] = effect.game  # "the last game" resolved, so the log replays alike anywhere
    answer = {"seq": seq, "id": op.id, **effect.to_dict()}
    return Op(table_id=table_id, seq=seq, op_id=op.id, kind=op.kind, game=effect.game,
              body=body, answer=answer, device=op.device, created_at=at)


def op_answer(row: Op) -> dict[str, Any]:
    """A logged op as the streams and the history show it: as posted (its game resolved),
    with its device, its time, and the event it replaced or deleted."""
    op = dict(row.body)
    op["device"] = row.device
    at = row.created_at
    # SQLite hands the time back without its zone (it stores text); every time here is UTC.
    op["at"] = (at if at.tzinfo else at.replace(tzinfo=UTC)).isoformat()
    previous = row.answer.get("previous")
    if previous is not None:
        op["previous"] = previous
    return {"seq": row.seq, "op": op}


def ops_after(session: Session, table_id: str, seq: int, limit: int = 1000) -> list[dict]:
    """The table's ops after `seq`, oldest first, at most `limit` of them."""
    stmt = (select(Op).where(Op.table_id == table_id, Op.seq > seq)
            .order_by(Op.seq).limit(limit))
    return [op_answer(row) for row in session.scalars(stmt)]
