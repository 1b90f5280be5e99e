"""Penalties: who pays whom, what happens to riichi sticks, honba and the deal.

Every expected value is worked out by hand from the house's document.
"""

from __future__ import annotations

import pytest

from scoring.api import call
from scoring.errors import ScoringError


def penalty(house: str, **request: object) -> dict:
    return call("penalty", house, request)


@pytest.mark.parametrize(
    ("offender", "deltas"),
    [
        # The chart's haneman tsumo (catalog penalty.chombo): 6000/3000 + 1000 each.
        (1, [7000, -11000, 4000]),
        (0, [-14000, 7000, 7000]),
    ],
)
def test_daisuki_sanma_chombo_is_the_charts_haneman_tsumo(offender: int, deltas: list[int]) -> None:
    assert penalty("daisuki_sanma", kind="chombo", offender=offender)["deltas"] == deltas


def test_nouspo_chombo_pays_3000_to_each_and_returns_the_deposits() -> None:
    result = penalty("nouspo", kind="chombo", offender=3, riichi=[1], kyotaku=2, honba=1)
    # 3000 to each of the other three; seat 1's riichi stick of this hand goes back.
    assert result["deltas"] == [3000, 4000, 3000, -9000]
    assert result["kyotaku_delta"] == -1000
    assert (result["hand"], result["dealer_keeps"], result["next_honba"]) == ("replay", True, 1)
    assert result["ends_game"] is False


def test_nouspo_dealer_chombo_in_south_4_ends_the_game() -> None:
    result = penalty("nouspo", kind="chombo", offender=0, all_last=True)
    assert result["deltas"] == [-9000, 3000, 3000, 3000]
    assert result["ends_game"] is True


def test_ekiden_chombo_comes_off_the_final_total() -> None:
    # 30000点供託: 誰にも加算せず、トータルポイントから引く.
    result = penalty("ekiden2017", kind="chombo", offender=1)
    assert result["deltas"] == [0, 0, 0]
    assert result["kyotaku_delta"] == 0
    assert result["final_adjustment"] == [0, -30000, 0]


@pytest.mark.parametrize(
    ("offender", "all_last", "deltas", "keeps"),
    [
        (2, False, [4000, 2000, -8000, 2000], True),  # 満貫払い; a non-dealer's keeps the deal
        (0, False, [-12000, 4000, 4000, 4000], False),  # 親チョンボは親流れ
        (0, True, [-12000, 4000, 4000, 4000], True),  # オーラスに限り親流れせず続行
    ],
)
def test_daisuki_yonma_chombo_is_a_mangan_payment(
    offender: int, all_last: bool, deltas: list[int], keeps: bool
) -> None:
    result = penalty(
        "daisuki_yonma", kind="chombo", offender=offender, honba=3, all_last=all_last,
        riichi=[3], kyotaku=1,
    )
    assert result["deltas"] == [d + (1000 if s == 3 else 0) for s, d in enumerate(deltas)]
    assert result["kyotaku_delta"] == -1000  # リーチ棒が出ている場合は戻す
    assert (result["hand"], result["dealer_keeps"]) == ("end", keeps)
    assert result["next_honba"] == 3  # 積み棒は加算しない


def test_false_call_puts_1000_on_the_table_and_play_goes_on() -> None:
    result = penalty("hole19", kind="false_call", offender=1, honba=1, kyotaku=1)
    assert result["deltas"] == [0, -1000, 0]
    assert result["kyotaku_delta"] == 1000
    assert (result["hand"], result["dead_hand"]) == ("continue", False)
    assert result["next_honba"] == 1


def test_wrong_meld_after_the_discard_costs_1000_and_the_hand() -> None:
    result = penalty("hole19", kind="wrong_meld", offender=2)
    assert result["deltas"] == [0, 0, -1000]
    assert result["dead_hand"] is True


def test_a_dead_hand_moves_no_points() -> None:
    result = penalty("nouspo", kind="dead_hand", offender=2)
    assert result["deltas"] == [0, 0, 0, 0]
    assert (result["hand"], result["dead_hand"]) == ("continue", True)


@pytest.mark.parametrize(
    ("house", "request_body", "code"),
    [
        ("tenhou_yonma", {"kind": "chombo", "offender": 0}, "unknown_penalty_kind"),
        ("nouspo", {"kind": "chombo", "offender": 4}, "seat_out_of_range"),
        ("nouspo", {"kind": "chombo", "offender": 1, "riichi": [2]}, "riichi_exceeds_kyotaku"),
        (
            "nouspo",
            {"kind": "chombo", "offender": 1, "riichi": [2, 2], "kyotaku": 2},
            "duplicate_seat",
        ),
        ("nouspo", {"kind": "chombo", "offender": 1, "honba": -1}, "negative_honba"),
    ],
)
def test_impossible_penalties_are_refused(house: str, request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("penalty", house, request_body)
    assert err.value.code == code


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ({"offender": 1}, "missing_field"),
        ({"kind": "chombo"}, "missing_field"),
        ({"kind": 1, "offender": 1}, "wrong_type"),
        ({"kind": "chombo", "offender": 1, "who": 2}, "unknown_field"),
    ],
)
def test_malformed_penalties_are_400s(request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("penalty", "nouspo", request_body)
    assert (err.value.code, err.value.kind.value) == (code, "malformed")
