"""`/check`: may a player do this here, and what follows if they do it anyway."""

from __future__ import annotations

import pytest

from scoring import service
from scoring.errors import ScoringError


def check(house: str, **request: object) -> tuple[bool, str, str]:
    answer = service.check(house, request)
    return answer["allowed"], answer["code"], answer["consequence"]


@pytest.mark.parametrize(
    ("house", "points", "draws_left", "expected"),
    [
        ("tenhou_yonma", 1000, 1, (True, "ok", "none")),
        ("tenhou_yonma", 900, 1, (False, "not_enough_points", "riichi_void")),
        ("tenhou_yonma", 25000, 0, (False, "no_draw_left", "riichi_void")),
        ("ekiden2017", 25000, 0, (True, "ok", "none")),  # ツモ番なしでのリーチも可能
        ("hole19", 900, 5, (False, "not_enough_points", "riichi_void")),  # 1000点未満は不可
        ("nouspo", 500, 5, (True, "ok_below_stick", "none")),  # under 1000: allowed, may bust
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
        service.check(house, request_body)
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
        service.check("tenhou_yonma", request_body)
    assert (err.value.code, err.value.kind.value) == (code, "malformed")
