"""Request limits: bodies over 64 KB refused unread (413), a POST that is not JSON (415),
and both codes in the contract."""

from __future__ import annotations

import io
from typing import Any

import pytest
from flask.testing import FlaskClient

from tests.serving_kit import HOUSE, WIN, WIN_BODY
from webapp.serving import limits


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
