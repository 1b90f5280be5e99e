"""Answers built once: strong ETags and 304, each built once per app, pages kept per
URL, language and house (bounded), and warmed before the first reader."""

from __future__ import annotations

import re
from typing import Any

import brotli
import pytest
from flask import Flask, url_for
from flask.testing import FlaskClient

from scoring.rules.loader import house_ids
from tests.serving_kit import HOUSE, PAGES, READS
from webapp import create_app, pages, serving
from webapp.serving import cache


@pytest.mark.parametrize("url", READS)
def test_reads_carry_a_strong_etag_and_answer_304(client: FlaskClient, url: str) -> None:
    first = client.get(url)
    assert first.status_code == 200
    etag = first.headers["ETag"]
    assert re.fullmatch(r'"[0-9a-f]{20}"', etag), etag  # strong: no W/
    again = client.get(url, headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""
    assert client.get(url, headers={"If-None-Match": '"other"'}).status_code == 200


def test_the_read_endpoints_are_the_built_once_ones(app: Flask) -> None:
    assert set(READS.values()) <= set(serving.BUILT_ONCE)
    for endpoint in serving.BUILT_ONCE:
        assert app.view_functions[endpoint].__wrapped__  # type: ignore[attr-defined]


def test_an_answer_is_built_once_per_app_and_unknown_ids_are_not_kept(app: Flask) -> None:
    calls: list[str] = []
    inner = app.view_functions["api.house"].__wrapped__  # type: ignore[attr-defined]

    def counting(**args: Any) -> Any:
        calls.append(args["house_id"])
        return inner(**args)

    app.view_functions["api.house"] = cache.built_once(counting)
    client = app.test_client()
    bodies = {client.get(f"/api/v1/houses/{HOUSE}").data for _ in range(3)}
    assert calls == [HOUSE] and len(bodies) == 1
    for _ in range(2):
        assert client.get("/api/v1/houses/nowhere").status_code == 404
    assert calls == [HOUSE, "nowhere", "nowhere"]
    assert len(app.extensions["built_answers"]) == 1


def test_once_per_app_builds_once_for_each_app() -> None:
    calls: list[int] = []

    @cache.once_per_app
    def shell(n: int) -> int:
        calls.append(n)
        return n * 2

    for app in (create_app({"TESTING": True}), create_app({"TESTING": True})):
        with app.app_context():
            assert [shell(2), shell(2), shell(3)] == [4, 4, 6]
    assert calls == [2, 3, 2, 3]




@pytest.mark.parametrize("url", PAGES)
def test_pages_revalidate_by_etag(client: FlaskClient, url: str) -> None:
    first = client.get(url)
    assert first.headers["Cache-Control"] == "no-cache"
    again = client.get(url, headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304


def test_a_page_is_rendered_once_per_url_language_and_house(app: Flask) -> None:
    client = app.test_client()
    other = house_ids()[1]
    ja = client.get("/hand", headers={"Accept-Language": "ja"})
    en = client.get("/hand", headers={"Accept-Language": "en"})
    assert (ja.headers["Content-Language"], en.headers["Content-Language"]) == ("ja", "en")
    assert 'lang="ja"' in ja.get_data(as_text=True) and 'lang="en"' in en.get_data(as_text=True)
    assert set(ja.headers["Vary"].split(", ")) == {"Cookie", "Accept-Language", "Accept-Encoding"}
    # The chosen house (query or cookie) is part of what was kept: never another reader's.
    by_query = client.get(f"/hand?house={other}", headers={"Accept-Language": "ja"})
    client.set_cookie("house", other)
    by_cookie = client.get("/hand", headers={"Accept-Language": "ja"})
    for answer in (by_query, by_cookie):
        assert f'value="{other}" selected' in answer.get_data(as_text=True)
        assert answer.data != ja.data
    client.set_cookie("house", "nowhere")  # an unknown house reads as none: the first house
    assert client.get("/hand", headers={"Accept-Language": "ja"}).data == ja.data
    client.delete_cookie("house")
    # The same key answers the same bytes, and a compressed form of them.
    again = client.get("/hand", headers={"Accept-Language": "ja", "Accept-Encoding": "br"})
    assert brotli.decompress(again.data) == ja.data


def test_warm_builds_the_first_visit_pages_before_any_reader_asks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = create_app()
    serving.warm(app)
    rendered: list[str] = []
    render = pages.render_template

    def counted(name: str, **context: Any) -> str:
        rendered.append(name)
        return render(name, **context)

    monkeypatch.setattr(pages, "render_template", counted)
    client = app.test_client()
    for endpoint in serving.WARM_PAGES:
        with app.test_request_context():
            url = url_for(endpoint)
        for lang in ("ja", "en"):
            for encoding in ("br", "gzip", "identity"):
                answer = client.get(url, headers={"Accept-Language": lang,
                                                  "Accept-Encoding": encoding})
                assert answer.status_code == 200, (url, lang, encoding)
                assert answer.headers["Content-Language"] == lang
    assert rendered == []
    # A page that was not warmed (another house chosen) is rendered on its first demand.
    assert client.get(f"/hand?house={house_ids()[1]}").status_code == 200
    assert rendered == ["hand.html"]


def test_the_night_page_is_kept_per_house_its_cookies_choose(app: Flask) -> None:
    client = app.test_client()
    first, second, third = house_ids()[:3]
    plain = client.get("/session", headers={"Accept-Language": "ja"})
    assert f'value="{first}" selected' in plain.get_data(as_text=True)
    client.set_cookie(pages.SHEET_COOKIE, second)
    by_sheet = client.get("/session", headers={"Accept-Language": "ja"})
    assert f'value="{second}" selected' in by_sheet.get_data(as_text=True)
    client.set_cookie(pages.SESSION_COOKIE, third)  # the night's own house comes first
    by_night = client.get("/session", headers={"Accept-Language": "ja"})
    assert f'value="{third}" selected' in by_night.get_data(as_text=True)
    client.delete_cookie(pages.SESSION_COOKIE)
    assert client.get("/session", headers={"Accept-Language": "ja"}).data == by_sheet.data
    client.delete_cookie(pages.SHEET_COOKIE)
    assert client.get("/session", headers={"Accept-Language": "ja"}).data == plain.data


def test_kept_pages_are_bounded_whatever_the_query(app: Flask) -> None:
    client = app.test_client()
    for n in range(cache.PAGES_KEPT + 20):
        assert client.get(f"/rules?n={n}").status_code == 200
    stores = [v for k, v in app.extensions.items() if k.startswith("pages:")]
    assert stores and all(len(store) <= cache.PAGES_KEPT for store in stores)
    assert client.get("/rules/nowhere").status_code == 404  # errors are never kept
