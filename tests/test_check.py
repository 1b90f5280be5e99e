"""`/check`: may a player do this here, and what follows if they do it anyway."""

from __future__ import annotations

import pytest

from scoring import api
from scoring.errors import ScoringError


def check(house: str, **request: object) -> tuple[bool, str, str]:
    answer = api.call("check", house, request)
    return answer["allowed"], answer["code"], answer["consequence"]


@pytest.mark.parametrize(
    ("house", "points", "draws_left", "expected"),
    [
        ("tenhou_yonma", 1000, 1, (True, "ok", "none")),
        ("tenhou_yonma", 900, 1, (False, "not_enough_points", "riichi_void")),
        ("tenhou_yonma", 25000, 0, (False, "no_draw_left", "riichi_void")),
        ("ekiden2017", 25000, 0, (True, "ok", "none")),  # ツモ番なしでのリーチも可能
        ("hole19", 900, 5, (False, "not_enough_points", "riichi_void")),  # 1000点未満は不可
        ("nouspo", 500, 5, (True, "ok_below_stick", "tobi_unless_win")),  # busts unless won
        ("ekiden2017", 500, 5, (True, "ok_below_stick", "none")),  # any score, no such bust
    ],
)
def test_riichi(house: str, points: int, draws_left: int, expected: tuple) -> None:
    assert check(house, action="riichi", points=points, draws_left=draws_left) == expected


@pytest.mark.parametrize(
    ("house", "call", "tile", "last_tile", "expected"),
    [
        ("tenhou_yonma", "chi", "3m", False, (True, "ok", "none")),
        ("ekiden2017", "chi", "3p", False, (False, "no_chi", "false_call")),  # チーはできない
        ("ekiden2017", "pon", "4z", False, (False, "north_not_callable", "false_call")),
        ("coco", "pon", "4z", False, (False, "north_not_callable", "false_call")),  # 北のポン不可
        ("coco", "pon", "5z", True, (False, "last_tile", "false_call")),  # ホウテイ牌は鳴けない
        ("daisuki_yonma", "pon", "5z", True, (False, "last_tile", "false_call")),
        ("daisuki_yonma", "minkan", "5z", True, (False, "no_kan_on_last_tile", "false_call")),
        ("daisuki_yonma", "pon", "5z", False, (True, "ok", "none")),
    ],
)
def test_calls(house: str, call: str, tile: str, last_tile: bool, expected: tuple) -> None:
    assert check(house, action="call", call=call, tile=tile, last_tile=last_tile) == expected


@pytest.mark.parametrize(
    ("house", "action", "riichi", "furiten", "expected"),
    [
        ("tenhou_yonma", "ron", False, None, (True, "ok", "none")),
        ("tenhou_yonma", "ron", False, "own_discard", (False, "furiten_own_discard", "dead_hand")),
        ("tenhou_yonma", "tsumo", True, "own_discard", (True, "ok_tsumo_while_furiten", "none")),
        ("hole19", "ron", True, "missed_after_riichi",
         (False, "furiten_missed_after_riichi", "chombo")),
        ("daisuki_sanma", "tsumo", True, "missed_after_riichi",
         (True, "ok_tsumo_while_furiten", "none")),  # 見逃し可, 以降はツモのみ
        ("daisuki_sanma", "ron", False, "missed_same_turn",
         (False, "furiten_missed_same_turn", "chombo")),
        # 脳スポ: フリテンリーチ and a missed win after riichi make the hand dead.
        ("nouspo", "tsumo", True, "own_discard", (False, "furiten_riichi", "dead_hand")),
        ("nouspo", "tsumo", True, "missed_after_riichi",
         (False, "missed_after_riichi", "dead_hand")),
        ("coco", "ron", True, "own_discard", (False, "furiten_riichi", "dead_hand")),
        # CoCo: 誤ロン is 和了放棄の流れチョンボ.
        ("coco", "ron", False, "own_discard", (False, "furiten_own_discard", "chombo_draw")),
    ],
)
def test_wins_while_furiten(
    house: str, action: str, riichi: bool, furiten: str | None, expected: tuple
) -> None:
    assert check(house, action=action, riichi=riichi, furiten=furiten) == expected


