"""Text answers compressed (brotli or gzip) when it is worth it, each form with its own
validator."""

from __future__ import annotations

import gzip

import brotli
import pytest
from flask.testing import FlaskClient

from tests.serving_kit import HOUSE, PAGES, READS, SCORE_BODY, WIN, WIN_BODY
from webapp.serving import cache, compress


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
