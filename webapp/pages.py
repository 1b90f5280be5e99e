"""The PWA: its pages (one per tab), the manifest, and the service worker served from the root.

Pages are thin HTML shells; the JS modules they load fetch everything from `/api/v1`. Routes go
to the JS as JSON (`url_for(...)|tojson`), with "HOUSE" as the placeholder for a house id. An
API endpoint that this server does not have (yet) is passed as `null`, so its page can say so.
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from flask import Blueprint, Response, abort, current_app, render_template, url_for

from scoring.rules.loader import house_ids
from webapp import offline

bp = Blueprint("pages", __name__)

STATIC = Path(__file__).resolve().parent / "static"
TEMPLATES = Path(__file__).resolve().parent / "templates"
PLACEHOLDER = "HOUSE"

# Pages that do not depend on a house, in the order of the tab bar.
TOP_PAGES = ("index", "hand", "draw", "settle", "sheet", "rules", "compare")
# POST endpoints of a house, by the name the JS uses → the path after /houses/<id>/.
HOUSE_ACTIONS = {
    "win": "win",
    "score": "score",
    "draw": "draw",
    "penalty": "penalty",
    "settle": "settle",
    "replay": "games/replay",
    "check": "check",
    "session": "sessions",
}


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


def house_pages() -> list[str]:
    """Each house's rule page, chart page and QR code, so rule browsing works offline."""
    urls = []
    for house_id in house_ids():
        urls.append(url_for("pages.house", house_id=house_id))
        urls.append(url_for("pages.chart", house_id=house_id))
        urls.append(url_for("qr.house_qr", house_id=house_id))  # printed table cards
    return urls


def shell_urls() -> list[str]:
    files = sorted(p for p in STATIC.rglob("*") if p.is_file())
    static = [url_for("static", filename=p.relative_to(STATIC).as_posix()) for p in files]
    pages = [url_for(f"pages.{name}") for name in TOP_PAGES]
    return [*pages, *house_pages(), url_for("pages.manifest"), *static]


def api_precache() -> list[str]:
    """API answers rule browsing needs: the house list, each house's catalog and chart."""
    urls = [url_for("api.houses")]
    for house_id in house_ids():
        urls += [url_for("api.house", house_id=house_id), url_for("api.chart", house_id=house_id)]
    return urls


def house_action(path: str) -> str | None:
    """The URL (with the placeholder) of a house's POST endpoint, or None if there is none."""
    wanted = f"/houses/<house_id>/{path}"
    for rule in current_app.url_map.iter_rules():
        api = rule.endpoint.startswith("api.") and rule.rule.endswith(wanted)
        if api and "POST" in (rule.methods or ()):
            return url_for(rule.endpoint, house_id=PLACEHOLDER)
    return None


def routes() -> dict[str, object]:
    return {
        "houses": url_for("api.houses"),
        # The JS substitutes the house id for the placeholder.
        "house": url_for("api.house", house_id=PLACEHOLDER),
        "chart": url_for("api.chart", house_id=PLACEHOLDER),
        **{name: house_action(path) for name, path in HOUSE_ACTIONS.items()},
        "serviceWorker": url_for("pages.service_worker"),
        "offline": offline.routes(),  # the in-browser core, or None without its runtime
        "tiles": url_for("static", filename="img/tiles.svg"),  # the drawn tiles' sprite
        "pages": {
            "house": url_for("pages.house", house_id=PLACEHOLDER),
            "chart": url_for("pages.chart", house_id=PLACEHOLDER),
            "compare": url_for("pages.compare"),
            "rules": url_for("pages.rules"),
        },
        "i18n": {
            name: url_for("static", filename=f"i18n/{name}.json")
            for name in ("fields", "values", "catalog", "penalties", "yaku", "fu")
        },
    }


def page(name: str, tab: str, house_id: str | None = None) -> str:
    """Render `<name>.html`, whose entry module is `js/page-<name>.js`."""
    return render_template(
        f"{name}.html", routes=routes(), tab=tab, module=f"page-{name}.js", house_id=house_id
    )


def known_house(house_id: str) -> str:
    if house_id not in house_ids():
        abort(404)
    return house_id


@bp.get("/")
def index() -> str:
    return page("index", "index")


@bp.get("/hand")
def hand() -> str:
    return page("hand", "hand")


@bp.get("/draw")
def draw() -> str:
    return page("draw", "draw")


@bp.get("/settle")
def settle() -> str:
    return page("settle", "settle")


@bp.get("/sheet")
def sheet() -> str:
    return page("sheet", "sheet")


@bp.get("/rules")
def rules() -> str:
    return page("rules", "rules")


@bp.get("/rules/<house_id>")
def house(house_id: str) -> str:
    return page("house", "rules", known_house(house_id))


@bp.get("/rules/<house_id>/chart")
def chart(house_id: str) -> str:
    return page("chart", "rules", known_house(house_id))


@bp.get("/compare")
def compare() -> str:
    return page("compare", "rules")


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
        api_precache=api_precache(),
        offline_prefix=offline.prefix(),
        offline_files=offline.cached_urls(),
    )
    response = Response(body, mimetype="text/javascript")
    # The browser must always see a new worker when the shell changes.
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Service-Worker-Allowed"] = "/"
    return response
