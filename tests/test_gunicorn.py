"""The production server: gunicorn with the repository's config, on a free loopback port."""

from __future__ import annotations

import http.client
import importlib.util
import multiprocessing
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "webapp" / "gunicorn.conf.py"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_the_config_uses_gthread_workers_from_the_cpu_count_recycled_with_jitter() -> None:
    spec = importlib.util.spec_from_file_location("gunicorn_conf", CONFIG)
    assert spec and spec.loader
    conf = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conf)
    assert conf.worker_class == "gthread"
    if "WEB_CONCURRENCY" not in os.environ:
        assert conf.workers == multiprocessing.cpu_count() + 1
    assert conf.keepalive > 0 and conf.threads > 1
    assert conf.max_requests > 0 and 0 < conf.max_requests_jitter < conf.max_requests


@pytest.fixture(scope="module")
def server() -> Iterator[int]:
    port = free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            str(CONFIG),
            "--workers",
            "1",
            "webapp:create_app()",
        ],
        cwd=ROOT,
        env={**os.environ, "HOST": "127.0.0.1", "PORT": str(port)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(300):  # up to a minute on a busy machine; it stops as soon as it is up
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None, "gunicorn exited"
                time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_healthz_over_gunicorn_names_no_server(server: int) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", server, timeout=30)
    connection.request("GET", "/healthz")
    response = connection.getresponse()
    assert response.status == 200
    assert response.read() == b'{"status":"ok"}'
    assert response.getheader("Server") is None
    assert response.getheader("Content-Security-Policy")
    # Keep-alive: the same connection serves the next request.
    connection.request("GET", "/healthz")
    assert connection.getresponse().status == 200
    connection.close()


def test_a_20_mb_body_is_answered_413_before_it_is_sent(server: int) -> None:
    with socket.create_connection(("127.0.0.1", server), timeout=30) as sock:
        sock.sendall(
            b"POST /api/v1/houses/coco/win HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nContent-Length: 20971520\r\n\r\n"
        )
        answer = b""
        while b"\r\n\r\n" not in answer or b"}}" not in answer:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413")
    assert b'"code":"payload_too_large"' in answer
