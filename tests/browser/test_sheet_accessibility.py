"""記録 with hands on it: axe finds no serious or critical violation in either language and
colour scheme (the empty page is covered by test_accessibility.py): the list of hands with its
buttons, a hand the replay refused, the 4人回し board with someone resting, the tile dialog."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import ready

AXE = Axe()
WIN = {"type": "win", "riichi": [1], "wins": [{"winner": 1, "discarder": 0, "han": 3, "fu": 30}]}
# After hand 1 the first dealer A rests (4人回し): hand 2, naming A tenpai, cannot be played.
RESTING = {"type": "draw", "riichi": [], "tenpai": [0], "nagashi": []}
DRAW = {"type": "draw", "riichi": [], "tenpai": [], "nagashi": []}
SHEET = {"schema": 2, "house": "daisuki_sanma", "names": ["", "", "", ""],
         "events": [WIN, RESTING, DRAW], "states": []}


COMBOS = [("ja-JP", "light"), ("ja-JP", "dark"), ("en-US", "light"), ("en-US", "dark")]


@pytest.fixture(params=COMBOS, ids=lambda c: "-".join(c))
def sheet_page(request: pytest.FixtureRequest, browser: Browser, playwright: Any,
               live_server: str) -> Iterator[Page]:
    locale, scheme = request.param
    context = browser.new_context(**playwright.devices["Pixel 7"], base_url=live_server,
                                  locale=locale, color_scheme=scheme, service_workers="block")
    page = context.new_page()
    page.goto("/sheet")
    page.evaluate("(text) => localStorage.setItem('score-sheet', text)", json.dumps(SHEET))
    page.reload()
    ready(page)
    yield page
    context.close()


def serious(page: Page) -> list[str]:
    results = AXE.run(page).response
    return [f"{v['id']} ({v['impact']}): " + "; ".join(n["target"][0] for n in v["nodes"][:3])
            for v in results["violations"] if v["impact"] in ("serious", "critical")]


def test_hands_a_refused_one_and_the_tile_dialog_are_accessible(sheet_page: Page) -> None:
    page = sheet_page
    expect(page.locator("#history .hand-error")).to_have_attribute("data-code", "player_resting")
    expect(page.locator("#scoreboard .player.resting")).to_have_count(1)
    assert serious(page) == []
    page.locator("#history > li").nth(0).locator('[data-part="edit"]').click()
    page.locator('#win-rows .win-row [data-part="tiles"]').first.click()
    expect(page.locator("#tiles-dialog")).to_be_visible()
    assert serious(page) == []
