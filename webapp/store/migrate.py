"""`alembic upgrade head` from code: the migrations' location and URL set here, no alembic.ini.

`create_app` runs it at start (config `AUTO_MIGRATE`, default on); by hand:
`flask --app webapp:create_app tables migrate` or `upgrade(url)` from Python.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy.engine import Engine

_LOCK = 230001  # any constant the app's other advisory locks do not use
MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def config(url: str | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if url is not None:
        # configparser interpolation: a literal % in a password is written %%.
        cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database to `revision` (idempotent: an up-to-date one is left as it is)."""
    cfg = config()
    with engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            # Instances starting at once take turns; the lock ends with the transaction.
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_LOCK})")
        elif connection.dialect.name == "sqlite":
            # The driver opens no transaction before DDL, so two processes migrating a new
            # file at once both created alembic_version (one failed). Writing first takes
            # the database's write lock: the second waits, then finds the schema at head.
            connection.exec_driver_sql("BEGIN IMMEDIATE")
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, revision)
