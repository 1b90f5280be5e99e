"""Benchmark of the offline core (run by hand, never part of `make test`).

Prints: the bytes of the Pyodide runtime and the core archive (raw and gzip-compressed); the
time from navigation start to core-ready, cold (a new browser profile) and from the service
worker's cache; and the median and p95 latency of `win` and `score` calls answered by the
worker vs a round trip to a local server, as seen from the page.

    .venv/bin/python tests/bench/offline_core.py [--runs 5] [--calls 1000]
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import statistics
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import brotli  # noqa: E402
from playwright.sync_api import Browser, sync_playwright  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

from scoring.api import call  # noqa: E402
from tests.browser.conftest import CHROMIUM  # noqa: E402
from tests.browser.offline_harness import offline_routes, start_core  # noqa: E402
from tests.browser.offline_requests import Request, generate  # noqa: E402
from tests.differential.hands import generate_many  # noqa: E402
from webapp import create_app, offline  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking"]
READY_MS = """() => {
    const [start] = performance.getEntriesByName("offline-core-start");
    const [ready] = performance.getEntriesByName("offline-core-ready");
    return [start.startTime, ready.startTime];
}"""
# The worker's steps (core-worker.js), in ms from navigation start.
STEPS_MS = """() => performance.getEntriesByType("mark")
    .filter((mark) => mark.name.startsWith("offline-core: "))
    .map((mark) => [mark.name.slice("offline-core: ".length), mark.startTime])"""


def sizes() -> None:
    """Each file raw, gzip'd and as the server sends it to a browser (br; the stdlib zip, which
    is deflated already, as it is)."""
    print(f"bytes:{'raw':>33} {'gzip':>10} {'as sent (br)':>13}")
    totals = [0, 0, 0]
    files = [(name, (offline.PYODIDE_DIR / name).read_bytes()) for name in offline.RUNTIME_FILES]
    archive = offline.build_archive()
    files.append((archive.filename, archive.data))
    for name, data in files:
        packed = len(gzip.compress(data, offline.GZIP_LEVEL))
        sent = (len(data) if name in offline.PRECOMPRESSED_FILES
                else len(brotli.compress(data, quality=offline.BROTLI_QUALITY)))
        for i, value in enumerate((len(data), packed, sent)):
            totals[i] += value
        print(f"  {name:<28} {len(data):>10,} {packed:>10,} {sent:>13,}")
    print(f"  {'total':<28} {totals[0]:>10,} {totals[1]:>10,} {totals[2]:>13,}")


def ready_times(browser: Browser, base: str, runs: int) -> None:
    cold, cached, cached_start = [], [], []
    steps: dict[str, list[float]] = {}
    for _ in range(runs):
        context = browser.new_context(base_url=base, service_workers="allow")
        page = context.new_page()
        page.goto("/")
        page.keyboard.press("Shift")  # a first visit starts the core at the first key
        page.wait_for_function("() => performance.getEntriesByName('offline-core-ready').length",
                               timeout=180_000)
        cold.append(page.evaluate(READY_MS)[1])
        # The worker keeps a snapshot of its warmed-up memory for the next start.
        page.wait_for_function("() => performance.getEntriesByName('offline-core-kept').length",
                               timeout=180_000)
        page.wait_for_function(
            """async (n) => (await (await caches.open("offline-core")).keys()).length >= n""",
            arg=len(offline.RUNTIME_FILES) + 1, timeout=60_000,
        )
        page.reload()
        page.wait_for_function("() => performance.getEntriesByName('offline-core-ready').length",
                               timeout=180_000)
        start, ready = page.evaluate(READY_MS)
        cached.append(ready)
        cached_start.append(start)
        for name, at in page.evaluate(STEPS_MS):
            steps.setdefault(name, []).append(at)
        context.close()
    show = lambda values: f"median {statistics.median(values):7.0f} ms  (runs: {', '.join(f'{v:.0f}' for v in values)})"  # noqa: E731, E501
    print("page navigation → core ready:")
    print(f"  cold (new profile, started at the first key)  {show(cold)}")
    print(f"  from the service worker's cache               {show(cached)}")
    print(f"    of which before the worker starts           {show(cached_start)}")
    print("  from the cache, step by step (when each step ended, ms from navigation):")
    for name, values in sorted(steps.items(), key=lambda item: statistics.median(item[1])):
        print(f"    {name:<42} {show(values)}")


def service_houses() -> list[dict[str, Any]]:
    return call("houses", "")["houses"]  # type: ignore[no-any-return]


def latencies(browser: Browser, base: str, calls: int) -> None:
    page = browser.new_page()
    start_core(page, base)
    # Answers once the worker has warmed up and kept its snapshot (a first visit's calls
    # during those few seconds wait for the current step).
    page.wait_for_function("() => performance.getEntriesByName('offline-core-kept').length",
                           timeout=180_000)
    wins = [r for r in generate(calls * 10, seed=7)
            if r.operation == "win" and r.house != "no_such_house"][:calls]
    # Distinct complete hands, each scored by a house of its player count.
    houses = {n: [h["id"] for h in service_houses() if h["players"] == n] for n in (3, 4)}
    hands = [
        Request("score", houses[n][i % len(houses[n])], json.dumps(hand.request()))
        for n in (4, 3)
        for i, hand in enumerate(generate_many(n, calls // 2, n))
    ]
    print(f"latency over {calls} calls each (ms, from the page; win: generated requests, "
          "valid and refused; score: distinct generated complete hands):")
    for operation in ("win", "score"):
        chosen = wins if operation == "win" else hands
        bodies: list[dict[str, Any]] = [
            {"operation": r.operation, "house": r.house, "body": r.body, "path": r.path}
            for r in chosen
        ]
        worker, server = page.evaluate(
            """async (requests) => {
                const local = [], remote = [];
                for (const {operation, house, body, path} of requests) {
                    let t = performance.now();
                    await window.offlineCore.call(operation, house, body);
                    local.push(performance.now() - t);
                    t = performance.now();
                    const response = await fetch(path, {method: "POST", body,
                        headers: {"Content-Type": "application/json"}});
                    await response.json();
                    remote.push(performance.now() - t);
                }
                return [local, remote];
            }""",
            bodies,
        )
        for name, values in (("worker", worker), ("server", server)):
            p95 = statistics.quantiles(values, n=20)[-1]
            median = statistics.median(values)
            print(f"  {operation:<6} {name:<7} n={len(values):<5} median {median:6.2f}"
                  f"  p95 {p95:6.2f}  max {max(values):7.2f}")
    page.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--calls", type=int, default=1000)
    args = parser.parse_args()
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    server = make_server("127.0.0.1", 0, create_app(), threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_port}"
    offline_routes(base)  # fails early without the runtime
    sizes()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        ready_times(browser, base, args.runs)
        latencies(browser, base, args.calls)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
