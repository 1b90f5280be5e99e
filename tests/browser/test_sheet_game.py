"""記録: a whole game on the score sheet, corrected afterwards, kept through a reload, exported,
cleared and imported again, with the same final state and settlement.

The figures are worked out by hand from tenhou_yonma's rules (25000 start, 30000 return, oka
to the top, uma 20/10/-10/-20, 300 per honba on a ron, 100 from each on a tsumo, a 3000 noten
pool); the app's replay API is asked only to cross-check the page, never for the expected values.
"""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from tests.browser.sheet_moves import (
    delete_hand,
    draw,
    fill_win,
    hands,
    open_sheet,
    replay,
    scores,
    stored,
    win,
)

HOUSE = "tenhou_yonma"
A, B, C, D = range(4)


def what(page: Page, index: int) -> Locator:
    return hands(page).nth(index).locator(".what")


def play_first_six(page: Page) -> None:
    # 1 E1: dealer A ron from B, 2 han 30 fu = 2900. A keeps the deal.
    win(page, A, B, 2, 30)
    expect(scores(page)).to_have_text(["27,900", "22,100", "25,000", "25,000"])
    # 2 E1 1本場: draw, A alone tenpai: the 3000 pool, 1000 from each noten player.
    draw(page, tenpai=(A,))
    expect(scores(page)).to_have_text(["30,900", "21,100", "24,000", "24,000"])
    # 3 E1 2本場, as first recorded (corrected below): C ron from D, 3900 + 600 honba.
    win(page, C, D, 3, 30)
    expect(scores(page)).to_have_text(["30,900", "21,100", "28,500", "19,500"])
    # 4 E2: D ron from A, 1 han 30 fu = 1000.
    win(page, D, A, 1, 30)
    # 5 E3, recorded by mistake (deleted below): an all-noten draw.
    draw(page)
    # 6 E4 1本場 for now: B ron from C, mangan 8000 (+300 honba while hand 5 stands).
    win(page, B, C, 5)


def play_the_rest(page: Page) -> None:
    # 7: A riichi, tsumo 4 han 30 fu.
    win(page, A, None, 4, 30, riichi=(A,))
    # 8: draw, B and C tenpai.
    draw(page, tenpai=(B, C))
    # 9: C ron from D, 3 han 30 fu.
    win(page, C, D, 3, 30)
    # 10: D ron from A, 2 han 30 fu.
    win(page, D, A, 2, 30)
    # 11: B ron from C, 1 han 30 fu.
    win(page, B, C, 1, 30)


# After hand 3 becomes C's tsumo and hand 5 is gone, hand by hand (A, B, C, D):
#  1 E1    A ron B 2900                      27900 22100 25000 25000
#  2 E1-1  draw, A tenpai (+3000/-1000)      30900 21100 24000 24000
#  3 E1-2  C tsumo 1h30f: 300/500 + 200 each 30200 20600 25700 23500
#  4 E2    D ron A 1000                      29200 20600 25700 24500
#  5 E3    B ron C mangan 8000               29200 28600 17700 24500
#  6 E4    A riichi tsumo 4h30f 2000/3900    37100 26600 15700 20600
#  7 S1    draw, B C tenpai (1500 each way)  35600 28100 17200 19100
#  8 S2-1  C ron D 3900 + 300                35600 28100 21400 14900
#  9 S3    D ron A 2000                      33600 28100 21400 16900
# 10 S4    B ron C 1000: all last, A on top  33600 29100 20400 16900
FINAL = ["33,600", "29,100", "20,400", "16,900"]
# Settlement (1 per 1000): raw (score - 30000) / 1000, oka +20 to the top, uma 20/10/-10/-20.
RAW = ["+3.6", "-0.9", "-9.6", "-13.1"]
TOTAL = ["+43.6", "+9.1", "-19.6", "-33.1"]


