"""The shared table's pages: one page for every table (the key never reaches the server), the
start page, the QR code of a link made from a POST body, and the service worker's rules."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest
from flask.testing import FlaskClient

JA = {"Accept-Language": "ja-JP,ja;q=0.9"}
SVG = "{http://www.w3.org/2000/svg}"


def module_of(html: str) -> str:
    found = re.search(r'<script type="module" id="page-module" src="[^"]+" data-src="([^"]+)">',
                      html)
    assert found
    return found.group(1)


def test_the_table_page_is_one_page_for_every_table(client: FlaskClient) -> None:
    first = client.get("/tables/abcDEF123456", headers=JA)
    second = client.get("/tables/Zz_-09xyzXYZ", headers=JA)
    assert first.status_code == second.status_code == 200
    html = first.get_data(as_text=True)
    # Nothing of a table is in it but its address (the language switch comes back to it).
    assert html.replace("abcDEF123456", "Zz_-09xyzXYZ") == second.get_data(as_text=True)
    assert '<h1 id="page-title">共有卓</h1>' in html
    assert "/js/tables/page-table." in module_of(html)
    assert client.get(module_of(html)).status_code == 200
    # The sheet's own parts, a writer's form the JS keeps or removes, the night, the status.
    for part in ('id="scoreboard"', 'id="event-form"', 'id="history"', 'id="standings"',
                 'id="sync-status"', 'id="table-conflict"', 'id="op-history-list"'):
        assert part in html, part
    assert first.headers["Cache-Control"] == "no-cache"


@pytest.mark.parametrize("path", ["/tables/a.b", "/tables/a%20b", "/tables/" + "x" * 65])
def test_a_table_id_of_other_characters_is_not_a_page(client: FlaskClient, path: str) -> None:
    assert client.get(path).status_code == 404


def test_the_start_page_and_the_home_pages_link_to_it(client: FlaskClient) -> None:
    html = client.get("/tables/new", headers=JA).get_data(as_text=True)
    assert '<h1 id="page-title">共有卓を始める</h1>' in html
    assert "/js/tables/page-table-new." in module_of(html)
    home = client.get("/", headers=JA).get_data(as_text=True)
    assert 'href="/tables/new" id="start-table"' in home
    for page in ("/sheet", "/session"):
        shown = client.get(page, headers=JA).get_data(as_text=True)
        assert 'id="share-table"' in shown and 'id="share-panel"' in shown, page


def test_a_link_s_qr_code_comes_from_a_post_body_and_is_never_kept(client: FlaskClient) -> None:
    link = "https://example.test/tables/abcDEF123456#k=" + "K" * 32
    response = client.post("/tables/qr.svg", json={"text": link})
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    assert response.headers["Cache-Control"] == "no-store"
    svg = ET.fromstring(response.get_data())
    assert svg.tag == f"{SVG}svg"  # with its namespace: drawn inline once parsed
    assert svg.find(f"{SVG}path") is not None
    assert link.encode() not in response.get_data()  # no title or text repeating the key
    assert client.get("/tables/qr.svg").status_code in (404, 405)  # never a GET


@pytest.mark.parametrize(("body", "status", "code"), [
    ("not json", 400, "malformed_json"),
    (json.dumps(["text"]), 400, "malformed_json"),
    (json.dumps({}), 400, "missing_field"),
    (json.dumps({"text": 5}), 400, "missing_field"),
    (json.dumps({"text": "x" * 513}), 422, "text_too_long"),
    (json.dumps({"text": "x" * 3000}), 413, "payload_too_large"),
])
def test_a_bad_qr_body_is_a_json_error(client: FlaskClient, body: str, status: int,
                                       code: str) -> None:
    response = client.post("/tables/qr.svg", data=body, content_type="application/json")
    assert response.status_code == status
    assert response.get_json()["error"]["code"] == code


def test_the_service_worker_never_touches_the_tables_api_and_keeps_one_table_page(
    client: FlaskClient,
) -> None:
    body = client.get("/sw.js").get_data(as_text=True)
    api = json.loads(re.search(r"const TABLES_API = (.*);", body).group(1))  # type: ignore[union-attr]
    pages = json.loads(re.search(r"const TABLE_PAGES = (.*);", body).group(1))  # type: ignore[union-attr]
    assert api == "/api/v1/tables"
    # The fetch handler returns before any other route for the tables' API and stream.
    handler = body[body.index('self.addEventListener("fetch"'):]
    bypass = handler.index("TABLES_API")
    assert bypass < handler.index("networkFirst(") and bypass < handler.index("cacheFirst(")
    assert pages[0].startswith("/tables/")
    for url in pages:
        assert client.get(url).status_code == 200, url
    shell = json.loads(re.search(r"const SHELL = (.*);", body).group(1))  # type: ignore[union-attr]
    assert not any(url.startswith("/api/v1/tables") for url in shell)


def test_the_table_page_speaks_english_to_an_english_browser(client: FlaskClient) -> None:
    html = client.get("/tables/abcDEF123456",
                      headers={"Accept-Language": "en-US,en;q=0.9"}).get_data(as_text=True)
    assert '<html lang="en">' in html
    assert '<h1 id="page-title">Shared table</h1>' in html
    assert "Loading…" in html  # the status line before the JS says 同期済み / In sync
