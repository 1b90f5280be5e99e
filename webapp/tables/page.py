"""The shared table's pages: `/tables/<id>` (the live sheet), `/tables/new` (start one) and
the QR code of a share link.

The table page is the same for every table: the key sits in the link's fragment, which never
reaches the server, so the server cannot know which table or role the reader has; the page's
JS reads the key, asks the API for the table and fills the sheet. That also lets the service
worker keep one copy of the page and open any table offline.

The QR code of a link holding a key is made from a POST body (never a GET, whose URL a log or
a cache could keep) and is never cached.
"""

from __future__ import annotations

import io
import re

import segno
from flask import Blueprint, Response, abort, jsonify, request, url_for
from jinja2.utils import htmlsafe_json_dumps

from scoring.errors import ErrorCode
from webapp.i18n import current_language
from webapp.page_data import calculators, houses
from webapp.page_data import session as session_data
from webapp.qr import ERROR_LEVEL, QUIET_ZONE

bp = Blueprint("table_pages", __name__)

# Table ids are secrets.token_urlsafe(9): 12 url-safe characters; a little room for others.
TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
# The name the service worker keeps the page under: any table opens from it offline.
SHELL_ID = "offline"
MOST_QR_TEXT = 512  # a share link is well under this: the origin, the id and the key


def table_context() -> dict[str, object]:
    """What the table page needs besides the shell: every house's settings (the table's house
    is known only once its JS has read it), drawn first for the first house."""
    first = houses.house_list()[0]
    return {
        "house": calculators.settings(first),
        "house_id": None,
        "session_settings": session_data.settings_json(),
        "house_names": htmlsafe_json_dumps(
            {h: houses.house_name(h, current_language()) for h in houses.house_list()},
            ensure_ascii=False, separators=(",", ":")),
        "tables_api": url_for("api.houses").rsplit("/", 1)[0] + "/tables",
        "qr_url": url_for("table_pages.qr"),
    }


def render(name: str) -> Response:
    from webapp.pages import page  # the pages blueprint imports the app's shell lazily too

    response = page(name, "sheet", **table_context())
    # The page carries no table's data, but a table's link opens it: never kept by a proxy.
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/tables/new")
def new_table() -> Response:
    return render("table_new")


@bp.get("/tables/<table_id>")
def table(table_id: str) -> Response:
    if not TABLE_ID.fullmatch(table_id):
        abort(404)
    return render("table")


def qr_error(status: int, code: str, message: str, field: str | None = None) -> Response:
    response = jsonify({"error": {"code": code, "message": message, "field": field}})
    response.status_code = status
    return response


@bp.post("/tables/qr.svg")
def qr() -> Response:
    """The QR code (SVG) of `{"text": <a share link>}`."""
    if (request.content_length or 0) > 4 * MOST_QR_TEXT:
        return qr_error(413, ErrorCode.PAYLOAD_TOO_LARGE, "The body is too large.")
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        return qr_error(400, ErrorCode.MALFORMED_JSON, "The body must be a JSON object.")
    text = body.get("text")
    if not isinstance(text, str) or not text:
        return qr_error(400, ErrorCode.MISSING_FIELD, "text is required.", "text")
    if len(text) > MOST_QR_TEXT:
        return qr_error(422, ErrorCode.TEXT_TOO_LONG, f"text is over {MOST_QR_TEXT} characters.",
                        "text")
    code = segno.make(text, error=ERROR_LEVEL)
    out = io.BytesIO()
    # With its namespace: the page parses it as SVG (DOMParser) and draws it inline.
    code.save(out, kind="svg", scale=1, border=QUIET_ZONE, xmldecl=False, svgns=True,
              omitsize=True, dark="#000", light="#fff", svgclass="qr", lineclass=None)
    response = Response(out.getvalue(), mimetype="image/svg+xml")
    response.headers["Cache-Control"] = "no-store"  # it holds a key
    return response