@pytest.mark.parametrize(
    ("house", "concealed", "tile", "drawn", "expected"),
    [
        # 111m234m456p789s + 1z tanki; the fourth 1m drawn: the wait (1z) and shape hold.
        ("tenhou_yonma", "111234m456p789s1z1m", "1m", None, (True, "ok", "none")),
        # 1112223m waits 3m/4m/1m... ; a kan of 1m leaves 2223m: the waits change.
        ("tenhou_yonma", "1112223m456p789s1m", "1m", None, (False, "changes_waits", "none")),
        # 1112444m waits 2m/3m before and (2444m) after the kan, but 11+123+444 reads the
        # 1m as no triplet: same waits (脳スポ: allowed), a changed shape (tenhou: not).
        ("nouspo", "1112444m456p789s1m", "1m", None, (True, "ok", "none")),
        ("tenhou_yonma", "1112444m456p789s1m", "1m", None, (False, "changes_shape", "none")),
        # 送りカン: the kan does not use the tile just drawn (CoCo: 送りカンは出来ません).
        ("coco", "1111p23p789s11z56s5s", "1p", "5s", (False, "okurikan", "false_call")),
    ],
)
def test_ankan_after_riichi(
    house: str, concealed: str, tile: str, drawn: str | None, expected: tuple
) -> None:
    request: dict = {"action": "ankan_after_riichi", "concealed": concealed, "tile": tile}
    if drawn:
        request["drawn"] = drawn
    assert check(house, **request) == expected


@pytest.mark.parametrize(
    ("house", "request_body", "expected"),
    [
        ("nouspo", {"yaku": False}, (True, "ok", "none")),  # 形式テンパイあり
        ("nouspo", {"own_four": True}, (False, "own_four", "noten")),  # 待ち牌をすべて使っている
        ("ekiden2017", {"karaten": True}, (True, "ok", "none")),  # 空テンもOK
    ],
)
def test_tenpai_at_the_draw(house: str, request_body: dict, expected: tuple) -> None:
    assert check(house, action="tenpai", **request_body) == expected


def test_riichi_cancel() -> None:
    assert check("coco", action="riichi_cancel") == (True, "ok", "deposit_1000")
    assert check("daisuki_sanma", action="riichi_cancel") == (False, "no_riichi_cancel", "none")


