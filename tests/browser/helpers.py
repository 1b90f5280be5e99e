"""Shared moves for browser tests."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def choose_house(page: Page, house: str) -> None:
    """Select a house and wait until its rules have arrived: the page rebuilds its forms
    from them, so typing earlier can be wiped by a late answer for the default house."""
    expect(page.locator("#house option")).not_to_have_count(0)
    page.wait_for_load_state("networkidle")  # the default house's rules are in too
    if page.locator("#house").input_value() != house:
        with page.expect_response(lambda r: r.url.endswith(f"/api/v1/houses/{house}")):
            page.select_option("#house", house)
