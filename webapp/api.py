"""`/api/v1`: a thin HTTP adapter over `scoring.api.handle` (contract: docs/api.md).

The phone's offline worker calls the very same `handle`, so both answer alike.
"""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import HTTPException

from scoring.api import handle
from scoring.errors import ErrorCode
from webapp.serving import limits

bp = Blueprint("api", __name__, url_prefix="/api/v1")
# The contract's one OpenAPI file (docs/api.md in words): package data, so an installed app
# serves the same file.
OPENAPI = Path(__file__).resolve().parent / "openapi.json"


HTTP_CODES = {
    404: ErrorCode.NOT_FOUND, 405: ErrorCode.METHOD_NOT_ALLOWED, 400: ErrorCode.BAD_REQUEST
}


def _error(status: int, code: str, message: str, field: str | None = None) -> tuple[Response, int]:
    return jsonify({"error": {"code": code, "message": message, "field": field}}), status


@bp.app_errorhandler(HTTPException)
def _http_error(exc: HTTPException) -> tuple[Response, int] | HTTPException:
    # Unmatched URLs never reach the blueprint, so this is app-wide: JSON under /api only.
    if not request.path.startswith(bp.url_prefix or "/api"):
        return exc
    status = exc.code or 500
    code = HTTP_CODES.get(status, ErrorCode.HTTP_ERROR)
    return _error(status, code, exc.description or exc.name)


def _answer(operation: str, house_id: str = "", body: bytes | None = None) -> tuple[Response, int]:
    status, answer = handle(operation, house_id, body)
    return jsonify(answer), status


@bp.get("/openapi.json")
def openapi() -> Response:
    return Response(OPENAPI.read_text(encoding="utf-8"), mimetype="application/json")


@bp.get("/houses")
def houses() -> tuple[Response, int]:
    return _answer("houses")


@bp.get("/houses/<house_id>")
def house(house_id: str) -> tuple[Response, int]:
    return _answer("house", house_id)


@bp.get("/houses/<house_id>/chart")
def chart(house_id: str) -> tuple[Response, int]:
    return _answer("chart", house_id)


# Every POST operation of the contract, by its path under /houses/<id>/.
POSTS = {
    "win": "win",
    "score": "score",
    "draw": "draw",
    "penalty": "penalty",
    "settle": "settle",
    "games/replay": "replay",
    "check": "check",
    "sessions": "session",
    "tournaments/seat": "tournament_seat",
    "tournaments/standings": "tournament_standings",
    "tables/view": "table",
}
for _path, _operation in POSTS.items():
    bp.add_url_rule(
        f"/houses/<house_id>/{_path}",
        endpoint=_operation,
        view_func=lambda house_id, _op=_operation: _answer(_op, house_id, limits.body()),
        methods=["POST"],
    )
