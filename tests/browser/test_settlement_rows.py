"""精算の表: each amount appears once, and the lines of every column add up to its total."""

from __future__ import annotations

from playwright.sync_api import Page, expect


def _number(text: str) -> float:
    return float(text.replace(",", "").replace("+", "") or 0)


def test_a_prize_is_one_line_and_the_lines_add_up(page: Page) -> None:
    page.goto("/sheet")
    expect(page.locator("#sheet-house option")).not_to_have_count(0)
    page.select_option("#sheet-house", "daisuki_sanma")
    expect(page.locator("#scoreboard .player")).to_have_count(3)
    win = page.locator("#win-rows .win-row").first
    win.locator('[data-role="winner"]').select_option("0")
    win.locator('[data-role="discarder"]').select_option("1")
    win.locator('[data-role="han"]').select_option("y1")
    page.click("#record")
    # The dealer's yakuman ron (48000) busts B: B pays the 100 yakuman prize (seed 004,
    # チップ・祝儀/3: 100 in all, from the discarder on a ron).
    expect(page.locator("#finished")).to_contain_text("飛び")
    table = page.locator("#sheet-settlement-table")
    expect(table.locator('tr[data-line="prizes"] td')).to_have_text(["+100", "-100", "0"])
    # The answer's "other" (prizes + penalty) is not shown again as a line of its own.
    expect(table.locator('tr[data-line="other"]')).to_have_count(0)
    lines = table.locator("tbody tr[data-line]")
    totals = [_number(t) for t in table.locator('tr[data-line="total"] td').all_inner_texts()]
    sums = [0.0] * 3
    for i in range(lines.count()):
        row = lines.nth(i)
        if row.get_attribute("data-line") in ("rank", "total", None):
            continue
        for p, text in enumerate(row.locator("td").all_inner_texts()):
            sums[p] += _number(text)
    assert sums == totals
