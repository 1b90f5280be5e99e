"""Numbers and lists outside their documented bounds are refused (422), never clamped."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scoring.api import handle
from scoring.api.read import bounds

HAND = {"concealed": "234m345m456p678s55s", "win_tile": "5s", "winner": 1, "discarder": 2,
        "riichi": True}
WIN = {"han": 1, "fu": 30, "winner": 1, "discarder": 2}


def _error(operation: str, body: dict[str, Any], house: str = "nouspo") -> tuple[int, str, Any]:
    status, answer = handle(operation, house, json.dumps(body))
    assert status != 200, answer
    error = answer["error"]
    return status, error["code"], error["field"]


CASES = [
    ("win", {**WIN, "honba": 999999}, "honba_out_of_range", "honba"),
    ("win", {**WIN, "kyotaku": bounds.KYOTAKU.high + 1}, "kyotaku_out_of_range", "kyotaku"),
    ("win", {**WIN, "honba": -1}, "negative_honba", "honba"),
    ("win", {**WIN, "han": 101}, "han_out_of_range", "han"),
    ("win", {**WIN, "fu": 10**9}, "fu_out_of_range", "fu"),
    ("win", {"yakuman": 99, "winner": 1, "discarder": 2}, "yakuman_out_of_range", "yakuman"),
    ("score", {**HAND, "honba": 999999}, "honba_out_of_range", "honba"),
    ("score", {**HAND, "kyotaku": 10**6}, "kyotaku_out_of_range", "kyotaku"),
    ("score", {**HAND, "nukidora": 10**6}, "count_out_of_range", "nukidora"),
    ("score", {**HAND, "flowers": 10**6}, "count_out_of_range", "flowers"),
    ("score", {**HAND, "dora_indicators": "1m" * 100}, "text_too_long", "dora_indicators"),
    ("score", {**HAND, "melds": [{"kind": "pon", "tiles": "111z"}] * 5}, "too_many_items",
     "melds"),
    ("draw", {"tenpai": [0], "honba": 999999}, "honba_out_of_range", "honba"),
    ("draw", {"tenpai": [0, 1, 2, 3, 0]}, "too_many_items", "tenpai"),
    ("draw", {"abortive": "x" * 101}, "text_too_long", "abortive"),
    ("penalty", {"kind": "x" * 101, "offender": 1}, "text_too_long", "kind"),
    ("replay", {"events": [{"type": "penalty", "kind": "x" * 101, "offender": 1}]},
     "text_too_long", "events[0].kind"),
    ("penalty", {"kind": "chombo", "offender": 1, "kyotaku": 999999}, "kyotaku_out_of_range",
     "kyotaku"),
    ("settle", {"scores": [10**7, 0, 0, 0]}, "score_out_of_range", "scores[0]"),
    ("settle", {"scores": [25000] * 4, "chips": [10**6, -(10**6), 0, 0]}, "chips_out_of_range",
     "chips[0]"),
    ("settle", {"scores": [25000] * 4, "kyotaku": 999}, "kyotaku_out_of_range", "kyotaku"),
    ("check", {"action": "riichi", "points": 10**9, "draws_left": 3}, "points_out_of_range",
     "points"),
    ("check", {"action": "riichi", "points": 25000, "draws_left": 10**6},
     "draws_left_out_of_range", "draws_left"),
    ("check", {"action": "kan", "kind": "ankan", "tiles_left": 10**6}, "tiles_left_out_of_range",
     "tiles_left"),
    ("check", {"action": "ankan_after_riichi", "concealed": "1m" * 60, "tile": "1m"},
     "text_too_long", "concealed"),
    ("replay", {"events": [{"type": "win", "wins": [{"winner": 1, "discarder": 2, "han": 1,
                                                     "fu": 30}] * 5}]},
     "too_many_items", "events[0].wins"),
    ("replay", {"events": [{"type": "draw", "tenpai": []}] * (bounds.MAX_EVENTS + 1)},
     "too_many_events", "events"),
    ("replay", {"events": [{"type": "win", "wins": [{"winner": 1, "discarder": 2,
                                                     "hand": {**HAND, "flowers": 99}}]}]},
     "count_out_of_range", "events[0].wins[0].hand.flowers"),
]


@pytest.mark.parametrize(("operation", "body", "code", "field"), CASES)
def test_out_of_bounds_is_refused_with_its_code(
    operation: str, body: dict[str, Any], code: str, field: str
) -> None:
    assert _error(operation, body) == (422, code, field)


def test_the_edge_of_a_bound_is_accepted() -> None:
    # 100 honba on a 1 han 30 fu ron: 1000 for the hand, 300 per honba.
    status, answer = handle("win", "nouspo", json.dumps({**WIN, "honba": bounds.HONBA.high}))
    assert status == 200
    assert answer["deltas"][1] == 1000 + 300 * bounds.HONBA.high


def test_every_documented_bound_is_in_the_contract() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "api.md").read_text("utf-8")
    for name, value in vars(bounds).items():
        if isinstance(value, bounds.Bound):
            assert f"| `{name}` | {value.low} … {value.high} | `{value.code.value}`" in text


@pytest.mark.parametrize("operation", ["win", "score", "draw", "penalty"])
def test_the_openapi_schema_states_the_same_bounds(operation: str) -> None:
    from pathlib import Path

    spec = json.loads((Path(__file__).resolve().parents[1] / "webapp" / "openapi.json")
                      .read_text("utf-8"))
    post = spec["paths"][f"/api/v1/houses/{{id}}/{operation}"]["post"]
    fields = post["requestBody"]["content"]["application/json"]["schema"]["properties"]
    for name, bound in (("honba", bounds.HONBA), ("kyotaku", bounds.KYOTAKU)):
        assert (fields[name]["minimum"], fields[name]["maximum"]) == (bound.low, bound.high)
