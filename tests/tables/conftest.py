"""The tables' tests run on both databases (tests/dbkit.py)."""

from tests.dbkit import db_url, pg_server, postgres_url, sqlite_url  # noqa: F401
