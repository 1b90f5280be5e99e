"""End-of-game settlement, worked out by hand from each house's document.

Seats are counted from the first dealer (起家). `points` must sum to zero unless points
leave the table (fee, a penalty given to nobody, sticks left on the table): then
`zero_sum` is false and `sum(points) + off_table == 0`.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.api import call
from scoring.errors import ScoringError
from scoring.rules.loader import house_ids, load_ruleset
from scoring.rules.settlement import SettlementRules
from scoring.settlement.exact import exact_sum, rule_fraction


def settle(house: str, **request: object) -> dict:
    result = call("settle", house, request)
    assert sum(result["points"]) + result["off_table"] == pytest.approx(0)
    assert result["zero_sum"] is (result["off_table"] == 0)
    return result


# ---- 麻雀駅伝2017: 35000/40000, ウマ15-0-15, ties share the rank points ----------


def test_ekiden_oka_and_uma() -> None:
    result = settle("ekiden2017", scores=[52000, 33000, 20000])
    # raw +12, -7, -20; oka 3 × 5 = 15 to the top; uma +15, 0, -15.
    assert result["points"] == [42, -7, -35]
    assert result["ranks"] == [1, 2, 3]
    assert result["zero_sum"] is True


def test_ekiden_tied_top_shares_the_rank_points() -> None:
    result = settle("ekiden2017", scores=[45000, 45000, 15000])
    # raw +5, +5, -25; the two tops share oka 15 + uma 15 + uma 0 = 30: 15 each.
    assert result["points"] == [20, 20, -40]
    assert result["ranks"] == [1, 1, 3]


def test_ekiden_chombo_leaves_the_table() -> None:
    result = settle("ekiden2017", scores=[52000, 33000, 20000], penalties=[0, -30000, 0])
    assert result["points"] == [42, -37, -35]
    assert result["off_table"] == 30
    assert result["zero_sum"] is False


# ---- 19番ホール: 27000/30000 (TOP賞9000), ウマ+5/-5, tobi prizes -------------------


def test_hole19_top_prize_and_uma() -> None:
    result = settle("hole19", scores=[40000, 25000, 16000])
    # raw +10, -5, -14; top +9 +5; third -5.
    assert result["points"] == [24, -5, -19]


def test_hole19_busted_by_a_win() -> None:
    result = settle("hole19", scores=[55000, 27000, -1000], busted_by=[None, None, 1])
    # raw +25, -3, -31; top +9 +5 = 39. ハコテン -10: +5 to the top, +5 to the buster (seat 1).
    assert result["points"] == [44, 2, -46]
    assert [b["tobi"] for b in result["breakdown"]] == [5, 5, -10]


def test_hole19_busted_by_a_penalty_pays_only_the_top() -> None:
    result = settle("hole19", scores=[55000, 27000, -1000], busted_how=[None, None, "other"])
    # 罰符等によるハコ: -5, TOP者のみ+5.
    assert result["points"] == [44, -3, -41]


def test_hole19_tie_splits_the_uma_with_the_odd_point_to_the_upper_seat() -> None:
    result = settle("hole19", scores=[35000, 23000, 23000])
    # Seats 1 and 2 share 0 + (-5) = -5: -2.5 each cannot be split in whole points, so the
    # seat nearer the first dealer takes the better half: -2 and -3 (raw -7 each).
    assert result["points"] == [19, -9, -10]
    assert result["ranks"] == [1, 2, 2]


def test_hole19_final_hand_sticks_go_back_to_their_owners() -> None:
    # 最終局での残り供託棒は出資者へ戻す (前局分はそのまま): one stick of the last hand goes
    # back to seat 1; the older one stays on the table.
    result = settle("hole19", scores=[40000, 24000, 15000], kyotaku=2, kyotaku_owners=[0, 1, 0])
    assert result["scores"] == [40000, 25000, 15000]
    assert result["left_on_table"] == 1000
    assert result["points"] == [24, -5, -20]
    assert result["off_table"] == 1


# ---- 脳スポ: the score as it stands, no uma, no oka -------------------------------------


def test_nouspo_reports_scores_against_the_start() -> None:
    result = settle("nouspo", scores=[42300, 31000, 26700, 20000])
    assert result["points"] == [12300, 1000, -3300, -10000]


def test_nouspo_ties_go_to_the_seat_nearer_the_first_dealer() -> None:
    result = settle("nouspo", scores=[20000, 40000, 20000, 40000])
    assert result["ranks"] == [3, 1, 4, 2]


def test_leftover_sticks_go_to_the_top() -> None:
    result = settle("nouspo", scores=[42300, 31000, 25700, 20000], kyotaku=1)
    assert result["scores"][0] == 43300
    assert result["points"] == [13300, 1000, -4300, -10000]


# ---- 麻雀大好き 三麻: the printed formula, 2.5P per 1000 -----------------------------


def test_daisuki_sanma_formula() -> None:
    result = settle("daisuki_sanma", scores=[52000, 38000, 15000])
    # The printed formulas (catalog settlement.second_minus, third): 2着 (50000-38000)/400
    # + 25 = 55 paid; 3着 (50000-15000)/400 + 50 = 137.5 paid; the top takes 192.5;
    # ゲーム代 20 from everyone. (Read with the nominal 40000 return: 30, 112.5, 142.5.)
    assert result["points"] == [192.5 - 20, -55 - 20, -137.5 - 20]
    assert result["off_table"] == 60


def test_daisuki_sanma_second_over_40000_and_third_busted() -> None:
    result = settle("daisuki_sanma", scores=[62000, 44000, -1000], busted_by=[None, None, 0])
    # 2着 40000以上: (44000-40000)/400 = 10 received.
    # 3着ドボン, as printed: 1000/400 + 125 + 50 + 25 = 202.5 paid, the 25 飛び賞 to the
    # buster (the top): top 177.5 - 10 + 25 = 192.5.
    assert result["points"] == [192.5 - 20, 10 - 20, -202.5 - 20]


def test_daisuki_sanma_tobi_prize_goes_to_the_buster_not_the_top() -> None:
    result = settle("daisuki_sanma", scores=[60000, 46000, -1000], busted_by=[None, None, 1])
    # 2着 (46000-40000)/400 = 15 and the 25 飛び賞; the third pays 177.5 + 25 = 202.5;
    # the top takes the rest: 177.5 - 15 = 162.5.
    assert result["points"] == [162.5 - 20, 40 - 20, -202.5 - 20]


def test_daisuki_sanma_tied_top_splits_in_5_point_units() -> None:
    result = settle("daisuki_sanma", scores=[45000, 45000, 15000])
    # The third pays (50000-15000)/400 + 50 = 137.5; the two tops share it: 65 each in
    # 5P units, the odd 7.5 to the tied seat nearer the first dealer (seat 0).
    assert result["points"] == [72.5 - 20, 65 - 20, -137.5 - 20]
    assert result["ranks"] == [1, 1, 3]


def test_daisuki_sanma_chips() -> None:
    result = settle("daisuki_sanma", scores=[52000, 38000, 15000], chips=[3, -1, -2])
    assert [b["chips"] for b in result["breakdown"]] == [30, -10, -20]


# ---- 麻雀大好き 四麻: 5P per 1000, 5捨6入, no 箱下 ------------------------------------


def test_daisuki_yonma_formula_with_gosha_rokunyu() -> None:
    result = settle("daisuki_yonma", scores=[45300, 31600, 18400, 4700])
    # Rounded 45000, 32000, 18000, 5000. 2位 (32000-30000)/200+50 = 60;
    # 3位 -60-50 = -110; 4位 -125-100 = -225; the top 275 (= 75 raw + 100 oka + 100 uma).
    assert [b["raw"] + b["oka"] + b["uma"] for b in result["breakdown"]] == [275, 60, -110, -225]
    assert result["points"] == [245, 30, -140, -255]  # ゲーム代 30 each
    assert result["off_table"] == 120


def test_daisuki_yonma_busted_by_a_ron_pays_the_buster() -> None:
    result = settle(
        "daisuki_yonma", scores=[52000, 31000, 18000, -1000], busted_by=[None, None, None, 1]
    )
    # No 箱下: -1000 counts as 0: (0-30000)/200 - 100 = -250, and 50 to the buster.
    # 2位 5 + 50 = 55 (+50 prize); 3位 -60 - 50 = -110; the top 305.
    assert [p + 30 for p in result["points"]] == [305, 105, -110, -300]


def test_daisuki_yonma_busted_by_noten_payments_pays_the_opposite_seat() -> None:
    result = settle(
        "daisuki_yonma", scores=[52000, 31000, -1000, 18000], busted_how=[None, None, "other", None]
    )
    # Seat 2's opposite is seat 0 (the top here): 305 + 50.
    assert [p + 30 for p in result["points"]] == [355, 55, -300, -110]


def test_daisuki_yonma_tied_top_goes_to_the_upper_seat() -> None:
    result = settle("daisuki_yonma", scores=[30000, 30000, 20000, 20000])
    assert result["ranks"] == [1, 2, 3, 4]
    assert [p + 30 for p in result["points"]] == [200, 50, -100, -150]


def test_leftover_sticks_stay_on_the_table_in_daisuki_yonma() -> None:
    # オーラスの親がノーテン: sticks stay on the table; the top still takes the rest.
    result = settle("daisuki_yonma", scores=[45000, 32000, 18000, 4000], kyotaku=1)
    assert result["left_on_table"] == 1000
    # 4位 (4000-30000)/200 - 100 = -230; the top takes 230 + 110 - 60 = 280.
    assert [p + 30 for p in result["points"]] == [280, 60, -110, -230]


# ---- the reference ----------------------------------------------------------------------


def test_tenhou_yonma_reference_settlement() -> None:
    result = settle("tenhou_yonma", scores=[40000, 30000, 20000, 10000])
    # raw against 30000: +10/0/-10/-20; oka 20 to the top; uma +20/+10/-10/-20.
    assert result["points"] == [50, 10, -20, -40]


@pytest.mark.parametrize(
    ("house", "request_body", "code"),
    [
        ("tenhou_yonma", {"scores": [25000, 25000, 50000]}, "wrong_length"),
        ("tenhou_yonma", {"scores": [40000, 30000, 20000, 20000]}, "scores_exceed_total"),
        ("daisuki_yonma", {"scores": [40000, 30000, 20000, 10000], "chips": [1, 0, 0, 0]},
         "chips_not_zero_sum"),
        ("hole19", {"scores": [40000, 25000, 16000], "busted_by": [None, 0, None]}, "not_busted"),
        ("hole19", {"scores": [55000, 27000, -1000], "busted_by": [None, None, 2]}, "bad_buster"),
        ("hole19", {"scores": [40000, 25000, 16000], "kyotaku": -1}, "negative_kyotaku"),
    ],
)
def test_impossible_settlements_are_refused(house: str, request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("settle", house, request_body)
    assert err.value.code == code


@pytest.mark.parametrize(
    ("request_body", "code"),
    [
        ({}, "missing_field"),
        ({"scores": [1, 2, "3", 4]}, "wrong_type"),
        ({"scores": [25000] * 4, "rank": 1}, "unknown_field"),
    ],
)
def test_malformed_settlements_are_400s(request_body: dict, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("settle", "tenhou_yonma", request_body)
    assert (err.value.code, err.value.kind.value) == (code, "malformed")


# ---- prizes earned during a hand (settlement.prizes, replay event "prize") ----------


def test_prize_kinds_are_snake_case_and_never_negative() -> None:
    assert SettlementRules(prizes={"four_flowers": 25}).prizes == {"four_flowers": 25}
    with pytest.raises(ValueError, match="prizes"):
        SettlementRules(prizes={"Four flowers": 25})
    with pytest.raises(ValueError, match="prizes"):
        SettlementRules(prizes={"four_flowers": -25})


def test_daisuki_sanma_four_flowers_prize_enters_the_settlement() -> None:
    # 花牌4枚: 25 from each participant. Player 1 collects them, then wins a yakuman ron
    # (32000) from player 2, and player 2's chombo (7000 to the dealer, now player 1, and
    # 4000 to player 0) busts player 2. 祝儀: player 0 -25; player 1 +50 (flowers) + 100
    # (the yakuman ron prize, paid by the discarder); player 2 -25 - 100.
    assert load_ruleset("daisuki_sanma").settlement.prizes == {"four_flowers": 25}
    events = [
        {"type": "prize", "kind": "four_flowers", "player": 1},
        {"type": "win", "wins": [{"winner": 1, "discarder": 2, "yakuman": 1}]},
        {"type": "penalty", "kind": "chombo", "offender": 2},
    ]
    last = call("replay", "daisuki_sanma", {"events": events})["states"][-1]
    assert last["scores"] == [39000, 74000, -8000]
    settlement = last["settlement"]
    assert [b["prizes"] for b in settlement["breakdown"]] == [-25, 150, -125]
    assert sum(settlement["points"]) + settlement["off_table"] == 0


# ---- the exact arithmetic's shortcuts agree with the plain Fraction arithmetic ----------


@given(st.lists(st.fractions(max_denominator=10**6), max_size=12))
def test_exact_sum_is_the_plain_fraction_sum(values: list[Fraction]) -> None:
    assert exact_sum(values) == sum(values, Fraction(0))


def test_each_rule_decimal_is_converted_as_the_plain_path_does() -> None:
    # `rule_fraction` keeps each rule's decimal converted once; the plain conversion must agree on
    # every settlement decimal of every house (uma, rates, fees, chip values, prizes…).
    seen = 0
    for house in house_ids():
        decimals: list[float] = []
        pending: list[object] = [load_ruleset(house).settlement]
        while pending:
            item = pending.pop()
            if isinstance(item, float):
                decimals.append(item)
            elif isinstance(item, (list, tuple)):
                pending.extend(item)
            elif isinstance(item, dict):
                pending.extend(item.values())
            elif dataclasses.is_dataclass(item):
                pending.extend(getattr(item, f.name) for f in dataclasses.fields(item))
        for value in decimals:
            assert rule_fraction(value) == rule_fraction.__wrapped__(value) == (
                Fraction(value).limit_denominator(10**6)
            )
        seen += len(decimals)
    assert seen > 20
