"""axe-core on every page in every combination (phone and desktop, Japanese and English,
light and dark): no serious or critical violation, colour contrast included."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page

from tests.browser.helpers import ready

PAGES = [
    "/",
    "/hand",
    "/draw",
    "/settle",
    "/sheet",
    "/session?house=ekiden2017",
    "/rules",
    "/rules/hole19",
    "/rules/ekiden2017/chart",
    "/compare?a=coco&b=tenhou_yonma&details=1",
    "/rules/no_such_house",
]
COMBOS = [
    (viewport, locale, scheme)
    for viewport in ("Pixel 7", "Desktop Chrome")
    for locale in ("ja-JP", "en-US")
    for scheme in ("light", "dark")
]
AXE = Axe()


@pytest.fixture(params=COMBOS, ids=lambda c: "-".join(c).replace(" ", ""))
def page_in(
    request: pytest.FixtureRequest, browser: Browser, playwright: Any, live_server: str
) -> Iterator[Page]:
    viewport, locale, scheme = request.param
    context = browser.new_context(
        **playwright.devices[viewport],
        base_url=live_server,
        locale=locale,
        color_scheme=scheme,
        service_workers="block",
    )
    yield context.new_page()
    context.close()


def serious(page: Page) -> list[str]:
    results = AXE.run(page).response
    return [
        f"{page.url} {v['id']} ({v['impact']}): "
        + "; ".join(n["target"][0] for n in v["nodes"][:3])
        for v in results["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def test_no_serious_violation_on_any_page(page_in: Page) -> None:
    found = []
    for url in PAGES:
        page_in.goto(url)
        ready(page_in)
        found += serious(page_in)
    # A computed result too (coloured gains and losses, the focused card).
    page_in.goto("/")
    ready(page_in)
    page_in.click("#compute")
    page_in.locator("#result").wait_for()
    found += serious(page_in)
    assert found == []
