"""Static files under content-hashed names, cached for a year; plain names revalidated.

`url_for("static", filename="js/hand/page-hand.js")` gives `/static/js/hand/page-hand.<hash>.js`
(templates keep calling url_for). The hash covers the file and, for an ES module, every
module it imports, whose specifiers are rewritten to their hashed names too: a change deep
in the import graph reaches the page's URL, so an immutable name never serves stale code.
The plain name still answers (with `no-cache` and an ETag) for files that load their
siblings by name, such as a runtime's own files.
"""

from __future__ import annotations

import hashlib
import mimetypes
import posixpath
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from flask import Flask, Response, abort, current_app, request, send_from_directory
from werkzeug.security import safe_join

from webapp.i18n import LANGUAGES, table_bytes
from webapp.serving.cache import Built
from webapp.serving.compress import compressible
from webapp.serving.headers import SUBRESOURCE

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
HASH_LENGTH = 10
# Files up to this size are kept in memory with their compressed forms; larger ones
# (a wasm runtime) are streamed from disk.
IN_MEMORY = 1024 * 1024
HASHED = re.compile(rf"^(?P<stem>.+)\.(?P<hash>[0-9a-f]{{{HASH_LENGTH}}})(?P<ext>\.[A-Za-z0-9]+)$")
# Relative module specifiers: `from "./x.js"`, `import "./x.js"`, `import("./x.js")`,
# `new URL("./x.js", import.meta.url)`.
SPECIFIER = re.compile(
    r"""(?P<lead>\bfrom\s*|\bimport\s*\(?\s*|\bnew\s+URL\(\s*)"""
    r"""(?P<quote>["'])(?P<path>\.{1,2}/[^"'\s]+)(?P=quote)"""
)
MODULE_SUFFIXES = (".js", ".mjs")
# Types a browser never opens as a document (nosniff keeps it so) and never runs on its own.
SUBRESOURCE_TYPES = {"text/css", "text/javascript", "application/json", "image/png"}
# Scripts started as workers: a worker runs under the policy of its own script's answer.
WORKER_SCRIPTS = {"js/core/core-worker.js"}
# A translation table in one language (`i18n/en/ui.json`), made from `i18n/ui.json`.
ONE_LANGUAGE = re.compile(r"^i18n/(?P<lang>[a-z]{2})/(?P<name>[a-z_]+)\.json$")


def one_language_table(path: str) -> tuple[str, str] | None:
    """(name, lang) when `path` names a table in one language, else None."""
    match = ONE_LANGUAGE.match(path)
    if match is None or match["lang"] not in LANGUAGES:
        return None
    return match["name"], match["lang"]


@dataclass(frozen=True)
class Asset:
    path: str  # relative to the static folder, posix
    digest: str
    hashed: str  # the hashed relative path


