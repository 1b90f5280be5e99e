"""Serving for the open internet: answers built once with ETag/304, compression, hashed
static files, security headers, request limits and escaping."""

from __future__ import annotations

import dataclasses
import gzip
import io
import posixpath
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import brotli
import pytest
from flask import Flask, url_for
from flask.testing import FlaskClient

from scoring.rules import loader
from scoring.rules.loader import house_ids
from scoring.rules.schema import Text
from webapp import create_app, pages, serving
from webapp.serving import cache, compress, limits
from webapp.serving.headers import CSP
from webapp.serving.static import IMMUTABLE

HOUSE = house_ids()[0]
READS = {
    "/api/v1/houses": "api.houses",
    f"/api/v1/houses/{HOUSE}": "api.house",
    f"/api/v1/houses/{HOUSE}/chart": "api.chart",
    "/api/v1/openapi.json": "api.openapi",
    "/sw.js": "pages.service_worker",
}
PAGES = ["/", "/hand", "/draw", "/settle", "/sheet", "/rules", "/compare"]
PAGES += [f"/rules/{HOUSE}", f"/rules/{HOUSE}/chart"]
WIN = f"/api/v1/houses/{HOUSE}/win"
WIN_BODY = b'{"han": 3, "fu": 30, "winner": 1, "discarder": 0}'
SCORE_BODY = {"concealed": "234p567p22345s678s", "win_tile": "5s", "winner": 1, "discarder": 0,
              "dora_indicators": "4s", "riichi": True}


def static_urls(client: FlaskClient, url: str) -> list[str]:
    html = client.get(url).get_data(as_text=True)
    return re.findall(r'(?:src|href)="(/static/[^"]+)"', html)


# ---- answers built once ---------------------------------------------------------------


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


