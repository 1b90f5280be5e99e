"""A table's points carried in: `tables.carried`, one per participant (a tournament's table
starts with its players' totals, which the night's sit-outs follow), null for none.
Each held in the form `/sessions` reads back exactly (an integer, a decimal, or "p/q").

Revision ID: 0003_table_carried
Revises: 0002_tournaments
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_table_carried"
down_revision = "0002_tournaments"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("carried", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("carried")
