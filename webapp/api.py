"""`/api/v1`: a thin HTTP adapter over `scoring.service` (contract: shared/api.md)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import HTTPException

from scoring import service
from scoring.errors import ErrorKind, ScoringError

bp = Blueprint("api", __name__, url_prefix="/api/v1")

STATUS = {ErrorKind.MALFORMED: 400, ErrorKind.NOT_FOUND: 404, ErrorKind.IMPOSSIBLE: 422}
OPENAPI = Path(__file__).resolve().parent / "openapi.json"


def _error(status: int, code: str, message: str, field: str | None = None) -> tuple[Response, int]:
    return jsonify({"error": {"code": code, "message": message, "field": field}}), status


@bp.errorhandler(ScoringError)
def _scoring_error(exc: ScoringError) -> tuple[Response, int]:
    return _error(STATUS[exc.kind], exc.code, exc.message, exc.field)


@bp.app_errorhandler(HTTPException)
def _http_error(exc: HTTPException) -> tuple[Response, int] | HTTPException:
    # Unmatched URLs never reach the blueprint, so this is app-wide: JSON under /api only.
    if not request.path.startswith(bp.url_prefix or "/api"):
        return exc
    status = exc.code or 500
    code = {404: "not_found", 405: "method_not_allowed", 400: "bad_request"}.get(
        status, "http_error"
    )
    return _error(status, code, exc.description or exc.name)


def _body() -> Any:
    raw = request.get_data(cache=False, as_text=True)
    try:
        return json.loads(raw)
    except ValueError as exc:
        raise ScoringError(
            "malformed_json", f"The body is not valid JSON: {exc}", None, ErrorKind.MALFORMED
        ) from exc


@bp.get("/openapi.json")
def openapi() -> Response:
    return Response(OPENAPI.read_text(encoding="utf-8"), mimetype="application/json")


@bp.get("/houses")
def houses() -> Response:
    return jsonify(service.houses())


@bp.get("/houses/<house_id>")
def house(house_id: str) -> Response:
    return jsonify(service.house(house_id))


@bp.get("/houses/<house_id>/chart")
def chart(house_id: str) -> Response:
    return jsonify(service.chart(house_id))


def _post(house_id: str, operation: Callable[[str, Any], dict[str, Any]]) -> Response:
    service.ruleset(house_id)  # an unknown house is a 404 even when the body is bad
    return jsonify(operation(house_id, _body()))


# Every POST operation of the contract maps onto the service function of the same job.
POSTS = {
    "win": service.win,
    "score": service.score,
    "draw": service.draw,
    "penalty": service.penalty,
    "settle": service.settle,
    "games/replay": service.replay,
    "check": service.check,
}
for _path, _operation in POSTS.items():
    bp.add_url_rule(
        f"/houses/<house_id>/{_path}",
        endpoint=_path.replace("games/", ""),
        view_func=lambda house_id, _op=_operation: _post(house_id, _op),
        methods=["POST"],
    )
