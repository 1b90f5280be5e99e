"""記録: the score sheet keeps a game's events on the phone and shows each state."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.helpers import ready


def open_sheet(page: Page) -> None:
    page.goto("/sheet")
    ready(page)
    page.select_option("#sheet-house", "tenhou_yonma")
    expect(page.locator("#scoreboard .player")).to_have_count(4)


def scores(page: Page):  # type: ignore[no-untyped-def]
    return page.locator("#scoreboard .score")


def test_two_events_show_the_state_and_survive_a_reload(page: Page) -> None:
    open_sheet(page)
    expect(scores(page)).to_have_text(["25,000"] * 4)
    expect(page.locator("#round")).to_have_text("東1局")

    # 1: B (riichi) wins by ron from A, 3 han 30 fu = 3900. B puts 1000 down and takes it back.
    page.locator("#event-riichi").get_by_label("B").check()
    win = page.locator("#win-rows .win-row").first
    win.locator('[data-role="winner"]').select_option("1")
    win.locator('[data-role="discarder"]').select_option("0")
    win.locator('[data-role="han"]').select_option("3")
    win.locator('[data-role="fu"]').select_option("30")
    page.click("#record")
    expect(scores(page)).to_have_text(["21,100", "28,900", "25,000", "25,000"])
    # The dealer A lost: the deal passes to B.
    expect(page.locator("#round")).to_have_text("東2局")
    expect(page.locator(".player.dealer .name")).to_have_text("B (親)")

    # 2: draw, only A tenpai: the three noten players pay 1000 each; dealer B was noten.
    page.get_by_role("radio", name="流局").check()
    page.locator("#event-tenpai").get_by_label("A").check()
    page.click("#record")
    expect(scores(page)).to_have_text(["24,100", "27,900", "24,000", "24,000"])
    expect(page.locator("#round")).to_have_text("東3局")
    expect(page.locator("#honba")).to_have_text("1本場")
    expect(page.locator(".player.dealer .name")).to_have_text("C (親)")
    expect(page.locator("#history li")).to_have_count(2)

    page.reload()
    expect(page.locator("#history li")).to_have_count(2)
    expect(scores(page)).to_have_text(["24,100", "27,900", "24,000", "24,000"])
    expect(page.locator("#sheet-house")).to_be_disabled()

    page.click("#undo")
    expect(page.locator("#history li")).to_have_count(1)
    expect(scores(page)).to_have_text(["21,100", "28,900", "25,000", "25,000"])
    expect(page.locator("#round")).to_have_text("東2局")


def test_an_event_the_server_refuses_is_not_kept(page: Page) -> None:
    open_sheet(page)
    win = page.locator("#win-rows .win-row").first
    win.locator('[data-role="han"]').select_option("1")
    win.locator('[data-role="fu"]').select_option("20")
    win.locator('[data-role="discarder"]').select_option("1")  # 1 han 20 fu ron: impossible
    page.click("#record")
    expect(page.locator("#sheet-error")).to_be_visible()
    expect(page.locator("#history li")).to_have_count(0)
    page.reload()
    expect(page.locator("#history li")).to_have_count(0)


def test_new_game_clears_the_sheet_after_confirmation(page: Page) -> None:
    open_sheet(page)
    page.get_by_role("radio", name="流局").check()
    page.click("#record")
    expect(page.locator("#history li")).to_have_count(1)
    page.click("#new-game")
    page.click("#confirm-clear")
    expect(page.locator("#history li")).to_have_count(0)
    expect(scores(page)).to_have_text(["25,000"] * 4)


def test_a_bust_ends_the_game_with_its_settlement(page: Page) -> None:
    open_sheet(page)
    win = page.locator("#win-rows .win-row").first
    win.locator('[data-role="winner"]').select_option("1")
    win.locator('[data-role="discarder"]').select_option("0")
    win.locator('[data-role="han"]').select_option("y1")
    page.click("#record")
    # A non-dealer yakuman ron is 32000: A falls to -7000 and the game ends.
    expect(scores(page)).to_have_text(["-7,000", "57,000", "25,000", "25,000"])
    expect(page.locator("#finished")).to_contain_text("飛び")
    expect(page.locator("#record")).to_be_disabled()
    table = page.locator("#sheet-settlement-table")
    # C and D tie on 25000: the seat nearer the first dealer ranks higher.
    expect(table.locator('tr[data-line="rank"] td')).to_have_text(["4位", "1位", "2位", "3位"])
    # Raw: (score - 30000 return) / 1000; the oka (30000 - 25000) × 4 goes to the top.
    expect(table.locator('tr[data-line="raw"] td')).to_have_text(["-37", "+27", "-5", "-5"])
    expect(table.locator('tr[data-line="oka"] td')).to_have_text(["0", "+20", "0", "0"])
    expect(page.locator("#history li .after")).to_contain_text("→ 終局")


def test_a_new_sheet_loads_what_a_game_needs_when_it_needs_it(page: Page) -> None:
    # The first load is the page and what shows a new game: the meanings of the error codes,
    # the chart and the settlement come when a hand is refused, drawn, or a game ends.
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url))
    page.goto("/sheet")
    ready(page)
    late = ("/i18n/ja/errors.", "/js/sheet/game-chart.", "/js/calculators/settle-view.")
    assert not [url for url in fetched if any(part in url for part in late)]
    expect(page.locator("#game-chart")).to_contain_text("局を記録すると")
    page.select_option("#sheet-house", "tenhou_yonma")
    win = page.locator("#win-rows .win-row").first
    win.locator('[data-role="discarder"]').select_option("1")
    win.locator('[data-role="han"]').select_option("1")
    win.locator('[data-role="fu"]').select_option("20")  # 1 han 20 fu ron: impossible
    page.click("#record")
    expect(page.locator("#sheet-error")).to_have_text("この翻と符の組み合わせはありません。（符）")
    win.locator('[data-role="han"]').select_option("3")
    win.locator('[data-role="fu"]').select_option("30")
    page.click("#record")
    expect(page.locator("#game-chart svg polyline")).to_have_count(4)
