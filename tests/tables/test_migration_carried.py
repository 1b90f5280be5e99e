"""Migration 0003_table_carried: `tables.carried` (JSON, nullable) from an empty database of
each kind, and a database at 0002 keeps its tables (carrying nothing) when it is upgraded."""

from __future__ import annotations

from datetime import UTC, datetime

from alembic.script import ScriptDirectory
from sqlalchemy import inspect, text

from webapp.store import db, migrate


def test_the_revision_follows_the_tournaments() -> None:
    script = ScriptDirectory.from_config(migrate.config())
    revision = script.get_revision("0003_table_carried")
    assert revision.down_revision == "0002_tournaments"
    assert script.get_current_head() == "0003_table_carried"


def test_upgrade_from_empty_gives_tables_their_carried_column(db_url: str) -> None:
    engine = db.make_engine(db_url)
    try:
        migrate.upgrade(engine)
        columns = {c["name"]: c for c in inspect(engine).get_columns("tables")}
        assert columns["carried"]["nullable"] is True
    finally:
        engine.dispose()


def test_a_table_made_before_the_column_carries_nothing(db_url: str) -> None:
    engine = db.make_engine(db_url)
    try:
        migrate.upgrade(engine, "0002_tournaments")
        assert "carried" not in {c["name"] for c in inspect(engine).get_columns("tables")}
        at = datetime(2026, 12, 7, tzinfo=UTC)
        with engine.begin() as connection:
            connection.execute(text(
                "INSERT INTO tables (id, house, participants, write_key_hash, read_key_hash, "
                "seq, games, created_at, updated_at) VALUES ('old', 'ekiden2017', NULL, 'w', "
                "'r', 0, '[]', :at, :at)"), {"at": at})
        migrate.upgrade(engine)
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT id, carried FROM tables")).all()
        assert [tuple(r) for r in rows] == [("old", None)]
    finally:
        engine.dispose()
