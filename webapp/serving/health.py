"""`GET /healthz`: the process answers, and whether its database does.

200 `{"status":"ok","database":"ok"}`, or 503 `{"status":"unavailable","database":"down"}`
so that a load balancer takes an instance whose database is gone out of its rotation. The
database is asked (`SELECT 1`) at most once a second per process and the answer kept in
between, so /healthz stays cheap enough to be the load test's no-op baseline and a storm of
probes cannot load the database.
"""

from __future__ import annotations

import time

from flask import Blueprint, Flask, Response, current_app
from sqlalchemy import text

bp = Blueprint("health", __name__)
OK = b'{"status":"ok","database":"ok"}'
DOWN = b'{"status":"unavailable","database":"down"}'
PROBE_EVERY = 1.0  # seconds an answer of the database is trusted
PROBE = text("SELECT 1")
HEADERS = {"Cache-Control": "no-store"}


def database_answers(app: Flask) -> bool:
    checked = app.extensions.get("health_probe")
    now = time.monotonic()
    if checked is not None and now - checked[0] < PROBE_EVERY:
        return bool(checked[1])
    from webapp.store import db

    try:
        with db.engine(app).connect() as connection:
            connection.execute(PROBE)
        answers = True
    except Exception:  # any failure to answer is "down"; the reason goes to the log
        current_app.logger.warning("healthz: the database did not answer", exc_info=True)
        answers = False
    app.extensions["health_probe"] = (now, answers)
    return answers


@bp.get("/healthz")
def healthz() -> Response:
    if database_answers(current_app._get_current_object()):  # type: ignore[attr-defined]
        return Response(OK, mimetype="application/json", headers=HEADERS)
    return Response(DOWN, status=503, mimetype="application/json", headers=HEADERS)
