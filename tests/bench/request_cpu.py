"""CPU time per request inside the app (no server, no sockets) for the load test's six
requests: what each costs the app itself, steady even on a shared machine. Beside them, the
bench-only POST no-op (tests/bench/load/post_noop.py: routed and limited like the
operations, no operation run), which shows what of /win's cost is its own. The app measured
is that bench app: the production app plus that one route.

Usage: .venv/bin/python tests/bench/request_cpu.py [N]   (N requests each, default 3000)
"""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path
from typing import Any

# This checkout first: its tests package, and its webapp rather than an installed one.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.load.post_noop import create

HERE = Path(__file__).resolve().parent / "load"
HOUSE = "daisuki_yonma"
CASES = {
    "no-op": ("GET", "/healthz", b""),
    "post-no-op": ("POST", f"/api/v1/houses/{HOUSE}/no-op", (HERE / "win.json").read_bytes()),
    "win": ("POST", f"/api/v1/houses/{HOUSE}/win", (HERE / "win.json").read_bytes()),
    "score": ("POST", f"/api/v1/houses/{HOUSE}/score", (HERE / "score.json").read_bytes()),
    "replay-10": (
        "POST",
        f"/api/v1/houses/{HOUSE}/games/replay",
        (HERE / "replay.json").read_bytes(),
    ),
    "house": ("GET", f"/api/v1/houses/{HOUSE}", b""),
    "page": ("GET", "/", b""),
}


def main(count: int) -> None:
    app = create()

    def call(method: str, path: str, body: bytes) -> str:
        environ: dict[str, Any] = {
            "REQUEST_METHOD": method,
            "PATH_INFO": path,
            "SERVER_NAME": "127.0.0.1",
            "SERVER_PORT": "80",
            "SERVER_PROTOCOL": "HTTP/1.1",
            "wsgi.url_scheme": "http",
            "wsgi.input": io.BytesIO(body),
            "wsgi.errors": sys.stderr,
            "CONTENT_LENGTH": str(len(body)),
            "CONTENT_TYPE": "application/json",
            "HTTP_ACCEPT_ENCODING": "br, gzip",
        }
        status: list[str] = []
        answer = app(environ, lambda s, h, e=None: status.append(s))
        b"".join(answer)
        return status[0]

    base = None
    print(f"{'request':<10} {'cpu us':>7} {'vs no-op':>9}")
    for name, case in CASES.items():
        assert call(*case).startswith("200"), name
        start = time.process_time()
        for _ in range(count):
            call(*case)
        micros = (time.process_time() - start) / count * 1e6
        base = base or micros
        print(f"{name:<10} {micros:>7.0f} {base / micros:>8.0%}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
