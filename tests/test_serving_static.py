"""Static files under content-hashed names, cached for a year; the import graph behind
the names; the service worker precaching them."""

from __future__ import annotations

import posixpath
import re
from typing import Any

from flask.testing import FlaskClient

from tests.serving_kit import PAGES, static_urls
from webapp.serving.static import IMMUTABLE


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
