"""At the table: a hand entered by tapping tiles, and the payment shown as it is said.

Expected values are worked out from the rules in the comments, not read from the app.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.helpers import choose_house

DESKTOP = {"viewport": {"width": 1280, "height": 900}, "device_scale_factor": 1,
           "is_mobile": False, "has_touch": False}


@pytest.fixture(params=["pixel7", "desktop"])
def any_page(request: pytest.FixtureRequest, page: Page, browser: Browser,
             live_server: str) -> Iterator[Page]:
    """The Pixel 7 page of the suite, or a desktop browser window."""
    if request.param == "pixel7":
        yield page
        return
    context = browser.new_context(base_url=live_server, locale="ja-JP", **DESKTOP)
    try:
        yield context.new_page()
    finally:
        context.close()


def open_hand(page: Page, house: str) -> None:
    page.goto("/hand")
    choose_house(page, house)
    expect(page.locator("#tile-keyboard .tile-key").first).to_be_visible()


def tap(page: Page, *keys: str) -> None:
    for key in keys:
        page.locator(f'#tile-keyboard [data-key="{key}"]').click()


def choose(page: Page, group: str, value: str) -> None:
    """A segment of the tile entry (where taps go, or the kind of call)."""
    page.locator(f"label:has(#{group}-{value})").click()


def enter_haku_pon_and_nine_sou_kan(page: Page) -> None:
    """234m 567p 3s + 3s (the winning tile, a pair wait), 白 ponned, 9s kanned closed."""
    tap(page, "2m", "3m", "4m", "5p", "6p", "7p", "3s")
    choose(page, "tile-target", "melds")
    choose(page, "tile-meld-kind", "pon")
    tap(page, "5z")
    choose(page, "tile-meld-kind", "ankan")
    tap(page, "9s")
    choose(page, "tile-target", "hand")
    tap(page, "3s")


def test_a_hand_by_taps_only_with_a_pon_and_a_closed_kan(any_page: Page) -> None:
    page = any_page
    open_hand(page, "tenhou_yonma")
    enter_haku_pon_and_nine_sou_kan(page)
    # The taps wrote the notation fields, which the request is made from.
    expect(page.locator("#concealed")).to_have_value("234m567p33s")
    expect(page.locator("#win-tile")).to_have_value("3s")
    rows = page.locator("#melds .meld-row")
    expect(rows).to_have_count(2)
    expect(rows.nth(0).locator("select")).to_have_value("pon")
    expect(rows.nth(0).locator("input")).to_have_value("555z")
    expect(rows.nth(1).locator("select")).to_have_value("ankan")
    expect(rows.nth(1).locator("input")).to_have_value("9999s")
    page.select_option("#hand-winner", "1")
    page.select_option("#hand-discarder", "2")
    page.click("#hand-compute")
    result = page.locator("#hand-result")
    expect(result).to_be_visible()
    # 白 pon is the only yaku: 1 han. Fu: 20 base, open 白 triplet 4, closed kan of 9s 32,
    # pair wait 2 = 58 → 60 (an open hand's ron earns no 門前 10).
    expect(result.locator("#yaku-table tbody th")).to_have_text(["役牌 白", "合計"])
    expect(result.locator('#fu-table tr[data-key="total"] td')).to_have_text("60符")
    expect(result.locator('#fu-table tr[data-key="ankan_yaochu"] td')).to_have_text("32符")
    # The fu lines show the group that earned them.
    expect(result.locator('#fu-table tr[data-key="ankan_yaochu"] .fu-tiles svg')).to_have_count(4)
    expect(result.locator('#fu-table tr[data-key="wait_tanki"] .fu-tiles svg')).to_have_count(1)
    # 60 fu 1 han: 60 × 2^3 = 480 base; a non-dealer's ron 480 × 4 = 1920 → 2000.
    expect(result.locator(".call")).to_have_text("2000")
    expect(result.locator(".result-title")).to_contain_text("+2,000")
    # The hand itself, drawn: 7 tiles + the winning tile + 3 (pon) + 4 (kan).
    expect(result.locator(".result-hand svg")).to_have_count(15)


def test_the_same_hand_by_tsumo_with_honba(page: Page) -> None:
    open_hand(page, "tenhou_yonma")
    enter_haku_pon_and_nine_sou_kan(page)
    page.select_option("#hand-winner", "1")
    page.select_option("#hand-discarder", "tsumo")
    page.fill("#hand-honba", "1")
    page.click("#hand-compute")
    # Tsumo adds 2 fu: 60 exactly. Base 480: non-dealers pay 500, the dealer 1000; a honba
    # adds 100 from each payer.
    expect(page.locator("#hand-result .call")).to_have_text("500・1000は600・1100")


def test_typing_notation_redraws_the_tiles(page: Page) -> None:
    open_hand(page, "tenhou_yonma")
    page.fill("#concealed", "123m406p")
    expect(page.locator("#zone-hand .tile-placed")).to_have_count(6)
    expect(page.locator('#zone-hand .tile-placed[data-tile="0p"]')).to_have_count(1)
    # Tapping a placed tile takes it off, and the field follows.
    page.locator('#zone-hand .tile-placed[data-tile="1m"]').click()
    expect(page.locator("#concealed")).to_have_value("23m406p")  # a red five sorts as a five
    page.fill("#dora", "1z")
    expect(page.locator('#zone-dora .tile-placed[data-tile="1z"]')).to_have_count(1)


def test_a_fifth_copy_is_greyed_out_counting_melds_and_indicators(page: Page) -> None:
    open_hand(page, "tenhou_yonma")
    key = page.locator('#tile-keyboard [data-key="1z"]')
    choose(page, "tile-target", "melds")
    choose(page, "tile-meld-kind", "pon")
    tap(page, "1z")  # three 東 called
    expect(key).to_be_enabled()
    choose(page, "tile-target", "dora")
    tap(page, "1z")  # the fourth shown as a dora indicator: no 東 is left
    expect(key).to_be_disabled()
    # tenhou_yonma has one red 5p: 5p and 0p count against the four fives together.
    choose(page, "tile-target", "hand")
    tap(page, "0p")
    expect(page.locator('#tile-keyboard [data-key="0p"]')).to_be_disabled()
    tap(page, "5p", "5p")
    expect(page.locator('#tile-keyboard [data-key="5p"]')).to_be_enabled()
    tap(page, "5p")
    expect(page.locator('#tile-keyboard [data-key="5p"]')).to_be_disabled()
    # Taking one off the table frees the key again.
    page.locator('#zone-dora .tile-placed[data-tile="1z"]').click()
    expect(key).to_be_enabled()


def test_pick_the_winning_tile(page: Page) -> None:
    open_hand(page, "tenhou_yonma")
    tap(page, "1m", "2m", "3m")
    expect(page.locator("#win-tile")).to_have_value("3m")
    page.click("#pick-win")
    page.locator('#zone-hand .tile-placed[data-tile="1m"]').click()
    expect(page.locator("#win-tile")).to_have_value("1m")
    expect(page.locator("#concealed")).to_have_value("123m")


@pytest.mark.parametrize(("house", "aside", "not_aside"), [
    ("tenhou_sanma", "nuki", "flower"),  # north set aside as nuki-dora
    ("hole19", "flower", "nuki"),  # flowers are the set-aside dora here
])
def test_a_three_player_tile_set(page: Page, house: str, aside: str, not_aside: str) -> None:
    open_hand(page, house)
    keys = page.locator("#tile-keyboard .tile-key")
    for gone in ("2m", "5m", "8m", "0m"):
        expect(page.locator(f'#tile-keyboard [data-key="{gone}"]')).to_have_count(0)
    for kept in ("1m", "9m", "1p", "0p", "4z"):
        expect(page.locator(f'#tile-keyboard [data-key="{kept}"]')).to_have_count(1)
    expect(page.locator(f'#tile-keyboard [data-key="{aside}"]')).to_have_count(1)
    expect(page.locator(f'#tile-keyboard [data-key="{not_aside}"]')).to_have_count(0)
    expect(page.locator("label:has(#tile-meld-kind-chi)")).to_be_hidden()  # no chi
    del keys
    tap(page, aside, aside)
    field = "#nukidora" if aside == "nuki" else "#flowers"
    expect(page.locator(field)).to_have_value("2")
    page.locator("#zone-aside .tile-placed").first.click()
    expect(page.locator(field)).to_have_value("1")


def test_flags_follow_the_house(page: Page) -> None:
    open_hand(page, "daisuki_sanma")
    for flag in ("kanburi", "maneman", "discarder_riichi", "chankan_ankan", "renhou"):
        expect(page.locator(f"#flag-{flag}")).to_be_visible()
    expect(page.locator("#flag-first_draw")).to_be_hidden()
    choose_house(page, "hole19")
    expect(page.locator("#flag-first_draw")).to_be_visible()  # 十三不塔
    expect(page.locator("#flag-kanburi")).to_be_hidden()


# ---- the payment as it is said, on 計算 (/win) -------------------------------------------

# (house, winner, discarder, han, fu, honba) → what the screen says.
CALLS: dict[str, list[tuple[Any, ...]]] = {
    # Four players: 30 fu 3 han is 3900 / 1000・2000 / 2000オール; a honba 300 or 100 each.
    "tenhou_yonma": [
        ("1", "2", "3", "30", "0", "3900"),
        ("1", "2", "3", "30", "1", "3900は4200"),
        ("1", "tsumo", "3", "30", "0", "1000・2000"),
        ("1", "tsumo", "3", "30", "1", "1000・2000は1100・2100"),
        ("0", "tsumo", "3", "30", "0", "2000オール"),
        ("0", "tsumo", "3", "30", "1", "2000オールは2100オール"),
        ("1", "tsumo", "5", None, "0", "満貫2000・4000"),  # 5 han: no fu to choose
    ],
    # ツモ損: the same shares, two payers; a honba is 200 on a ron, 100 from each payer.
    "tenhou_sanma": [
        ("1", "2", "3", "30", "1", "3900は4100"),
        ("1", "tsumo", "3", "30", "1", "1000・2000は1100・2100"),
        ("0", "tsumo", "3", "30", "0", "2000オール"),
    ],
    # North share split: North's 1000 (2000 from a dealer) halved onto both payers; a honba
    # is 1000, 500 from each payer on a tsumo.
    "ekiden2017": [
        ("1", "tsumo", "3", "30", "0", "1500・2500"),
        ("1", "tsumo", "3", "30", "1", "1500・2500は2000・3000"),
        ("0", "tsumo", "3", "30", "1", "3000オールは3500オール"),
    ],
    # 丸取り: the ron's 3900 paid 1:2 by non-dealer and dealer; a dealer's 5800 halved.
    "coco": [
        ("1", "tsumo", "3", "30", "0", "1300・2600"),
        ("0", "tsumo", "3", "30", "1", "2900オールは3000オール"),
    ],
    # +1000 per payer, every payment rounded up to 1000: 1000+1000 / 2000+1000; ron 3900 →
    # 4000; a honba is 1000 (from each payer on a tsumo).
    "daisuki_sanma": [
        ("1", "0", "3", "30", "1", "4000は5000"),
        ("1", "tsumo", "3", "30", "0", "2000・3000"),
        ("0", "tsumo", "3", "30", "1", "3000オールは4000オール"),
    ],
}


def house_players(house: str) -> range:
    return range(4 if house.endswith("yonma") else 3)


@pytest.mark.parametrize("house", CALLS)
def test_the_payment_is_said_as_at_the_table(page: Page, house: str) -> None:
    page.goto("/")
    expect(page.locator("#house option")).not_to_have_count(0)
    page.select_option("#house", house)  # 計算 needs only the house list, no rules
    expect(page.locator("#winner option")).to_have_count(len(house_players(house)))
    for winner, discarder, han, fu, honba, said in CALLS[house]:
        page.select_option("#winner", winner)
        page.select_option("#discarder", discarder)
        page.select_option("#han", han)
        if fu:
            page.select_option("#fu", fu)
        page.fill("#honba", honba)
        page.click("#compute")
        # Each case says something else than the one before, so this waits for its answer.
        expect(page.locator("#result .call")).to_have_text(said)


def test_the_payment_is_said_in_english(page: Page) -> None:
    page.goto("/")
    expect(page.locator("#house option")).not_to_have_count(0)
    page.select_option("#house", "tenhou_yonma")
    page.evaluate("document.documentElement.lang = 'en'")  # what the language switch sets
    page.select_option("#winner", "1")
    page.select_option("#discarder", "tsumo")
    page.select_option("#han", "3")
    page.select_option("#fu", "30")
    page.fill("#honba", "1")
    page.click("#compute")
    expect(page.locator("#result .call")).to_have_text("1000/2000 (1100/2100 with honba)")
    page.select_option("#winner", "0")
    page.click("#compute")
    expect(page.locator("#result .call")).to_have_text("2000 all (2100 all with honba)")
    page.select_option("#discarder", "2")
    page.fill("#honba", "0")
    page.click("#compute")
    expect(page.locator("#result .call")).to_have_text("5800")


def test_the_chart_says_its_cells_in_english(page: Page) -> None:
    page.goto("/rules/ekiden2017/chart")
    page.evaluate("document.documentElement.lang = 'en'")
    page.get_by_role("radio", name="ツモ").check()
    # North share split: 30 fu 3 han, North's 1000 halved onto both payers.
    expect(page.locator('#chart td[data-han="3"][data-fu="30"]')).to_have_text("1500/2500")


def test_each_house_page_shows_its_printable_qr_code(page: Page) -> None:
    page.goto("/rules/hole19")
    qr = page.locator("#house-qr img")
    expect(qr).to_be_visible()
    page.wait_for_function("document.querySelector('#house-qr img').naturalWidth > 0")  # loaded
    page.emulate_media(media="print")
    expect(qr).to_be_visible()
    expect(page.locator("nav.tabs")).to_be_hidden()
    expect(page.locator("#rule-filter")).to_be_hidden()


def test_a_chi_is_built_from_three_taps_in_a_run(page: Page) -> None:
    open_hand(page, "tenhou_yonma")
    choose(page, "tile-target", "melds")
    choose(page, "tile-meld-kind", "chi")
    tap(page, "3p", "0p")
    expect(page.locator("#zone-melds .tile-meld.pending svg")).to_have_count(2)
    tap(page, "4p")
    rows = page.locator("#melds .meld-row")
    expect(rows).to_have_count(1)
    expect(rows.nth(0).locator("select")).to_have_value("chi")
    expect(rows.nth(0).locator("input")).to_have_value("340p")  # the red five kept as 0
    # Not a run: nothing is added and the player is told why.
    tap(page, "1s", "5s")
    expect(page.locator(".tile-status")).to_have_text("チーは同じ色の連続した3枚です")
    expect(rows).to_have_count(1)
