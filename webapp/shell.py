"""What every page shares, built once per process: routes for the JS, static URLs, the tabs.

Building this on every request cost 32 `url_for` calls and 7 scans of the URL map; the answers
never change while the process runs, so the first page request builds them and the rest read.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from flask import current_app, url_for
from jinja2.utils import htmlsafe_json_dumps
from markupsafe import Markup

from webapp import offline
from webapp.i18n import FILES, LANGUAGES

STATIC = Path(__file__).resolve().parent / "static"
TEMPLATES = Path(__file__).resolve().parent / "templates"
PLACEHOLDER = "HOUSE"

# Pages that do not depend on a house, in the order of the tab bar (compare sits under rules,
# the night of several games under the score sheet).
TABS = ("index", "hand", "draw", "settle", "sheet", "rules")
TOP_PAGES = (*TABS, "compare", "session")
# Each page's entry module, in the folder of static/js/ for what it serves (docs/layout.md).
PAGE_MODULES = {
    "index": "js/calculators/page-index.js",
    "draw": "js/calculators/page-draw.js",
    "settle": "js/calculators/page-settle.js",
    "hand": "js/hand/page-hand.js",
    "sheet": "js/sheet/page-sheet.js",
    "session": "js/session/page-session.js",
    "rules": "js/rules/page-rules.js",
    "house": "js/rules/page-house.js",
    "chart": "js/rules/page-chart.js",
    "compare": "js/rules/page-compare.js",
    "error": "js/shell/page-error.js",
    "table": "js/tables/page-table.js",
    "table_new": "js/tables/page-table-new.js",
    "tournament": "js/tournaments/page-tournament.js",
    "tournament_new": "js/tournaments/page-tournament-new.js",
    "tournament_board": "js/tournaments/page-tournament-board.js",
    "tournament_player": "js/tournaments/page-tournament-player.js",
    "tournament_qr": "js/tournaments/page-tournament-qr.js",
}
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
    "table": "tables/view",  # a shared table's view with queued ops (the offline core's too)
}


@dataclass(frozen=True)
class Shell:
    routes: dict[str, object]  # without the translation tables, which depend on the language
    routes_json: dict[str, Markup]  # by language; safe inside a single-quoted attribute
    static_urls: dict[str, str]  # file path under static/ → its URL
    tab_urls: dict[str, str]
    page_urls: dict[str, str]

    def static(self, filename: str) -> str:
        return self.static_urls[filename]

    def house_page(self, page: str, house_id: str) -> str:
        """A house's rules or chart page: the built route with the id in place (no url_for)."""
        pages: dict[str, str] = self.routes["pages"]  # type: ignore[assignment]
        return pages[page].replace(PLACEHOLDER, quote(house_id, safe=""))


def house_action(path: str) -> str | None:
    """The URL (with the placeholder) of a house's POST endpoint, or None if there is none."""
    wanted = f"/houses/<house_id>/{path}"
    for rule in current_app.url_map.iter_rules():
        api = rule.endpoint.startswith("api.") and rule.rule.endswith(wanted)
        if api and "POST" in (rule.methods or ()):
            return url_for(rule.endpoint, house_id=PLACEHOLDER)
    return None


def build() -> Shell:
    files = sorted(p.relative_to(STATIC).as_posix() for p in STATIC.rglob("*") if p.is_file())
    # Each translation table also in one language: a page fetches its own language only.
    tables = (*FILES, "glossary")
    files += [f"i18n/{lang}/{name}.json" for lang in LANGUAGES for name in tables]
    static_urls = {name: url_for("static", filename=name) for name in files}
    page_urls = {name: url_for(f"pages.{name}") for name in (*TOP_PAGES, "manifest")}
    routes: dict[str, object] = {
        "houses": url_for("api.houses"),
        # The JS substitutes the house id for the placeholder.
        "house": url_for("api.house", house_id=PLACEHOLDER),
        "chart": url_for("api.chart", house_id=PLACEHOLDER),
        **{name: house_action(path) for name, path in HOUSE_ACTIONS.items()},
        "serviceWorker": url_for("pages.service_worker"),
        "offline": offline.routes(),  # the in-browser core, or None without its runtime
        "tiles": static_urls["img/tiles.svg"],  # the drawn tiles' sprite
        "pages": {
            "house": url_for("pages.house", house_id=PLACEHOLDER),
            "chart": url_for("pages.chart", house_id=PLACEHOLDER),
            "compare": page_urls["compare"],
            "rules": page_urls["rules"],
        },
    }

    def routes_in(lang: str) -> Markup:
        tables_url = {name: static_urls[f"i18n/{lang}/{name}.json"] for name in tables}
        return htmlsafe_json_dumps({**routes, "i18n": tables_url}, ensure_ascii=False,
                                   separators=(",", ":"))

    return Shell(
        routes=routes,
        routes_json={lang: routes_in(lang) for lang in LANGUAGES},
        static_urls=static_urls,
        tab_urls={name: page_urls[name] for name in TABS},
        page_urls=page_urls,
    )


def shell() -> Shell:
    """This app's shell, built on first use inside a request (url_for needs one)."""
    built = current_app.extensions.get("pages.shell")
    if built is None:
        built = current_app.extensions["pages.shell"] = build()
    return built  # type: ignore[no-any-return]