def check_final(page: Page) -> None:
    expect(hands(page)).to_have_count(10)
    expect(scores(page)).to_have_text(FINAL)
    expect(page.locator("#finished")).to_contain_text("オーラス終了")
    table = page.locator("#sheet-settlement-table")
    expect(table.locator('tr[data-line="rank"] td')).to_have_text(["1位", "2位", "3位", "4位"])
    expect(table.locator('tr[data-line="raw"] td')).to_have_text(RAW)
    expect(table.locator('tr[data-line="oka"] td')).to_have_text(["+20", "0", "0", "0"])
    expect(table.locator('tr[data-line="uma"] td')).to_have_text(["+20", "+10", "-10", "-20"])
    expect(table.locator('tr[data-line="total"] td')).to_have_text(TOTAL)
    expect(page.locator("#record")).to_be_disabled()


def test_a_ten_hand_game_corrected_reloaded_exported_and_imported(
    page: Page, tmp_path: Path
) -> None:
    open_sheet(page, HOUSE, 4)
    play_first_six(page)
    page.reload()  # in the middle of the game: nothing is lost
    expect(hands(page)).to_have_count(6)
    expect(scores(page)).to_have_text(["29,900", "29,400", "20,200", "20,500"])
    assert stored(page)["schema"] == 2
    play_the_rest(page)
    expect(hands(page)).to_have_count(11)

    # Correct hand 3: it was C's tsumo, 1 han 30 fu.
    hands(page).nth(2).locator('[data-part="edit"]').click()
    expect(page.locator("#editing")).to_contain_text("3局目を修正中")
    expect(page.locator('#win-rows .win-row [data-role="discarder"]').first).to_have_value(str(D))
    fill_win(page, C, None, 1, 30)
    page.click("#record")
    # 1 han 30 fu by tsumo is 300・500; two honba add 100 a payer each time.
    expect(what(page, 2)).to_contain_text("Cツモ 1翻30符 300・500は500・700")
    expect(page.locator("#editing")).to_be_hidden()
    # Every later hand followed: hand 4 is now played from E2 0本場.
    expect(what(page, 3)).to_contain_text("東2局 0本場: DがAからロン 1翻30符 1000")

    # Delete hand 5 (two steps: a second tap confirms).
    delete_hand(page, 4)
    check_final(page)
    expect(what(page, 4)).to_contain_text("東3局 0本場: BがCからロン 5翻 満貫 8000")
    expect(what(page, 5)).to_contain_text("Aツモ 4翻30符 2000・3900 (リーチ: A)")

    # The page's states are the replay's for exactly the stored events.
    saved = stored(page)
    answer = replay(page, HOUSE, {"events": saved["events"]})
    assert saved["states"] == answer["states"]
    assert [s["scores"] for s in answer["states"]][-1] == [33600, 29100, 20400, 16900]

    # Export, clear, import: the same game.
    with page.expect_download() as download:
        page.click("#export")
    path = tmp_path / "sheet.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported["schema"] == 2 and exported["house"] == HOUSE
    assert exported["events"] == saved["events"]

    page.locator("#game-setup summary").click()
    page.click("#new-game")
    page.click("#confirm-clear")
    expect(hands(page)).to_have_count(0)
    expect(scores(page)).to_have_text(["25,000"] * 4)

    page.set_input_files("#import", str(path))
    expect(page.locator("#keep-status")).to_contain_text("10件の記録を読み込みました")
    check_final(page)
    assert stored(page)["states"] == answer["states"]
    page.reload()
    check_final(page)


def test_the_summary_is_shared_or_shown_to_copy(page: Page) -> None:
    page.add_init_script("window.__shared = null; navigator.share = (data) => {"
                         " window.__shared = data; return Promise.resolve(); };")
    open_sheet(page, HOUSE, 4)
    win(page, A, B, 2, 30)
    page.click("#share")
    expect(page.locator("#keep-status")).to_have_text("共有しました。")
    text = page.evaluate("window.__shared.text")
    assert "1. 東1局 0本場: AがBからロン 2翻30符 2900" in text
    assert "持ち点: A 27,900、B 22,100、C 25,000、D 25,000" in text


