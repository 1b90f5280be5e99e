"""精算: final scores to ranks, oka, uma and points."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.helpers import choose_house


def test_ekiden_settlement_with_oka_and_uma(page: Page) -> None:
    # 麻雀駅伝2017: 35000点持ち40000点返し, ウマ15-0-15 (seed 000, ウマオカ).
    page.goto("/settle")
    choose_house(page, "ekiden2017")
    expect(page.locator("#settle-players input[name=score]")).to_have_count(3)
    expect(page.locator("#score-0")).to_have_value("35000")
    for player, score in enumerate([52000, 38000, 15000]):
        page.fill(f"#score-{player}", str(score))
    expect(page.locator("#settle-total")).to_contain_text("✓")
    page.click("#settle-compute")
    table = page.locator("#settle-table")
    expect(table).to_be_visible()
    expect(table.locator('tr[data-line="rank"] td')).to_have_text(["1位", "2位", "3位"])
    # Raw: (score - 40000) / 1000. Oka: (40000 - 35000) × 3 / 1000 = 15 to the top.
    expect(table.locator('tr[data-line="raw"] td')).to_have_text(["+12", "-2", "-25"])
    expect(table.locator('tr[data-line="oka"] td')).to_have_text(["+15", "0", "0"])
    expect(table.locator('tr[data-line="uma"] td')).to_have_text(["+15", "0", "-15"])
    expect(table.locator('tr[data-line="total"] td')).to_have_text(["+42", "-2", "-40"])
    expect(page.locator("#settle-result .result-title")).to_contain_text("トップ: A +42")


def test_scores_above_the_points_in_play_are_refused(page: Page) -> None:
    page.goto("/settle")
    choose_house(page, "tenhou_yonma")
    expect(page.locator("#score-3")).to_be_visible()  # four players: the house has loaded
    page.fill("#score-0", "90000")
    expect(page.locator("#settle-total")).to_contain_text("合計が合いません")
    page.click("#settle-compute")
    error = page.locator("#settle-error")
    expect(error).to_have_attribute("data-code", "scores_exceed_total")
    expect(page.locator("#score-0")).to_have_attribute("aria-invalid", "true")
