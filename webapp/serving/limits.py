"""Request limits of the API: a body over 64 KB is refused unread, a POST must be JSON.

Both answers carry the contract's error body. A body's size is judged by its declared
Content-Length before anything reads it; a chunked body (no length) is read up to the limit
and refused when it reaches it.
"""

from __future__ import annotations

from flask import Flask, Response, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from scoring.rules.loader import house_ids

MAX_BODY = 64 * 1024
API_PREFIX = "/api/"

# Error codes of this layer (documented in the contract beside the core's codes).
PAYLOAD_TOO_LARGE = "payload_too_large"  # 413: the body is over 64 KB; it was not read
UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"  # 415: a POST body that is not application/json


def error(status: int, code: str, message: str) -> Response:
    response = jsonify({"error": {"code": code, "message": message, "field": None}})
    response.status_code = status
    return response


def too_large(_exc: RequestEntityTooLarge | None = None) -> Response:
    return error(
        413, PAYLOAD_TOO_LARGE, f"The body is larger than {MAX_BODY // 1024} KB; it was not read."
    )


def check_request() -> Response | None:
    """before_request: refuse an oversized or non-JSON API POST before any body is read."""
    if request.method != "POST" or not request.path.startswith(API_PREFIX):
        return None
    if (request.content_length or 0) > MAX_BODY:
        return too_large()
    chunked = request.content_length is None and "wsgi.input_terminated" in request.environ
    if chunked and len(request.get_data(cache=True)) >= MAX_BODY:
        # Werkzeug stops a length-less body at the limit without saying so; read here, at
        # most the limit, and refuse rather than let the API parse a cut-off body.
        return too_large()
    has_body = bool(request.content_length) or chunked
    # No body and no type at all is left to the JSON reading (a 400 like any empty body).
    if request.mimetype != "application/json" and (request.mimetype or has_body):
        # An unknown house answers 404 whatever the body is, as the contract says.
        house = (request.view_args or {}).get("house_id")
        if request.url_rule is None or (house is not None and house not in house_ids()):
            return None
        return error(
            415,
            UNSUPPORTED_MEDIA_TYPE,
            "Send the body as JSON with Content-Type: application/json.",
        )
    return None


def install(app: Flask) -> None:
    if app.config.get("MAX_CONTENT_LENGTH") is None:  # Flask defaults it to None
        app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    app.before_request(check_request)
    app.register_error_handler(RequestEntityTooLarge, too_large)
