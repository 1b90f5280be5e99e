"""Security on every answer: the Content-Security-Policy and the other headers, no inline
script or style, and markup or ids from outside never run as markup."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import url_for
from flask.testing import FlaskClient

from scoring.rules import loader
from scoring.rules.schema import Text
from tests.serving_kit import HOUSE, PAGES, READS, WIN, WIN_BODY
from webapp import create_app
from webapp.serving.headers import CSP


def directives(policy: str) -> dict[str, list[str]]:
    parts = (p.split() for p in policy.split(";") if p.strip())
    return {p[0]: p[1:] for p in parts}


def test_the_policy_allows_this_origin_and_wasm_only() -> None:
    policy = directives(CSP)
    assert policy["default-src"] == ["'self'"]
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert policy["worker-src"] == ["'self'"]
    assert policy["style-src"] == ["'self'"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert policy["object-src"] == ["'none'"]
    assert not [v for v in CSP.split() if v in ("'unsafe-inline'", "'unsafe-eval'", "*", "data:")]


DOCUMENTS = ["/healthz", "/static/img/tiles.svg", "/manifest.webmanifest", "/nowhere"]
DOCUMENTS += ["/api/v1/nothing", "/static/nowhere.js"]


@pytest.mark.parametrize("url", [*PAGES, *READS, *DOCUMENTS])
def test_every_document_has_the_security_headers(client: FlaskClient, url: str) -> None:
    response = client.get(url)
    headers = response.headers
    assert headers["Content-Security-Policy"] == CSP
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"
    assert "camera=()" in headers["Permissions-Policy"]
    assert headers["Cross-Origin-Opener-Policy"] == "same-origin"
    assert "Server" not in headers


@pytest.mark.parametrize(
    "filename", ["css/app.css", "js/hand/page-hand.js", "i18n/ui.json", "icons/icon-192.png"]
)
def test_a_subresource_carries_only_the_headers_that_act_on_it(
    client: FlaskClient, filename: str
) -> None:
    # Under its plain and its hashed name: a page's policy governs what it loads.
    with client.application.test_request_context():
        hashed = url_for("static", filename=filename)
    assert hashed != f"/static/{filename}"
    for url in (f"/static/{filename}", hashed):
        headers = client.get(url).headers
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Cross-Origin-Resource-Policy"] == "same-origin"
        assert headers["Referrer-Policy"] == "no-referrer"
        assert "Content-Security-Policy" not in headers and "Server" not in headers


def test_the_offline_worker_script_runs_under_the_policy(client: FlaskClient) -> None:
    from webapp import offline

    with client.application.test_request_context():
        worker = offline.routes()
    if worker is None:
        pytest.fail("the offline runtime is not installed (make node-deps)")
    response = client.get(str(worker["worker"]))
    assert response.status_code == 200
    assert response.headers["Content-Security-Policy"] == CSP
    # Every worker the JS starts is one the static layer knows to be a worker.
    started = set()
    for module in (Path(client.application.static_folder or "") / "js").rglob("*.js"):
        if "new Worker(" in module.read_text(encoding="utf-8"):
            started.add(module.name)
    assert started == {"offline-core.js"}, "a new worker script: add it to WORKER_SCRIPTS"
    assert str(worker["worker"]).startswith("/static/js/core/core-worker.")


def test_posts_and_errors_have_the_headers_too(client: FlaskClient) -> None:
    for response in (
        client.post(WIN, data=WIN_BODY, content_type="application/json"),
        client.post(WIN, data=b"{", content_type="application/json"),
        client.post(WIN, data=b"x", content_type="text/plain"),
    ):
        assert response.headers["Content-Security-Policy"] == CSP


@pytest.mark.parametrize("url", PAGES)
def test_pages_have_no_inline_script_or_style(client: FlaskClient, url: str) -> None:
    html = client.get(url).get_data(as_text=True)
    for tag in re.findall(r"<script\b[^>]*>", html):
        # Data blocks (JSON) are never run, so the policy does not need to allow them.
        assert 'type="application/json"' in tag or " src=" in tag, tag
    assert "<style" not in html
    assert not re.search(r"\sstyle=", html)
    assert not re.search(r"\son[a-z]+=", html)


def test_healthz(client: FlaskClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ok", "database": "ok"}
    assert response.headers["Cache-Control"] == "no-store"





MARKUP = '<img src=x onerror="alert(1)">&<script>alert(2)</script>'


@pytest.fixture
def markup_house(monkeypatch: pytest.MonkeyPatch) -> Iterator[FlaskClient]:
    """Every house named with markup, as a hostile rule file could name one."""
    real = loader._load_cached

    def named(house_id: str, directory: Any) -> Any:
        rules = real(house_id, directory)
        house = dataclasses.replace(rules.house, name=Text(ja=MARKUP, en=MARKUP))
        return dataclasses.replace(rules, house=house)

    monkeypatch.setattr(loader, "_load_cached", named)
    from scoring.api import lookup

    # The entry layer keeps loaded rulesets by id: start it empty so the renamed houses load.
    if hasattr(lookup, "_LOADED"):
        monkeypatch.setattr(lookup, "_LOADED", {})
    yield create_app({"TESTING": True}).test_client()


def test_a_house_name_with_markup_is_never_markup_in_a_page(markup_house: FlaskClient) -> None:
    api = markup_house.get(f"/api/v1/houses/{HOUSE}").get_json()
    assert api["name"]["ja"] == MARKUP  # the data is kept as written…
    for url in PAGES:
        html = markup_house.get(url).get_data(as_text=True)
        assert "<img src=x" not in html and "<script>alert" not in html, url  # …never run


def test_ids_echoed_back_are_escaped(client: FlaskClient) -> None:
    evil = "%3Cscript%3Ealert(1)%3C%2Fscript%3E"
    for url in (f"/rules/{evil}", f"/rules/{evil}/chart", f"/nowhere/{evil}"):
        response = client.get(url)
        assert response.status_code == 404
        assert "<script>alert" not in response.get_data(as_text=True)
    for response in (
        client.get(f"/api/v1/houses/{evil}"),
        client.post(f"/api/v1/houses/{evil}/win", data=WIN_BODY, content_type="application/json"),
    ):
        assert response.status_code == 404
        # JSON, never sniffed as HTML: the id is data whatever it holds.
        assert response.mimetype == "application/json"
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert "<script>" not in response.get_data(as_text=True).replace("\\u003c", "")
