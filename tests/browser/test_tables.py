"""A shared table on three phones (Pixel 7): A shares its score sheet; B joins by the write
link, C by the read link; a hand recorded on A shows on B and C; B records offline while A
records, comes back, is shown both versions and chooses; all three end on the same sheet,
C has no controls, and a reload keeps everything.

The server is the app with its real store on a temporary SQLite file and the live stream,
served by threads (each open stream holds one: three phones need three)."""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from werkzeug.serving import make_server

from tests.browser.helpers import ready
from tests.browser.sheet_moves import hands, open_sheet, scores, win
from tests.browser.table_moves import PhoneGate, controlled, go_offline, go_online
from webapp import create_app

HOUSE = "tenhou_yonma"
NAMES = ("東子", "南<b>太郎</b>", "西", "北")  # one with markup: it must show as typed
B_DEVICE = "Bのスマホ"  # the phone that goes offline: its ops carry this name


@pytest.fixture(scope="module")
def gate() -> PhoneGate:
    return PhoneGate()


@pytest.fixture(scope="module")
def tables_server(tmp_path_factory: pytest.TempPathFactory, gate: PhoneGate) -> Iterator[str]:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    db = Path(tmp_path_factory.mktemp("tables")) / "tables.sqlite3"
    app = create_app({"TESTING": True, "OFFLINE_CORE": False, "DATABASE_URL": f"sqlite:///{db}",
                      "STREAM_KEEPALIVE": 5.0})
    app.wsgi_app = gate.around(app.wsgi_app)  # type: ignore[method-assign]
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture()
def phones(browser: Browser, browser_context_args: dict[str, Any],
           tables_server: str) -> Iterator[list[BrowserContext]]:
    # Only the second phone goes offline and reloads there: it alone runs the service worker
    # (three installing it at once, each precaching every page, load the shared machine).
    contexts = [browser.new_context(**{**browser_context_args, "base_url": tables_server,
                                       "service_workers": "allow" if i == 1 else "block"})
                for i in range(3)]
    yield contexts
    for context in contexts:
        context.close()


def sheet(page: Page) -> tuple[list[str], list[str], str]:
    """What a phone's sheet shows: the scores, each hand's line, the round."""
    return (scores(page).all_text_contents(),
            page.locator("#history > li .what").all_text_contents(),
            page.locator("#round").text_content() or "")


def same_sheet(pages: list[Page], count: int) -> tuple[list[str], list[str], str]:
    for page in pages:
        expect(hands(page)).to_have_count(count)
        expect(hands(page).nth(count - 1).locator(".after").first).to_be_visible()
    first = sheet(pages[0])
    for page in pages[1:]:
        expect(scores(page)).to_have_text(first[0])
        expect(page.locator("#history > li .what")).to_have_text(first[1])
    return first


def synced(page: Page) -> None:
    expect(page.locator("#sync-status")).to_have_attribute("data-state", "synced")


def name_the_players(page: Page) -> None:
    page.locator("#game-setup").evaluate("(d) => d.open = true")
    for p, name in enumerate(NAMES):
        page.fill(f"#name-{p}", name)
        page.locator(f"#name-{p}").dispatch_event("change")


def as_number(text: str) -> int:
    return int(re.sub(r"[^\d-]", "", text.replace("−", "-")))


