"""The PWA's page routes: every tab renders, routes reach the JS, the worker precaches rules."""

from __future__ import annotations

import html as htmllib
import json
import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scoring.rules.loader import house_ids
from webapp import shell

PAGES = {
    "/": ("index", "点数計算"),
    "/hand": ("hand", "手牌から計算"),
    "/draw": ("draw", "流局・罰符"),
    "/settle": ("settle", "精算"),
    "/sheet": ("sheet", "記録"),
    "/session": ("sheet", "夜の成績"),
    "/rules": ("rules", "ルール"),
    "/compare": ("rules", "ルール比較"),
    "/rules/tenhou_yonma": ("rules", "ルール一覧"),
    "/rules/tenhou_yonma/chart": ("rules", "点数早見表"),
}


JA = {"Accept-Language": "ja-JP,ja;q=0.9"}


def routes_of(html: str) -> dict[str, object]:
    found = re.search(r"<body data-routes='([^']*)'", html)
    assert found
    return json.loads(htmllib.unescape(found.group(1)))  # type: ignore[no-any-return]


@pytest.mark.parametrize(("url", "page"), PAGES.items())
def test_every_page_renders_in_japanese_with_the_tab_bar(
    client: FlaskClient, url: str, page: tuple[str, str]
) -> None:
    tab, heading = page
    response = client.get(url, headers=JA)
    assert response.status_code == 200
    html = response.get_data(as_text=True)
    assert '<html lang="ja">' in html
    assert f'<h1 id="page-title">{heading}</h1>' in html
    assert 'name="viewport"' in html and "manifest.webmanifest" in html
    nav = html[html.index('<nav class="tabs"') :]
    assert nav.count("<a ") == 6
    current = re.search(r'<a href="([^"]+)" aria-current="page">', nav)
    assert current
    assert current.group(1) == ("/" if tab == "index" else f"/{tab}")


def test_page_modules_exist(client: FlaskClient) -> None:
    for url in PAGES:
        html = client.get(url).get_data(as_text=True)
        # The page's module starts from boot.js once the page is painted.
        module = re.search(
            r'<script type="module" id="page-module" src="([^"]+)" data-src="([^"]+)">', html
        )
        assert module, url
        assert "/js/shell/boot." in module.group(1) and re.search(r"/js/\w+/page-", module.group(2))
        for found in module.groups():
            assert client.get(found).status_code == 200


def test_routes_reach_the_js_with_a_house_placeholder(client: FlaskClient) -> None:
    routes = routes_of(client.get("/draw").get_data(as_text=True))
    assert routes["houses"] == "/api/v1/houses"
    assert routes["house"] == "/api/v1/houses/HOUSE"
    assert routes["chart"] == "/api/v1/houses/HOUSE/chart"
    assert routes["win"] == "/api/v1/houses/HOUSE/win"
    pages = routes["pages"]
    assert isinstance(pages, dict)
    assert pages["house"] == "/rules/HOUSE"
    # Endpoints another part of the app provides are passed when the server has them,
    # null otherwise (the page then says the calculator is not available yet).
    for name, path in [
        ("draw", "draw"),
        ("penalty", "penalty"),
        ("settle", "settle"),
        ("score", "score"),
        ("replay", "games/replay"),
    ]:
        assert routes[name] in (None, f"/api/v1/houses/HOUSE/{path}")


def test_house_pages_carry_their_house_id(client: FlaskClient) -> None:
    html = client.get("/rules/tenhou_sanma").get_data(as_text=True)
    assert ' data-house-id="tenhou_sanma"' in html


@pytest.mark.parametrize("url", ["/rules/no_such_house", "/rules/no_such_house/chart"])
def test_unknown_house_pages_are_404(client: FlaskClient, url: str) -> None:
    response = client.get(url, headers=JA)
    assert response.status_code == 404
    page = response.get_data(as_text=True)
    # In the app's own style and language, with the tab bar to go on from.
    assert '<h1 id="page-title">ページが見つかりません</h1>' in page
    assert page.count('<nav class="tabs"') == 1


