"""A writer with no network keeps recording: the offline core (Pyodide in a Web Worker) folds
the queued hand into the sheet at once, and once the phone is back the server's answer for
the sent op is the very sheet it showed."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, expect
from werkzeug.serving import make_server

from tests.browser.helpers import ready
from tests.browser.offline_harness import CORE_TIMEOUT, core_ready
from tests.browser.sheet_moves import fill_win, hands, scores
from tests.browser.table_moves import go_offline, go_online
from webapp import create_app
from webapp.offline import RUNTIME_FILES

HOUSE = "tenhou_yonma"


@pytest.fixture(scope="module")
def core_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app with its offline core on and its store on a temporary SQLite file."""
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    db = Path(tmp_path_factory.mktemp("tables-core")) / "tables.sqlite3"
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{db}"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture()
def phone(browser: Browser, browser_context_args: dict[str, Any],
          core_server: str) -> Iterator[BrowserContext]:
    context = browser.new_context(**{**browser_context_args, "base_url": core_server})
    yield context
    context.close()


def test_a_hand_recorded_offline_is_folded_by_the_phone_s_core(phone: BrowserContext) -> None:
    page = phone.new_page()
    created = page.request.post("/api/v1/tables", data={
        "house": HOUSE, "participants": ["A", "B", "C", "D"], "games": [{"events": []}]})
    assert created.status == 201, created.text()
    table = created.json()
    page.goto(table["write_url"])
    ready(page)
    page.keyboard.press("Shift")  # a first visit loads the core at the first touch or key
    core_ready(page)
    page.wait_for_function(
        """async (wanted) => (await (await caches.open("offline-core")).keys()).length >= wanted""",
        arg=len(RUNTIME_FILES) + 1, timeout=CORE_TIMEOUT,
    )
    expect(page.locator("#sync-status")).to_have_attribute("data-state", "synced")
    start = scores(page).all_text_contents()

    go_offline(phone, page)
    expect(page.locator("#sync-status")).to_have_attribute("data-state", "offline")
    fill_win(page, 0, 1, 3, 30)
    page.click("#record")
    expect(hands(page)).to_have_count(1)
    # The hand is replayed on the phone: its scores after, and the sheet's, with no server.
    expect(hands(page).nth(0).locator(".after").first).to_be_visible()
    expect(page.locator("#sync-status")).to_contain_text("未送信 1件")
    offline = scores(page).all_text_contents()
    assert offline != start

    go_online(phone)
    expect(page.locator("#sync-status")).to_have_attribute("data-state", "synced")
    answer = page.request.get(f"/api/v1/tables/{table['id']}",
                              headers={"Authorization": f"Bearer {table['write_key']}"})
    state = answer.json()["games"][0]["states"][-1]
    assert [int(s.replace(",", "")) for s in offline] == state["scores"]
    expect(scores(page)).to_have_text(offline)
