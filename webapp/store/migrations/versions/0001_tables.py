"""The shared tables: `tables` (a table's head and folded games) and `ops` (the log).

Revision ID: 0001_tables
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001_tables"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "tables",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("house", sa.String(64), nullable=False),
        sa.Column("participants", sa.JSON(), nullable=True),
        sa.Column("write_key_hash", sa.String(64), nullable=False),
        sa.Column("read_key_hash", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("games", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("tournament_id", sa.String(16), nullable=True),
    )
    op.create_index("ix_tables_updated_at", "tables", ["updated_at"])
    op.create_index("ix_tables_tournament_id", "tables", ["tournament_id"])
    op.create_table(
        "ops",
        sa.Column("gid", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("table_id", sa.String(16),
                  sa.ForeignKey("tables.id", ondelete="CASCADE", name="fk_ops_table"),
                  nullable=False),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("op_id", sa.String(64), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("game", sa.Integer(), nullable=False),
        sa.Column("body", sa.JSON(), nullable=False),
        sa.Column("answer", sa.JSON(), nullable=False),
        sa.Column("device", sa.String(64), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("table_id", "seq", name="uq_ops_table_seq"),
        sa.UniqueConstraint("table_id", "op_id", name="uq_ops_table_op_id"),
    )


def downgrade() -> None:
    op.drop_table("ops")
    op.drop_index("ix_tables_tournament_id", "tables")
    op.drop_index("ix_tables_updated_at", "tables")
    op.drop_table("tables")
