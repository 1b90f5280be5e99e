"""流局・罰符: an exhaustive draw and a penalty, computed by the house's rules."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.helpers import choose_house


def open_page(page: Page, house: str) -> None:
    page.goto("/draw")
    choose_house(page, house)
    # The seat checkboxes are drawn once the house's rules have arrived.
    expect(page.locator("#tenpai input")).to_have_count(3 if house.endswith("sanma") else 4)


def test_one_tenpai_player_is_paid_3000_by_the_three_noten_players(page: Page) -> None:
    open_page(page, "tenhou_yonma")
    page.locator("#tenpai").get_by_label("南家 (子)").check()
    page.fill("#draw-honba", "1")
    page.click("#draw-compute")
    result = page.locator("#draw-result")
    expect(result).to_be_visible()
    # Noten payments: 3000 in all, split among the noten players, to the tenpai player.
    expect(result.locator(".payments li")).to_have_count(3)
    expect(result.locator(".payments")).to_contain_text("東家 (親) → 南家 (子): 1,000点")
    expect(result.locator(".deltas tbody")).to_contain_text("+3,000")
    # The dealer was noten: the deal passes; every draw adds a honba.
    expect(result.locator(".facts")).to_contain_text("親流れ")
    expect(result.locator(".facts")).to_contain_text("次は2本場")


def test_a_non_dealer_chombo_pays_a_mangan(page: Page) -> None:
    # 麻雀大好き 四人麻雀: チョンボは満貫払い — 4000 to the dealer, 2000 to each non-dealer.
    open_page(page, "daisuki_yonma")
    page.select_option("#penalty-kind", "chombo")
    page.select_option("#offender", "1")
    page.click("#penalty-compute")
    result = page.locator("#penalty-result")
    expect(result).to_be_visible()
    expect(result.locator(".result-title")).to_contain_text("チョンボ")
    expect(result.locator(".payments")).to_contain_text("南家 (子) → 東家 (親): 4,000点")
    expect(result.locator(".payments")).to_contain_text("南家 (子) → 北家 (子): 2,000点")
    expect(result.locator(".deltas tbody td")).to_have_text(
        ["+4,000", "-8,000", "+2,000", "+2,000"]
    )


def test_a_penalty_the_api_refuses_shows_its_error(page: Page) -> None:
    open_page(page, "daisuki_yonma")
    page.select_option("#penalty-kind", "chombo")
    # A riichi declared this hand, but no stick on the table: impossible.
    page.locator("#penalty-riichi").get_by_label("西家 (子)").check()
    page.click("#penalty-compute")
    error = page.locator("#penalty-error")
    expect(error).to_be_visible()
    expect(error).to_have_attribute("data-field", "riichi")
    expect(page.locator("#penalty-result")).to_be_hidden()
