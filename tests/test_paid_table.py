"""The payments table /win and /score share (`scoring.payment.kept`) against `pay_win` itself:
a payment served from the table, or paid anew, is the one pay_win makes for that request."""

from __future__ import annotations

import copy
from typing import Any
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api import call, ruleset
from scoring.api.read.value import read_value
from scoring.errors import ScoringError
from scoring.game.play import win as win_event
from scoring.payment import kept
from scoring.payment.call import call_of
from scoring.payment.liability import UNKNOWN
from scoring.payment.pay import Claim, pay_win
from scoring.rules.loader import house_ids
from tests.test_zero_sum_flow import games


def by_pay_win(house: str, request: dict[str, Any]) -> dict[str, Any] | str:
    """The /win answer worked out straight from pay_win (no table), or the refusal's code."""
    rules = ruleset(house)
    discarder, pao = request.get("discarder"), request.get("pao")
    try:
        value = read_value(request, rules, tsumo=discarder is None)
        paid_win = pay_win(rules, [Claim(request["winner"], value, discarder, pao, UNKNOWN)],
                           request.get("honba", 0), request.get("kyotaku", 0))
    except ScoringError as exc:
        return exc.code
    valued = paid_win.valued[0]
    return {
        **paid_win.payment.to_dict(),
        "value": {"han": valued.han, "fu": valued.fu, "yakuman": valued.yakuman,
                  "limit": valued.limit.value if valued.limit else None,
                  "base_points": valued.base},
        "call": call_of(paid_win.payment, valued, request["winner"], discarder, pao).to_dict(),
    }


def by_win(house: str, request: dict[str, Any]) -> dict[str, Any] | str:
    try:
        return call("win", house, copy.deepcopy(request))
    except ScoringError as exc:
        return exc.code


@st.composite
def win_requests(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    house = draw(st.sampled_from(house_ids()))
    seats = st.integers(0, ruleset(house).players - 1)
    request: dict[str, Any] = {"winner": draw(seats), "discarder": draw(st.none() | seats)}
    if draw(st.booleans()):
        request["yakuman"] = draw(st.integers(1, 3))
    else:
        request["han"] = draw(st.integers(1, 14))
        request["fu"] = draw(st.sampled_from([20, 25, 30, 40, 50, 70, 110]))
    for key, top in (("honba", 5), ("kyotaku", 4)):
        if draw(st.booleans()):
            request[key] = draw(st.integers(0, top))
    if draw(st.integers(0, 4)) == 0:
        request["pao"] = draw(seats)
    return house, request


@settings(max_examples=300, deadline=None)
@given(win_requests())
def test_win_pays_what_pay_win_pays_from_the_table_or_anew(
    case: tuple[str, dict[str, Any]],
) -> None:
    house, request = case
    expected = by_pay_win(house, request)
    kept._PAID.clear()
    assert by_win(house, request) == expected  # paid anew
    assert by_win(house, request) == expected  # from the table


def test_score_and_win_share_the_table_and_both_answer_alike() -> None:
    kept._PAID.clear()
    hand = {"concealed": "234m456p678s777p22s", "win_tile": "2s", "winner": 1, "discarder": 0,
            "riichi": True, "honba": 1, "kyotaku": 1}
    scored = call("score", "tenhou_yonma", hand)
    value = {"han": scored["han"], "fu": scored["fu"], "winner": 1, "discarder": 0,
             "honba": 1, "kyotaku": 1}
    assert len(kept._PAID) == 1
    won = call("win", "tenhou_yonma", value)
    assert len(kept._PAID) == 1  # the same payment, looked up
    assert won == {key: scored[key] for key in won}
    assert won == by_pay_win("tenhou_yonma", value)


def test_a_refused_liability_is_refused_even_when_the_payment_is_kept() -> None:
    kept._PAID.clear()
    plain = {"han": 3, "fu": 30, "winner": 1, "discarder": 0}
    call("win", "tenhou_yonma", plain)
    with_pao = {**plain, "pao": 2}
    expected = by_pay_win("tenhou_yonma", with_pao)
    assert expected == by_win("tenhou_yonma", with_pao) == by_win("tenhou_yonma", with_pao)
    assert isinstance(expected, str)  # a 3-han hand makes nobody liable


def _cut(house: str, sheet: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The sheet up to the first event the game refuses (it ended, a riichi without the
    points...), so that the whole rest is played."""
    while sheet:
        refusal = _replay_or_refusal(house, sheet)
        if not isinstance(refusal, tuple) or not str(refusal[1]).startswith("events["):
            break
        sheet = sheet[: int(str(refusal[1]).split("[")[1].split("]")[0])]
    return sheet


def _replay_or_refusal(house: str, sheet: list[dict[str, Any]]) -> object:
    try:
        return call("replay", house, {"events": copy.deepcopy(sheet)})
    except ScoringError as exc:
        return exc.code, exc.field


@settings(max_examples=150, deadline=None)
@given(games())
def test_a_replay_pays_single_wins_as_pay_win_pays_them(
    case: tuple[str, list[dict[str, Any]]],
) -> None:
    # Every state of the game, with the kept payments, equals the same game with each single
    # win paid by pay_win itself.
    house, sheet = case
    sheet = _cut(house, sheet)
    kept._PAID.clear()
    warm = _replay_or_refusal(house, sheet)  # fills the table, then reads it
    again = _replay_or_refusal(house, sheet)

    def anew(rules: Any, claim: Claim, honba: int, kyotaku: int) -> tuple[Any, ...]:
        # What replay reads of a kept payment (limit, deltas, kyotaku delta, call), from
        # pay_win itself.
        paid_win = pay_win(rules, [claim], honba, kyotaku)
        payment, valued = paid_win.payment, paid_win.valued[0]
        call_ = call_of(payment, valued, claim.winner, claim.discarder, claim.pao)
        limit = valued.limit.value if valued.limit else None
        return (rules, limit, tuple(payment.deltas), payment.kyotaku_delta, *[None] * 5, call_)

    with patch.object(win_event, "pay_claim", anew):
        fresh = _replay_or_refusal(house, sheet)
    assert warm == again == fresh
