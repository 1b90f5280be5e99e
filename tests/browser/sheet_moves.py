"""Moves on the score sheet page shared by its browser tests: open it for a house, record a
win, a draw or a prize through the form, read the scores."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Locator, Page, expect

from tests.browser.helpers import ready

LETTERS = "ABCDEFGH"


def open_sheet(page: Page, house: str, players: int) -> None:
    page.goto("/sheet")
    ready(page)
    if page.locator("#sheet-house").input_value() != house:
        page.select_option("#sheet-house", house)
    expect(page.locator("#scoreboard .player")).to_have_count(players)


def scores(page: Page) -> Locator:
    return page.locator("#scoreboard .score")


def hands(page: Page) -> Locator:
    return page.locator("#history > li")


def _riichi(page: Page, riichi: tuple[int, ...]) -> None:
    for p in riichi:
        page.locator("#event-riichi").get_by_label(LETTERS[p], exact=True).check()


def fill_win(page: Page, winner: int, discarder: int | None, han: int | str,
             fu: int | None = None, riichi: tuple[int, ...] = ()) -> None:
    page.get_by_role("radio", name="アガリ", exact=True).check()
    _riichi(page, riichi)
    row = page.locator("#win-rows .win-row").first
    row.locator('[data-role="winner"]').select_option(str(winner))
    row.locator('[data-role="discarder"]').select_option(
        "tsumo" if discarder is None else str(discarder))
    row.locator('[data-role="han"]').select_option(str(han))
    if fu is not None:
        row.locator('[data-role="fu"]').select_option(str(fu))


def submit(page: Page, count: int) -> None:
    """Record (or save) and wait for the list of hands to hold `count` with the last replayed."""
    page.click("#record")
    expect(hands(page)).to_have_count(count)
    expect(hands(page).nth(count - 1).locator(".after").first).to_be_visible()


def win(page: Page, winner: int, discarder: int | None, han: int | str,
        fu: int | None = None, riichi: tuple[int, ...] = ()) -> None:
    count = hands(page).count()
    fill_win(page, winner, discarder, han, fu, riichi)
    submit(page, count + 1)


def draw(page: Page, tenpai: tuple[int, ...] = (), riichi: tuple[int, ...] = ()) -> None:
    count = hands(page).count()
    page.get_by_role("radio", name="流局", exact=True).check()
    _riichi(page, riichi)
    for p in tenpai:
        page.locator("#event-tenpai").get_by_label(LETTERS[p], exact=True).check()
    submit(page, count + 1)


def delete_hand(page: Page, index: int) -> None:
    """Delete the hand at `index` (two taps: the second confirms). The sheet shows the
    deletion at once and what the replay then says later: wait for that, not the moment."""
    hands(page).nth(index).locator('[data-part="delete"]').click()
    hands(page).nth(index).locator('[data-part="delete-confirm"]').click()


def stored(page: Page) -> dict[str, Any]:
    return json.loads(page.evaluate("localStorage.getItem('score-sheet')"))


def replay(page: Page, house: str, body: dict[str, Any]) -> dict[str, Any]:
    """The app's own replay API, only to cross-check what the page shows."""
    response = page.request.post(f"/api/v1/houses/{house}/games/replay", data=body)
    assert response.ok, response.text()
    return response.json()