@pytest.mark.parametrize(
    ("house", "request_body", "code"),
    [
        ("tenhou_sanma", {"action": "call", "call": "pon", "tile": "2m"}, "tile_not_in_set"),
        ("tenhou_yonma", {"action": "call", "call": "chi", "tile": "1z"}, "impossible_chi"),
        ("tenhou_yonma", {"action": "riichi", "points": 1000, "draws_left": -1},
         "draws_left_out_of_range"),
        ("tenhou_yonma", {"action": "ron", "furiten": "missed_after_riichi"},
         "inconsistent_furiten"),
        ("tenhou_yonma", {"action": "ankan_after_riichi", "concealed": "123m", "tile": "1m"},
         "wrong_tile_count"),
        ("tenhou_yonma",
         {"action": "ankan_after_riichi", "concealed": "111m234m456p789s1z9p", "tile": "1m"},
         "no_four_tiles"),
        ("tenhou_yonma",
         {"action": "ankan_after_riichi", "concealed": "1111m359p147s1234z", "tile": "1m"},
         "not_tenpai"),
    ],
)
def test_impossible_checks_are_422(house: str, request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        api.call("check", house, request_body)
    assert (err.value.code, err.value.kind.value) == (code, "impossible")


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ({}, "missing_field"),
        ({"action": "pon"}, "unknown_action"),
        ({"action": "call", "call": "kan", "tile": "1m"}, "bad_call"),
        ({"action": "ron", "furiten": "yes"}, "bad_furiten"),
        ({"action": "riichi", "points": 1000, "draws_left": 3, "turn": 2}, "unknown_field"),
        ({"action": "tsumo", "riichi": 1}, "wrong_type"),
    ],
)
def test_malformed_checks_are_400s(request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        api.call("check", "tenhou_yonma", request_body)
    assert (err.value.code, err.value.kind.value) == (code, "malformed")


def discard_after_call(house: str, call: str, called: str, discard: str,
                       meld: str | None = None) -> dict:
    request = {"action": "discard_after_call", "call": call, "called": called, "discard": discard}
    if meld:
        request["meld"] = meld
    return api.call("check", house, request)


@pytest.mark.parametrize(
    ("house", "call", "called", "meld", "discard", "expected"),
    [
        # tenhou: the client refuses the called tile and the suji swap at the run's other end.
        ("tenhou_yonma", "chi", "4m", "456m", "7m", (False, "kuikae_suji", "none")),
        ("tenhou_yonma", "chi", "4m", "234m", "1m", (False, "kuikae_suji", "none")),
        ("tenhou_yonma", "chi", "4m", "456m", "4m", (False, "kuikae_same_tile", "none")),
        ("tenhou_yonma", "chi", "4m", "456m", "1m", (True, "ok", "none")),  # outside, not suji
        ("tenhou_yonma", "chi", "4m", "345m", "1m", (True, "ok", "none")),  # closed wait
        ("tenhou_yonma", "chi", "4m", "345m", "7m", (True, "ok", "none")),
        ("tenhou_yonma", "chi", "7p", "789p", "0p", (True, "ok", "none")),  # 10p does not exist
        ("tenhou_yonma", "chi", "7p", "567p", "4p", (False, "kuikae_suji", "none")),
        ("tenhou_yonma", "chi", "0s", "345s", "5s", (False, "kuikae_same_tile", "none")),  # red
        ("tenhou_yonma", "pon", "5z", None, "5z", (False, "kuikae_same_tile", "none")),
        ("tenhou_sanma", "pon", "1p", None, "1p", (False, "kuikae_same_tile", "none")),
        ("tenhou_sanma", "pon", "1p", None, "9p", (True, "ok", "none")),
        # 19番ホール: 食いの制限無し(但し同牌の捨牌は認めない).
        ("hole19", "pon", "1p", None, "1p", (False, "kuikae_same_tile", "none")),
        ("hole19", "pon", "5s", None, "9s", (True, "ok", "none")),
        # 脳スポ: 食い替えなし; after the discard the hand is dead.
        ("nouspo", "chi", "4m", "456m", "7m", (False, "kuikae_suji", "dead_hand")),
        ("nouspo", "pon", "5z", None, "5z", (False, "kuikae_same_tile", "dead_hand")),
        # 麻雀大好き 四人: ポン・チーの喰い替え, once the next player discards: 流局時チョンボ.
        ("daisuki_yonma", "chi", "4m", "234m", "1m", (False, "kuikae_suji", "chombo_draw")),
        ("daisuki_yonma", "pon", "5z", None, "5z", (False, "kuikae_same_tile", "chombo_draw")),
    ],
)
def test_discard_after_call(
    house: str, call: str, called: str, meld: str | None, discard: str, expected: tuple
) -> None:
    answer = discard_after_call(house, call, called, discard, meld)
    assert (answer["allowed"], answer["code"], answer["consequence"]) == expected


def test_kuikae_cancel_penalty() -> None:
    assert discard_after_call("nouspo", "chi", "4m", "7m", "456m")["cancel"] == "kuikae"
    assert discard_after_call("daisuki_yonma", "pon", "5z", "5z")["cancel"] == "call_cancel"
    assert "cancel" not in discard_after_call("tenhou_yonma", "pon", "5z", "5z")
    assert "cancel" not in discard_after_call("nouspo", "pon", "5z", "1z")


@pytest.mark.parametrize(
    ("house", "kind", "tiles_left", "expected"),
    [
        ("tenhou_yonma", "ankan", 0, (False, "no_kan_on_last_tile", "none")),
        ("tenhou_yonma", "kakan", 1, (True, "ok", "none")),
        ("tenhou_sanma", "minkan", 0, (False, "no_kan_on_last_tile", "none")),
        # 脳スポ: 海底牌の槓なし.
        ("nouspo", "ankan", 0, (False, "no_kan_on_last_tile", "false_call")),
        ("nouspo", "ankan", 1, (True, "ok", "none")),
        # 麻雀大好き: ラス牌および、ひとつ前の牌でのカンは不可.
        ("daisuki_sanma", "kakan", 0, (False, "no_kan_on_last_tile", "false_call")),
        ("daisuki_sanma", "ankan", 1, (False, "no_kan_near_end", "false_call")),
        ("daisuki_sanma", "minkan", 2, (True, "ok", "none")),
        ("daisuki_yonma", "ankan", 1, (False, "no_kan_near_end", "false_call")),
        ("daisuki_yonma", "kakan", 2, (True, "ok", "none")),
        ("daisuki_yonma", "minkan", 30, (True, "ok", "none")),
    ],
)
def test_kan_near_the_end(house: str, kind: str, tiles_left: int, expected: tuple) -> None:
    assert check(house, action="kan", kind=kind, tiles_left=tiles_left) == expected


@pytest.mark.parametrize(
    ("house", "expected"),
    [
        ("coco", (False, "shown_tile_wait", "dead_hand")),  # 指摘を受けた現物牌が待ち
        ("daisuki_sanma", (False, "shown_tile_wait", "dead_hand")),  # 腰・見せ牌でのロンは不可
        ("daisuki_yonma", (False, "shown_tile_wait", "dead_hand")),
        ("tenhou_yonma", (True, "ok", "none")),
        ("hole19", (True, "ok", "none")),  # 見せ牌等は問わない
    ],
)
def test_ron_on_a_pointed_out_shown_tile(house: str, expected: tuple) -> None:
    assert check(house, action="ron", furiten=None, shown_tile_pointed_out=True) == expected
    assert check(house, action="ron", furiten=None, shown_tile_pointed_out=False)[0] is True


@pytest.mark.parametrize(
    ("house", "own_discard_tile", "riichi", "expected"),
    [
        # 麻雀大好き: 国士無双13面待ちは、現物以外の牌ならロン可.
        ("daisuki_sanma", False, False, (True, "ok_kokushi13_furiten", "none")),
        ("daisuki_sanma", True, False, (False, "furiten_own_discard", "chombo")),
        ("daisuki_yonma", False, False, (True, "ok_kokushi13_furiten", "none")),
        ("daisuki_yonma", False, True, (True, "ok_kokushi13_furiten", "none")),  # フリテンリーチ可
        ("daisuki_yonma", True, False, (False, "furiten_own_discard", "chombo")),
        # Elsewhere a 13-sided kokushi is furiten like any hand.
        ("tenhou_yonma", False, False, (False, "furiten_own_discard", "dead_hand")),
        ("nouspo", False, True, (False, "furiten_riichi", "dead_hand")),
    ],
)
def test_kokushi13_furiten_ron(
    house: str, own_discard_tile: bool, riichi: bool, expected: tuple
) -> None:
    assert check(house, action="ron", riichi=riichi, furiten="own_discard", kokushi13=True,
                 own_discard_tile=own_discard_tile) == expected


def test_kokushi13_tsumo_while_furiten_is_still_a_tsumo() -> None:
    assert check("daisuki_yonma", action="tsumo", furiten="own_discard", kokushi13=True) == (
        True, "ok_tsumo_while_furiten", "none")


@pytest.mark.parametrize(
    ("house", "request_body", "code", "kind"),
    [
        ("tenhou_sanma", {"action": "discard_after_call", "call": "chi", "called": "4p",
                          "meld": "456p", "discard": "7p"}, "no_chi", "impossible"),
        ("tenhou_yonma", {"action": "discard_after_call", "call": "chi", "called": "4m",
                          "meld": "468m", "discard": "7m"}, "impossible_chi", "impossible"),
        ("tenhou_yonma", {"action": "discard_after_call", "call": "chi", "called": "4m",
                          "meld": "567m", "discard": "7m"}, "impossible_chi", "impossible"),
        ("tenhou_yonma", {"action": "discard_after_call", "call": "chi", "called": "8m",
                          "meld": "89m1p", "discard": "7m"}, "impossible_chi", "impossible"),
        ("tenhou_yonma", {"action": "discard_after_call", "call": "chi", "called": "4m",
                          "discard": "7m"}, "wrong_type", "malformed"),
        ("tenhou_yonma", {"action": "discard_after_call", "call": "pon", "called": "4m",
                          "meld": "444m", "discard": "7m"}, "unknown_field", "malformed"),
        ("tenhou_yonma", {"action": "discard_after_call", "call": "minkan", "called": "4m",
                          "discard": "7m"}, "bad_call", "malformed"),
        ("tenhou_yonma", {"action": "kan", "kind": "daiminkan", "tiles_left": 3},
         "bad_kan", "malformed"),
        ("tenhou_yonma", {"action": "kan", "kind": "ankan", "tiles_left": -1},
         "tiles_left_out_of_range", "impossible"),
        ("tenhou_yonma", {"action": "kan", "kind": "ankan"}, "missing_field", "malformed"),
        ("tenhou_yonma", {"action": "tsumo", "shown_tile_pointed_out": True},
         "unknown_field", "malformed"),
        ("tenhou_yonma", {"action": "ron", "furiten": None, "own_discard_tile": True},
         "inconsistent_furiten", "impossible"),
    ],
)
def test_bad_new_checks(house: str, request_body: dict, code: str, kind: str) -> None:
    with pytest.raises(ScoringError) as err:
        api.call("check", house, request_body)
    assert (err.value.code, err.value.kind.value) == (code, kind)
