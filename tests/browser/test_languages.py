"""The whole app in Japanese or English, light or dark, on a phone and a desktop: the
browser's language picks the first page, the switch is remembered, errors come in the chosen
language naming the field in words, results take focus, and nothing shifts as pages load."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import choose_house, ready

VIEWPORTS = ["Pixel 7", "Desktop Chrome"]
LOCALES = {"ja": "ja-JP", "en": "en-US"}
SCHEMES = ["light", "dark"]
PAPER = {"light": "rgb(244, 241, 234)", "dark": "rgb(18, 20, 19)"}


@pytest.fixture(
    params=[(v, lang, s) for v in VIEWPORTS for lang in LOCALES for s in SCHEMES],
    ids=lambda p: "-".join(p).replace(" ", ""),
)
def combo(
    request: pytest.FixtureRequest, browser: Browser, playwright: Any, live_server: str
) -> Iterator[tuple[Page, str, str]]:
    viewport, lang, scheme = request.param
    context = browser.new_context(
        **playwright.devices[viewport],
        base_url=live_server,
        locale=LOCALES[lang],
        color_scheme=scheme,
        service_workers="block",
    )
    yield context.new_page(), lang, scheme
    context.close()


def test_the_browser_language_and_scheme_pick_the_interface(combo: tuple[Page, str, str]) -> None:
    page, lang, scheme = combo
    page.goto("/hand")
    ready(page)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page.locator("h1")).to_have_text({"ja": "手牌から計算", "en": "Score from tiles"}[lang])
    expect(page.locator("#hand-compute")).to_have_text(
        {"ja": "点数を計算する", "en": "Score the hand"}[lang]
    )
    background = page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
    assert background == PAPER[scheme]
    # The house picker spans the header, so long house names stay readable.
    width = page.evaluate("document.getElementById('house').getBoundingClientRect().width")
    viewport = page.viewport_size
    assert viewport and width >= 0.6 * min(viewport["width"], 640)


def test_an_error_is_worded_in_the_chosen_language_and_names_the_field(
    combo: tuple[Page, str, str],
) -> None:
    page, lang, _ = combo
    page.goto("/sheet")
    ready(page)
    page.select_option("#sheet-house", "tenhou_yonma")
    expect(page.locator("#scoreboard .player")).to_have_count(4)
    win = page.locator("#win-rows .win-row").first
    win.locator('[data-role="winner"]').select_option("1")
    win.locator('[data-role="discarder"]').select_option("0")
    win.locator('[data-role="han"]').select_option("1")
    win.locator('[data-role="fu"]').select_option("20")  # 1 han 20 fu cannot be won by ron
    page.click("#record")
    error = page.locator("#sheet-error")
    expect(error).to_be_visible()
    expect(error).to_have_attribute("data-code", "impossible_han_fu")
    expect(error).to_have_attribute("data-field", "events[0].wins[0].fu")
    if lang == "ja":
        expect(error).to_have_text("この翻と符の組み合わせはありません。（符）")
    else:
        expect(error).to_have_text("That han and fu cannot go together. (fu)")
    expect(win.locator('[data-role="fu"]')).to_have_attribute("aria-invalid", "true")


def test_a_result_scrolls_into_view_and_takes_focus(combo: tuple[Page, str, str]) -> None:
    page, _, _ = combo
    page.goto("/hand")
    choose_house(page, "tenhou_yonma")
    page.fill("#concealed", "234m567m234p567s88s")
    page.fill("#win-tile", "7s")
    page.locator("#riichi-flag").check()
    page.click("#hand-compute")
    result = page.locator("#hand-result")
    expect(result).to_be_focused()
    expect(result).to_be_in_viewport()
    # The dealer's tsumo (the form's defaults): riichi, menzen tsumo, pinfu, tanyao.
    expect(result.locator('#yaku-table tr[data-key="total"] td')).to_have_text(
        {"ja": "4翻", "en": "4 han"}[combo[1]]
    )


CLS = """() => new Promise((resolve) => {
  let total = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
  }).observe({type: "layout-shift", buffered: true});
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
})"""


@pytest.mark.parametrize(
    "url",
    [
        "/",
        "/hand",
        "/draw",
        "/settle",
        "/sheet",
        "/session",
        "/rules",
        "/rules/daisuki_sanma",
        "/rules/ekiden2017/chart",
        "/compare",
    ],
)
def test_pages_do_not_shift_as_they_load(page: Page, url: str) -> None:
    # A slow phone: the scripts run after the first paint, so anything they would add or move
    # shows up as a shift (on a fast machine they can finish before the page is painted).
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 6})
    page.goto(url)
    ready(page)
    page.wait_for_load_state("networkidle")
    assert page.evaluate(CLS) <= 0.02


def test_the_language_switch_is_remembered(page: Page) -> None:
    page.goto("/")  # a Japanese browser
    ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    page.locator("#lang-switch").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("h1")).to_have_text("Score from han and fu")
    page.locator(".tabs a", has_text="Rules").click()
    expect(page.locator("h1")).to_have_text("Rules")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.locator("#lang-switch").click()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.locator("h1")).to_have_text("ルール")


def test_an_unknown_house_is_a_page_of_the_app(page: Page) -> None:
    response = page.goto("/rules/no_such_house")
    assert response is not None and response.status == 404
    expect(page.locator("h1")).to_have_text("ページが見つかりません")
    expect(page.locator(".tabs a")).to_have_count(6)
    page.get_by_role("link", name="ルール一覧へ").click()
    expect(page.locator("h1")).to_have_text("ルール")
