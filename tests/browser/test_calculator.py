"""計算: the han/fu calculator, driven like a player at the table would."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.helpers import choose_house


def open_app(page: Page, house: str = "tenhou_yonma") -> None:
    page.goto("/")
    # The page comes with every house in the picker; choose once its script is ready.
    choose_house(page, house)


def test_non_dealer_ron_shows_who_pays_whom(page: Page) -> None:
    open_app(page)
    page.select_option("#winner", "1")
    page.select_option("#discarder", "0")
    page.select_option("#han", "3")
    page.select_option("#fu", "30")
    page.fill("#honba", "1")
    page.fill("#kyotaku", "1")
    page.click("#compute")
    expect(page.locator("#result")).to_be_visible()
    # 3 han 30 fu is 3900; one honba adds 300 and the riichi stick 1000.
    expect(page.locator("#result-title")).to_contain_text("+5,200")
    expect(page.locator("#result-payments")).to_contain_text("東家 (親) → 南家 (子): 3,900点")
    expect(page.locator("#result-payments")).to_contain_text("場 → 南家 (子): 1,000点")
    expect(page.locator("#result-deltas")).to_contain_text("-4,200")


def test_dealer_tsumo_is_paid_by_everyone(page: Page) -> None:
    open_app(page)
    page.select_option("#winner", "0")
    page.select_option("#discarder", "tsumo")
    page.select_option("#han", "y1")
    page.click("#compute")
    expect(page.locator("#result-title")).to_contain_text("役満")
    expect(page.locator("#result-deltas")).to_contain_text("+48,000")
    expect(page.locator("#result-deltas tbody tr")).to_have_count(4)


def test_impossible_value_shows_the_api_error_next_to_the_form(page: Page) -> None:
    open_app(page)
    page.select_option("#winner", "1")
    page.select_option("#discarder", "0")
    page.select_option("#han", "1")
    page.select_option("#fu", "20")  # 1 han 20 fu cannot be won by ron
    page.click("#compute")
    error = page.locator("#win-form #error")
    expect(error).to_be_visible()
    expect(error).to_have_attribute("data-code", "impossible_han_fu")
    expect(page.locator("#fu")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#result")).to_be_hidden()


def test_tab_bar_reaches_every_page(page: Page) -> None:
    open_app(page)
    tabs = page.get_by_role("navigation", name="メニュー").get_by_role("link")
    expect(tabs.locator(".tab-label")).to_have_text(
        ["計算", "手牌", "流局/罰符", "精算", "記録", "ルール"]
    )
    expect(tabs.first).to_have_attribute("aria-current", "page")
    page.get_by_role("link", name="ルール", exact=True).click()
    expect(page).to_have_url(re.compile(r"/rules$"))
    expect(page.locator("h1")).to_have_text("ルール")


def test_app_reloads_offline_from_the_service_worker(page: Page) -> None:
    open_app(page)
    # Wait until the worker controls the page, i.e. the shell is cached.
    # Bounded wait (unlike awaiting serviceWorker.ready) so a missing worker fails, not hangs.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=10_000)
    page.context.set_offline(True)
    try:
        page.reload()
        expect(page.locator("h1")).to_have_text("点数計算")
        expect(page.locator("#compute")).to_be_visible()
        # The house list was cached by the network-first API route.
        expect(page.locator("#house option")).not_to_have_count(0)
    finally:
        page.context.set_offline(False)


def test_a_tap_before_the_page_is_ready_is_answered_not_lost(page: Page) -> None:
    """計算 tapped while the page's module is still on its way (a slow phone network): the
    form is not sent the browser's way (a reload that loses the entry), it is answered once
    the page is ready."""
    held: list = []
    module = re.compile(r"/static/js/calculators/page-index\.[0-9a-f]+\.js$")
    page.route(module, lambda route: held.append(route))
    page.goto("/?house=tenhou_yonma")  # rendered for that house, the dealer winning by tsumo
    page.select_option("#han", "3")
    page.select_option("#fu", "30")
    for _ in range(200):  # the module's request reaches the route (bounded wait for a state)
        if held:
            break
        page.wait_for_timeout(50)
    assert held
    page.click("#compute")
    assert page.url.endswith("/?house=tenhou_yonma")  # nothing was sent as a GET
    assert page.locator("body").get_attribute("data-ready") is None
    held[0].continue_()
    # The dealer's 3 han 30 fu tsumo: 2000 from each of three.
    expect(page.locator("#result .call")).to_have_text("2000オール")
    assert page.url.endswith("/?house=tenhou_yonma")
