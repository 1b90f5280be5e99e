"""With no network after one online visit, every calculator and the score sheet still answer,
computed by the offline core (the `scoring` package under Pyodide in a Web Worker).

One browser context for the module: its first, online, visit loads the core once and the
service worker keeps it; every test then runs offline in a new page of that context."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.helpers import choose_house
from tests.browser.offline_harness import CORE_TIMEOUT, core_ready
from webapp.offline import RUNTIME_FILES


@pytest.fixture(scope="module")
def offline_context(
    browser: Browser, browser_context_args: dict[str, Any], offline_server: str
) -> Iterator[BrowserContext]:
    context = browser.new_context(**{**browser_context_args, "base_url": offline_server})
    page = context.new_page()
    page.goto("/")
    page.keyboard.press("Shift")  # a first visit loads the core at the first touch or key
    core_ready(page)
    # ... and keeps a snapshot of it, which every later page (each test below) restores.
    page.wait_for_function("() => performance.getEntriesByName('offline-core-kept').length",
                           timeout=CORE_TIMEOUT)
    # The service worker keeps every runtime file and the archive.
    wanted = len(RUNTIME_FILES) + 1
    page.wait_for_function(
        """async (wanted) => (await (await caches.open("offline-core")).keys()).length >= wanted""",
        arg=wanted, timeout=CORE_TIMEOUT,
    )
    page.close()
    context.set_offline(True)
    yield context
    context.close()


@pytest.fixture
def offline_page(offline_context: BrowserContext) -> Iterator[Page]:
    page = offline_context.new_page()
    yield page
    page.close()


def test_han_fu_calculator_offline(offline_page: Page) -> None:
    page = offline_page
    page.goto("/")
    core_ready(page)
    expect(page.locator("#house option")).not_to_have_count(0)
    page.select_option("#house", "tenhou_yonma")
    page.select_option("#winner", "1")
    page.select_option("#discarder", "0")
    page.select_option("#han", "3")
    page.select_option("#fu", "30")
    page.fill("#honba", "1")
    page.fill("#kyotaku", "1")
    page.click("#compute")
    # 3 han 30 fu is 3900; one honba adds 300 and the riichi stick 1000.
    expect(page.locator("#result-title")).to_contain_text("+5,200")
    expect(page.locator("#result-payments")).to_contain_text("東家 (親) → 南家 (子): 3,900点")
    expect(page.locator("#result-deltas")).to_contain_text("-4,200")
    # A refusal comes from the offline core too, with its code.
    page.select_option("#han", "1")
    page.select_option("#fu", "20")
    page.click("#compute")
    expect(page.locator("#win-form #error")).to_have_attribute("data-code", "impossible_han_fu")


def test_tile_calculator_offline(offline_page: Page) -> None:
    page = offline_page
    page.goto("/hand")
    core_ready(page)
    choose_house(page, "tenhou_yonma")
    page.fill("#concealed", "234m567m234p567s88s")
    page.fill("#win-tile", "7s")
    page.select_option("#hand-winner", "1")
    page.select_option("#hand-discarder", "0")
    page.fill("#dora", "1z")
    page.get_by_label("立直", exact=True).check()
    page.fill("#hand-kyotaku", "1")
    page.click("#hand-compute")
    result = page.locator("#hand-result")
    # Riichi, tanyao, pinfu: 3 han; 20 + 10 for a closed ron = 30 fu; 3900 and the stick.
    expect(result.locator("#yaku-table tbody th")).to_have_text(["立直", "断么九", "平和", "合計"])
    expect(result.locator('#fu-table tr[data-key="total"] td')).to_have_text("30符")
    expect(result.locator(".result-title")).to_contain_text("+4,900")
    expect(result.locator(".payments")).to_contain_text("東家 (親) → 南家 (子): 3,900点")


def test_draw_and_penalty_offline(offline_page: Page) -> None:
    page = offline_page
    page.goto("/draw")
    core_ready(page)
    choose_house(page, "tenhou_yonma")
    expect(page.locator("#tenpai input")).to_have_count(4)
    page.locator("#tenpai").get_by_label("南家 (子)").check()
    page.fill("#draw-honba", "1")
    page.click("#draw-compute")
    result = page.locator("#draw-result")
    # 3000 noten payments from the three noten players; the dealer was noten: 親流れ.
    expect(result.locator(".payments")).to_contain_text("東家 (親) → 南家 (子): 1,000点")
    expect(result.locator(".deltas tbody")).to_contain_text("+3,000")
    expect(result.locator(".facts")).to_contain_text("次は2本場")

    choose_house(page, "daisuki_yonma")
    page.select_option("#penalty-kind", "chombo")
    page.select_option("#offender", "1")
    page.click("#penalty-compute")
    penalty = page.locator("#penalty-result")
    # 満貫払い: 4000 to the dealer, 2000 to each other non-dealer.
    deltas = penalty.locator(".deltas tbody td")
    expect(deltas).to_have_text(["+4,000", "-8,000", "+2,000", "+2,000"])


def test_settlement_offline(offline_page: Page) -> None:
    page = offline_page
    page.goto("/settle")
    core_ready(page)
    choose_house(page, "ekiden2017")
    expect(page.locator("#settle-players input[name=score]")).to_have_count(3)
    for player, score in enumerate([52000, 38000, 15000]):
        page.fill(f"#score-{player}", str(score))
    page.click("#settle-compute")
    table = page.locator("#settle-table")
    # 35000 start, 40000 return, oka 15 to the top, uma 15-0-15.
    expect(table.locator('tr[data-line="rank"] td')).to_have_text(["1位", "2位", "3位"])
    expect(table.locator('tr[data-line="total"] td')).to_have_text(["+42", "-2", "-40"])


def record_win(page: Page, winner: int, discarder: int | None, value: str,
               fu: str | None = None, riichi: tuple[str, ...] = ()) -> None:
    page.get_by_role("radio", name="アガリ").check()
    for name in riichi:
        page.locator("#event-riichi").get_by_label(name).check()
    row = page.locator("#win-rows .win-row").first
    row.locator('[data-role="winner"]').select_option(str(winner))
    row.locator('[data-role="discarder"]').select_option(
        "tsumo" if discarder is None else str(discarder)
    )
    row.locator('[data-role="han"]').select_option(value)
    if fu:
        row.locator('[data-role="fu"]').select_option(fu)
    page.click("#record")


def record_draw(page: Page, tenpai: tuple[str, ...]) -> None:
    page.get_by_role("radio", name="流局").check()
    for name in tenpai:
        page.locator("#event-tenpai").get_by_label(name).check()
    page.click("#record")


def test_a_six_hand_score_sheet_offline_with_a_reload(offline_page: Page) -> None:
    page = offline_page
    page.goto("/sheet")
    core_ready(page)
    expect(page.locator("#sheet-house option")).not_to_have_count(0)
    page.select_option("#sheet-house", "tenhou_yonma")
    scores = page.locator("#scoreboard .score")
    expect(scores).to_have_text(["25,000"] * 4)

    # 1. E1: B (riichi) rons A, 3 han 30 fu = 3900; B's stick comes back.
    record_win(page, 1, 0, "3", "30", riichi=("B",))
    expect(scores).to_have_text(["21,100", "28,900", "25,000", "25,000"])
    # 2. E2: only A tenpai: 1000 from each of B, C, D; dealer B noten, so E3 1本場.
    record_draw(page, ("A",))
    expect(scores).to_have_text(["24,100", "27,900", "24,000", "24,000"])
    # 3. E3 1本場: dealer C tsumo 2 han 30 fu: 1000 all, +100 each for the honba.
    record_win(page, 2, None, "2", "30")
    expect(scores).to_have_text(["23,000", "26,800", "27,300", "22,900"])
    expect(page.locator("#honba")).to_have_text("2本場")

    # Reopened with the data saver on, the core does not load: the saved sheet shows at once.
    page.add_init_script(
        "Object.defineProperty(NetworkInformation.prototype, 'saveData', {get: () => true})"
    )
    page.reload()
    status = page.locator("#core-status")
    expect(status).to_have_attribute("data-state", "waiting")
    expect(scores).to_have_text(["23,000", "26,800", "27,300", "22,900"])
    expect(page.locator("#round")).to_have_text("東3局")
    expect(page.locator("#history li")).to_have_count(3)
    status.get_by_role("button").click()  # the player asks for the offline core
    core_ready(page)

    # 4. E3 2本場: D (riichi) rons B, mangan 8000 + 600; D's stick comes back.
    record_win(page, 3, 1, "5", riichi=("D",))
    expect(scores).to_have_text(["23,000", "18,200", "27,300", "31,500"])
    expect(page.locator("#round")).to_have_text("東4局")
    # 5. E4: all noten, no payments; dealer D noten: South 1, 1本場.
    record_draw(page, ())
    expect(scores).to_have_text(["23,000", "18,200", "27,300", "31,500"])
    expect(page.locator("#round")).to_have_text("南1局")
    # 6. S1 1本場: C rons B with a yakuman, 32000 + 300: B is below zero and the game ends.
    record_win(page, 2, 1, "y1")
    expect(scores).to_have_text(["23,000", "-14,100", "59,600", "31,500"])
    expect(page.locator("#finished")).to_contain_text("飛び")
    table = page.locator("#sheet-settlement-table")
    expect(table.locator('tr[data-line="rank"] td')).to_have_text(["3位", "4位", "1位", "2位"])
    expect(table.locator('tr[data-line="oka"] td')).to_have_text(["0", "0", "+20", "0"])

    # Undo needs no answer: the sixth hand goes, the state before it is back.
    page.click("#undo")
    expect(scores).to_have_text(["23,000", "18,200", "27,300", "31,500"])
    expect(page.locator("#finished")).to_be_hidden()
