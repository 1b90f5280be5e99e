"""The offline core's files: the Pyodide runtime under a versioned path, and the core archive."""

from __future__ import annotations

import gzip
import html as html_module
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import brotli
import pytest
from flask.testing import FlaskClient

from webapp import create_app, offline

PACKAGE = Path(offline.CORE_DIR)
YEAR = 31536000


@pytest.fixture
def client() -> FlaskClient:
    return create_app({"TESTING": True}).test_client()


def page_routes(client: FlaskClient) -> dict:  # type: ignore[type-arg]
    html = client.get("/").get_data(as_text=True)
    # The routes travel in the body's data-routes attribute (no inline script under the CSP).
    found = re.search(r"<body data-routes='(.*?)'", html)
    assert found
    return json.loads(html_module.unescape(found.group(1)))  # type: ignore[no-any-return]


def test_the_page_names_the_worker_the_runtime_and_the_archive(client: FlaskClient) -> None:
    routes = page_routes(client)["offline"]
    installed = json.loads((offline.PYODIDE_DIR / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((Path(offline.__file__).parent / "package-lock.json").read_text("utf-8"))
    # The installed runtime is the locked one, and its version is in the URL.
    assert installed["version"] == lock["packages"]["node_modules/pyodide"]["version"]
    assert routes["runtime"] == f"/offline/pyodide/{installed['version']}/"
    assert re.fullmatch(r"/offline/core-[0-9a-f]{16}\.zip", routes["core"])
    assert client.get(routes["worker"]).status_code == 200


@pytest.mark.parametrize(
    ("name", "mimetype"),
    [
        ("pyodide.mjs", "text/javascript"),
        ("pyodide.asm.mjs", "text/javascript"),
        ("pyodide.asm.wasm", "application/wasm"),
        ("python_stdlib.zip", "application/zip"),
        ("pyodide-lock.json", "application/json"),
    ],
)
def test_runtime_files_are_served_for_a_year(
    client: FlaskClient, name: str, mimetype: str
) -> None:
    response = client.get(page_routes(client)["offline"]["runtime"] + name)
    assert response.status_code == 200
    assert response.mimetype == mimetype
    assert response.headers["Cache-Control"] == f"public, max-age={YEAR}, immutable"
    assert response.data == (offline.PYODIDE_DIR / name).read_bytes()


def test_only_the_runtime_files_of_this_version_are_served(client: FlaskClient) -> None:
    runtime = page_routes(client)["offline"]["runtime"]
    assert client.get(runtime + "console.html").status_code == 404
    assert client.get(runtime + "package.json").status_code == 404
    assert client.get("/offline/pyodide/0.0.1/pyodide.mjs").status_code == 404
    assert client.get("/offline/core-0123456789abcdef.zip").status_code == 404


def test_the_archive_holds_every_file_of_the_package(client: FlaskClient) -> None:
    response = client.get(page_routes(client)["offline"]["core"])
    assert response.status_code == 200
    assert response.mimetype == "application/zip"
    assert response.headers["Cache-Control"] == f"public, max-age={YEAR}, immutable"
    archive = zipfile.ZipFile(io.BytesIO(response.data))
    expected = {
        f"scoring/{path.relative_to(PACKAGE).as_posix()}": path.read_bytes()
        for path in PACKAGE.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert set(archive.namelist()) == set(expected)
    assert all(archive.read(name) == data for name, data in expected.items())
    assert any(name.startswith("scoring/rulesets/") for name in expected)
    assert any(name.startswith("scoring/catalogs/") for name in expected)


def test_the_archive_name_follows_its_content(tmp_path: Path) -> None:
    copy = tmp_path / "scoring"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    first = offline.build_archive(copy)
    assert offline.build_archive(copy) == first  # the same files, the same bytes and name
    ruleset = next((copy / "rulesets").glob("*.toml"))
    ruleset.write_text(ruleset.read_text("utf-8") + "\n# changed\n", encoding="utf-8")
    assert offline.build_archive(copy).digest != first.digest


def test_the_debug_server_rebuilds_the_archive_when_a_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    copy = tmp_path / "scoring"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(offline, "CORE_DIR", copy)
    app = create_app({"TESTING": True, "DEBUG": True})
    with app.test_request_context():
        before = offline.core_archive().filename
        (copy / "extra.toml").write_text("x = 1\n", encoding="utf-8")
        assert offline.core_archive().filename != before


@pytest.mark.parametrize("encoding", ["br", "gzip"])
def test_the_runtime_is_sent_compressed_and_the_zips_as_they_are(
    client: FlaskClient, encoding: str
) -> None:
    runtime = page_routes(client)["offline"]["runtime"]
    headers = {"Accept-Encoding": encoding}
    wasm = client.get(runtime + "pyodide.asm.wasm", headers=headers)
    assert wasm.headers["Content-Encoding"] == encoding
    unpack = brotli.decompress if encoding == "br" else gzip.decompress
    assert unpack(wasm.data) == (offline.PYODIDE_DIR / "pyodide.asm.wasm").read_bytes()
    assert len(wasm.data) < len((offline.PYODIDE_DIR / "pyodide.asm.wasm").read_bytes()) / 2
    stdlib = client.get(runtime + "python_stdlib.zip", headers=headers)
    assert "Content-Encoding" not in stdlib.headers
    assert stdlib.data == (offline.PYODIDE_DIR / "python_stdlib.zip").read_bytes()


@pytest.mark.parametrize("encoding", ["br", "gzip"])
def test_the_archive_is_stored_and_sent_compressed(client: FlaskClient, encoding: str) -> None:
    """The worker copies the files out of the zip itself (no inflating), so its entries are
    stored; the wire compresses the whole archive instead."""
    response = client.get(page_routes(client)["offline"]["core"],
                          headers={"Accept-Encoding": encoding})
    assert response.headers["Content-Encoding"] == encoding
    assert "Accept-Encoding" in response.headers["Vary"]
    unpack = brotli.decompress if encoding == "br" else gzip.decompress
    data = unpack(response.data)
    assert data == offline.build_archive().data
    assert len(response.data) < len(data) / 3
    entries = zipfile.ZipFile(io.BytesIO(data)).infolist()
    assert entries and {entry.compress_type for entry in entries} == {zipfile.ZIP_STORED}


def test_the_archive_alone_answers_a_request(tmp_path: Path, client: FlaskClient) -> None:
    """The core reads nothing outside its package: unpacked anywhere, it answers by itself."""
    data = client.get(page_routes(client)["offline"]["core"]).data
    zipfile.ZipFile(io.BytesIO(data)).extractall(tmp_path)
    script = (
        "import sys; sys.path.insert(0, sys.argv[1]);"
        "from scoring.api import handle;"
        "import scoring; assert scoring.__file__.startswith(sys.argv[1]);"
        "status, answer = handle('score', 'tenhou_yonma', sys.argv[2]);"
        "print(status, answer.get('han'))"
    )
    # 一気通貫 (closed, 2 han) and 白 (1 han), ron.
    body = json.dumps(
        {"concealed": "123p456p789p11s555z", "win_tile": "5z", "winner": 1, "discarder": 0}
    )
    result = subprocess.run(
        [sys.executable, "-I", "-c", script, str(tmp_path), body],
        capture_output=True, text=True, cwd=tmp_path, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "200 3"
