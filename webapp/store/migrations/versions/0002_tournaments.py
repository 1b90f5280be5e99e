"""Tournaments on the shared tables: `tournaments` (the set-up and its keys' hashes),
`tournament_rounds` (each round's seating), `tournament_tables` (which shared table is which
table of which round, its players in seat order, its keys sealed) and `tournament_penalties`.

Revision ID: 0002_tournaments
Revises: 0001_tables
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_tournaments"
down_revision = "0001_tables"
branch_labels = None
depends_on = None


def _tournament_fk(name: str) -> sa.Column:
    return sa.Column("tournament_id", sa.String(16),
                     sa.ForeignKey("tournaments.id", ondelete="CASCADE", name=name),
                     nullable=False)


def upgrade() -> None:
    op.create_table(
        "tournaments",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("house", sa.String(64), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("carried", sa.JSON(), nullable=False),
        sa.Column("teams", sa.JSON(), nullable=False),
        sa.Column("seating", sa.String(16), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=True),
        sa.Column("organizer_key_hash", sa.String(64), nullable=False),
        sa.Column("read_key_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_table(
        "tournament_rounds",
        _tournament_fk("fk_tournament_rounds_tournament"),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seating", sa.String(16), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=True),
        sa.Column("repeats", sa.JSON(), nullable=False),
        sa.Column("forced", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("tournament_id", "number"),
    )
    op.create_table(
        "tournament_tables",
        _tournament_fk("fk_tournament_tables_tournament"),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("table_id", sa.String(16),
                  sa.ForeignKey("tables.id", ondelete="CASCADE",
                                name="fk_tournament_tables_table"), nullable=False),
        sa.Column("players", sa.JSON(), nullable=False),
        sa.Column("write_sealed", sa.String(128), nullable=False),
        sa.Column("read_sealed", sa.String(128), nullable=False),
        sa.Column("read_sealed_public", sa.String(128), nullable=False),
        sa.PrimaryKeyConstraint("tournament_id", "round", "number"),
        sa.UniqueConstraint("table_id", name="uq_tournament_tables_table"),
    )
    op.create_table(
        "tournament_penalties",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        _tournament_fk("fk_tournament_penalties_tournament"),
        sa.Column("player", sa.String(64), nullable=False),
        sa.Column("points", sa.String(64), nullable=False),
        sa.Column("reason", sa.String(400), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_tournament_penalties_tournament_id", "tournament_penalties",
                    ["tournament_id"])


def downgrade() -> None:
    op.drop_index("ix_tournament_penalties_tournament_id", "tournament_penalties")
    op.drop_table("tournament_penalties")
    op.drop_table("tournament_tables")
    op.drop_table("tournament_rounds")
    op.drop_table("tournaments")
