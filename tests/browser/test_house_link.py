"""A scanned table card (a house's QR code) or a link naming a house makes it the calculators'
house: the han/fu, tiles, draw and settlement pages open with it selected."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import choose_house, ready
from webapp import create_app
from webapp.qr import house_url

CALCULATORS = ("/", "/hand", "/draw", "/settle")
SCANNED = "daisuki_sanma"
OTHER = "tenhou_yonma"


def scanned_path(house: str) -> str:
    """The path the house's QR code opens (the code holds the full URL of this server)."""
    app = create_app({"TESTING": True, "SERVER_NAME": "table.example"})
    with app.app_context():
        url = house_url(house)
    prefix = "http://table.example"
    assert url.startswith(prefix)
    return url[len(prefix):]


def test_a_scanned_house_is_selected_in_every_calculator(page: Page) -> None:
    page.goto("/")
    choose_house(page, OTHER)  # the player used another house before
    page.goto(scanned_path(SCANNED))
    ready(page)
    for path in CALCULATORS:
        page.goto(path)
        ready(page)
        expect(page.locator("#house")).to_have_value(SCANNED)


@pytest.mark.parametrize("path", ["/draw", "/rules/HOUSE/chart"])
def test_a_link_naming_the_house_makes_it_the_remembered_one(page: Page, path: str) -> None:
    page.goto("/")
    choose_house(page, OTHER)
    link = path.replace("HOUSE", SCANNED) if "HOUSE" in path else f"{path}?house={SCANNED}"
    page.goto(link)
    ready(page)
    for calculator in CALCULATORS:
        page.goto(calculator)
        ready(page)
        expect(page.locator("#house")).to_have_value(SCANNED)
