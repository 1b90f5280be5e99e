"""Playwright on Debian's Chromium, emulating a Pixel 7, against a live local server."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import expect
from werkzeug.serving import make_server

from webapp import create_app

CHROMIUM = "/usr/bin/chromium"
# Auto-waiting, not sleeping: a generous ceiling keeps a loaded 2-core machine from flaking.
expect.set_options(timeout=15_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser/" in item.nodeid:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def live_server() -> Iterator[str]:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # no line per request
    # Without the offline core: these tests exercise the server's answers, and loading Pyodide
    # in every page would load the machine; tests/browser/test_offline*.py enable it.
    app = create_app({"TESTING": True, "OFFLINE_CORE": False})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    # `playwright install` cannot download browsers here: use the system Chromium, with
    # background networking off (the closed network refuses it, noisily).
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def browser_context_args(
    browser_context_args: dict[str, Any], playwright: Any, live_server: str
) -> dict[str, Any]:
    return {
        **browser_context_args,
        **playwright.devices["Pixel 7"],
        "base_url": live_server,
        "locale": "ja-JP",
        "service_workers": "allow",
    }


@pytest.fixture(scope="session")
def offline_server() -> Iterator[str]:
    """A second live server with the offline core on (its pages start the Pyodide worker)."""
    server = make_server("127.0.0.1", 0, create_app({"TESTING": True}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
