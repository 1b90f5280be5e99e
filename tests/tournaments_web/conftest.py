"""The tournaments' web tests run on both databases (tests/dbkit.py), each on a fresh app."""

from __future__ import annotations

import pytest
from flask import Flask
from flask.testing import FlaskClient

from tests.dbkit import db_url, pg_server, postgres_url, sqlite_url  # noqa: F401
from webapp import create_app


@pytest.fixture
def app(db_url: str) -> Flask:  # noqa: F811
    # Every answer fresh: these tests read right after they write (the kept answer of a busy
    # day is tested on its own, test_live_answers.py).
    return create_app({"TESTING": True, "DATABASE_URL": db_url, "TOURNAMENT_REBUILD_AFTER": 0})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