@pytest.mark.parametrize("url", [*READS, *PAGES])
@pytest.mark.parametrize("encoding", ["br", "gzip"])
def test_text_answers_are_compressed(client: FlaskClient, url: str, encoding: str) -> None:
    plain = client.get(url, headers={"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in plain.headers
    packed = client.get(url, headers={"Accept-Encoding": encoding})
    assert packed.headers["Content-Encoding"] == encoding
    assert "Accept-Encoding" in packed.headers["Vary"]
    unpack = brotli.decompress if encoding == "br" else gzip.decompress
    assert unpack(packed.data) == plain.data
    assert len(packed.data) < len(plain.data)
    # The compressed form has its own validator, and revalidates too.
    etag = packed.headers["ETag"]
    assert etag != plain.headers["ETag"]
    again = client.get(url, headers={"Accept-Encoding": encoding, "If-None-Match": etag})
    assert again.status_code == 304


@pytest.mark.parametrize("encoding", ["br", "gzip"])
def test_answers_built_per_request_are_compressed_when_worth_it(
    client: FlaskClient, encoding: str
) -> None:
    # A 10-hand replay answers a few KB: compressed; /win and /score answers are a few
    # hundred bytes, under MIN_COMPRESS_PER_REQUEST: sent as they are (no time to save).
    replay = f"/api/v1/houses/{HOUSE}/games/replay"
    event = {"type": "win", "riichi": [], "wins": [{"winner": 1, "discarder": 0, "han": 2,
                                                    "fu": 30}]}
    body = {"events": [event] * 10}
    plain = client.post(replay, json=body, headers={"Accept-Encoding": "identity"})
    assert plain.status_code == 200 and "Content-Encoding" not in plain.headers
    assert len(plain.data) >= compress.MIN_COMPRESS_PER_REQUEST
    packed = client.post(replay, json=body, headers={"Accept-Encoding": f"{encoding}, x"})
    assert packed.headers["Content-Encoding"] == encoding
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert int(packed.headers["Content-Length"]) == len(packed.data) < len(plain.data)
    unpack = brotli.decompress if encoding == "br" else gzip.decompress
    assert unpack(packed.data) == plain.data
    small = client.post(WIN, data=WIN_BODY, content_type="application/json",
                        headers={"Accept-Encoding": encoding})
    assert small.status_code == 200 and "Content-Encoding" not in small.headers
    assert len(small.data) < cache.MIN_COMPRESS
    score = client.post(f"/api/v1/houses/{HOUSE}/score", json=SCORE_BODY,
                        headers={"Accept-Encoding": encoding})
    assert score.status_code == 200 and "Content-Encoding" not in score.headers
    assert cache.MIN_COMPRESS <= len(score.data) < compress.MIN_COMPRESS_PER_REQUEST


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


# ---- static files under hashed names --------------------------------------------------


def test_pages_link_static_files_by_hashed_name_cached_for_a_year(client: FlaskClient) -> None:
    urls = {u for page in PAGES for u in static_urls(client, page)}
    assert any(u.endswith(".css") for u in urls) and any(u.endswith(".js") for u in urls)
    for url in urls:
        assert re.search(r"\.[0-9a-f]{10}\.[a-z0-9]+$", url), url
        response = client.get(url)
        assert response.status_code == 200, url
        assert response.headers["Cache-Control"] == IMMUTABLE
        assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_every_module_import_resolves_to_an_immutable_file(client: FlaskClient) -> None:
    seen: set[str] = set()
    todo = [u for page in PAGES for u in static_urls(client, page) if u.endswith(".js")]
    while todo:
        url = todo.pop()
        if url in seen:
            continue
        seen.add(url)
        response = client.get(url)
        assert response.status_code == 200, url
        assert response.headers["Cache-Control"] == IMMUTABLE, url
        assert response.mimetype == "text/javascript"
        folder = posixpath.dirname(url)
        # Static imports and dynamic ones, within a folder ("./") or from another ("../").
        text = response.get_data(as_text=True)
        for spec in re.findall(r'(?:from\s*|import\(\s*)"(\.\.?/[^"]+)"', text):
            assert re.search(r"\.[0-9a-f]{10}\.js$", spec), (url, spec)
            todo.append(posixpath.normpath(posixpath.join(folder, spec)))
    assert len(seen) > 10
    assert any("/js/sheet/" in url for url in seen) and any("/js/shell/" in url for url in seen)


def test_plain_static_names_still_answer_and_revalidate(client: FlaskClient) -> None:
    response = client.get("/static/css/app.css")
    assert response.status_code == 200
    assert response.headers["Cache-Control"] == "no-cache"
    again = client.get("/static/css/app.css", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


def test_a_stale_hash_is_404_never_other_bytes(client: FlaskClient) -> None:
    assert client.get("/static/css/app.0123456789.css").status_code == 404
    assert client.get("/static/../pyproject.toml").status_code == 404


def test_the_service_worker_precaches_the_hashed_names(client: FlaskClient) -> None:
    body = client.get("/sw.js").get_data(as_text=True)
    shell = re.search(r"const SHELL = (.*);", body)
    assert shell
    linked = {u for page in PAGES for u in static_urls(client, page)}
    assert linked <= set(re.findall(r'"(/static/[^"]+)"', shell.group(1)))


def test_a_change_deep_in_the_imports_changes_the_page_module_name(tmp_path: Any) -> None:
    from webapp.serving.static import StaticFiles

    (tmp_path / "a.js").write_text('import {b} from "./b.js";\n')
    (tmp_path / "b.js").write_text('import {c} from "./c.js";\nexport const b = 1;\n')
    (tmp_path / "c.js").write_text("export const c = 1;\n")
    before = StaticFiles(tmp_path).hashed_url_name("a.js")
    (tmp_path / "c.js").write_text("export const c = 2;\n")
    files = StaticFiles(tmp_path)
    assert files.hashed_url_name("a.js") != before
    assert f'from "./{files.hashed_url_name("b.js")}"' in files.content("a.js").decode()


def test_imports_across_folders_point_at_hashed_names_relative_to_the_importer(
    tmp_path: Any,
) -> None:
    from webapp.serving.static import StaticFiles

    (tmp_path / "sheet").mkdir()
    (tmp_path / "shell").mkdir()
    (tmp_path / "sheet" / "page.js").write_text(
        'import {f} from "../shell/format.js";\nconst v = import("./view.js");\n'
    )
    (tmp_path / "sheet" / "view.js").write_text("export const v = 1;\n")
    (tmp_path / "shell" / "format.js").write_text("export const f = 1;\n")
    before = StaticFiles(tmp_path).hashed_url_name("sheet/page.js")
    (tmp_path / "shell" / "format.js").write_text("export const f = 2;\n")
    files = StaticFiles(tmp_path)
    assert files.hashed_url_name("sheet/page.js") != before
    assert files.deps("sheet/page.js") == ("sheet/view.js", "shell/format.js")
    served = files.content("sheet/page.js").decode()
    format_name = files.hashed_url_name("shell/format.js").removeprefix("shell/")
    view_name = files.hashed_url_name("sheet/view.js").removeprefix("sheet/")
    assert f'from "../shell/{format_name}"' in served
    assert f'import("./{view_name}")' in served


# ---- headers --------------------------------------------------------------------------


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
    assert response.get_json() == {"status": "ok"}
    assert response.headers["Cache-Control"] == "no-store"


# ---- limits ---------------------------------------------------------------------------


class Unreadable(io.RawIOBase):
    """A request body that fails the test if anything reads it."""

    def readable(self) -> bool:
        return True

    def readinto(self, _buffer: Any) -> int:
        raise AssertionError("the body was read")


def assert_error(response: Any, status: int, code: str) -> None:
    assert response.status_code == status
    assert response.mimetype == "application/json"
    error = response.get_json()["error"]
    assert error["code"] == code and error["message"] and error["field"] is None


def test_a_body_over_64_kb_is_413(client: FlaskClient) -> None:
    body = b'{"pad": "' + b"x" * limits.MAX_BODY + b'"}'
    assert_error(
        client.post(WIN, data=body, content_type="application/json"), 413, limits.PAYLOAD_TOO_LARGE
    )
    exact = b'{"pad": "' + b"x" * (limits.MAX_BODY - 12) + b'"}'
    assert len(exact) <= limits.MAX_BODY
    assert client.post(WIN, data=exact, content_type="application/json").status_code != 413


def test_a_20_mb_body_is_refused_unread(client: FlaskClient) -> None:
    response = client.post(
        WIN,
        content_type="application/json",
        environ_overrides={"wsgi.input": Unreadable(), "CONTENT_LENGTH": str(20 * 1024 * 1024)},
    )
    assert_error(response, 413, limits.PAYLOAD_TOO_LARGE)


def test_a_chunked_body_is_cut_off_at_the_limit(client: FlaskClient) -> None:
    sent = io.BytesIO(b"[" + b"0," * limits.MAX_BODY + b"0]")
    # A chunked body has no length; the server (gunicorn) marks the stream as terminated.
    response = client.post(
        WIN,
        content_type="application/json",
        headers={"Transfer-Encoding": "chunked"},
        environ_overrides={"wsgi.input": sent, "wsgi.input_terminated": True},
    )
    assert_error(response, 413, limits.PAYLOAD_TOO_LARGE)
    assert sent.tell() <= limits.MAX_BODY + 64 * 1024  # read at most one buffer past it


@pytest.mark.parametrize("mimetype", ["text/plain", "application/x-www-form-urlencoded"])
def test_a_post_that_is_not_json_is_415(client: FlaskClient, mimetype: str) -> None:
    for op in ("win", "score", "draw", "penalty", "settle", "games/replay", "check"):
        url = f"/api/v1/houses/{HOUSE}/{op}"
        assert_error(
            client.post(url, data=WIN_BODY, content_type=mimetype),
            415,
            limits.UNSUPPORTED_MEDIA_TYPE,
        )


def test_json_with_a_charset_is_json(client: FlaskClient) -> None:
    response = client.post(WIN, data=WIN_BODY, content_type="application/json; charset=utf-8")
    assert response.status_code == 200


def test_the_limit_codes_are_documented(client: FlaskClient) -> None:
    contract = client.get("/api/v1/openapi.json").get_data(as_text=True)
    for code in (limits.PAYLOAD_TOO_LARGE, limits.UNSUPPORTED_MEDIA_TYPE):
        assert code in contract


# ---- escaping -------------------------------------------------------------------------

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
