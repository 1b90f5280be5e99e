"""The game at a glance: the score sheet draws each player's score across the game (one SVG
line per player, one point per state), named, described in words, in both colour schemes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import ready

# tenhou_yonma, 25000 each: B wins a 3 han 30 fu ron from A (3900); a draw with only A tenpai
# (3000 from the three noten, 1000 each); an all-noten draw. The sheet replays them on load.
EVENTS: list[dict[str, Any]] = [
    {"type": "win", "riichi": [], "wins": [{"winner": 1, "discarder": 0, "han": 3, "fu": 30}]},
    {"type": "draw", "riichi": [], "tenpai": [0], "nagashi": []},
    {"type": "draw", "riichi": [], "tenpai": [], "nagashi": []},
]
SCORES = [
    [25000, 25000, 25000, 25000],
    [21100, 28900, 25000, 25000],
    [24100, 27900, 24000, 24000],
    [24100, 27900, 24000, 24000],
]
# The first line's colour in each scheme (the custom property --series-0 of table.css).
FIRST_COLOUR = {"light": "rgb(11, 110, 79)", "dark": "rgb(134, 220, 182)"}


@pytest.fixture(params=["light", "dark"])
def scheme_page(
    request: pytest.FixtureRequest, browser: Browser, playwright: Any, live_server: str
) -> Iterator[tuple[Page, str]]:
    context = browser.new_context(
        **playwright.devices["Pixel 7"], base_url=live_server, locale="ja-JP",
        color_scheme=request.param, service_workers="block",
    )
    yield context.new_page(), request.param
    context.close()


def points_of(page: Page, player: int) -> list[tuple[float, float]]:
    text = page.locator(f'#game-chart polyline[data-player="{player}"]').get_attribute("points")
    assert text
    return [(float(x), float(y)) for x, y in (p.split(",") for p in text.split())]


def test_a_fresh_sheet_keeps_the_chart_box_with_its_note(page: Page) -> None:
    page.goto("/sheet")
    ready(page)
    box = page.locator("#game-chart")
    expect(box).to_contain_text("局を記録すると")
    expect(box.locator("svg")).to_have_count(0)
    height = box.bounding_box()["height"]  # type: ignore[index]
    assert height > 150  # the drawing's place is reserved before there is anything to draw


def test_the_chart_has_one_line_per_player_and_one_point_per_state(
    scheme_page: tuple[Page, str],
) -> None:
    page, scheme = scheme_page
    page.goto("/sheet")
    ready(page)
    saved = {"house": "tenhou_yonma", "names": ["Ami", "Bo", "Cy", "Di"], "events": EVENTS}
    page.evaluate("(saved) => localStorage.setItem('score-sheet', saved)", json.dumps(saved))
    before = page.locator("#game-chart").bounding_box()
    page.reload()
    ready(page)
    svg = page.locator("#game-chart svg")
    expect(svg).to_have_attribute("role", "img")
    expect(page.locator("#game-chart")).to_have_attribute("data-points", "4")
    lines = svg.locator("polyline")
    expect(lines).to_have_count(4)
    for player in range(4):
        expect(lines.nth(player)).to_have_attribute("data-points", "4")
        drawn = points_of(page, player)
        assert len(drawn) == 4
        assert [x for x, _ in drawn] == sorted(x for x, _ in drawn)  # hands left to right
    # Higher scores are higher up: y falls as the score rises, for every player and state.
    ys = {(p, i): points_of(page, p)[i][1] for p in range(4) for i in range(4)}
    for i in range(4):
        order = sorted(range(4), key=lambda p: ys[(p, i)])
        assert [SCORES[i][p] for p in order] == sorted(SCORES[i], reverse=True)
    expect(svg.locator(".chart-name")).to_have_text(["Ami", "Bo", "Cy", "Di"])
    # The start points and 0 are marked.
    expect(svg.locator(".chart-rule")).to_have_count(2)
    expect(svg.locator(".chart-tick").first).to_have_text("0")
    label = svg.get_attribute("aria-label") or ""
    assert "3局" in label and "Ami: 25,000から24,100" in label and "最高28,900" in label
    colour = lines.first.evaluate("(line) => getComputedStyle(line).stroke")
    assert colour == FIRST_COLOUR[scheme]
    after = page.locator("#game-chart").bounding_box()
    assert before and after and after["height"] == pytest.approx(before["height"], abs=1)
