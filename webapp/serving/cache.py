"""Answers built once per process and served as bytes, with a strong ETag and 304.

A built answer keeps its identity bytes and, made on first demand, its gzip and brotli
forms, so a catalog is parsed, serialised and compressed once, not on every request. The
same module revalidates every other GET answer (HTML pages, API reads) by an ETag of its
body, and gives pages `once_per_app` for shell data that depends only on the app.
"""

from __future__ import annotations

import gzip
import hashlib
import threading
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from typing import Any, TypeVar

import brotli
from flask import Flask, Response, current_app, request
from werkzeug.http import parse_accept_header
from werkzeug.utils import get_content_type

T = TypeVar("T")

# Encodings we pre-compute, best first, with the ETag suffix each representation carries.
ENCODINGS = ("br", "gzip")
GZIP_LEVEL = 9  # built once, so the smallest output is worth its time
BROTLI_QUALITY = 11
# A page is compressed on its first request, while that reader waits: brotli 11 took a
# second on the longest catalog page here, 5 takes milliseconds for 10% more bytes.
PAGE_BROTLI_QUALITY = 5
# Below this a compressed answer saves less than its headers cost.
MIN_COMPRESS = 500


@dataclass
class Built:
    """One answer's bytes in each encoding, built on first demand and kept."""

    body: bytes
    mimetype: str
    headers: dict[str, str] = field(default_factory=dict)
    etag: str = ""
    vary: str = "Accept-Encoding"  # a page also varies by its reader's cookies and language
    compress: bool = True
    quality: int = BROTLI_QUALITY  # False for formats that are compressed already (PNG, wasm…)
    _encoded: dict[str, bytes] = field(default_factory=dict, repr=False)
    _header_lists: dict[tuple[str | None, bool], list[tuple[str, str]]] = field(
        default_factory=dict, repr=False
    )

    def __post_init__(self) -> None:
        if not self.etag:
            self.etag = hashlib.sha256(self.body).hexdigest()[:20]

    def encoded(self, encoding: str) -> bytes:
        data = self._encoded.get(encoding)
        if data is None:
            if encoding == "br":
                data = brotli.compress(self.body, quality=self.quality)
            else:
                data = gzip.compress(self.body, GZIP_LEVEL, mtime=0)
            self._encoded[encoding] = data
        return data

    def response(self) -> Response:
        """The answer to the current request: 304, or the best encoding it accepts."""
        environ = request.environ
        compress = self.compress and len(self.body) >= MIN_COMPRESS
        encoding = choose_encoding(environ.get("HTTP_ACCEPT_ENCODING", "")) if compress else None
        if "HTTP_IF_NONE_MATCH" in environ and matches(self.etag):
            response = Response(status=304, headers=self._headers(encoding, with_type=False))
        else:
            body = self.encoded(encoding) if encoding else self.body
            response = Response(body, headers=self._headers(encoding))
        response.built = True  # type: ignore[attr-defined]  # finish() leaves it as it is
        return response

    def _headers(self, encoding: str | None, with_type: bool = True) -> list[tuple[str, str]]:
        # Ready-made per encoding: setting headers one by one on a Response costs more.
        key = (encoding, with_type)
        headers = self._header_lists.get(key)
        if headers is None:
            tag = f"{self.etag}-{encoding}" if encoding else self.etag
            headers = [*self.headers.items(), ("Vary", self.vary), ("ETag", f'"{tag}"')]
            if with_type:
                headers.append(("Content-Type", content_type(self.mimetype)))
            if encoding and with_type:
                headers.append(("Content-Encoding", encoding))
            self._header_lists[key] = headers
        return headers


def content_type(mimetype: str) -> str:
    return get_content_type(mimetype, "utf-8")


@lru_cache(maxsize=256)
def choose_encoding(accepted: str) -> str | None:
    """The best encoding an Accept-Encoding value takes (a browser sends a few values)."""
    if not accepted:
        return None
    offered = parse_accept_header(accepted)
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
# Pages kept per process: their keys hold a query string, which a client may vary at will.
PAGES_KEPT = 256


def built_per_key(key_of: Callable[[], Hashable]) -> Callable[[Callable[..., Any]], Any]:
    """Wrap a GET view whose 200 answer depends only on `key_of()` (read from the request):
    keep its bytes per key, compressed once per encoding, revalidated by ETag.

    A page is rendered for its URL, its reader's language and their chosen house; `key_of`
    names all of those, so two readers with the same key get the same bytes. At most
    PAGES_KEPT answers are kept (the oldest goes first), so odd query strings cannot grow
    the store without bound. Debug mode renders every time.
    """

    def wrap(view: Callable[..., Any]) -> Callable[..., Response]:
        name = f"pages:{view.__module__}.{view.__qualname__}"
        lock = threading.Lock()

        @wraps(view)
        def serve(**view_args: Any) -> Response:
            app = current_app
            if app.debug:
                return app.make_response(view(**view_args))
            store: dict[Hashable, Built] = app.extensions.setdefault(name, {})
            key = key_of()
            built = store.get(key)
            if built is None:
                response = app.make_response(view(**view_args))
                if response.status_code != 200 or response.is_streamed:
                    return response
                kept = {k: v for k, v in response.headers.items() if k.lower() in KEPT_HEADERS}
                kept.setdefault("Cache-Control", "no-cache")
                vary = ", ".join([*response.vary, "Accept-Encoding"])
                built = Built(
                    response.get_data(), response.mimetype or "", kept, vary=vary,
                    quality=PAGE_BROTLI_QUALITY,
                )
                with lock:
                    if len(store) >= PAGES_KEPT:
                        store.pop(next(iter(store)))
                    store[key] = built
            return built.response()

        return serve

    return wrap


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


def finish(compress: Callable[[Response], Response]) -> Callable[[Response], Response]:
    """The one after_request step: ETag of the body, compression, then 304 if it matches.

    One hook instead of three: Flask checks each hook per request, and this runs on all.
    """

    def after(response: Response) -> Response:
        if getattr(response, "built", False):
            return response
        if request.method not in ("GET", "HEAD"):
            return compress(response)
        headers = response.headers
        if (
            response.status_code == 200
            and not response.is_streamed
            and not response.direct_passthrough
            and "ETag" not in headers
            and "Content-Encoding" not in headers
            and "no-store" not in headers.get("Cache-Control", "")
        ):
            response.add_etag()
            # Stored, but asked again each time: the ETag makes that a 304 if unchanged.
            headers.setdefault("Cache-Control", "no-cache")
        response = compress(response)
        response.vary.add("Accept-Encoding")  # the same URL may answer compressed (kept with
        # what the answer already varies by, e.g. a page's Cookie and Accept-Language)
        if response.status_code == 200 and "ETag" in headers:
            response.make_conditional(request)
        return response

    return after
