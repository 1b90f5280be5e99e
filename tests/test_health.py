"""`/healthz` says whether the process and its database answer, and asks the database at
most once a second."""

from __future__ import annotations

from pathlib import Path

import pytest

from webapp import create_app
from webapp.serving import health


def test_healthz_says_the_database_answers(tmp_path: Path) -> None:
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'h.sqlite3'}"})
    response = app.test_client().get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok", "database": "ok"}
    assert response.headers["Cache-Control"] == "no-store"


def test_healthz_is_503_when_the_database_does_not_answer(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder" / "h.sqlite3"  # SQLite cannot open it
    app = create_app({"DATABASE_URL": f"sqlite:///{missing}", "AUTO_MIGRATE": False})
    response = app.test_client().get("/healthz")
    assert response.status_code == 503
    assert response.get_json() == {"status": "unavailable", "database": "down"}


def test_the_database_is_asked_at_most_once_a_second(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = [1000.0]
    monkeypatch.setattr(health.time, "monotonic", lambda: clock[0])
    app = create_app({"DATABASE_URL": f"sqlite:///{tmp_path / 'h.sqlite3'}"})
    asked = []
    from sqlalchemy import event

    from webapp.store import db

    event.listen(db.engine(app), "before_cursor_execute",
                 lambda *args: asked.append(args[2]))
    client = app.test_client()
    for _ in range(20):
        assert client.get("/healthz").status_code == 200
    assert asked.count(str(health.PROBE)) == 1
    clock[0] += health.PROBE_EVERY
    assert client.get("/healthz").status_code == 200
    assert asked.count(str(health.PROBE)) == 2
