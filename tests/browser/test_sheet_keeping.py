"""記録: what is stored never breaks the page and is never lost: an older shape is migrated, a
corrupt or unknown one is kept aside (reported, downloadable); a bad import file is refused with
its reason and the current game stays. A correction that makes a later hand impossible is shown
on that hand, and the events are kept until it is fixed or deleted."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.sheet_moves import (
    delete_hand,
    draw,
    fill_win,
    hands,
    open_sheet,
    scores,
    stored,
    win,
)

HOUSE = "tenhou_yonma"
A, B, C, D = range(4)


def store(page: Page, text: str) -> None:
    """Put `text` where the sheet keeps its game, before the page reads it."""
    page.goto("/sheet")
    page.evaluate("(text) => { localStorage.clear(); localStorage.setItem('score-sheet', text); }",
                  text)
    page.reload()


def aside(page: Page) -> list[str]:
    return page.evaluate("""Object.keys(localStorage)
      .filter((k) => k.startsWith('score-sheet:aside:'))
      .sort().map((k) => localStorage.getItem(k))""")


def test_a_corrupt_stored_game_is_kept_aside_reported_and_downloadable(
    page: Page, tmp_path: Path
) -> None:
    broken = '{"house": "tenhou_yonma", "events": [{"type": "win", "wi'
    store(page, broken)
    notice = page.locator("#sheet-notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("読めない記録が1件")
    assert aside(page) == [broken]  # kept exactly as it was
    # The page works: a fresh sheet records a hand.
    open_sheet(page, HOUSE, 4)
    draw(page, tenpai=(A,))
    expect(scores(page)).to_have_text(["28,000", "24,000", "24,000", "24,000"])
    with page.expect_download() as download:
        page.click("#aside-download")
    path = tmp_path / "aside.json"
    download.value.save_as(path)
    assert path.read_text() == broken
    page.reload()
    expect(notice).to_be_visible()  # reported until the player deletes it
    page.click("#aside-discard")
    expect(notice).to_be_hidden()
    assert aside(page) == []
    expect(hands(page)).to_have_count(1)


def test_a_stored_game_from_a_newer_app_is_kept_aside_not_guessed_at(page: Page) -> None:
    newer = json.dumps({"schema": 99, "house": HOUSE, "events": []})
    store(page, newer)
    expect(page.locator("#sheet-notice")).to_be_visible()
    assert aside(page) == [newer]
    expect(hands(page)).to_have_count(0)


def test_the_unversioned_sheet_of_before_is_migrated(page: Page) -> None:
    old = {"house": HOUSE, "names": ["Aki", "", "", ""],
           "events": [{"type": "win", "riichi": [], "wins": [
               {"winner": 1, "discarder": 0, "han": 3, "fu": 30}]}],
           "states": []}
    store(page, json.dumps(old))
    expect(hands(page)).to_have_count(1)
    expect(scores(page)).to_have_text(["21,100", "28,900", "25,000", "25,000"])
    expect(page.locator("#sheet-notice")).to_be_hidden()
    saved = stored(page)
    assert saved["schema"] == 2
    assert saved["names"] == ["Aki", "", "", ""]
    assert saved["events"] == old["events"]
    assert aside(page) == []


def test_a_bad_import_file_is_refused_and_the_current_game_kept(page: Page, tmp_path: Path) -> None:
    open_sheet(page, HOUSE, 4)
    win(page, B, A, 3, 30)
    status = page.locator("#keep-status")

    def refused(name: str, text: str, reason: str) -> None:
        path = tmp_path / name
        path.write_text(text)
        page.set_input_files("#import", str(path))
        expect(status).to_contain_text(reason)
        expect(status).to_contain_text("今の記録はそのままです")
        expect(hands(page)).to_have_count(1)
        expect(scores(page)).to_have_text(["21,100", "28,900", "25,000", "25,000"])

    refused("a.json", "not json at all", "JSONのファイルではありません")
    refused("b.json", json.dumps({"schema": 2, "house": "no_such_house", "events": []}),
            "知らないハウス")
    refused("c.json", json.dumps({"schema": 2, "house": HOUSE, "events": "none"}),
            "記録 (events) の一覧がありません")
    refused("d.json", json.dumps({"schema": 7, "house": HOUSE, "events": []}), "新しい形式")
    # Well formed, but the replay cannot play hand 2: the game ended with hand 1 (a bust).
    bust = {"type": "win", "riichi": [], "wins": [{"winner": 1, "discarder": 0, "yakuman": 1}]}
    draw_event = {"type": "draw", "riichi": [], "tenpai": [], "nagashi": []}
    refused("e.json", json.dumps({"schema": 2, "house": HOUSE, "events": [bust, draw_event]}),
            "2局目が計算できません (対局はこの記録より前に終わっています。)")
    assert len(stored(page)["events"]) == 1


def test_a_correction_that_makes_a_later_hand_impossible_is_shown_on_that_hand(page: Page) -> None:
    open_sheet(page, HOUSE, 4)
    win(page, B, A, 3, 30)
    draw(page, tenpai=(A,))
    win(page, C, D, 2, 30)
    # Hand 1 was really a yakuman: A falls below zero and the game ends there.
    hands(page).nth(0).locator('[data-part="edit"]').click()
    fill_win(page, B, A, "y1")
    page.click("#record")
    refused = hands(page).nth(1).locator(".hand-error")
    expect(refused).to_have_text("この局は記録できません: 対局はこの記録より前に終わっています。")
    expect(refused).to_have_attribute("data-code", "game_over")
    expect(hands(page).nth(2)).to_contain_text("2局目を直すまで計算しません")
    # Nothing dropped; the sheet shows the game up to the last hand it can play.
    assert len(stored(page)["events"]) == 3
    expect(scores(page)).to_have_text(["-7,000", "57,000", "25,000", "25,000"])
    expect(page.locator("#blocked")).to_contain_text("2局目")
    expect(page.locator("#record")).to_be_disabled()
    expect(page.locator("#sheet-settlement")).to_be_hidden()
    page.reload()
    # Said in words with nothing touched: the reopened sheet fetches the error meanings itself.
    expect(refused).to_have_text("この局は記録できません: 対局はこの記録より前に終わっています。")
    # Deleting the two hands that can no longer be. The sheet shows a deletion at once and
    # marks a refused hand when the replay answers: with the first gone, the hand after it is
    # the one refused (the game still ends at hand 1); with both gone, the game ends with its
    # settlement. (Counting no error right after a tap once passed on the moment between.)
    delete_hand(page, 1)
    expect(hands(page)).to_have_count(2)
    expect(refused).to_have_attribute("data-code", "game_over")
    expect(refused).to_have_text("この局は記録できません: 対局はこの記録より前に終わっています。")
    delete_hand(page, 1)
    expect(hands(page)).to_have_count(1)
    expect(refused).to_have_count(0)
    expect(page.locator("#sheet-settlement")).to_be_visible()
    expect(page.locator("#finished")).to_contain_text("飛び")


def test_a_correction_the_replay_refuses_itself_is_not_kept(page: Page) -> None:
    open_sheet(page, HOUSE, 4)
    win(page, B, A, 3, 30)
    hands(page).nth(0).locator('[data-part="edit"]').click()
    fill_win(page, B, A, 1, 20)  # 1 han 20 fu cannot be won by ron
    page.click("#record")
    expect(page.locator("#sheet-error")).to_have_attribute("data-code", "impossible_han_fu")
    expect(page.locator("#editing")).to_be_visible()  # still correcting it
    assert stored(page)["events"][0]["wins"][0]["han"] == 3
    page.click("#cancel-edit")
    expect(page.locator("#editing")).to_be_hidden()
    expect(scores(page)).to_have_text(["21,100", "28,900", "25,000", "25,000"])


def test_a_hand_inserted_before_another_moves_every_later_hand(page: Page) -> None:
    open_sheet(page, HOUSE, 4)
    win(page, B, A, 3, 30)  # E1: the deal passes to B
    hands(page).nth(0).locator('[data-part="insert"]').click()
    expect(page.locator("#editing")).to_contain_text("1局目の前に挿入中")
    page.get_by_role("radio", name="流局", exact=True).check()
    page.locator("#event-tenpai").get_by_label("A", exact=True).check()
    page.click("#record")
    expect(hands(page)).to_have_count(2)
    # The draw first (A tenpai keeps the deal, one honba), then B's ron with 300 for it.
    expect(hands(page).nth(1).locator(".what")).to_contain_text(
        "東1局 1本場: BがAからロン 3翻30符 3900は4200")
    expect(scores(page)).to_have_text(["23,800", "28,200", "24,000", "24,000"])
