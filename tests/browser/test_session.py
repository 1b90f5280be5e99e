"""夜の成績: several games of one night at one house, each settled by the house, with running
totals, who sits out next (抜け番) and the night kept, exported, imported and shared.

The figures are worked out by hand from ekiden2017's rules (35000 start, 40000 returned, so
raw = (score - 40000) / 1000; uma +15/0/-15; the oka 3 × 5000 = +15 to the top; 抜け番 from
the top of the standings at the start, judged again only after game 4):
- game 1, Aki sits out: Ben 52000 → 12 + 15 + 15 = +42, Chie 33000 → -7, Dan 20000 → -20 - 15 = -35;
- game 2, Ben sits out: Chie 45000 → 5 + 15 + 15 = +35, Dan 40000 → 0, Aki 20000 → -35;
- game 3, Chie sits out, from the score sheet: Ben wins a 3 han 30 fu ron (3900) from Aki, then
  five all-noten draws end the six hands: Aki 31100 → -8.9 - 15 = -23.9, Ben 38900 →
  -1.1 + 30 = +28.9, Dan 35000 → -5.
Totals: Aki -58.9, Ben +70.9, Chie +28, Dan -40; Dan sits out game 4; 5 of 8 games left.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import ready
from tests.browser.test_accessibility import serious

NAMES = ["Aki", "Ben", "Chie", "Dan"]
SHEET_EVENTS: list[dict[str, Any]] = [
    {"type": "win", "riichi": [], "wins": [{"winner": 1, "discarder": 0, "han": 3, "fu": 30}]},
    *[{"type": "draw", "riichi": [], "tenpai": [], "nagashi": []}] * 5,
]


def open_night(page: Page, house: str = "ekiden2017") -> None:
    page.goto(f"/session?house={house}")
    ready(page)


def name_people(page: Page, names: list[str]) -> None:
    for i, name in enumerate(names):
        field = page.locator(f"#participant-{i}")
        field.fill(name)
        field.dispatch_event("change")


def type_game(page: Page, scores: list[int], players: list[int] | None = None) -> None:
    for seat, score in enumerate(scores):
        if players is not None:
            page.select_option(f"#typed-player-{seat}", str(players[seat]))
        page.fill(f"#typed-score-{seat}", str(score))
    page.click("#add-typed-game")


def game_row(page: Page, n: int):  # type: ignore[no-untyped-def]
    return page.locator(f'#session-games tr[data-game="{n}"] td')


def typed_players(page: Page) -> list[str]:
    return [page.locator(f"#typed-player-{s}").input_value() for s in range(3)]


def put_sheet_game(page: Page, house: str, names: list[str], events: list[dict[str, Any]]) -> None:
    """The score sheet's storage as the sheet keeps it, its states from the app's replay."""
    answer = page.request.post(f"/api/v1/houses/{house}/games/replay", data={"events": events})
    assert answer.ok
    saved = {"house": house, "names": names, "events": events, "states": answer.json()["states"]}
    page.evaluate("(saved) => localStorage.setItem('score-sheet', saved)", json.dumps(saved))


def two_games(page: Page) -> None:
    open_night(page)
    name_people(page, NAMES)
    type_game(page, [52000, 33000, 20000])
    expect(game_row(page, 1)).to_have_text(["抜け", "+42", "-7", "-35"])
    type_game(page, [20000, 45000, 40000])
    expect(game_row(page, 2)).to_have_text(["-35", "抜け", "+35", "0"])


def test_a_three_game_night_at_ekiden_with_its_sit_outs_and_totals(page: Page) -> None:
    open_night(page)
    name_people(page, NAMES)
    # Everyone starts on 0: the first of the starting order sits out first.
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Aki")
    expect(page.locator("#session-next")).to_contain_text("残り8回戦")
    assert typed_players(page) == ["1", "2", "3"]

    type_game(page, [52000, 33000, 20000])
    expect(game_row(page, 1)).to_have_text(["抜け", "+42", "-7", "-35"])
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Ben")
    assert typed_players(page) == ["0", "2", "3"]  # the form offers the right three

    type_game(page, [20000, 45000, 40000])
    expect(game_row(page, 2)).to_have_text(["-35", "抜け", "+35", "0"])
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Chie")

    # Game 3 is the score sheet's finished game: offered once, its players matched by name.
    put_sheet_game(page, "ekiden2017", ["Aki", "Ben", "Dan"], SHEET_EVENTS)
    page.reload()
    ready(page)
    expect(page.locator("#from-sheet")).to_be_visible()
    expect(page.locator("#from-sheet-text")).to_contain_text("Aki ・ Ben ・ Dan")
    assert [page.locator(f"#sheet-player-{s}").input_value() for s in range(3)] == ["0", "1", "3"]
    page.click("#add-sheet-game")
    expect(game_row(page, 3)).to_have_text(["-23.9", "+28.9", "抜け", "-5"])
    expect(page.locator("#from-sheet")).to_be_hidden()

    totals = page.locator('#session-games tr[data-line="total"] td')
    expect(totals).to_have_text(["-58.9", "+70.9", "+28", "-40"])
    standings = page.locator("#standings tbody tr")
    expect(standings.locator("th")).to_have_text(["Ben", "Chie", "Dan", "Aki"])
    expect(standings.locator("td.num")).to_have_text(["+70.9", "+28", "-40", "-58.9"])
    expect(page.locator("#games-played")).to_have_text("3回戦終了")
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Dan")
    expect(page.locator("#session-next")).to_contain_text("残り5回戦")
    assert typed_players(page) == ["0", "1", "2"]

    # Seating Dan, who sits out game 4, is refused by the house and not kept.
    type_game(page, [35000, 35000, 35000], players=[3, 1, 2])
    expect(page.locator("#session-error")).to_have_attribute("data-code", "wrong_sit_out")
    expect(page.locator("#session-games tr[data-game]")).to_have_count(3)

    # Kept on the phone: the night is the same after a reload, the house locked.
    page.reload()
    ready(page)
    expect(totals).to_have_text(["-58.9", "+70.9", "+28", "-40"])
    expect(page.locator("#session-house")).to_be_disabled()

    page.click("#remove-last-game")
    expect(page.locator("#session-games tr[data-game]")).to_have_count(2)
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Chie")
    expect(page.locator("#from-sheet")).to_be_visible()  # the sheet's game is offered again


def test_export_clear_import_gives_the_same_night_and_a_bad_file_is_refused(page: Page) -> None:
    two_games(page)
    with page.expect_download() as caught:
        page.click("#export-session")
    path = caught.value.path()
    exported = json.loads(Path(path).read_text(encoding="utf-8"))
    assert exported["schema"] == 1 and exported["house"] == "ekiden2017"
    assert exported["participants"] == NAMES and len(exported["games"]) == 2

    page.click("#new-session")
    page.click("#confirm-clear-session")
    expect(page.locator("#session-empty")).to_be_visible()
    expect(page.locator("#session-games")).to_be_hidden()

    page.set_input_files("#import-session", path)
    expect(page.locator("#files-status")).to_have_text("読み込みました (2ゲーム)。")
    expect(game_row(page, 2)).to_have_text(["-35", "抜け", "+35", "0"])
    totals = page.locator('#session-games tr[data-line="total"] td')
    expect(totals).to_have_text(["-35", "+42", "+28", "-35"])
    expect(page.locator("#participant-0")).to_have_value("Aki")

    # Files this night cannot be: each refused with its reason, the current night kept.
    bad = {
        "broken.json": (b"{not json", "JSONファイルではありません"),
        "newer.json": (json.dumps({**exported, "schema": 99}).encode(), "知らない形式"),
        "house.json": (json.dumps({**exported, "house": "nowhere"}).encode(), "ないルール"),
        # The house's own check: Aki sat out game 1, so Ben must sit out game 2.
        "refused.json": (json.dumps({**exported, "games": [exported["games"][0]] * 2}).encode(),
                         "抜け番"),
    }
    for name, (body, words) in bad.items():
        page.set_input_files("#import-session",
                             files=[{"name": name, "mimeType": "application/json", "buffer": body}])
        expect(page.locator("#files-status")).to_contain_text(words)
        expect(page.locator("#files-status")).to_have_class("note error")
        expect(totals).to_have_text(["-35", "+42", "+28", "-35"])


def test_a_corrupt_stored_night_is_kept_aside_and_the_page_still_works(page: Page) -> None:
    open_night(page)
    page.evaluate("localStorage.setItem('session', '{\"schema\": 1, \"games\": [oops')")
    page.reload()
    ready(page)
    expect(page.locator("#kept-aside")).to_be_visible()
    kept = page.evaluate("localStorage.getItem('session:kept-aside')")
    assert kept == '{"schema": 1, "games": [oops'
    with page.expect_download() as caught:
        page.click("#export-kept")
    assert Path(caught.value.path()).read_text(encoding="utf-8") == kept

    # A new night works as ever, and the kept data stays until the player deletes it.
    name_people(page, NAMES)
    type_game(page, [52000, 33000, 20000])
    expect(game_row(page, 1)).to_have_text(["抜け", "+42", "-7", "-35"])
    page.reload()
    ready(page)
    expect(page.locator("#kept-aside")).to_be_visible()
    expect(game_row(page, 1)).to_have_text(["抜け", "+42", "-7", "-35"])
    page.click("#discard-kept")
    expect(page.locator("#kept-aside")).to_be_hidden()
    assert page.evaluate("localStorage.getItem('session:kept-aside')") is None


def test_the_night_is_shared_as_text(page: Page) -> None:
    page.add_init_script(
        "navigator.share = async (data) => { window.sharedText = data.text; };"
    )
    two_games(page)
    page.click("#share-session")
    expect(page.locator("#files-status")).to_have_text("共有しました。")
    text = page.evaluate("window.sharedText")
    lines = text.splitlines()
    assert lines[0].startswith("麻雀駅伝") and "2回戦終了" in lines[0]
    assert lines[1:5] == ["1位 Ben +42", "2位 Chie +28", "3位 Aki -35", "4位 Dan -35"]
    assert lines[5] == "1回戦: Ben +42 ・ Chie -7 ・ Dan -35"
    assert "次の抜け番: Chie" in lines[-1]


def test_a_night_at_daisuki_sanma_counts_its_game_fee(page: Page) -> None:
    # Three people, no sit-outs: each pays the 20P game fee every game (settlement.fee).
    open_night(page, "daisuki_sanma")
    name_people(page, ["Aki", "Ben", "Chie"])
    type_game(page, [35000, 35000, 35000])
    expect(page.locator('#session-games tr[data-line="fee"] td')).to_have_text(["-20"] * 3)
    expect(page.locator("#session-next")).to_be_hidden()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_filled_night_and_the_sheets_chart_have_no_serious_violation(
    scheme: str, browser: Browser, playwright: Any, live_server: str
) -> None:
    context = browser.new_context(
        **playwright.devices["Pixel 7"], base_url=live_server, locale="ja-JP",
        color_scheme=scheme, service_workers="block",
    )
    page = context.new_page()
    two_games(page)
    page.evaluate("localStorage.setItem('session:kept-aside', '{}')")
    put_sheet_game(page, "ekiden2017", ["Aki", "Ben", "Dan"], SHEET_EVENTS)
    page.reload()
    ready(page)
    expect(page.locator("#kept-aside")).to_be_visible()
    expect(page.locator("#from-sheet")).to_be_visible()
    found = serious(page)
    page.goto("/sheet")
    ready(page)
    expect(page.locator("#game-chart svg")).to_be_visible()
    found += serious(page)
    context.close()
    assert found == []


def test_answers_arriving_while_the_player_types_take_nothing_from_them(page: Page) -> None:
    open_night(page)
    held: list[Any] = []
    page.route("**/api/v1/houses/*/sessions", lambda route: held.append(route))
    # A house change and each name ask the house; none has answered while the player types.
    page.select_option("#session-house", "daisuki_sanma")
    page.select_option("#session-house", "ekiden2017")
    for i, name in enumerate(NAMES):
        page.fill(f"#participant-{i}", name)
    page.fill("#typed-score-0", "52000")
    page.fill("#typed-score-1", "33000")
    page.fill("#typed-score-2", "20000")
    assert held
    for route in held:
        route.continue_()
    page.unroute("**/api/v1/houses/*/sessions")
    expect(page.locator("#session-next")).to_contain_text("次の抜け番: Aki")
    for i, name in enumerate(NAMES):
        expect(page.locator(f"#participant-{i}")).to_have_value(name)
    expect(page.locator("#typed-score-0")).to_have_value("52000")
    # The seats follow the house's last answer: Aki sits out, the others are offered.
    expect(page.locator("#typed-player-0")).to_have_value("1")
    page.click("#add-typed-game")
    expect(game_row(page, 1)).to_have_text(["抜け", "+42", "-7", "-35"])
