"""`flask --app webapp:create_app tables …`: the shared tables' maintenance commands.

- `tables migrate`: `alembic upgrade head` on the configured database (create_app also does
  it at start unless AUTO_MIGRATE is off).
- `tables prune [--days N] [--dry-run]`: delete finished tables untouched for N days
  (`TABLE_RETENTION_DAYS`, config or environment, default 90; see webapp/store/retention.py).
"""

from __future__ import annotations

import os

import click
from flask import Flask, current_app
from flask.cli import AppGroup

from webapp.store import db, migrate, retention

group = AppGroup("tables", help="The shared tables' database.")


def retention_days(app: Flask) -> int:
    value = app.config.get("TABLE_RETENTION_DAYS") or os.environ.get("TABLE_RETENTION_DAYS")
    return int(value) if value else retention.DEFAULT_DAYS


@group.command("migrate")
def migrate_command() -> None:
    """Bring the database to the newest schema."""
    migrate.upgrade(db.engine())
    click.echo("database at the newest schema")


@group.command("prune")
@click.option("--days", type=click.IntRange(min=1), default=None,
              help="Untouched for this many days (default: TABLE_RETENTION_DAYS, or 90).")
@click.option("--dry-run", is_flag=True, help="List what would go, delete nothing.")
def prune_command(days: int | None, dry_run: bool) -> None:
    """Delete finished tables nobody has touched for N days."""
    days = days or retention_days(current_app)
    gone = retention.prune(db.session(), days, dry_run=dry_run)
    verb = "would prune" if dry_run else "pruned"
    click.echo(f"{verb} {len(gone)} finished table(s) untouched for {days} days")
    for table_id in gone:
        click.echo(table_id)


def install(app: Flask) -> None:
    app.cli.add_command(group)
