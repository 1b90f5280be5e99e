"""The PWA: its pages (one per tab), the language switch, the manifest and the service worker.

Every page is rendered here with its content (forms built for the chosen house, catalogs,
charts, comparisons) in the reader's language; the JS modules enhance what is there. Routes
reach the JS as one `data-routes` attribute built once per process (see shell.py), with
"HOUSE" as the placeholder for a house id; an API endpoint this server lacks is `null`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from functools import cache
from types import SimpleNamespace
from typing import Any
from urllib.parse import urlsplit

from flask import (
    Blueprint,
    Response,
    current_app,
    make_response,
    redirect,
    render_template,
    request,
    url_for,
)
from markupsafe import Markup, escape
from werkzeug.exceptions import HTTPException, NotFound

from webapp import offline
from webapp.i18n import COOKIE, DEFAULT, LANGUAGES, current_language, number, pick, translate
from webapp.page_data import calculators, catalog, houses, names
from webapp.page_data import chart as chart_data
from webapp.page_data import compare as compare_data
from webapp.page_data import session as session_data
from webapp.serving.cache import built_per_key
from webapp.shell import PAGE_MODULES, STATIC, TOP_PAGES, house_action, shell
from webapp.shell import TEMPLATES as TEMPLATES

__all__ = ["bp", "house_action"]

bp = Blueprint("pages", __name__)
# What templates call as `data.<name>`, each from its page family's module (webapp/page_data/).
TEMPLATE_DATA = SimpleNamespace(
    house_list=houses.house_list, house_name=houses.house_name, summary=houses.summary,
    players_text=houses.players_text, source_title=houses.source_title,
    abortive_name=names.abortive_name, penalty_name=names.penalty_name,
    FLAGS=calculators.FLAGS, settings_json=calculators.settings_json,
    status_label=catalog.status_label, status_hint=catalog.status_hint,
)
HOUSE_COOKIE = "house"  # the calculators' house (the JS sets it when the player picks one)
SHEET_COOKIE = "sheet_house"  # the score sheet's own house
SESSION_COOKIE = "session_house"  # the night's house (a new night starts at the sheet's)
YEAR = 365 * 24 * 3600


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
    for house_id in houses.house_list():
        urls.append(url_for("pages.house", house_id=house_id))
        urls.append(url_for("pages.chart", house_id=house_id))
        urls.append(url_for("qr.house_qr", house_id=house_id))  # printed table cards
    return urls


def shell_urls() -> list[str]:
    built = shell()
    pages = [built.page_urls[name] for name in TOP_PAGES]
    return [*pages, *house_pages(), url_for("pages.manifest"), *built.static_urls.values()]


def api_precache() -> list[str]:
    """API answers rule browsing needs: the house list, each house's catalog and chart."""
    urls = [url_for("api.houses")]
    for house_id in houses.house_list():
        urls += [url_for("api.house", house_id=house_id), url_for("api.chart", house_id=house_id)]
    return urls


@bp.app_template_filter("wbr")
def break_after_separator(text: str) -> Markup:
    """ "1000・2000" may break after its separator on a narrow phone; the text stays the same."""
    return Markup("<wbr>").join(escape(part) for part in re.split(r"(?<=[・/])", text))


@bp.app_context_processor
def language_context() -> dict[str, Any]:
    lang = current_language()
    other = "en" if lang == "ja" else "ja"
    query = request.query_string.decode("latin-1")
    here = request.path + (f"?{query}" if query else "")

    def t(key: str, **params: Any) -> str:
        return translate(key, lang, **params)

    return {
        "lang": lang,
        "other_lang": other,
        "switch_url": url_for("pages.language", code=other, next=here),
        "t": t,
        "pick": lambda pair: pick(pair, lang),
        "num": lambda value: number(value, lang),
        "seat_name": lambda seat: names.seat_name(seat, lang),
        "player_start": lambda player: names.player_start(player, lang),
        "shell": shell(),
        "data": TEMPLATE_DATA,
    }


def respond(body: str, status: int = 200) -> Response:
    response = make_response(body, status)
    # The same URL answers in the reader's language and for their chosen house.
    response.headers["Content-Language"] = current_language()
    response.vary.update(("Cookie", "Accept-Language"))
    return response


def page(name: str, tab: str, **context: Any) -> Response:
    """Render `<name>.html`, whose entry module is PAGE_MODULES[name]."""
    module = shell().static(PAGE_MODULES[name])
    return respond(render_template(f"{name}.html", tab=tab, module=module, **context))


def chosen_house(cookie: str) -> str:
    """The house a calculator opens with: ?house=, else the last one picked, else the first."""
    for candidate in (request.args.get("house"), request.cookies.get(cookie)):
        if houses.known(candidate):
            return str(candidate)
    return houses.house_list()[0]


