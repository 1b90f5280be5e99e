"""`/sessions` with points carried in as a tournament holds them: decimals and exact fractions
(a tournament's totals are exact settlement points), checked against a night worked by hand;
integers answer as before (tests/test_session.py); a string that is no exact number is 400."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoring.api import handle

FOUR = ["A", "B", "C", "D"]
SCORES = [52000, 33000, 20000]  # ekiden2017 settles these 42, -7, -35


def ask(body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    return handle("session", "ekiden2017", json.dumps(body))


def test_fractional_carried_points_order_the_sit_outs_and_the_totals() -> None:
    # By hand: carried A 10/3, B 12.5, C -31/3, D 200 -> standings D, B, A, C, so games 1-4
    # sit out D, B, A, C in turn; each game's players score 42, -7, -35 in their order.
    # A: 10/3 + 42 + 42 + 42 = 388/3; B: 12.5 - 7 + 42 - 7 = 40.5;
    # C: -31/3 - 35 - 7 - 7 = -178/3; D: 200 - 35 - 35 - 35 = 95.
    # Judged again after game 4: A, D, B, C -> A sits out game 5.
    seats = [[0, 1, 2], [0, 2, 3], [1, 2, 3], [0, 1, 3]]
    body = {"participants": FOUR, "carried": ["10/3", 12.5, "-31/3", 200],
            "games": [{"players": p, "result": {"scores": SCORES}} for p in seats]}
    status, answer = ask(body)
    assert status == 200, answer
    assert [g["sat_out"] for g in answer["games"]] == [[3], [1], [0], [2]]
    assert answer["carried"] == [10 / 3, 12.5, -31 / 3, 200]
    assert answer["totals"] == [388 / 3, 40.5, -178 / 3, 95]
    assert answer["standings"] == [0, 3, 1, 2]
    assert answer["next_sit_out"] == [0]
    assert answer["zero_sum"] is True


def test_an_exact_third_is_not_its_decimal() -> None:
    # 1/3 written exactly ties 1/3; its 16-digit decimal is a hair less, so it is behind.
    tied = ask({"participants": FOUR, "carried": ["1/3", "1/3", 0, 0], "games": []})[1]
    close = ask({"participants": FOUR, "carried": [0.3333333333333333, "1/3", 0, 0],
                 "games": []})[1]
    assert tied["standings"] == [0, 1, 2, 3]  # a tie keeps the starting order
    assert close["standings"] == [1, 0, 2, 3]


@pytest.mark.parametrize("bad, status, code", [
    ("12,5", 400, "bad_points"), ("1/0", 400, "bad_points"), ("", 400, "bad_points"),
    ("1e3", 400, "bad_points"), (True, 400, "wrong_type"), (None, 400, "wrong_type"),
    (1_000_000.5, 422, "points_out_of_range"), ("-1000000.5", 422, "points_out_of_range"),
    ("1/0.5", 400, "bad_points"),
])
def test_carried_points_that_are_no_exact_number_are_refused(bad: Any, status: int,
                                                             code: str) -> None:
    got, answer = ask({"participants": FOUR, "carried": [bad, 0, 0, 0], "games": []})
    assert (got, answer["error"]["code"], answer["error"]["field"]) == (status, code,
                                                                         "carried[0]")
