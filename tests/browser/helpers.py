"""Shared moves for browser tests."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def ready(page: Page) -> None:
    """Wait until the page's JS has wired up what the server rendered (auto-waiting)."""
    expect(page.locator("body")).to_have_attribute("data-ready", "true")


def choose_house(page: Page, house: str) -> None:
    """Select a house in the calculators' picker once the page is ready: the forms are
    fitted to it from the settings the page carries (no fetch to wait for)."""
    ready(page)
    if page.locator("#house").input_value() != house:
        page.select_option("#house", house)
