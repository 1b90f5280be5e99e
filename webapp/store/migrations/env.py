"""Alembic's environment, configured in code (`webapp.store.migrate`): no alembic.ini.

Runs on the connection `migrate.upgrade` hands over in `config.attributes["connection"]`, or
on an engine made from the configured URL (`alembic -x` is not needed by anything here).
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

# Every model module registers its tables on models.Base before the comparison runs.
from webapp.store import (
    model_modules,  # noqa: F401
    models,
)

config = context.config
target = models.Base.metadata


def _run(connection: object) -> None:
    context.configure(connection=connection, target_metadata=target,
                      render_as_batch=True, compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    engine = create_engine(config.get_main_option("sqlalchemy.url"))
    with engine.connect() as fresh:
        _run(fresh)
    engine.dispose()
