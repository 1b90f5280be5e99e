"""The organizer's day in the browser: create a tournament on /tournaments/new, open the
dashboard from its link, seat a round with the form, give a penalty, download the standings
as CSV; a fixed script naming someone twice is refused in words beside the form."""

from __future__ import annotations

import csv
import io
import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, expect
from werkzeug.serving import make_server

from tests.browser.helpers import ready
from webapp import create_app


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    db = Path(tmp_path_factory.mktemp("organizer")) / "tables.sqlite3"
    app = create_app({"TESTING": True, "OFFLINE_CORE": False, "DATABASE_URL": f"sqlite:///{db}",
                      "TOURNAMENT_REBUILD_AFTER": 0})
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()


def test_the_organizer_creates_seats_penalises_and_downloads(
        browser: Browser, browser_context_args: dict[str, Any], server: str) -> None:
    context = browser.new_context(**{**browser_context_args, "base_url": server},
                                  accept_downloads=True)
    try:
        page = context.new_page()
        page.goto("/tournaments/new")
        ready(page)
        page.select_option("#n-house", "tenhou_yonma")
        page.fill("#n-name", "秋の大会")
        page.fill("#n-players", "東, 赤\n南, 赤\n西\n北\n白, 青\n發, 青\n中\nZed\n")
        page.select_option("#n-seating", "fixed")
        page.click("#n-create")
        expect(page.locator("#n-made")).to_be_visible()
        expect(page.locator("#n-read-qr svg")).to_have_count(1)
        assert "#k=" in page.locator("#n-organizer-url").input_value()
        page.click("#n-open")
        ready(page)
        expect(page.locator("#t-name")).to_have_text("秋の大会")
        expect(page.locator("#t-round-seating")).to_have_value("fixed")
        # A script naming someone twice: refused in words, nothing seated.
        page.fill("#t-round-script", "東 南 西 北\n東 發 中 Zed")
        page.click("#t-round-submit")
        expect(page.locator("#t-round-error")).to_be_visible()
        expect(page.locator("#t-round-error")).to_have_attribute("data-code", "duplicate_player")
        expect(page.locator("#t-tables > li")).to_have_count(0)
        page.fill("#t-round-script", "東 南 西 北\n白 發 中 Zed")
        page.click("#t-round-submit")
        expect(page.locator("#t-tables > li")).to_have_count(2)
        expect(page.locator("#t-tables > li").first).to_contain_text("東")
        # A penalty, listed with its reason, off the total.
        page.select_option("#t-penalty-player", "西")
        page.fill("#t-penalty-points", "-30")
        page.fill("#t-penalty-reason", "チョンボ")
        page.click("#t-penalty-submit")
        expect(page.locator("#t-penalties li")).to_have_count(1)
        expect(page.locator("#t-penalties li")).to_contain_text("チョンボ")
        row = page.locator('#t-standings tr[data-player="西"]')
        expect(row.locator("td").nth(2)).to_have_text("-30")
        expect(page.locator("#t-teams")).to_be_visible()
        with page.expect_download() as download:
            page.click('[data-file="standings.csv"]')
        raw = Path(download.value.path()).read_bytes()
        assert raw.startswith(b"\xef\xbb\xbf")
        rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
        assert rows[0][1] == "選手" and rows[-1][1] == "西" and float(rows[-1][3]) == -30
    finally:
        context.close()
