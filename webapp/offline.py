"""The offline core: the Pyodide runtime and the `scoring` package as a zip, for the Web Worker.

The runtime is the npm package `pyodide` (pinned in webapp/package-lock.json, installed by
`npm ci` into webapp/node_modules). Only the files `loadPyodide` fetches are served, under a
path naming the runtime's version; the core archive is named by the hash of its bytes. Both
URLs change whenever their content does, so both are cached for a year and never revalidated.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import zipfile
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import brotli
from flask import Blueprint, Response, abort, current_app, request, url_for

import scoring
from webapp.serving.cache import choose_encoding

bp = Blueprint("offline", __name__, url_prefix="/offline")

PYODIDE_DIR = Path(__file__).resolve().parent / "node_modules" / "pyodide"
CORE_DIR = Path(scoring.__file__).resolve().parent
# What loadPyodide fetches from its indexURL when asked for no packages: the loader, the
# Emscripten module, the wasm, the standard library and the package lock (read at start-up).
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
LOCK_FILE = "pyodide-lock.json"
MIMETYPES = {
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".json": "application/json",
}
# Versioned and content-hashed URLs never change content: a year, and no revalidation.
IMMUTABLE = "public, max-age=31536000, immutable"
# Compressed once per process on first demand; levels that take well under a second for
# the 9.6 MB wasm (9.6 MB → 3.2 MB br, 3.5 MB gzip). Pyodide's stdlib zip is deflated
# already; the core archive is stored, so it is compressed like the rest.
BROTLI_QUALITY = 5
GZIP_LEVEL = 6
PRECOMPRESSED_FILES = frozenset({"python_stdlib.zip"})
# Files of the package the core never reads at run time.
SKIPPED_PARTS = frozenset({"__pycache__"})
SKIPPED_SUFFIXES = frozenset({".pyc", ".pyo"})
# A fixed timestamp keeps the archive's bytes (and so its name) a function of the files alone.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


@dataclass(frozen=True)
class Archive:
    data: bytes
    digest: str

    @property
    def filename(self) -> str:
        return f"core-{self.digest}.zip"


def runtime_dir() -> Path:
    return Path(current_app.config.get("PYODIDE_DIR", PYODIDE_DIR))


@cache
def _runtime_version(folder: Path) -> str | None:
    try:
        package = json.loads((folder / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not all((folder / name).is_file() for name in RUNTIME_FILES):
        return None
    return str(package["version"])


def runtime_version() -> str | None:
    """The installed Pyodide's version, or None when `npm ci` has not installed it."""
    return _runtime_version(runtime_dir())


def _core_files(folder: Path) -> list[Path]:
    return sorted(
        path
        for path in folder.rglob("*")
        if path.is_file()
        and not SKIPPED_PARTS.intersection(path.relative_to(folder).parts)
        and path.suffix not in SKIPPED_SUFFIXES
    )


def _signature(folder: Path) -> tuple[tuple[str, int, int], ...]:
    return tuple(
        (path.as_posix(), path.stat().st_mtime_ns, path.stat().st_size)
        for path in _core_files(folder)
    )


def build_archive(folder: Path | None = None) -> Archive:
    """Every file of the package (modules, rulesets, catalogs, data) under `scoring/`.

    Stored, not deflated: the worker copies each file out with no inflating (and no Python),
    and the HTTP compression of the whole archive is smaller than per-file deflate."""
    folder = folder or CORE_DIR
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for path in _core_files(folder):
            name = f"{folder.name}/{path.relative_to(folder).as_posix()}"
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    data = buffer.getvalue()
    return Archive(data, hashlib.sha256(data).hexdigest()[:16])


@lru_cache(maxsize=1)
def _archive_for(folder: Path, signature: tuple[tuple[str, int, int], ...]) -> Archive:
    del signature  # the cache key: a changed file means a new archive
    return build_archive(folder)


@cache
def _archive_once() -> Archive:
    return build_archive()


def core_archive() -> Archive:
    """Built once per process; under the debug server, again whenever a package file changes."""
    if current_app.debug:
        return _archive_for(CORE_DIR, _signature(CORE_DIR))
    return _archive_once()


