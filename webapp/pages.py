"""The PWA shell: the page, its manifest, and the service worker served from the root."""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from flask import Blueprint, Response, current_app, render_template, url_for

bp = Blueprint("pages", __name__)

STATIC = Path(__file__).resolve().parent / "static"
TEMPLATES = Path(__file__).resolve().parent / "templates"


@cache
def shell_version() -> str:
    """A hash of every shell file, so any change to the app ships a new cache."""
    digest = hashlib.sha256()
    for folder in (STATIC, TEMPLATES):
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                digest.update(path.relative_to(folder).as_posix().encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def shell_urls() -> list[str]:
    files = sorted(p for p in STATIC.rglob("*") if p.is_file())
    static = [url_for("static", filename=p.relative_to(STATIC).as_posix()) for p in files]
    return [url_for("pages.index"), url_for("pages.manifest"), *static]


def routes() -> dict[str, str]:
    return {
        "houses": url_for("api.houses"),
        # The JS substitutes the house id for this placeholder.
        "win": url_for("api.win", house_id="HOUSE"),
        "serviceWorker": url_for("pages.service_worker"),
    }


@bp.get("/")
def index() -> str:
    return render_template("index.html", routes=routes())


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    body = render_template("manifest.webmanifest")
    return Response(body, mimetype="application/manifest+json")


@bp.get("/sw.js")
def service_worker() -> Response:
    version = shell_version() if not current_app.debug else "dev"
    body = render_template(
        "sw.js",
        version=version,
        shell=shell_urls(),
        api_prefix=url_for("api.houses").rsplit("/", 1)[0] + "/",
        api_precache=[url_for("api.houses")],
    )
    response = Response(body, mimetype="text/javascript")
    # The browser must always see a new worker when the shell changes.
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Service-Worker-Allowed"] = "/"
    return response
