"""Every page runs under the strict Content-Security-Policy without one violation."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from scoring.rules.loader import house_ids

HOUSE = house_ids()[0]
PAGES = ["/", "/hand", "/draw", "/settle", "/sheet", "/session", "/rules", "/compare"]
PAGES += [f"/rules/{HOUSE}", f"/rules/{HOUSE}/chart"]


@pytest.mark.parametrize("url", PAGES)
def test_the_page_breaks_no_rule_of_the_policy(page: Page, url: str) -> None:
    blocked: list[str] = []
    page.on(
        "console",
        lambda message: (
            blocked.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    page.goto(url)
    page.wait_for_load_state("networkidle")
    assert blocked == []
