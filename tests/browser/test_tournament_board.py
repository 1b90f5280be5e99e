"""A tournament in the browser: the organizer's dashboard, the projector board (public
link) and the QR sheet open on a live server; a hand recorded at a table (through the
tables' API, as its phone sends it) moves the board and the dashboard with no reload, told
by the tournament's push stream (no polling); the QR sheet shows one code per table."""

from __future__ import annotations

import json
import logging
import threading
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, expect
from werkzeug.serving import make_server

from tests.browser.helpers import ready
from tests.tournaments.helpers import ok
from tests.tournaments_web.games import finished_events
from webapp import create_app

PLAYERS = ["東子", "南<b>太郎</b>", "西", "北", "白", "發", "中", "Zed"]  # markup shows as typed


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)
    db = Path(tmp_path_factory.mktemp("tournament")) / "tables.sqlite3"
    app = create_app({"TESTING": True, "OFFLINE_CORE": False, "DATABASE_URL": f"sqlite:///{db}"})
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()


def call(base: str, path: str, body: Any = None, key: str | None = None) -> Any:
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def path_of(url: str) -> str:
    """The link without its origin: the path and the fragment holding the key."""
    return "/" + url.split("//", 1)[1].split("/", 1)[1]


def test_a_hand_at_a_table_moves_the_board_with_no_reload(
        browser: Browser, browser_context_args: dict[str, Any], server: str) -> None:
    made = call(server, "/api/v1/tournaments", {"house": "tenhou_yonma", "name": "春の大会",
                                                "players": PLAYERS, "seating": "standings"})
    seated = call(server, f"/api/v1/tournaments/{made['id']}/rounds", {}, made["organizer_key"])
    context = browser.new_context(**{**browser_context_args, "base_url": server})
    try:
        board, dashboard, sheet = context.new_page(), context.new_page(), context.new_page()
        refused: list[str] = []  # what the pages' CSP refused (no inline style or script)
        asked: list[tuple[str, str | None]] = []  # the board's requests: URL, key sent
        for page in (board, dashboard, sheet):
            page.on("console", lambda message: refused.append(message.text)
                    if "Content Security Policy" in message.text else None)
        board.on("request", lambda request: asked.append(
            (request.url.split("?", 1)[0], request.headers.get("authorization"))))
        board.goto(path_of(made["read_url"]).replace(f"/{made['id']}", f"/{made['id']}/board"))
        dashboard.goto(path_of(made["organizer_url"]))
        sheet.goto(path_of(made["organizer_url"]).replace(f"/{made['id']}", f"/{made['id']}/qr"))
        for page in (board, dashboard, sheet):
            ready(page)
        lines = board.locator("#b-standings > li")
        expect(lines).to_have_count(8)
        expect(lines.first.locator(".board-name")).to_have_text(PLAYERS[0])
        expect(board.locator("#b-standings")).to_contain_text("南<b>太郎</b>")
        expect(dashboard.locator("#t-tables > li")).to_have_count(2)
        expect(dashboard.locator("#t-tables > li").first).to_have_attribute(
            "data-state", "not_started")
        # The QR sheet: one card per table, each with its code and big number.
        expect(sheet.locator(".qr-card")).to_have_count(2)
        expect(sheet.locator(".qr-card svg")).to_have_count(2)
        expect(sheet.locator(".qr-card .qr-number").first).to_have_text("1卓")
        for page in (board, dashboard):
            page.evaluate("window.__kept = true")  # gone if the page reloads
            # Live by the push stream, not by polling.
            expect(page.locator("[data-live]")).to_have_attribute("data-live", "stream")
        stream = f"{server}/api/v1/tournaments/{made['id']}/stream"
        assert (stream, f"Bearer {made['read_key']}") in asked
        standings = f"{server}/api/v1/tournaments/{made['id']}/standings"
        before = asked.count((standings, f"Bearer {made['read_key']}"))
        # Table 2's players record a whole game at their table.
        table = seated["tables"][1]
        seq = 1
        events = finished_events("tenhou_yonma")
        for event in events:
            op = {"id": str(uuid.uuid4()), "base": seq, "append": event}
            seq = call(server, f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])["seq"]
        # Who leads now, as the core computes it for that game (the board shows it a moment
        # after the last hand: told by its stream, it asks again).
        expected = ok("tournament_standings", "tenhou_yonma", {"players": PLAYERS, "rounds": [
            {"tables": [{"players": seated["tables"][0]["players"]},
                        {"players": table["players"],
                         "games": [{"players": table["players"], "events": events}]}]}]})
        leader = expected["standings"][0]
        assert leader["player"] in table["players"] and leader["total"] > 0
        expect(lines.first.locator(".board-name")).to_have_text(leader["player"])
        expect(board.locator('#b-tables > li[data-table="2"]')).to_have_class(
            "board-table t-state-finished")
        expect(dashboard.locator('#t-tables > li[data-table="2"]')).to_have_attribute(
            "data-state", "finished")
        row = dashboard.locator(f'#t-standings tr[data-player="{leader["player"]}"]')
        expect(row).to_be_visible()
        for page in (board, dashboard):
            assert page.evaluate("window.__kept") is True
            expect(page.locator("[data-live]")).to_have_attribute("data-live", "stream")
        # The board asked only when told: at most once per op (a poll every half second
        # would not be bounded by the hands), and it never fell back to polling.
        after = asked.count((standings, f"Bearer {made['read_key']}"))
        assert 1 <= after - before <= len(events)
        assert refused == []
    finally:
        context.close()