def test_without_share_or_clipboard_the_summary_is_shown_selected(page: Page) -> None:
    page.add_init_script("Object.defineProperty(navigator, 'share', {value: undefined});"
                         "Object.defineProperty(navigator, 'clipboard', {value: undefined});")
    open_sheet(page, HOUSE, 4)
    draw(page, tenpai=(B,))
    page.click("#share")
    box = page.locator("#share-text")
    expect(box).to_be_visible()
    expect(box).to_be_focused()
    assert "流局 テンパイ: B" in box.input_value()
    selected = page.evaluate("(() => { const b = document.getElementById('share-text');"
                             " return b.selectionEnd - b.selectionStart; })()")
    assert selected == len(box.input_value())


def test_a_win_entered_from_its_tiles_is_valued_by_the_replay(page: Page) -> None:
    open_sheet(page, HOUSE, 4)
    page.locator("#event-riichi").get_by_label("B", exact=True).check()
    row = page.locator("#win-rows .win-row").first
    row.locator('[data-role="winner"]').select_option(str(B))
    row.locator('[data-role="discarder"]').select_option(str(A))
    row.locator('[data-part="tiles"]').click()
    dialog = page.locator("#tiles-dialog")
    expect(dialog).to_be_visible()
    # Tapped on the tile keyboard of the hand page: 234m 567m 234p 567s 88s, 7s taken last.
    for key in ["2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "5s", "6s", "8s", "8s", "7s"]:
        dialog.locator(f'#tile-keyboard [data-key="{key}"]').click()
    expect(dialog.locator("#concealed")).to_have_value("234567m234p56788s")
    expect(dialog.locator("#win-tile")).to_have_value("7s")
    dialog.locator("#tiles-use").click()
    expect(dialog).to_be_hidden()
    expect(row.locator('[data-part="tiles-note"]')).to_contain_text("234567m234p56788s")
    expect(row.locator('[data-role="han"]')).to_be_hidden()
    page.click("#record")
    # Riichi, pinfu, tanyao: 3 han 30 fu on a ron, 3900; B's riichi stick comes back.
    expect(scores(page)).to_have_text(["21,100", "28,900", "25,000", "25,000"])
    expect(what(page, 0)).to_contain_text("BがAからロン 手牌から 3900 (リーチ: B)")
    hand = stored(page)["events"][0]["wins"][0]["hand"]
    assert hand == {"concealed": "234567m234p56788s", "win_tile": "7s", "riichi": True}
    # Correcting it opens the same tiles again.
    hands(page).nth(0).locator('[data-part="edit"]').click()
    page.locator('#win-rows .win-row [data-part="tiles"]').first.click()
    expect(dialog.locator("#concealed")).to_have_value("234567m234p56788s")
    expect(dialog.locator("#zone-hand .tile-placed")).to_have_count(14)
    dialog.locator("#tiles-cancel").click()
    expect(dialog).to_be_hidden()


def test_a_double_ron_line_says_each_winners_payment(page: Page) -> None:
    """Two winners on A's discard: B 3 han 30 fu (3900) and C 4 han 30 fu (7700), each said
    as the table says it, and A pays both (11600)."""
    open_sheet(page, HOUSE, 4)
    fill_win(page, B, A, 3, 30)
    page.click("#add-win")
    row = page.locator("#win-rows .win-row").nth(1)
    row.locator('[data-role="winner"]').select_option(str(C))
    row.locator('[data-role="discarder"]').select_option(str(A))
    row.locator('[data-role="han"]').select_option("4")
    row.locator('[data-role="fu"]').select_option("30")
    page.click("#record")
    expect(scores(page)).to_have_text(["13,400", "28,900", "32,700", "25,000"])
    expect(what(page, 0)).to_contain_text("BがAからロン 3翻30符 3900")
    expect(what(page, 0)).to_contain_text("CがAからロン 4翻30符 7700")
