"""Drives the offline core in a page: starts it through the app's own OfflineCore class, then
sends each request both to the worker and to the server (over HTTP, as the app would)."""

from __future__ import annotations

import html as html_module
import json
import re
import urllib.request
from typing import Any

from playwright.sync_api import Page, expect

from tests.browser.offline_requests import Request

# Answers arrive as [status, body] pairs.
Answer = tuple[int, Any]

# Loading Pyodide on a shared 2-core machine takes seconds: wait for it, generously.
CORE_TIMEOUT = 120_000


def core_ready(page: Page) -> None:
    """Wait until the page's core indicator says the offline core answers."""
    expect(page.locator("#core-status")).to_have_attribute(
        "data-state", "ready", timeout=CORE_TIMEOUT
    )


def offline_routes(base_url: str) -> dict[str, Any]:
    with urllib.request.urlopen(f"{base_url}/") as response:
        html = response.read().decode()
    # The routes travel in the body's data-routes attribute (no inline script under the CSP).
    found = re.search(r"<body data-routes='(.*?)'", html)
    assert found, "no routes in the page"
    routes = json.loads(html_module.unescape(found.group(1)))["offline"]
    assert routes, "the server has no offline core (run `make node-deps`)"
    return routes  # type: ignore[no-any-return]


def start_core(page: Page, base_url: str) -> float:
    """Loads the worker in a page of no app module; returns the milliseconds to ready."""
    page.goto(f"{base_url}/api/v1/houses")
    return page.evaluate(  # type: ignore[no-any-return]
        """async (config) => {
            const {OfflineCore} = await import("/static/js/core/offline-core.js");
            const started = performance.now();
            const core = new OfflineCore(config);
            core.start();
            if (!(await core.whenAvailable())) throw new Error("the offline core failed");
            window.offlineCore = core;
            return performance.now() - started;
        }""",
        offline_routes(base_url),
    )


def restart_from_snapshot(page: Page, base_url: str) -> bool:
    """Once the running core has kept its memory snapshot, replaces it by a new core in the same
    page (as the next visit would start); returns whether the new one restored the snapshot."""
    page.wait_for_function("() => performance.getEntriesByName('offline-core-kept').length",
                           timeout=180_000)
    return page.evaluate(  # type: ignore[no-any-return]
        """async (config) => {
            const {OfflineCore} = await import("/static/js/core/offline-core.js");
            const core = new OfflineCore(config);
            core.start();
            if (!(await core.whenAvailable())) throw new Error("the offline core failed");
            window.offlineCore.worker.terminate();
            window.offlineCore = core;
            return core.restored;
        }""",
        offline_routes(base_url),
    )


def answer_both(page: Page, requests: list[Request]) -> list[tuple[Answer, Answer]]:
    """For each request: (the worker's status and body, the server's status and body)."""
    pairs = page.evaluate(
        """async (requests) => {
            const out = [];
            for (const {operation, house, body, path} of requests) {
                const local = await window.offlineCore.call(operation, house, body);
                const response = await fetch(path, {method: "POST", body,
                    headers: {"Content-Type": "application/json"}});
                out.push([[local.status, local.body], [response.status, await response.json()]]);
            }
            return out;
        }""",
        [{"operation": r.operation, "house": r.house, "body": r.body, "path": r.path}
         for r in requests],
    )
    return [((w[0], w[1]), (s[0], s[1])) for w, s in pairs]
