"""A new app version brings its own core archive through the update toast, and drops the old one."""

from __future__ import annotations

import logging
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from werkzeug.serving import BaseWSGIServer, make_server

from webapp import create_app, offline
from webapp.offline import RUNTIME_FILES

CORE_TIMEOUT = 120_000


class Server:
    """One origin whose app can be replaced by a new version (a new process, in effect)."""

    def __init__(self) -> None:
        self.server: BaseWSGIServer | None = None
        self.port = 0

    def start(self) -> None:
        for cached in (offline._archive_once, offline._runtime_version):
            cached.cache_clear()
        logging.getLogger("werkzeug").setLevel(logging.WARNING)
        self.server = make_server("127.0.0.1", self.port, create_app(), threaded=True)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        assert self.server
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    copy = tmp_path / "scoring"
    shutil.copytree(offline.CORE_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(offline, "CORE_DIR", copy)
    yield copy
    offline._archive_once.cache_clear()


def kept(page: Page) -> list[str]:
    return page.evaluate(  # type: ignore[no-any-return]
        """async () => (await (await caches.open("offline-core")).keys())
            .map((request) => new URL(request.url).pathname)"""
    )


def test_a_new_version_replaces_the_archive_through_the_update_toast(
    browser: Browser, browser_context_args: dict[str, Any], package: Path
) -> None:
    server = Server()
    server.start()
    context = browser.new_context(**{**browser_context_args, "base_url": server.url})
    try:
        page = context.new_page()
        page.goto("/")
        page.keyboard.press("Shift")
        expect(page.locator("#core-status")).to_have_attribute(
            "data-state", "ready", timeout=CORE_TIMEOUT
        )
        page.wait_for_function(
            """async (n) => (await (await caches.open("offline-core")).keys()).length >= n""",
            arg=len(RUNTIME_FILES) + 1, timeout=CORE_TIMEOUT,
        )
        page.wait_for_function(
            "() => performance.getEntriesByName('offline-core-kept').length", timeout=CORE_TIMEOUT
        )
        old_archive = next(path for path in kept(page) if "/core-" in path)
        old_snapshot = next(path for path in kept(page) if "/snapshot-" in path)

        # A new version of the core: a changed data file gives a new archive name.
        server.stop()
        (package / "rulesets" / "README.md").write_text("changed\n", encoding="utf-8")
        server.start()
        page.reload()  # the browser finds the new service worker, which fetches the archive
        toast = page.locator("#update-toast")
        expect(toast).to_be_visible(timeout=CORE_TIMEOUT)
        with page.expect_navigation():
            toast.get_by_role("button").click()
        page.wait_for_function(
            """async (old) => {
                const paths = (await (await caches.open("offline-core")).keys())
                    .map((request) => new URL(request.url).pathname);
                return !paths.includes(old) && paths.some((p) => p.includes("/core-"));
            }""",
            arg=old_archive, timeout=CORE_TIMEOUT,
        )
        archives = [path for path in kept(page) if "/core-" in path]
        assert len(archives) == 1 and archives[0] != old_archive
        # The runtime stays; the old snapshot goes (the new core keeps one of its own).
        files = [path for path in kept(page) if "/snapshot-" not in path]
        assert len(files) == len(RUNTIME_FILES) + 1
        assert old_snapshot not in kept(page)
    finally:
        context.close()
        server.stop()