def test_service_worker_precaches_every_page_and_the_rules_of_every_house(
    client: FlaskClient,
) -> None:
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.headers["Cache-Control"] == "no-cache"
    body = response.get_data(as_text=True)
    shell = json.loads(re.search(r"const SHELL = (.*);", body).group(1))  # type: ignore[union-attr]
    api = json.loads(re.search(r"const API_PRECACHE = (.*);", body).group(1))  # type: ignore[union-attr]
    for url in PAGES:
        assert url in shell
    for url in shell:
        assert client.get(url).status_code == 200, url
    # Static files are precached under their content-hashed names.
    assert any(re.fullmatch(r"/static/i18n/fields\.[0-9a-f]{10}\.json", url) for url in shell)
    assert "/api/v1/houses" in api
    for house in house_ids():
        assert f"/rules/{house}" in shell and f"/rules/{house}/chart" in shell
        assert f"/api/v1/houses/{house}" in api and f"/api/v1/houses/{house}/chart" in api


def test_shell_version_changes_the_cache_name(client: FlaskClient) -> None:
    body = client.get("/sw.js").get_data(as_text=True)
    assert re.search(r'const VERSION = "[0-9a-f]{12}";', body)


def test_manifest_is_japanese_and_installable(client: FlaskClient) -> None:
    response = client.get("/manifest.webmanifest", headers=JA)
    assert response.mimetype == "application/manifest+json"
    manifest = json.loads(response.get_data(as_text=True))
    assert manifest["lang"] == "ja"
    assert manifest["display"] == "standalone"
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}


def test_field_labels_cover_every_ruleset_field(client: FlaskClient) -> None:
    """Every resolved field of every house has a label in both languages (directly or by a *
    key)."""
    fields = json.loads(client.get("/static/i18n/fields.json").get_data(as_text=True))
    patterns = [re.compile("^" + re.escape(k).replace(r"\*", "[^.]+") + "$") for k in fields]

    def leaves(value: object, prefix: str = "") -> list[str]:
        if isinstance(value, dict) and value:
            return [p for k, v in value.items() for p in leaves(v, f"{prefix}.{k}".strip("."))]
        return [prefix] if not isinstance(value, dict) else []

    missing = set()
    for house in house_ids():
        ruleset = client.get(f"/api/v1/houses/{house}").get_json()["ruleset"]
        missing |= {p for p in leaves(ruleset) if not any(r.match(p) for r in patterns)}
    assert sorted(missing) == []


def test_an_endpoint_the_server_lacks_reaches_the_js_as_null(app: Flask) -> None:
    with app.test_request_context():
        assert shell.house_action("no_such_action") is None
        assert shell.house_action("win") == "/api/v1/houses/HOUSE/win"


def test_catalog_categories_and_statuses_have_japanese_labels(client: FlaskClient) -> None:
    labels = json.loads(client.get("/static/i18n/catalog.json").get_data(as_text=True))
    seen = set()
    for house in house_ids():
        for rule in client.get(f"/api/v1/houses/{house}").get_json()["rules"]:
            seen.add(("categories", rule["category"]))
            seen.add(("statuses", rule["status"]))
    assert sorted(key for group, key in seen if key not in labels[group]) == []


def test_every_name_a_template_reads_from_data_is_there() -> None:
    # Jinja renders a missing attribute as nothing: a name dropped from TEMPLATE_DATA would
    # empty a form (the hand form's flags) without an error.
    from webapp.pages import TEMPLATE_DATA

    read = {name for path in shell.TEMPLATES.iterdir() if path.is_file()
            for name in re.findall(r"\bdata\.(\w+)", path.read_text(encoding="utf-8"))}
    assert {"house_list", "FLAGS", "settings_json"} <= read
    assert read <= set(vars(TEMPLATE_DATA)), read - set(vars(TEMPLATE_DATA))
