"""`scoring.api.handle`: the one entry the Flask app and the offline worker both call."""

from __future__ import annotations

import json

from flask.testing import FlaskClient

from scoring.api import handle


def test_handle_answers_a_win_with_status_and_dict() -> None:
    body = json.dumps({"han": 3, "fu": 30, "winner": 1, "discarder": 2})
    status, answer = handle("win", "nouspo", body)
    assert status == 200
    assert answer["deltas"] == [0, 3900, -3900, 0]  # a child's 3 han 30 fu ron is 3900


def test_handle_takes_bytes_and_parses_them_once() -> None:
    status, answer = handle("draw", "nouspo", b'{"tenpai": [0]}')
    assert status == 200
    assert answer["deltas"] == [3000, -1000, -1000, -1000]


def test_malformed_json_is_400_with_the_contract_body() -> None:
    status, answer = handle("win", "hole19", "{not json")
    assert status == 400
    assert answer["error"]["code"] == "malformed_json"
    assert set(answer["error"]) == {"code", "message", "field"}


def test_bytes_that_are_not_utf8_are_malformed_json() -> None:
    status, answer = handle("win", "hole19", b"\xff\xfe{")
    assert (status, answer["error"]["code"]) == (400, "malformed_json")


def test_an_unknown_house_is_404_even_when_the_body_is_bad() -> None:
    status, answer = handle("score", "no_such_house", "{not json")
    assert (status, answer["error"]["code"]) == (404, "unknown_house")
    assert handle("house", "no_such_house")[0] == 404


def test_impossible_input_is_422() -> None:
    status, answer = handle("win", "hole19", '{"han": 1, "fu": 20, "winner": 1, "discarder": 2}')
    assert (status, answer["error"]["code"]) == (422, "impossible_han_fu")


def test_get_operations_take_no_body() -> None:
    status, answer = handle("houses", "")
    assert status == 200
    assert "hole19" in [h["id"] for h in answer["houses"]]
    status, answer = handle("house", "coco")
    assert (status, answer["id"]) == (200, "coco")
    status, answer = handle("chart", "coco")
    assert status == 200 and answer


def test_the_web_adapter_returns_what_handle_returns(client: FlaskClient) -> None:
    body = {"concealed": "234m456p678s22z555s", "win_tile": "5s", "winner": 0,
            "discarder": None, "riichi": True}
    response = client.post("/api/v1/houses/nouspo/score", json=body)
    status, answer = handle("score", "nouspo", json.dumps(body))
    assert response.status_code == status == 200
    assert response.get_json() == answer


def test_the_malformed_json_message_does_not_depend_on_the_python_version() -> None:
    # Python versions word JSON errors differently; the phone must answer as the server does.
    for body in ('{"han": 3,}', "{", "[1, 2", ""):
        status, answer = handle("win", "nouspo", body)
        assert (status, answer["error"]["message"]) == (400, "The body is not valid JSON.")
