"""`GET /healthz`: the process answers. It touches no state, so it is also the no-op
baseline of the load test."""

from __future__ import annotations

from flask import Blueprint, Response

bp = Blueprint("health", __name__)
OK = b'{"status":"ok"}'


@bp.get("/healthz")
def healthz() -> Response:
    return Response(OK, mimetype="application/json", headers={"Cache-Control": "no-store"})