def page_key(cookie: str | None = None) -> Callable[[], tuple[str, ...]]:
    """What a page's HTML depends on: its URL with the query, the reader's language and, for
    a calculator, the house its cookie names (an unknown one reads as none, as chosen_house
    does). The rule pages read no house cookie, so it is not part of their key."""

    def key() -> tuple[str, ...]:
        house = request.cookies.get(cookie) if cookie else None
        return (
            request.path,
            request.query_string.decode("latin-1"),
            current_language(),
            house if houses.known(house) else "",
        )

    return key


def calculator(name: str, cookie: str = HOUSE_COOKIE) -> Response:
    house_id = chosen_house(cookie)
    return page(name, name, house=calculators.settings(house_id), house_id=None)


def known_house(house_id: str) -> str:
    if not houses.known(house_id):
        raise NotFound()
    return house_id


@bp.get("/")
@built_per_key(page_key(HOUSE_COOKIE))
def index() -> Response:
    return calculator("index")


@bp.get("/hand")
@built_per_key(page_key(HOUSE_COOKIE))
def hand() -> Response:
    return calculator("hand")


@bp.get("/draw")
@built_per_key(page_key(HOUSE_COOKIE))
def draw() -> Response:
    return calculator("draw")


@bp.get("/settle")
@built_per_key(page_key(HOUSE_COOKIE))
def settle() -> Response:
    return calculator("settle")


@bp.get("/sheet")
@built_per_key(page_key(SHEET_COOKIE))
def sheet() -> Response:
    return calculator("sheet", SHEET_COOKIE)


def session_house() -> str:
    """The house a night opens with: ?house=, else the last night's, else the sheet's, else
    the first."""
    return str(next(
        (h for h in (request.args.get("house"), request.cookies.get(SESSION_COOKIE),
                     request.cookies.get(SHEET_COOKIE)) if houses.known(h)),
        houses.house_list()[0],
    ))


def session_key() -> tuple[str, ...]:
    # Two cookies may name the house: the key holds the house they choose, not the cookies.
    return (request.path, request.query_string.decode("latin-1"), current_language(),
            session_house())


@bp.get("/session")
@built_per_key(session_key)
def session() -> Response:
    """A night of several games at one house; it sits under the score sheet's tab."""
    return page("session", "sheet", house=session_data.settings(session_house()),
                house_id=None, session_settings=session_data.settings_json())


@bp.get("/rules")
@built_per_key(page_key())
def rules() -> Response:
    return page("rules", "rules")


@bp.get("/rules/<house_id>")
@built_per_key(page_key())
def house(house_id: str) -> Response:
    known_house(house_id)
    groups = catalog.groups(house_id, current_language())
    return page(
        "house",
        "rules",
        house_id=house_id,
        groups=groups,
        total=sum(len(g.rules) for g in groups),
        statuses=catalog.status_counts(groups),
    )


@bp.get("/rules/<house_id>/chart")
@built_per_key(page_key())
def chart(house_id: str) -> Response:
    known_house(house_id)
    tables = chart_data.chart_tables(house_id, current_language())
    return page("chart", "rules", house_id=house_id, tables=tables)


@bp.get("/compare")
@built_per_key(page_key())
def compare() -> Response:
    ids = houses.house_list()
    a = request.args.get("a") if houses.known(request.args.get("a")) else ids[0]
    b = request.args.get("b")
    if not houses.known(b):
        b = next((h for h in ids if h != a), ids[0])
    groups, changed, total = compare_data.comparison(str(a), str(b), current_language())
    return page(
        "compare",
        "rules",
        a=a,
        b=b,
        groups=groups,
        changed=changed,
        total=total,
        show_all=request.args.get("all") == "1",
        details=request.args.get("details") == "1",
    )


def local_target(target: str | None) -> str:
    """Only a path on this site is followed after switching language (no open redirect)."""
    if not target:
        return url_for("pages.index")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return url_for("pages.index")
    return target


@bp.get("/lang/<code>")
def language(code: str) -> Response:
    if code not in LANGUAGES:
        raise NotFound()
    response = redirect(local_target(request.args.get("next")), code=303)
    response.set_cookie(COOKIE, code, max_age=YEAR, samesite="Lax", path="/")
    return response


@bp.app_errorhandler(404)
@bp.app_errorhandler(405)
def page_error(error: HTTPException) -> Any:
    """Page errors in the app's own style and language; the API keeps its JSON errors."""
    if request.path.startswith("/api/"):
        generic = current_app.error_handler_spec.get(None, {}).get(None, {}).get(HTTPException)
        return generic(error) if generic else error
    status = error.code or 500
    key = "notfound" if status == 404 else "method"
    body = render_template(
        "error.html", tab=None, module=shell().static(PAGE_MODULES["error"]), error_key=key
    )
    return respond(body, status)


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    # Built once for every reader (the serving layer caches it by URL): in the home language.
    body = render_template(
        "manifest.webmanifest", lang=DEFAULT, t=lambda key: translate(key, DEFAULT)
    )
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
        offline_snapshot=offline.kept_snapshot(),
    )
    response = Response(body, mimetype="text/javascript")
    # The browser must always see a new worker when the shell changes.
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Service-Worker-Allowed"] = "/"
    return response
