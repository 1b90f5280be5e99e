"""The phone page, driven like a player at the table would."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def open_app(page: Page) -> None:
    page.goto("/")
    # The house list comes from the API; wait until the default house is chosen.
    expect(page.locator("#house option")).not_to_have_count(0)
    page.select_option("#house", "tenhou_yonma")


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
    expect(page.locator("#payments")).to_contain_text("東家 (親) → 南家 (子): 3,900点")
    expect(page.locator("#payments")).to_contain_text("場 → 南家 (子): 1,000点")
    expect(page.locator("#deltas")).to_contain_text("-4,200")


def test_dealer_tsumo_is_paid_by_everyone(page: Page) -> None:
    open_app(page)
    page.select_option("#winner", "0")
    page.select_option("#discarder", "tsumo")
    page.select_option("#han", "y1")
    page.click("#compute")
    expect(page.locator("#result-title")).to_contain_text("役満")
    expect(page.locator("#deltas")).to_contain_text("+48,000")
    expect(page.locator("#deltas tr")).to_have_count(4)


def test_app_reloads_offline_from_the_service_worker(page: Page) -> None:
    open_app(page)
    # Wait until the worker controls the page, i.e. the shell is cached.
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    try:
        page.reload()
        expect(page.locator("h1")).to_have_text("点数計算")
        expect(page.locator("#compute")).to_be_visible()
        # The house list was cached by the network-first API route.
        expect(page.locator("#house option")).not_to_have_count(0)
    finally:
        page.context.set_offline(False)
