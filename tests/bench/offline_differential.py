"""The offline core against the server on many generated requests (run by hand; the suite
runs a fixed-seed subset in tests/browser/test_offline_differential.py).

    .venv/bin/python tests/bench/offline_differential.py [--count 2000] [--seed 1]

Every request (all houses, all seven POST operations, valid and refused) is answered by the
Pyodide worker and by the server over HTTP; prints the count per operation and status and
every difference in status or JSON body. Exits 1 if there is any.
"""

from __future__ import annotations

import argparse
import logging
import sys
import threading
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

from tests.bench.offline_core import ARGS  # noqa: E402
from tests.browser.conftest import CHROMIUM  # noqa: E402
from tests.browser.offline_harness import answer_both, start_core  # noqa: E402
from tests.browser.offline_requests import generate  # noqa: E402
from webapp import create_app  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    server = make_server("127.0.0.1", 0, create_app(), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    requests = generate(args.count, args.seed)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        start_core(page, base)
        answers = answer_both(page, requests)
        browser.close()
    server.shutdown()
    pairs = list(zip(requests, answers, strict=True))
    counts = Counter((r.operation, worker[0]) for r, (worker, _) in pairs)
    for (operation, status), n in sorted(counts.items()):
        print(f"{operation:<8} {status}  {n:>5}")
    differences = [(r, w, s) for r, (w, s) in pairs if w != s]
    for request, worker, server_answer in differences:
        print(f"DIFFERENT {request.path} {request.body}")
        print(f"  worker {worker}\n  server {server_answer}")
    print(f"{len(requests)} requests, {len(differences)} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
