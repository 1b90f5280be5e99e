"""Bad input gets a 4xx with the contract's error body, never a 500 or a traceback."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.rules.loader import house_ids
from webapp import create_app

APP: Flask = create_app({"TESTING": True})
ENDPOINTS = ["win", "score", "draw", "penalty", "settle", "games/replay", "check"]

# Valid requests to mutate: one field at a time replaced by junk finds the paths that a
# random body would never reach (deep inside a valid shape).
VALID: dict[str, dict[str, Any]] = {
    "win": {"han": 3, "fu": 30, "winner": 1, "discarder": 0, "honba": 1, "kyotaku": 1},
    "score": {
        "concealed": "234p456p678s22s777m",
        "win_tile": "2s",
        "winner": 1,
        "discarder": 0,
        "round_wind": "E",
        "dora_indicators": "1p",
    },
    "draw": {"tenpai": [0], "honba": 0, "kyotaku": 0, "nagashi": []},
    "penalty": {"kind": "chombo", "offender": 1, "honba": 0, "kyotaku": 0},
    "settle": {"scores": [40000, 30000, 35000], "kyotaku": 0},
    "games/replay": {
        "events": [
            {
                "type": "win",
                "riichi": [1],
                "wins": [{"winner": 1, "discarder": 0, "han": 2, "fu": 30}],
            },
            {"type": "draw", "riichi": [], "tenpai": [0], "nagashi": []},
        ]
    },
    "check": {"action": "riichi", "points": 5000, "draws_left": 3},
}

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**12), 10**12)
    | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def post(house: str, endpoint: str, body: Any) -> None:
    response = APP.test_client().post(f"/api/v1/houses/{house}/{endpoint}", json=body)
    assert response.status_code in (200, 400, 404, 422), (endpoint, body, response.status_code)
    data = response.get_json()
    if response.status_code != 200:
        assert set(data["error"]) == {"code", "message", "field"}, data
        assert isinstance(data["error"]["code"], str) and data["error"]["message"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(house_ids()), st.sampled_from(ENDPOINTS), json_values)
def test_random_bodies_never_500(house: str, endpoint: str, body: Any) -> None:
    post(house, endpoint, body)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(house_ids()), st.sampled_from(ENDPOINTS), st.data())
def test_mutated_valid_bodies_never_500(house: str, endpoint: str, data: st.DataObject) -> None:
    body = dict(VALID[endpoint])
    key = data.draw(st.sampled_from(sorted(body)))
    body[key] = data.draw(json_values)
    post(house, endpoint, body)


@pytest.mark.parametrize("endpoint", ENDPOINTS)
@pytest.mark.parametrize(
    "body",
    [
        b'{"concealed": "\\ud800", "win_tile": "1m", "winner": 0, "discarder": null}',
        b'{"han": 3, "fu": 30, "winner": 1, "discarder": 0, "\\uDC00": 1}',
        b'{"events": [{"type": "win", "riichi": [], "wins": ["\\udbff"]}]}',
    ],
)
def test_half_a_surrogate_pair_is_refused_as_malformed(endpoint: str, body: bytes) -> None:
    # JSON's grammar takes the escape, but it is no character: the answer echoing it could
    # not be written (500 before).
    response = APP.test_client().post(f"/api/v1/houses/{house_ids()[0]}/{endpoint}", data=body,
                                      content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "malformed_json"


def test_an_escaped_pair_is_a_character() -> None:
    response = APP.test_client().post(
        "/api/v1/houses/tenhou_yonma/score",
        data=b'{"concealed": "\\ud83c\\udc04", "win_tile": "1m", "winner": 0, "discarder": null}',
        content_type="application/json",
    )
    assert response.status_code == 422
    assert response.get_json()["error"] == {
        "code": "bad_tile_notation", "field": "concealed",
        "message": "'\U0001f004' is not tile notation (e.g. 123m406p11z).",
    }
