"""The tables' models (SQLAlchemy 2, typed `Mapped[...]`); every schema change is a migration
in `migrations/versions/` (a test compares the two).

`ops` is the append-only log: one row per accepted op, `seq` 1, 2, … per table without gaps,
`gid` the global order the streams' feed reads. `tables.games` is the folded snapshot of the
log (so an append does not refold it), `tables.seq` its head.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    """The one declarative base of every model (tables, tournaments)."""


class Table(Base):
    __tablename__ = "tables"

    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    house: Mapped[str] = mapped_column(String(64))
    participants: Mapped[list[str] | None] = mapped_column(JSON)
    # Points each participant carries in, as `/sessions` reads them back exactly (or None).
    carried: Mapped[list[int | float | str] | None] = mapped_column(JSON)
    write_key_hash: Mapped[str] = mapped_column(String(64))
    read_key_hash: Mapped[str] = mapped_column(String(64))
    seq: Mapped[int] = mapped_column(Integer, default=0)
    games: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    tournament_id: Mapped[str | None] = mapped_column(String(16), index=True)


class Op(Base):
    __tablename__ = "ops"
    __table_args__ = (
        UniqueConstraint("table_id", "seq", name="uq_ops_table_seq"),
        UniqueConstraint("table_id", "op_id", name="uq_ops_table_op_id"),
    )

    gid: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(
        String(16), ForeignKey("tables.id", ondelete="CASCADE", name="fk_ops_table"))
    seq: Mapped[int] = mapped_column(Integer)
    op_id: Mapped[str] = mapped_column(String(64))
    kind: Mapped[str] = mapped_column(String(16))
    game: Mapped[int] = mapped_column(Integer)
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    answer: Mapped[dict[str, Any]] = mapped_column(JSON)
    device: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
