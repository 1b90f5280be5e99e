"""The night-of-games page (/session): rendered for the chosen house with what the JS needs of
every house, under the score sheet's tab, precached for offline use; the sheet links to it and
reserves the game chart's box."""

from __future__ import annotations

import html as htmllib
import json
import re

from flask.testing import FlaskClient

from scoring.rules.loader import house_ids, load_ruleset

JA = {"Accept-Language": "ja-JP,ja;q=0.9"}
EN = {"Accept-Language": "en-US,en;q=0.9"}


def settings_of(page: str) -> dict[str, dict[str, object]]:
    found = re.search(r"id=\"session-house\"[^>]*data-settings='([^']*)'", page)
    assert found
    return json.loads(htmllib.unescape(found.group(1)))  # type: ignore[no-any-return]


def get(client: FlaskClient, url: str, headers: dict[str, str] = JA) -> str:
    response = client.get(url, headers=headers)
    assert response.status_code == 200
    return response.get_data(as_text=True)


def test_the_page_renders_under_the_sheet_tab_with_a_link_back(client: FlaskClient) -> None:
    page = get(client, "/session")
    assert '<h1 id="page-title">夜の成績</h1>' in page
    nav = page[page.index('<nav class="tabs"') :]
    assert nav.count("<a ") == 6  # no seventh tab: the night sits under 記録
    assert re.search(r'<a href="/sheet" aria-current="page">', nav)
    assert 'id="sheet-link"' in page and 'href="/sheet"' in page
    module = re.search(r'<script type="module" id="page-module"[^>]* data-src="([^"]+)">', page)
    assert module and "/js/session/page-session." in module.group(1)
    assert client.get(module.group(1)).status_code == 200


def test_every_house_has_its_session_settings_from_its_rules(client: FlaskClient) -> None:
    settings = settings_of(get(client, "/session"))
    assert sorted(settings) == sorted(house_ids())
    for house, got in settings.items():
        rules = load_ruleset(house)
        sits_out = rules.session.sit_out.value != "none"
        assert got["players"] == rules.players, house
        assert got["most"] == rules.most_participants, house
        assert got["fewest"] == rules.players + (1 if sits_out else 0), house
        assert got["sit_out"] is sits_out, house
        assert got["games"] == rules.session.games, house
        assert got["start_points"] == rules.game.start_points, house
        assert got["chips"] is (rules.settlement.chip_value > 0), house
    # The two houses with more people than chairs, as their documents say.
    ekiden = settings["ekiden2017"]
    assert (ekiden["players"], ekiden["fewest"], ekiden["sit_out"]) == (3, 4, True)
    assert (ekiden["games"], ekiden["rejudge_after"]) == (8, [4])
    assert settings["daisuki_sanma"]["most"] == 4 and settings["daisuki_sanma"]["chips"] is True


def test_an_ekiden_night_is_rendered_with_four_people_and_the_first_to_sit_out_left_out(
    client: FlaskClient,
) -> None:
    page = get(client, "/session?house=ekiden2017")
    assert len(re.findall(r'id="participant-\d"', page)) == 4
    seats = re.findall(r'<select id="typed-player-(\d)" data-field="players">(.*?)</select>', page)
    assert [s for s, _ in seats] == ["0", "1", "2"]  # three chairs
    chosen = [re.search(r'<option value="(\d)" selected>', options).group(1)  # type: ignore[union-attr]
              for _, options in seats]
    assert chosen == ["1", "2", "3"]  # A, the leader at the start, sits out game 1
    assert "抜け番" in page and "全8回戦" in page
    assert 'id="typed-chips-' not in page  # ekiden converts no chips


def test_the_house_comes_from_the_query_then_the_nights_cookie_then_the_sheets(
    client: FlaskClient,
) -> None:
    def rendered(page: str) -> str:
        found = re.search(r'id="session-house"[^>]*data-rendered="([^"]+)"', page)
        assert found
        return found.group(1)

    assert rendered(get(client, "/session")) == house_ids()[0]
    client.set_cookie("sheet_house", "daisuki_sanma")
    page = get(client, "/session")
    assert rendered(page) == "daisuki_sanma"
    assert page.count('id="typed-chips-') == 3  # daisuki converts chips (1 chip = 10P)
    client.set_cookie("session_house", "ekiden2017")
    assert rendered(get(client, "/session")) == "ekiden2017"
    assert rendered(get(client, "/session?house=hole19")) == "hole19"
    assert rendered(get(client, "/session?house=nowhere")) == "ekiden2017"


def test_the_page_is_in_english_for_an_english_browser(client: FlaskClient) -> None:
    page = get(client, "/session", EN)
    assert '<html lang="en">' in page
    assert '<h1 id="page-title">A night of games</h1>' in page
    assert "Export to a file" in page and "Share the standings" in page


def test_the_page_is_precached_for_offline_use(client: FlaskClient) -> None:
    body = client.get("/sw.js").get_data(as_text=True)
    shell = json.loads(re.search(r"const SHELL = (.*);", body).group(1))  # type: ignore[union-attr]
    assert "/session" in shell
    for module in ("session/page-session", "sheet/game-chart"):
        hashed = rf"/static/js/{module}\.[0-9a-f]{{10}}\.js"
        assert any(re.fullmatch(hashed, url) for url in shell), module


def test_the_sheet_reserves_the_chart_box_and_links_to_the_night(client: FlaskClient) -> None:
    page = get(client, "/sheet")
    box = re.search(r'<div id="game-chart" class="chart-box">([^<]*)</div>', page)
    assert box and "局を記録すると" in box.group(1)
    assert 'href="/session"' in page
    assert " style=" not in page  # the CSP allows no inline style
