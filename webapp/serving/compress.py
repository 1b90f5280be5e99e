"""Compression of answers built per request (API answers, errors): brotli or gzip, as the
client accepts, for text answers worth it.

Answers built once (pages, house reads, static files) are compressed once by `cache.Built`;
this is the path of every answer built anew, so it costs little per request: one look-up of
the Accept-Encoding choice (cached), one compression, three headers. It replaces
flask-compress's per-request hook: a /score answer fell from about 157 to 140 µs of CPU
in-process (tests/bench/request_cpu.py's case, best of 7 runs of 3000), a third of it from
brotli quality 2 instead of 4, the rest from headers read and rewritten one by one.
"""

from __future__ import annotations

import gzip

import brotli
from flask import Response, request

from webapp.serving.cache import choose_encoding

# Quality 2 gives answers within 7% of quality 4's size at a third of the CPU: a /score
# answer of 678 bytes packs to 387 bytes in 5 µs (360 in 16 µs at 4), a 10-hand replay's
# 4384 bytes to 683 in 16 µs (640 in 40 µs).
BROTLI_QUALITY = 2
GZIP_LEVEL = 6
# Answers built per request pay their compression on every request: a /score answer of about
# 800 bytes cost 15-19 µs of CPU to compress and label (of 138 µs in-process) and saved about
# 400 bytes, which arrive in the same round trip either way (far below the ~14 KB a new
# connection's first flight carries). So such answers are compressed from 2 KB, the default
# of Spring Boot and Tomcat for answers made per request. Answers built once are compressed
# once and kept, so they use the lower MIN_COMPRESS.
MIN_COMPRESS_PER_REQUEST = 2048


def compressible(mimetype: str) -> bool:
    """Text formats: worth compressing (images, fonts and wasm here are packed already)."""
    return mimetype.startswith("text/") or mimetype.endswith(("javascript", "json", "+xml"))


def pack(data: bytes, encoding: str) -> bytes:
    if encoding == "br":
        return brotli.compress(data, quality=BROTLI_QUALITY)  # type: ignore[no-any-return]
    return gzip.compress(data, GZIP_LEVEL, mtime=0)


def vary_on_encoding(response: Response) -> None:
    """Add Accept-Encoding to the answer's Vary. Most answers vary by nothing else yet: one
    header set then, where `response.vary.add` parses and writes the header back (3.4 µs)."""
    vary = response.headers.get("Vary")
    if vary is None:
        response.headers["Vary"] = "Accept-Encoding"
    elif "accept-encoding" not in vary.lower():
        response.vary.add("Accept-Encoding")


def compress(response: Response) -> Response:
    """`response` in the best encoding the request accepts, when it is a whole text answer
    of MIN_COMPRESS_PER_REQUEST bytes or more; a strong ETag gets the encoding's suffix, as
    built answers' do, so each form revalidates on its own."""
    if response.is_streamed or response.direct_passthrough:
        return response
    headers = response.headers
    if "Content-Encoding" in headers or not compressible(response.mimetype or ""):
        return response
    data = response.get_data()
    if len(data) < MIN_COMPRESS_PER_REQUEST:
        return response
    vary_on_encoding(response)
    encoding = choose_encoding(request.environ.get("HTTP_ACCEPT_ENCODING", ""))
    if encoding is None:
        return response
    response.set_data(pack(data, encoding))
    headers["Content-Encoding"] = encoding
    if "ETag" in headers:  # answers built per request have none
        etag, weak = response.get_etag()
        if etag and not weak:
            response.set_etag(f"{etag}-{encoding}")
    return response
