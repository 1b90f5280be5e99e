"""手牌: a hand scored from its tiles."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.helpers import choose_house


def open_page(page: Page) -> None:
    page.goto("/hand")
    choose_house(page, "tenhou_yonma")
    expect(page.locator("#hand-winner option")).to_have_count(4)


def test_riichi_pinfu_tanyao_ron(page: Page) -> None:
    open_page(page)
    page.fill("#concealed", "234m567m234p567s88s")
    page.fill("#win-tile", "7s")  # 56s waiting on 4s/7s: a two-sided wait
    page.select_option("#hand-winner", "1")
    page.select_option("#hand-discarder", "0")
    page.fill("#dora", "1z")  # dora 南: none in the hand
    page.get_by_label("立直", exact=True).check()
    page.fill("#hand-kyotaku", "1")
    page.click("#hand-compute")
    result = page.locator("#hand-result")
    expect(result).to_be_visible()
    # Riichi 1 + pinfu 1 + tanyao 1 = 3 han; pinfu ron: 20 + 10 (closed ron) = 30 fu.
    expect(result.locator("#yaku-table tbody th")).to_have_text(
        ["立直", "断么九", "平和", "合計"], ignore_case=False
    )
    expect(result.locator('#yaku-table tr[data-key="total"] td')).to_have_text("3翻")
    expect(result.locator("#fu-table tbody th")).to_have_text(["副底", "門前ロン", "合計"])
    expect(result.locator('#fu-table tr[data-key="total"] td')).to_have_text("30符")
    # 3 han 30 fu non-dealer ron: 960 × 4 = 3840 → 3900, and the riichi stick.
    expect(result.locator(".result-title")).to_contain_text("+4,900")
    expect(result.locator(".payments")).to_contain_text("東家 (親) → 南家 (子): 3,900点")
    expect(result.locator(".payments")).to_contain_text("場 → 南家 (子): 1,000点")


def test_an_incomplete_hand_shows_the_api_error(page: Page) -> None:
    open_page(page)
    page.fill("#concealed", "234m567m234p567s89s")
    page.fill("#win-tile", "9s")
    page.select_option("#hand-discarder", "tsumo")
    page.click("#hand-compute")
    error = page.locator("#hand-error")
    expect(error).to_be_visible()
    expect(error).not_to_be_empty()
    expect(page.locator("#hand-result")).to_be_hidden()


def test_a_house_with_hand_chips_shows_them(page: Page) -> None:
    page.goto("/hand")
    choose_house(page, "daisuki_yonma")
    expect(page.locator("#hand-winner option")).to_have_count(4)
    page.fill("#concealed", "406m406p406s234p22z")  # all three red fives, closed
    page.fill("#win-tile", "2z")
    page.select_option("#hand-winner", "1")
    page.select_option("#hand-discarder", "2")
    page.fill("#ura", "1z")  # ura 南: the 2z pair is two ura dora
    page.get_by_label("立直", exact=True).check()
    page.get_by_label("一発", exact=True).check()
    page.click("#hand-compute")
    # All-star 5 (in place of the three reds) + 2 ura + 1 ippatsu, paid by the discarder.
    expect(page.locator("#hand-result-chips")).to_have_text("チップ 8枚: 西家 (子) → 南家 (子)")
    page.select_option("#hand-discarder", "tsumo")
    page.click("#hand-compute")
    expect(page.locator("#hand-result-chips")).to_have_text(
        "チップ 8枚ずつ: 東家 (親)・西家 (子)・北家 (子) → 南家 (子)"
    )


def test_a_house_without_hand_chips_shows_none(page: Page) -> None:
    open_page(page)
    page.fill("#concealed", "406m406p406s234p22z")
    page.fill("#win-tile", "2z")
    page.select_option("#hand-discarder", "tsumo")
    page.get_by_label("立直", exact=True).check()
    page.click("#hand-compute")
    expect(page.locator("#hand-result")).to_be_visible()
    expect(page.locator("#hand-result-chips")).to_be_hidden()