class StaticFiles:
    """The static folder's files with their hashes, worked out once per process."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._raw: dict[str, bytes] = {}
        self._deps: dict[str, tuple[str, ...]] = {}
        self._assets: dict[str, Asset | None] = {}
        self._built: dict[str, Built] = {}

    def _file(self, path: str) -> Path | None:
        # safe_join refuses paths that leave the folder without resolving links: the yaku
        # and fu names are links to the core's package data (scoring/names/).
        joined = safe_join(str(self.folder), path)
        if joined is None or not Path(joined).is_file():
            return None
        return Path(joined)

    def exists(self, path: str) -> bool:
        """A file of the folder, or a table in one language made from one."""
        if self._file(path) is not None:
            return True
        table = one_language_table(path)
        return table is not None and self._file(f"i18n/{table[0]}.json") is not None

    def raw(self, path: str) -> bytes:
        if path not in self._raw:
            file = self._file(path)
            table = one_language_table(path)
            if file:
                self._raw[path] = file.read_bytes()
            elif table and self.exists(path):
                self._raw[path] = table_bytes(*table)
            else:
                self._raw[path] = b""
        return self._raw[path]

    def deps(self, path: str) -> tuple[str, ...]:
        """The static files a module imports by relative specifier (none for other files)."""
        if path not in self._deps:
            found: list[str] = []
            if path.endswith(MODULE_SUFFIXES) and self._file(path):
                text = self.raw(path).decode("utf-8", "replace")
                for match in SPECIFIER.finditer(text):
                    target = resolve(path, match["path"])
                    if target and self._file(target):
                        found.append(target)
            self._deps[path] = tuple(sorted(set(found)))
        return self._deps[path]

    def asset(self, path: str) -> Asset | None:
        if path not in self._assets:
            self._assets[path] = self._make_asset(path)
        return self._assets[path]

    def closure(self, path: str) -> list[str]:
        """The file and every module it imports, directly or not, sorted."""
        found, todo = {path}, [path]
        while todo:
            for dep in self.deps(todo.pop()):
                if dep not in found:
                    found.add(dep)
                    todo.append(dep)
        return sorted(found)

    def _make_asset(self, path: str) -> Asset | None:
        if not self.exists(path):
            return None
        # Hash the whole import closure (order-free, so every worker process agrees).
        digest = hashlib.sha256()
        for member in self.closure(path):
            digest.update(member.encode() + b"\0" + self.raw(member) + b"\0")
        short = digest.hexdigest()[:HASH_LENGTH]
        stem, ext = posixpath.splitext(path)
        return Asset(path, short, f"{stem}.{short}{ext}")

    def hashed_url_name(self, path: str) -> str:
        asset = self.asset(path)
        return asset.hashed if asset else path

    def content(self, path: str) -> bytes:
        """The bytes served for a file: a module's specifiers point at hashed names."""
        data = self.raw(path)
        if not self.deps(path):
            return data

        def rename(match: re.Match[str]) -> str:
            target = resolve(path, match["path"])
            asset = self.asset(target) if target else None
            if asset is None:
                return match[0]
            new = posixpath.relpath(asset.hashed, posixpath.dirname(path) or ".")
            new = new if new.startswith("../") else f"./{new}"
            return f"{match['lead']}{match['quote']}{new}{match['quote']}"

        return SPECIFIER.sub(rename, data.decode("utf-8")).encode("utf-8")

    def built(self, path: str, cache_control: str) -> Built:
        key = f"{cache_control}:{path}"
        if key not in self._built:
            mimetype = mimetypes.guess_type(path)[0] or "application/octet-stream"
            asset = self.asset(path)
            self._built[key] = Built(
                self.content(path),
                mimetype,
                {"Cache-Control": cache_control},
                etag=asset.digest if asset else "",
                compress=compressible(mimetype),
            )
        return self._built[key]

    def size(self, path: str) -> int:
        file = self._file(path)
        return file.stat().st_size if file else len(self.raw(path))


def subresource_only(path: str) -> bool:
    mimetype = mimetypes.guess_type(path)[0]
    return mimetype in SUBRESOURCE_TYPES and path not in WORKER_SCRIPTS


def resolve(importer: str, specifier: str) -> str | None:
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(importer), specifier))
    return None if joined.startswith("../") or joined == ".." else joined


def files() -> StaticFiles:
    return current_app.extensions["static_files"]  # type: ignore[no-any-return]


def serve_static(filename: str) -> Response:
    """The `static` endpoint: a hashed name is immutable, a plain one revalidates."""
    store = files()
    cache_control = REVALIDATE
    path = filename
    match = HASHED.match(filename)
    if match and store.asset(filename) is None:
        path = f"{match['stem']}{match['ext']}"
        asset = store.asset(path)
        if asset is None or asset.digest != match["hash"]:
            abort(404)  # an old version's name: never serve other bytes under it
        cache_control = IMMUTABLE
    if store.asset(path) is None:
        abort(404)
    if subresource_only(path):
        request.environ[SUBRESOURCE] = True
    if store.size(path) > IN_MEMORY:
        response = send_from_directory(store.folder, path, conditional=True, max_age=None)
        response.headers["Cache-Control"] = cache_control
        return response
    return store.built(path, cache_control).response()


def install(app: Flask) -> None:
    """Replace Flask's static view and make url_for("static") give hashed names."""
    if app.static_folder is None:
        return
    app.extensions["static_files"] = StaticFiles(Path(app.static_folder))
    app.view_functions["static"] = serve_static

    @app.url_defaults
    def hashed_static(endpoint: str, values: dict[str, Any]) -> None:
        # In debug mode plain names, so an edited file shows on reload.
        if endpoint == "static" and "filename" in values and not current_app.debug:
            values["filename"] = files().hashed_url_name(values["filename"])
