"""A QR code per house (`/rules/<id>/qr.svg`): a parlour prints it for its tables, and a phone
that scans it opens that house's rules in the app.

The SVG is made by `segno` on the server, once per house and host (the code holds the full
URL, so a copy served under another host name must encode that host). It is cached by
browsers and the service worker; the ETag lets a revalidation answer 304.
"""

from __future__ import annotations

import hashlib
import io
from functools import lru_cache

import segno
from flask import Blueprint, Response, abort, request, url_for

from scoring.rules.loader import house_ids

bp = Blueprint("qr", __name__)

# "M" (15 % recovery) keeps the code small enough to scan from a table card at arm's length.
ERROR_LEVEL = "m"
QUIET_ZONE = 4  # modules of white border the QR standard asks for
MAX_AGE = 24 * 3600  # seconds: the code changes only if the house's URL does


@lru_cache(maxsize=64)
def qr_svg(url: str, title: str) -> bytes:
    code = segno.make(url, error=ERROR_LEVEL)
    out = io.BytesIO()
    # scale=1 with a viewBox (omitsize) lets the page size it; black on white prints anywhere.
    code.save(out, kind="svg", scale=1, border=QUIET_ZONE, xmldecl=False, omitsize=True,
              title=title, dark="#000", light="#fff", svgclass="qr", lineclass=None)
    return out.getvalue()


def house_url(house_id: str) -> str:
    """The address the code opens: the house's rule page on this server."""
    return url_for("pages.house", house_id=house_id, _external=True)


@bp.get("/rules/<house_id>/qr.svg")
def house_qr(house_id: str) -> Response:
    if house_id not in house_ids():
        abort(404)
    url = house_url(house_id)
    body = qr_svg(url, url)
    response = Response(body, mimetype="image/svg+xml")
    response.set_etag(hashlib.sha256(body).hexdigest()[:16])
    response.cache_control.public = True
    response.cache_control.max_age = MAX_AGE
    return response.make_conditional(request)
