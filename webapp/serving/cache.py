"""Answers built once per process and served as bytes, with a strong ETag and 304.

A built answer keeps its identity bytes and, made on first demand, its gzip and brotli
forms, so a catalog is parsed, serialised and compressed once, not on every request. The
same module revalidates every other GET answer (HTML pages, API reads) by an ETag of its
body, and gives pages `once_per_app` for shell data that depends only on the app.
"""

from __future__ import annotations

import gzip
import hashlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import wraps
from typing import Any, TypeVar

import brotli
from flask import Flask, Response, current_app, request

T = TypeVar("T")

# Encodings we pre-compute, best first, with the ETag suffix each representation carries.
ENCODINGS = ("br", "gzip")
GZIP_LEVEL = 9  # built once, so the smallest output is worth its time
BROTLI_QUALITY = 11
# Below this a compressed answer saves less than its headers cost.
MIN_COMPRESS = 500


@dataclass
class Built:
    """One answer's bytes in each encoding, built on first demand and kept."""

    body: bytes
    mimetype: str
    headers: dict[str, str] = field(default_factory=dict)
    etag: str = ""
    compress: bool = True  # False for formats that are compressed already (PNG, wasm…)
    _encoded: dict[str, bytes] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if not self.etag:
            self.etag = hashlib.sha256(self.body).hexdigest()[:20]

    def encoded(self, encoding: str) -> bytes:
        data = self._encoded.get(encoding)
        if data is None:
            if encoding == "br":
                data = brotli.compress(self.body, quality=BROTLI_QUALITY)
            else:
                data = gzip.compress(self.body, GZIP_LEVEL, mtime=0)
            self._encoded[encoding] = data
        return data

    def response(self) -> Response:
        """The answer to the current request: 304, or the best encoding it accepts."""
        compress = self.compress and len(self.body) >= MIN_COMPRESS
        encoding = choose_encoding() if compress else None
        tag = f"{self.etag}-{encoding}" if encoding else self.etag
        headers = {**self.headers, "Vary": "Accept-Encoding"}
        if matches(self.etag):
            response = Response(status=304, headers=headers)
            response.set_etag(tag)
            return response
        body = self.encoded(encoding) if encoding else self.body
        response = Response(body, mimetype=self.mimetype, headers=headers)
        if encoding:
            response.headers["Content-Encoding"] = encoding
        response.set_etag(tag)
        return response


def choose_encoding() -> str | None:
    offered = request.accept_encodings
    for encoding in ENCODINGS:
        if offered[encoding] > 0:
            return encoding
    return None


def matches(etag: str) -> bool:
    """Whether If-None-Match names this answer in any of its encodings."""
    wanted = request.if_none_match
    if not wanted:
        return False
    if wanted.star_tag:
        return True
    return any(tag.split("-", 1)[0] == etag for tag in wanted.as_set())


def built_once(view: Callable[..., Any]) -> Callable[..., Response]:
    """Wrap a GET view whose answer depends only on its URL: build it once per app.

    Only 200 answers are kept, so an unknown id (an error raised or returned) is never
    stored and cannot grow the cache. In debug mode every request builds afresh, so
    templates and data edited on disk show at once.
    """

    @wraps(view)
    def serve(**view_args: Any) -> Response:
        app = current_app
        if app.debug:
            return app.make_response(view(**view_args))
        store: dict[Any, Built] = app.extensions.setdefault("built_answers", {})
        key = (request.endpoint, tuple(sorted(view_args.items())))
        built = store.get(key)
        if built is None:
            response = app.make_response(view(**view_args))
            if response.status_code != 200 or response.is_streamed:
                return response
            kept = {k: v for k, v in response.headers.items() if k.lower() in KEPT_HEADERS}
            built = Built(response.get_data(), response.mimetype or "", kept)
            store[key] = built
        return built.response()

    return serve


KEPT_HEADERS = {"cache-control", "service-worker-allowed", "content-language"}


def cache_endpoints(app: Flask, endpoints: Iterable[str]) -> None:
    """Serve these endpoints' answers built once; an endpoint that is gone fails loudly."""
    for endpoint in endpoints:
        app.view_functions[endpoint] = built_once(app.view_functions[endpoint])


def once_per_app(build: Callable[..., T]) -> Callable[..., T]:
    """Remember `build(*args)` per app (e.g. a page's routes made with url_for).

    Call it inside an app or request context; results live in `app.extensions`, so each
    app (each test's app included) builds its own.
    """
    name = f"once:{build.__module__}.{build.__qualname__}"

    @wraps(build)
    def cached(*args: Any) -> T:
        app = current_app
        if app.debug:
            return build(*args)
        store: dict[tuple[Any, ...], T] = app.extensions.setdefault(name, {})
        if args not in store:
            store[args] = build(*args)
        return store[args]

    return cached


def add_etag(response: Response) -> Response:
    """after_request: give every 200 GET text answer a strong ETag of its body."""
    if (
        request.method in ("GET", "HEAD")
        and response.status_code == 200
        and not response.is_streamed
        and not response.direct_passthrough
        and "ETag" not in response.headers
        and "Content-Encoding" not in response.headers
        and "no-store" not in response.headers.get("Cache-Control", "")
    ):
        response.add_etag()
        # Stored, but asked again each time: the ETag makes that a 304 when nothing changed.
        response.headers.setdefault("Cache-Control", "no-cache")
    return response


def revalidate(response: Response) -> Response:
    """after_request (after compression): answer 304 when If-None-Match names the ETag."""
    get = request.method in ("GET", "HEAD")
    if get and response.status_code == 200 and "ETag" in response.headers:
        response.make_conditional(request)
    return response
