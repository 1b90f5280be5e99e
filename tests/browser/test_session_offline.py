"""With no network after one online visit, the night page opens from the service worker's
cache and the offline core (Pyodide in a Web Worker) settles the night: the same answer the
server gives, 抜け番 included."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.offline_harness import CORE_TIMEOUT, core_ready
from webapp.offline import RUNTIME_FILES


@pytest.fixture(scope="module")
def offline_context(
    browser: Browser, browser_context_args: dict[str, Any], offline_server: str
) -> Iterator[BrowserContext]:
    context = browser.new_context(**{**browser_context_args, "base_url": offline_server})
    page = context.new_page()
    page.goto("/session")
    page.keyboard.press("Shift")  # a first visit loads the core at the first touch or key
    core_ready(page)
    wanted = len(RUNTIME_FILES) + 1  # the service worker keeps every runtime file and the archive
    page.wait_for_function(
        """async (wanted) => (await (await caches.open("offline-core")).keys()).length >= wanted""",
        arg=wanted, timeout=CORE_TIMEOUT,
    )
    page.evaluate("localStorage.removeItem('session')")
    page.close()
    context.set_offline(True)
    yield context
    context.close()


def test_a_night_at_ekiden_is_settled_offline(offline_context: BrowserContext) -> None:
    page: Page = offline_context.new_page()
    page.goto("/session")
    core_ready(page)
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=CORE_TIMEOUT)
    page.select_option("#session-house", "ekiden2017")
    for i, name in enumerate(["Aki", "Ben", "Chie", "Dan"]):
        page.fill(f"#participant-{i}", name)
        page.dispatch_event(f"#participant-{i}", "change")
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Aki")
    # Game 1 as in test_session.py: Ben 52000 +42, Chie 33000 -7, Dan 20000 -35.
    for seat, score in enumerate([52000, 33000, 20000]):
        page.fill(f"#typed-score-{seat}", str(score))
    page.click("#add-typed-game")
    expect(page.locator('#session-games tr[data-game="1"] td')).to_have_text(
        ["抜け", "+42", "-7", "-35"]
    )
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Ben")
    expect(page.locator("#session-error")).to_be_hidden()
    page.close()
