"""記録: 4人回し at 麻雀大好き (daisuki_sanma): four people at the three-seat table. The dealer
rests once the deal passes on; the sheet names who rests next, never offers them as winner or
discarder, and pays a yakuman tsumo's prize as the house says: 20 from the resting player and 40
from each of the two at the table (rules チップ・祝儀/5, features/daisuki_sanma/rotation.feature).

Scores: 35000 start; a 1 han 30 fu ron is 1000; a non-dealer's yakuman tsumo in this sanma is
17000 from the dealer and 9000 from the other seated player (the scenario's figures); a yakuman
ron by the dealer is 48000, which busts the discarder.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.sheet_moves import (
    fill_win,
    hands,
    open_sheet,
    replay,
    scores,
    stored,
    submit,
    win,
)

HOUSE = "daisuki_sanma"
A, B, C, D = range(4)


def offered(page: Page, role: str) -> list[str]:
    select = page.locator(f'#win-rows .win-row [data-role="{role}"]').first
    return select.locator("option").evaluate_all("(os) => os.map((o) => o.value)")


def test_four_people_rotate_and_a_yakuman_tsumo_prize_spares_the_resting_player(page: Page) -> None:
    open_sheet(page, HOUSE, 3)
    expect(page.locator("#people-field")).to_be_visible()
    page.select_option("#sheet-people", "4")
    expect(page.locator("#name-fields input")).to_have_count(4)
    expect(page.locator("#scoreboard .player")).to_have_count(4)
    expect(page.locator("#scoreboard .player.resting")).to_have_text(["休D35,000"])
    # D rests in the first hand: not offered as winner or discarder.
    assert offered(page, "winner") == ["0", "1", "2"]
    assert "3" not in offered(page, "discarder")

    # E1: B ron from the dealer A, 1 han 30 fu. The deal passes: A rests, D takes the chair.
    win(page, B, A, 1, 30)
    expect(scores(page)).to_have_text(["34,000", "36,000", "35,000", "35,000"])
    expect(hands(page).nth(0).locator(".after")).to_contain_text("次の局の休み: A")
    expect(page.locator("#scoreboard .player.resting .name")).to_have_text(["A"])
    expect(page.locator("#scoreboard .player.dealer .name")).to_have_text("B (親)")
    assert offered(page, "winner") == ["1", "2", "3"]
    assert "0" not in offered(page, "discarder")
    expect(page.locator("#event-riichi").get_by_label("A", exact=True)).to_be_hidden()

    # E2: C (not the dealer) tsumo yakuman while A rests: 17000 from the dealer B, 9000 from D.
    win(page, C, None, "y1")
    expect(scores(page)).to_have_text(["34,000", "19,000", "61,000", "26,000"])
    line = hands(page).nth(1)
    expect(line.locator(".what")).to_contain_text("Cツモ 役満 9000・17000")
    # The prize: 20 from the resting A, 40 from each of B and D, 100 to C.
    expect(line.locator(".prizes")).to_have_text("祝儀: A -20、B -40、C +100、D -40")

    # E3: the dealer C ron yakuman from D (48000): D busts; the ron prize is the discarder's alone.
    fill_win(page, C, D, "y1")
    submit(page, 3)
    expect(scores(page)).to_have_text(["34,000", "19,000", "109,000", "-22,000"])
    expect(page.locator("#finished")).to_contain_text("飛び")
    table = page.locator("#sheet-settlement-table")
    expect(table.locator('tr[data-line="prizes"] td')).to_have_text(["-20", "-40", "+200", "-140"])
    expect(table.locator('tr[data-line="rank"] td')).to_have_text(["2位", "3位", "1位", "4位"])
    expect(table.locator('tr[data-line="total"] td')).to_have_text(
        ["-105", "-187.5", "+627.5", "-415"])

    # The sheet sent the participants with the replay, and its states are the replay's.
    saved = stored(page)
    assert len(saved["names"]) == 4
    answer = replay(page, HOUSE, {"events": saved["events"], "participants": ["A", "B", "C", "D"]})
    assert saved["states"] == answer["states"]
    page.reload()
    expect(scores(page)).to_have_text(["34,000", "19,000", "109,000", "-22,000"])
    expect(page.locator("#sheet-people")).to_be_disabled()


def test_a_correction_that_seats_a_later_winner_out_is_marked_on_that_hand(page: Page) -> None:
    open_sheet(page, HOUSE, 3)
    page.select_option("#sheet-people", "4")
    win(page, B, A, 1, 30)   # E1: the deal passes, A rests and D sits down
    win(page, D, C, 1, 30)   # E2: D ron from C
    # Hand 1 was a draw with the dealer A tenpai: A keeps the deal, so D still rests in hand 2.
    hands(page).nth(0).locator('[data-part="edit"]').click()
    page.get_by_role("radio", name="流局", exact=True).check()
    page.locator("#event-tenpai").get_by_label("A", exact=True).check()
    page.click("#record")
    refused = hands(page).nth(1).locator(".hand-error")
    expect(refused).to_have_attribute("data-code", "player_resting")
    expect(refused).to_have_text(
        "この局は記録できません: 休み番の人はこの局に参加できません。（アガった人）")
    # The draw stands (A +2000, B and C -1000 each; D resting does not pay), hand 2 is kept.
    expect(scores(page)).to_have_text(["37,000", "34,000", "34,000", "35,000"])
    assert len(stored(page)["events"]) == 2
    # Correcting hand 2 offers only those seated in it.
    hands(page).nth(1).locator('[data-part="edit"]').click()
    assert offered(page, "winner") == ["0", "1", "2"]