def routes() -> dict[str, object] | None:
    """What the page's API client needs to start the worker, or None without a runtime (or
    with the app's `OFFLINE_CORE` set false: every answer then comes from the server)."""
    version = runtime_version()
    if version is None or not current_app.config.get("OFFLINE_CORE", True):
        return None
    folder = runtime_dir()
    archive = core_archive()
    return {
        "worker": url_for("static", filename="js/core/core-worker.js"),
        "runtime": url_for("offline.runtime", version=version, name="x")[: -len("x")],
        "core": url_for("offline.core", name=archive.filename),
        "snapshot": snapshot_url(version, archive),
        # Decoded bytes the worker fetches (the .mjs files it imports), for its indicator.
        "bytes": sum(
            _runtime_size(folder / name) for name in RUNTIME_FILES if not name.endswith(".mjs")
        )
        + len(archive.data),
    }


def snapshot_url(version: str, archive: Archive) -> str:
    """Where the worker keeps its memory snapshot (Cache Storage only, never served): one per
    runtime version and archive, so a new version of either never restores an old one."""
    return url_for("offline.runtime", version=version, name=f"snapshot-{archive.digest}")


def prefix() -> str:
    """Where every offline-core URL starts (the service worker's route for them)."""
    return url_for("offline.core", name="x")[: -len("x")]


def cached_urls() -> list[str]:
    """The runtime's files and the archive, which the service worker keeps once fetched."""
    offline = routes()
    if offline is None:
        return []
    return [*(f"{offline['runtime']}{name}" for name in RUNTIME_FILES), str(offline["core"])]


def kept_snapshot() -> str | None:
    """The worker's snapshot URL, which the service worker leaves in the offline cache."""
    offline = routes()
    return None if offline is None else str(offline["snapshot"])


def _immutable(response: Response) -> Response:
    response.headers["Cache-Control"] = IMMUTABLE
    return response


def _compressed(data: bytes, encoding: str | None) -> bytes:
    if encoding == "br":
        return brotli.compress(data, quality=BROTLI_QUALITY)  # type: ignore[no-any-return]
    if encoding == "gzip":
        return gzip.compress(data, GZIP_LEVEL, mtime=0)
    return data


def trimmed_lock(data: bytes) -> bytes:
    """Pyodide's lock file without its package list (119 KB of JSON read at every start):
    the worker loads no package, and Pyodide reads only the `info` it checks."""
    lock = json.loads(data)
    return json.dumps({"info": lock["info"], "packages": {}}, separators=(",", ":")).encode()


def runtime_bytes(path: Path) -> bytes:
    """A runtime file as the worker gets it."""
    data = path.read_bytes()
    return trimmed_lock(data) if path.name == LOCK_FILE else data


@cache
def _runtime_size(path: Path) -> int:
    return len(runtime_bytes(path)) if path.name == LOCK_FILE else path.stat().st_size


@cache
def _runtime_file(path: Path, encoding: str | None) -> bytes:
    return _compressed(runtime_bytes(path), encoding)


@lru_cache(maxsize=4)
def _archive_file(archive: Archive, encoding: str | None) -> bytes:
    return _compressed(archive.data, encoding)


def _encoded(data: bytes, mimetype: str, encoding: str | None, etag: str) -> Response:
    response = Response(data, mimetype=mimetype, headers={"Vary": "Accept-Encoding"})
    if encoding:
        response.headers["Content-Encoding"] = encoding
    response.set_etag(f"{etag}-{encoding or 'identity'}")
    return _immutable(response)


@bp.get("/pyodide/<version>/<name>")
def runtime(version: str, name: str) -> Response:
    if version != runtime_version() or name not in RUNTIME_FILES:
        abort(404)
    suffix = Path(name).suffix
    accepted = request.headers.get("Accept-Encoding", "")
    encoding = None if name in PRECOMPRESSED_FILES else choose_encoding(accepted)
    data = _runtime_file(runtime_dir() / name, encoding)
    return _encoded(data, MIMETYPES[suffix], encoding, f"{version}-{name}")


@bp.get("/<name>")
def core(name: str) -> Response:
    archive = core_archive()
    if name != archive.filename:
        abort(404)  # an archive of an earlier package: the page asks for the current one
    encoding = choose_encoding(request.headers.get("Accept-Encoding", ""))
    return _encoded(_archive_file(archive, encoding), MIMETYPES[".zip"], encoding, archive.digest)