def test_three_phones_share_one_table_through_a_dropped_connection(
    phones: list[BrowserContext], gate: PhoneGate,
) -> None:
    a, b, c = (context.new_page() for context in phones)

    # A keeps a score sheet, then shares it: two links, each with its QR code.
    open_sheet(a, HOUSE, 4)
    name_the_players(a)
    win(a, 0, 1, 3, 30)
    a.click("#share-table")
    panel = a.locator("#share-panel")
    expect(panel.locator('[data-role="write"] svg')).to_be_visible()
    expect(panel.locator('[data-role="read"] svg')).to_be_visible()
    write_link = a.locator("#share-write-link").input_value()
    read_link = a.locator("#share-read-link").input_value()
    assert "#k=" in write_link and "#k=" in read_link and write_link != read_link

    # A opens the table to record; B joins by the write link, C by the read link.
    for page, link in ((a, write_link), (b, write_link), (c, read_link)):
        page.goto(link)
        ready(page)
        synced(page)
        assert "#k=" not in page.url  # the key leaves the address bar, kept on the phone
    same_sheet([a, b, c], 1)
    for page in (a, b, c):
        # Names as typed: the markup is text, not an element.
        expect(page.locator("#scoreboard .player .name").nth(1)).to_contain_text("南<b>太郎</b>")
        assert page.locator("#scoreboard b").count() == 0

    b.fill("#device-name", B_DEVICE)
    b.locator("#device-name").dispatch_event("change")

    # C watches: no control at all.
    assert c.locator("#main button, #main form, #main input, #main select").count() == 0

    # A records a win; B and C show it live.
    win(a, 2, 0, 2, 40)
    synced(a)
    same_sheet([a, b, c], 2)

    # B loses its connection and records a draw; meanwhile A records a win. The draw waits in
    # B's queue, which a reload with no network keeps (the service worker opens the page).
    controlled(b)
    go_offline(phones[1], b, gate=gate, device=B_DEVICE)
    expect(b.locator("#sync-status")).to_have_attribute("data-state", "offline")
    b.get_by_role("radio", name="流局", exact=True).check()
    b.click("#record")
    expect(hands(b)).to_have_count(3)
    expect(b.locator("#sync-status")).to_contain_text("未送信 1件")
    b.reload()
    ready(b)
    expect(hands(b)).to_have_count(3)
    expect(b.locator("#sync-status")).to_contain_text("未送信 1件")
    expect(b.locator("#sync-status")).to_have_attribute("data-state", "offline")
    win(a, 3, None, 4)
    synced(a)
    same_sheet([a, c], 3)

    # B comes back: sent with no tap, refused as stale, both versions shown side by side.
    go_online(phones[1], gate=gate, device=B_DEVICE)
    conflict = b.locator("#table-conflict")
    expect(conflict).to_be_visible()
    expect(conflict.locator("#conflict-theirs li")).to_have_count(1)
    expect(conflict.locator("#conflict-mine li")).to_have_count(1)
    expect(conflict.locator("#conflict-theirs li")).to_contain_text("ツモ")
    expect(conflict.locator("#conflict-mine li")).to_contain_text("流局")
    assert hands(b).count() == 3  # nothing merged or dropped before the choice
    b.click("#conflict-after")
    expect(conflict).to_be_hidden()
    synced(b)
    final = same_sheet([a, b, c], 4)
    assert "ツモ" in final[1][2] and "流局" in final[1][3]

    # The server's log holds each hand once, and the sheet is the core's replay of it.
    table_id = a.url.rsplit("/", 1)[1]
    key = write_link.split("#k=")[1]
    answer = a.request.get(f"/api/v1/tables/{table_id}", headers={"Authorization": f"Bearer {key}"})
    assert answer.ok
    game = answer.json()["games"][-1]
    assert [e["type"] for e in game["events"]] == ["win", "win", "win", "draw"]
    assert [as_number(s) for s in final[0]] == game["states"][-1]["scores"]

    # The history lists every op, newest first: B's draw on top.
    b.locator("#op-history summary").click()
    history = b.locator("#op-history-list > li")
    expect(history.first).to_contain_text("流局")
    expect(history.first).to_contain_text(B_DEVICE)

    # A reload of any phone keeps everything; C still has no controls.
    for page in (a, b, c):
        page.reload()
        ready(page)
        synced(page)
    same_sheet([a, b, c], 4)
    assert c.locator("#main button, #main form, #main input, #main select").count() == 0


