"""The game-flow endpoints over HTTP: shapes, status codes and error bodies (docs/api.md)."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

BASE = "/api/v1/houses"


def test_draw_endpoint(client: FlaskClient) -> None:
    response = client.post(f"{BASE}/tenhou_yonma/draw", json={"tenpai": [0], "honba": 1,
                                                              "kyotaku": 2, "nagashi": []})
    assert response.status_code == 200
    body = response.get_json()
    assert body["deltas"] == [3000, -1000, -1000, -1000]
    assert body["kyotaku_delta"] == 0
    assert (body["dealer_keeps"], body["next_honba"]) == (True, 2)
    assert {"from": 1, "to": 0, "points": 1000, "kind": "noten"} in body["payments"]


def test_penalty_endpoint(client: FlaskClient) -> None:
    response = client.post(f"{BASE}/hole19/penalty", json={"kind": "chombo", "offender": 0,
                                                           "honba": 1, "kyotaku": 0})
    assert response.status_code == 200
    body = response.get_json()
    assert body["deltas"] == [-12000, 6000, 6000]
    assert body["final_adjustment"] == [0, 0, 0]
    assert (body["hand"], body["dealer_keeps"]) == ("replay", True)


def test_settle_endpoint(client: FlaskClient) -> None:
    response = client.post(f"{BASE}/daisuki_sanma/settle",
                           json={"scores": [52000, 38000, 15000], "kyotaku": 0})
    assert response.status_code == 200
    body = response.get_json()
    assert body["ranks"] == [1, 2, 3]
    # test_settle: 192.5, -55, -137.5 (the printed formulas), less the 20 fee each
    assert body["points"] == [172.5, -75, -157.5]
    assert set(body["breakdown"][0]) >= {"raw", "oka", "uma", "chips", "tobi", "other"}
    assert body["zero_sum"] is False and body["off_table"] == 60  # ゲーム代
    assert isinstance(body["unit"], str)


def test_replay_endpoint(client: FlaskClient) -> None:
    events = [
        {"type": "draw", "riichi": [], "tenpai": [0], "nagashi": []},
        {"type": "win", "riichi": [1],
         "wins": [{"winner": 1, "discarder": 0, "han": 3, "fu": 30}]},
        {"type": "penalty", "kind": "chombo", "offender": 2},
    ]
    response = client.post(f"{BASE}/nouspo/games/replay", json={"events": events})
    assert response.status_code == 200
    states = response.get_json()["states"]
    assert [s["round"] for s in states] == ["E1", "E2", "E2"]
    # E1: 33000 / 29000 ×3. E1 1 honba: player 1 rons the dealer 3900 + 300 (+ own stick).
    assert states[1]["scores"] == [28800, 33200, 29000, 29000]
    # The chombo by player 2: 3000 to each of the others, the hand (E2) replayed.
    assert states[2]["scores"] == [31800, 36200, 20000, 32000]
    assert all(set(s) >= {"scores", "round", "honba", "kyotaku", "dealer", "finished"}
               for s in states)


def test_check_endpoint(client: FlaskClient) -> None:
    response = client.post(f"{BASE}/coco/check", json={"action": "call", "call": "chi",
                                                       "tile": "3p", "last_tile": False})
    assert response.status_code == 200
    assert response.get_json() == {"allowed": False, "code": "no_chi",
                                   "consequence": "false_call"}


@pytest.mark.parametrize(
    ("path", "body", "status", "code", "field"),
    [
        ("tenhou_yonma/draw", {"tenpai": [0], "sticks": 1}, 400, "unknown_field", "sticks"),
        ("tenhou_yonma/draw", {"tenpai": [7]}, 422, "seat_out_of_range", "tenpai[0]"),
        ("nouspo/penalty", {"kind": "yakitori", "offender": 1}, 422, "unknown_penalty_kind",
         "kind"),
        ("hole19/settle", {"scores": [1, 2]}, 422, "wrong_length", "scores"),
        ("tenhou_yonma/games/replay", {"events": [{"type": "x"}]}, 400, "unknown_event_type",
         "events[0].type"),
        ("tenhou_yonma/check", {"action": "fly"}, 400, "unknown_action", "action"),
        ("tenhou_yonma/check", [1], 400, "not_an_object", None),
    ],
)
def test_flow_errors(
    client: FlaskClient, path: str, body: object, status: int, code: str, field: str | None
) -> None:
    response = client.post(f"{BASE}/{path}", json=body)
    assert response.status_code == status
    error = response.get_json()["error"]
    assert (error["code"], error["field"]) == (code, field)
    assert error["message"]


@pytest.mark.parametrize("op", ["draw", "penalty", "settle", "games/replay", "check"])
def test_unknown_house_is_404_even_with_a_bad_body(client: FlaskClient, op: str) -> None:
    response = client.post(f"{BASE}/nowhere/{op}", data="not json")
    assert response.status_code == 404
    assert response.get_json()["error"]["code"] == "unknown_house"


def test_malformed_json_is_400(client: FlaskClient) -> None:
    response = client.post(
        f"{BASE}/tenhou_yonma/draw", data="{tenpai: [", content_type="application/json"
    )
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "malformed_json"


def test_openapi_documents_the_flow_endpoints(client: FlaskClient) -> None:
    paths = client.get("/api/v1/openapi.json").get_json()["paths"]
    for op in ("draw", "penalty", "settle", "games/replay", "check"):
        assert f"/api/v1/houses/{{id}}/{op}" in paths
