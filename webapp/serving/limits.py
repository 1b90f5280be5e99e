"""Request limits of the API: a body over 64 KB is refused unread, a POST must be JSON.

Both answers carry the contract's error body. A body's size is judged by its declared
Content-Length before anything reads it; a chunked body (no length) is read up to the limit
and refused when it reaches it.
"""

from __future__ import annotations

from flask import Flask, Response, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from scoring.errors import ErrorCode
from scoring.rules.loader import house_ids

MAX_BODY = 64 * 1024
API_PREFIX = "/api/"
API_BLUEPRINT = "api"
JSON = "application/json"

# This layer's codes live with every other code (meanings in scoring/errors.py, docs/api.md).
PAYLOAD_TOO_LARGE = ErrorCode.PAYLOAD_TOO_LARGE  # 413
UNSUPPORTED_MEDIA_TYPE = ErrorCode.UNSUPPORTED_MEDIA_TYPE  # 415


def error(status: int, code: str, message: str) -> Response:
    response = jsonify({"error": {"code": code, "message": message, "field": None}})
    response.status_code = status
    return response


def too_large(_exc: RequestEntityTooLarge | None = None) -> Response:
    return error(
        413, PAYLOAD_TOO_LARGE, f"The body is larger than {MAX_BODY // 1024} KB; it was not read."
    )


def check_request() -> Response | None:
    """before_request of the API: refuse an oversized or non-JSON POST before any read.

    Read from the WSGI environ: this runs on every API call, and the common case (a small
    JSON body with its length) is two dictionary look-ups.
    """
    environ = request.environ
    if environ["REQUEST_METHOD"] != "POST":
        return None
    length = environ.get("CONTENT_LENGTH")
    if length:
        if not length.isdigit() or int(length) > MAX_BODY:
            return too_large()
        if environ.get("CONTENT_TYPE") == JSON:
            return None
    elif "wsgi.input_terminated" in environ and len(request.get_data(cache=True)) >= MAX_BODY:
        # A chunked body has no length, and Werkzeug stops it at the limit without saying
        # so: read it here, at most the limit, and refuse it rather than parse a cut-off one.
        return too_large()
    if request.mimetype == JSON:
        return None
    has_body = bool(length) or "wsgi.input_terminated" in environ
    if not (request.mimetype or has_body):
        return None  # no body and no type: the JSON reading answers 400, like an empty body
    # An unknown house answers 404 whatever the body is, as the contract says.
    house = (request.view_args or {}).get("house_id")
    if request.url_rule is None or (house is not None and house not in house_ids()):
        return None
    return error(
        415, UNSUPPORTED_MEDIA_TYPE, "Send the body as JSON with Content-Type: application/json."
    )


def body() -> bytes:
    """The body of an API POST, read once. With a declared length (check_request has bounded
    it) straight from the server's input, which skips Werkzeug's 64 KB read buffer on every
    call; a chunked body was read (and bounded) by check_request already."""
    environ = request.environ
    length = environ.get("CONTENT_LENGTH")
    if length and length.isdigit():
        return environ["wsgi.input"].read(int(length))  # type: ignore[no-any-return]
    return request.get_data(cache=False)


def install(app: Flask) -> None:
    if app.config.get("MAX_CONTENT_LENGTH") is None:  # Flask defaults it to None
        app.config["MAX_CONTENT_LENGTH"] = MAX_BODY
    # Only the API's requests pay for the check (pages and static files take no bodies).
    app.before_request_funcs.setdefault(API_BLUEPRINT, []).append(check_request)
    app.register_error_handler(RequestEntityTooLarge, too_large)
