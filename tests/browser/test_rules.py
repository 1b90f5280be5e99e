"""ルール: the house list, a house's catalog (search, filters, English), its chart, the
comparison of two houses, and rule browsing offline."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect


def open_house(page: Page, house: str) -> None:
    page.goto(f"/rules/{house}")
    expect(page.locator("#catalog")).to_have_attribute("aria-busy", "false")


def visible_rules(page: Page):  # type: ignore[no-untyped-def]
    return page.locator("#catalog article.rule:visible")


def test_browse_to_a_house_and_find_the_honba_rule_by_searching(page: Page) -> None:
    page.goto("/rules")
    house = page.locator('#houses li[data-house="tenhou_yonma"]')
    expect(house).to_contain_text("天鳳 四麻")
    house.get_by_role("link", name="ルール一覧").click()
    expect(page.locator("#house-name")).to_have_text(re.compile("天鳳 四麻"))
    expect(page.locator("#catalog")).to_have_attribute("aria-busy", "false")
    total = visible_rules(page).count()

    page.get_by_label("ルールを検索").fill("積み棒")
    honba = page.locator('article[data-rule-id="payment.honba"]')
    expect(honba).to_be_visible()
    expect(honba.locator("h3")).to_contain_text("積み棒")
    expect(honba).to_contain_text("300点")  # the rule's text
    expect(honba.locator(".badge")).to_have_text("実行可能")
    expect(honba.locator(".source")).to_contain_text("tenhou.net")
    expect(honba.locator(".scenarios li")).not_to_have_count(0)  # the specs that check it
    assert visible_rules(page).count() < total
    expect(page.locator("#rule-count")).to_contain_text(f"全{total}件中")


def test_search_covers_the_english_text_and_the_english_toggle(page: Page) -> None:
    open_house(page, "tenhou_yonma")
    page.get_by_label("ルールを検索").fill("HONBA")  # case and width do not matter
    honba = page.locator('article[data-rule-id="payment.honba"]')
    expect(honba).to_be_visible()
    expect(honba.locator("h3 .lang-ja")).to_be_visible()
    page.get_by_text("English で表示").click()
    expect(honba.locator("h3 .lang-en")).to_have_text("Honba")
    expect(honba.locator("h3 .lang-ja")).to_be_hidden()
    page.get_by_label("ルールを検索").fill("該当しない検索語xyz")
    expect(page.locator("#no-match")).to_be_visible()
    expect(visible_rules(page)).to_have_count(0)


def test_filter_by_status_shows_ambiguous_items_with_their_decision(page: Page) -> None:
    open_house(page, "ekiden2017")
    total = visible_rules(page).count()
    page.select_option("#status-filter", "ambiguous")
    shown = visible_rules(page)
    expect(shown.first).to_be_visible()
    count = shown.count()
    assert 0 < count < total
    expect(shown.locator(".badge")).to_have_text(["解釈あり"] * count)
    # Every ambiguous item says how it is read.
    expect(shown.locator(".decision")).to_have_count(count)
    page.select_option("#status-filter", "")
    expect(visible_rules(page)).to_have_count(total)


def test_filter_by_category(page: Page) -> None:
    open_house(page, "ekiden2017")
    page.select_option("#category-filter", "penalty")
    groups = page.locator("#catalog .rule-group:visible")
    expect(groups).to_have_count(1)
    expect(groups.first).to_have_attribute("data-category", "penalty")


def test_chart_shows_3_han_30_fu(page: Page) -> None:
    page.goto("/rules/tenhou_yonma/chart")
    expect(page.locator("#house-name")).to_have_text(re.compile("天鳳 四麻"))
    cell = page.locator('#chart td[data-han="3"][data-fu="30"]')
    # Base points 30 × 2^(3+2) = 960. Non-dealer ron: 960 × 4 = 3840 → 3900.
    expect(cell).to_have_text("3900")
    # Non-dealer tsumo: non-dealers pay 960 → 1000, the dealer 1920 → 2000.
    page.get_by_role("radio", name="ツモ").check()
    expect(cell).to_have_text("1000・2000")  # said as at the table (子・親)
    # Dealer tsumo: everyone pays 1920 → 2000.
    page.get_by_role("radio", name="親").check()
    expect(cell).to_have_text("2000オール")
    # Dealer ron: 960 × 6 = 5760 → 5800; 1 han 20 fu cannot be won by ron.
    page.get_by_role("radio", name="ロン").check()
    expect(cell).to_have_text("5800")
    expect(page.locator('#chart td[data-han="1"][data-fu="20"]')).to_have_text("—")
    expect(page.locator('#limits td[data-limit="mangan"]')).to_have_text("12000")


def test_compare_shows_the_start_points_of_two_houses(page: Page) -> None:
    page.goto("/compare")
    expect(page.locator("#house-a option")).not_to_have_count(0)
    page.select_option("#house-a", "tenhou_yonma")
    page.select_option("#house-b", "tenhou_sanma")
    row = page.locator('#compare tr[data-path="game.start_points"]')
    expect(row.locator("th")).to_contain_text("持ち点")
    expect(row.locator("td")).to_have_text(["25,000", "35,000"])
    expect(page.locator('#compare tr[data-path="players"] td')).to_have_text(["4", "3"])
    # Only differences are listed until asked for all.
    expect(page.locator('#compare tr[data-path="riichi.cost"]')).to_have_count(0)
    page.get_by_text("同じ設定も表示").click()
    expect(page.locator('#compare tr[data-path="riichi.cost"] td')).to_have_text(["1,000", "1,000"])
    expect(page).to_have_url(re.compile(r"a=tenhou_yonma&b=tenhou_sanma"))


def test_rules_reload_offline_after_a_first_visit(page: Page) -> None:
    open_house(page, "tenhou_yonma")
    # Bounded wait (unlike awaiting serviceWorker.ready) so a missing worker fails, not hangs.
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=10_000)
    page.context.set_offline(True)
    try:
        page.reload()
        expect(page.locator("#catalog")).to_have_attribute("aria-busy", "false")
        page.get_by_label("ルールを検索").fill("積み棒")
        expect(page.locator('article[data-rule-id="payment.honba"]')).to_be_visible()
        # Other houses' pages and charts were precached at install, never visited.
        page.goto("/rules")
        expect(page.locator("#houses li")).not_to_have_count(0)
        page.locator('#houses li[data-house="ekiden2017"]').get_by_role(
            "link", name="点数早見表"
        ).click()
        expect(page.locator('#chart td[data-han="3"][data-fu="30"]')).not_to_be_empty()
    finally:
        page.context.set_offline(False)
