"""The schema: `alembic upgrade head` from an empty database of each kind, the models equal
to what the migrations build (autogenerate finds nothing to add), and create_app migrates."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect

from webapp.store import db, migrate, model_modules, models

del model_modules  # imported for its side effect: every model on Base.metadata


def test_upgrade_head_from_empty_builds_every_table(db_url: str) -> None:
    engine = db.make_engine(db_url)
    try:
        assert inspect(engine).get_table_names() == []
        migrate.upgrade(engine)
        names = set(inspect(engine).get_table_names())
        assert {"tables", "ops", "alembic_version"} <= names
        with engine.connect() as connection:
            current = MigrationContext.configure(connection).get_current_revision()
        head = ScriptDirectory.from_config(migrate.config()).get_current_head()
        assert current == head
        migrate.upgrade(engine)  # a second run changes nothing and does not fail
    finally:
        engine.dispose()


def test_the_models_match_the_migrations(db_url: str) -> None:
    engine = db.make_engine(db_url)
    try:
        migrate.upgrade(engine)
        with engine.connect() as connection:
            context = MigrationContext.configure(connection, opts={"compare_type": True})
            differences = compare_metadata(context, models.Base.metadata)
        assert differences == []
    finally:
        engine.dispose()


def test_the_log_has_its_unique_constraints(db_url: str) -> None:
    engine = db.make_engine(db_url)
    try:
        migrate.upgrade(engine)
        uniques = {tuple(u["column_names"])
                   for u in inspect(engine).get_unique_constraints("ops")}
        assert {("table_id", "seq"), ("table_id", "op_id")} <= uniques
    finally:
        engine.dispose()


def test_the_revisions_are_named_as_the_plan_says() -> None:
    script = ScriptDirectory.from_config(migrate.config())
    assert script.get_revision("0001_tables").down_revision is None


def test_create_app_migrates_its_database(db_url: str) -> None:
    from tests.tables.kit import make_app

    app = make_app(db_url)
    assert "ops" in inspect(db.engine(app)).get_table_names()


def test_the_migrate_command_builds_an_empty_database(db_url: str) -> None:
    from tests.tables.kit import make_app

    app = make_app(db_url, AUTO_MIGRATE=False)
    assert "ops" not in inspect(db.engine(app)).get_table_names()
    result = app.test_cli_runner().invoke(args=["tables", "migrate"])
    assert result.exit_code == 0, result.output
    assert {"tables", "ops"} <= set(inspect(db.engine(app)).get_table_names())


def test_the_migrations_are_packages_so_the_wheel_ships_them() -> None:
    # setuptools' package find (pyproject: include webapp*) takes only packages: the
    # environment and each revision must sit in folders with an __init__.py.
    assert (migrate.MIGRATIONS / "__init__.py").is_file()
    assert (migrate.MIGRATIONS / "versions" / "__init__.py").is_file()
    assert (migrate.MIGRATIONS / "env.py").is_file()


MIGRATE_AT_ONCE = """
import sys
from webapp.store import db, migrate
engine = db.make_engine(sys.argv[1])
sys.stdin.readline()  # every process is started before any migrates
migrate.upgrade(engine)
print("at head")
"""


def test_processes_migrating_a_new_sqlite_file_at_once_all_succeed(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'new.sqlite3'}"
    root = Path(__file__).resolve().parents[2]
    processes = [subprocess.Popen([sys.executable, "-c", MIGRATE_AT_ONCE, url], cwd=root,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True) for _ in range(4)]
    for process in processes:  # let them all go
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    results = [process.communicate(timeout=120) for process in processes]
    assert [p.returncode for p in processes] == [0] * 4, [err for _, err in results]
    assert all(out.strip() == "at head" for out, _ in results)