def test_a_table_started_from_home_records_and_corrects_with_a_history(
    phones: list[BrowserContext],
) -> None:
    page = phones[0].new_page()
    page.goto("/")
    ready(page)
    page.click("#start-table")
    ready(page)
    page.select_option("#table-new-house", HOUSE)
    for p, name in enumerate(NAMES):
        page.fill(f"#table-new-name-{p}", name)
    page.click("#table-new-start")
    expect(page.locator('#share-panel [data-role="read"] svg')).to_be_visible()
    page.locator('#share-panel [data-role="write"] [data-part="follow"]').click()
    ready(page)
    synced(page)
    expect(hands(page)).to_have_count(0)
    page.fill("#device-name", "東のスマホ")
    page.locator("#device-name").dispatch_event("change")

    # The first hand opens the table's first game; then another.
    win(page, 0, 1, 3, 30)
    win(page, 1, 2, 2, 30)
    synced(page)

    # Correct the first hand (3 han → 4 han), then delete the second.
    hands(page).nth(0).locator('[data-part="edit"]').click()
    expect(page.locator("#record")).to_have_text("修正を保存する")
    page.locator("#win-rows .win-row").first.locator('[data-role="han"]').select_option("4")
    page.click("#record")
    expect(hands(page).nth(0).locator(".what")).to_contain_text("4翻")
    hands(page).nth(1).locator('[data-part="delete"]').click()
    hands(page).nth(1).locator('[data-part="delete-confirm"]').click()
    expect(hands(page)).to_have_count(1)
    synced(page)

    # The history: every op, newest first, by this phone, with the previous values.
    expect(page.locator("#op-history-count")).to_have_text("5")
    page.locator("#op-history summary").click()
    history = page.locator("#op-history-list > li")
    expect(history).to_have_count(5)  # the new game, two hands, the correction, the deletion
    expect(history.nth(0)).to_contain_text("削除前")
    expect(history.nth(0)).to_contain_text("東のスマホ")
    expect(history.nth(1)).to_contain_text("修正前")
    expect(history.nth(1)).to_contain_text("3翻")
    expect(history.nth(4)).to_contain_text("第1局を開始")

    # The server holds the corrected game.
    table_id = page.url.rsplit("/", 1)[1]
    key = page.evaluate(f"JSON.parse(localStorage.getItem('table:{table_id}')).key")
    answer = page.request.get(f"/api/v1/tables/{table_id}",
                              headers={"Authorization": f"Bearer {key}"})
    events = answer.json()["games"][0]["events"]
    assert len(events) == 1 and events[0]["wins"][0]["han"] == 4
    page.reload()
    ready(page)
    expect(hands(page)).to_have_count(1)
    expect(page.locator("#op-history-count")).to_have_text("5")
    page.locator("#op-history summary").click()
    expect(history).to_have_count(5)

    # A new write key: the old one no longer reads nor writes; this phone records with the new.
    page.click("#rotate-key")
    page.click("#rotate-confirm")
    expect(page.locator("#rotate-status")).to_contain_text("新しい記録用リンク")
    expect(page.locator("#share-write-link")).not_to_contain_text(key)
    old = page.request.get(f"/api/v1/tables/{table_id}", headers={"Authorization": f"Bearer {key}"})
    assert old.status == 401
    win(page, 2, None, 1, 30)
    synced(page)
    expect(history).to_have_count(6)


def test_the_night_goes_on_at_the_table_with_its_totals_and_who_rests(
    phones: list[BrowserContext],
) -> None:
    writer, reader = phones[0].new_page(), phones[1].new_page()
    # 4人回し at a three-seat house: Dan rests in the first hand; a yakuman ron busts Ben.
    bust = {"type": "win", "wins": [{"winner": 0, "discarder": 1, "yakuman": 1}]}
    created = writer.request.post("/api/v1/tables", data={
        "house": "daisuki_sanma", "participants": ["Aki", "Ben", "Chie", "Dan"],
        "games": [{"events": [bust]}]})
    assert created.status == 201, created.text()
    table = created.json()
    for page, link in ((writer, table["write_url"]), (reader, table["read_url"])):
        page.goto(link)
        ready(page)
        synced(page)
        expect(page.locator("#finished")).to_be_visible()
        expect(page.locator("#scoreboard .player.resting .name")).to_have_text(["Dan"])
        expect(page.locator("#night")).to_be_visible()
    answer = writer.request.get(f"/api/v1/tables/{table['id']}",
                                headers={"Authorization": f"Bearer {table['read_key']}"}).json()
    night = answer["session"]
    rows = writer.locator("#standings tbody tr")
    expect(rows).to_have_count(4)
    best = night["standings"][0]
    expect(rows.nth(0)).to_contain_text(["Aki", "Ben", "Chie", "Dan"][best])
    expect(rows.nth(0)).to_contain_text(f"{night['totals'][best]:g}")
    expect(reader.locator("#standings tbody tr")).to_have_text(rows.all_text_contents())

    # The next game: everyone plays again (the night's rotation), on every phone.
    writer.click("#next-game")
    for page in (writer, reader):
        expect(page.locator("#table-game")).to_have_text("第2局")
        expect(hands(page)).to_have_count(0)
        expect(page.locator("#finished")).to_be_hidden()
        expect(page.locator("#session-games tbody tr[data-game]")).to_have_count(1)
    synced(writer)
    writer.locator("#op-history summary").click()
    expect(writer.locator("#op-history-list > li").first).to_contain_text("第2局を開始")

    # The first game can still be looked at, and corrected: its bust becomes a smaller ron.
    writer.select_option("#table-game-pick", "0")
    expect(hands(writer)).to_have_count(1)
    expect(writer.locator("#next-game")).to_be_hidden()
    hands(writer).nth(0).locator('[data-part="edit"]').click()
    row = writer.locator("#win-rows .win-row").first
    row.locator('[data-role="han"]').select_option("3")
    row.locator('[data-role="fu"]').select_option("30")
    writer.click("#record")
    expect(hands(writer).nth(0).locator(".what")).to_contain_text("3翻30符")
    synced(writer)
    game = writer.request.get(f"/api/v1/tables/{table['id']}",
                              headers={"Authorization": f"Bearer {table['read_key']}"}).json()
    assert game["games"][0]["events"][0]["wins"][0].get("han") == 3
    assert len(game["games"]) == 2
