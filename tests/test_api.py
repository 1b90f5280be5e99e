"""The HTTP contract (docs/api.md): shapes, status codes and error bodies."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from flask.testing import FlaskClient

WIN = "/api/v1/houses/tenhou_yonma/win"


def test_houses_lists_every_house(client: FlaskClient) -> None:
    body = client.get("/api/v1/houses").get_json()
    ids = [h["id"] for h in body["houses"]]
    assert "tenhou_yonma" in ids
    yonma = next(h for h in body["houses"] if h["id"] == "tenhou_yonma")
    assert yonma["players"] == 4
    assert set(yonma["name"]) == {"ja", "en"}
    assert "source" in yonma


def test_win_response_shape(client: FlaskClient) -> None:
    response = client.post(
        WIN, json={"han": 3, "fu": 30, "winner": 1, "discarder": 0, "honba": 1, "kyotaku": 1}
    )
    assert response.status_code == 200
    body = response.get_json()
    assert body["deltas"] == [-4200, 5200, 0, 0]
    assert body["kyotaku_delta"] == -1000
    assert body["value"] == {"han": 3, "fu": 30, "yakuman": 0, "limit": None, "base_points": 960}
    assert {"from": 0, "to": 1, "points": 300, "kind": "honba"} in body["payments"]


@pytest.mark.parametrize(
    ("body", "status", "code", "field"),
    [
        ({"han": 1, "fu": 20, "winner": 1, "discarder": 0}, 422, "impossible_han_fu", "fu"),
        ({"han": 1, "fu": 25, "winner": 1, "discarder": 0}, 422, "impossible_han_fu", "han"),
        ({"han": 3, "fu": 30, "winner": 4, "discarder": 0}, 422, "seat_out_of_range", "winner"),
        (
            {"han": 3, "fu": 30, "winner": 1, "discarder": 1},
            422,
            "discarder_is_winner",
            "discarder",
        ),
        (
            {"han": 3, "fu": 30, "winner": 1, "discarder": 0, "honba": -1},
            422,
            "negative_honba",
            "honba",
        ),
        ({"yakuman": 1, "winner": 1, "discarder": 0, "pao": 1}, 422, "pao_is_winner", "pao"),
        (
            {"han": 3, "fu": 30, "winner": 1, "discarder": 0, "pao": 2},
            422,
            "pao_not_applicable",
            "pao",
        ),
        ({"han": "3", "fu": 30, "winner": 1, "discarder": 0}, 400, "wrong_type", "han"),
        ({"han": True, "fu": 30, "winner": 1, "discarder": 0}, 400, "wrong_type", "han"),
        ({"fu": 30, "winner": 1, "discarder": 0}, 400, "missing_field", "han"),
        ({"han": 3, "fu": 30, "winner": 1}, 400, "missing_field", "discarder"),
        (
            {"han": 3, "fu": 30, "winner": 1, "discarder": 0, "honbaa": 1},
            400,
            "unknown_field",
            "honbaa",
        ),
        ([1, 2], 400, "not_an_object", None),
        (
            {"yakuman": 1, "han": 13, "winner": 1, "discarder": 0},
            422,
            "yakuman_with_han_fu",
            "yakuman",
        ),
    ],
)
def test_bad_requests_get_stable_errors(
    client: FlaskClient, body: object, status: int, code: str, field: str | None
) -> None:
    response = client.post(WIN, json=body)
    assert response.status_code == status
    assert response.get_json() == {
        "error": {"code": code, "message": response.get_json()["error"]["message"], "field": field}
    }
    assert response.get_json()["error"]["message"]


def test_malformed_json_is_400(client: FlaskClient) -> None:
    response = client.post(WIN, data="{han: 3", content_type="application/json")
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "malformed_json"


def test_unknown_house_is_404(client: FlaskClient) -> None:
    for response in (
        client.post(
            "/api/v1/houses/nowhere/win", json={"han": 1, "fu": 30, "winner": 0, "discarder": 1}
        ),
        client.post("/api/v1/houses/nowhere/win", data="not json"),
        client.get("/api/v1/houses/nowhere"),
    ):
        assert response.status_code == 404
        assert response.get_json()["error"]["code"] == "unknown_house"


def test_unknown_route_and_method_are_json(client: FlaskClient) -> None:
    assert client.get("/api/v1/nothing").get_json()["error"]["code"] == "not_found"
    response = client.get(WIN)
    assert response.status_code == 405
    assert response.get_json()["error"]["code"] == "method_not_allowed"


def test_openapi_documents_the_endpoints(client: FlaskClient) -> None:
    spec = client.get("/api/v1/openapi.json").get_json()
    assert spec["openapi"].startswith("3.")
    for path in ("/api/v1/houses", "/api/v1/houses/{id}", "/api/v1/houses/{id}/win"):
        assert path in spec["paths"]


def test_pwa_shell(client: FlaskClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert 'rel="manifest"' in html
    assert 'type="module"' in html and "/static/js/" in html
    manifest = client.get("/manifest.webmanifest").get_json(force=True)
    assert manifest["display"] == "standalone"
    assert {i["sizes"] for i in manifest["icons"]} >= {"192x192", "512x512"}
    sw = client.get("/sw.js")
    assert sw.status_code == 200
    assert sw.mimetype == "text/javascript"
    text = sw.get_data(as_text=True)
    assert "/static/js/" in text and "shell-" in text


def test_chart_for_every_house(client: FlaskClient) -> None:
    for house in client.get("/api/v1/houses").get_json()["houses"]:
        chart = client.get(f"/api/v1/houses/{house['id']}/chart").get_json()
        assert chart["players"] == house["players"]
        cell = next(c for c in chart["cells"] if (c["han"], c["fu"]) == (1, 30))
        assert cell["non_dealer"]["ron"] >= 1000
        # 1 han 20 fu never exists; a 25 fu 1 han cell neither.
        assert (
            next(c for c in chart["cells"] if (c["han"], c["fu"]) == (1, 20))["non_dealer"]["ron"]
            is None
        )
        assert [lim["limit"] for lim in chart["limits"]][:4] == [
            "mangan",
            "haneman",
            "baiman",
            "sanbaiman",
        ]
    assert client.get("/api/v1/houses/nowhere/chart").status_code == 404


def test_chart_matches_the_standard_four_player_chart(client: FlaskClient) -> None:
    chart = client.get("/api/v1/houses/tenhou_yonma/chart").get_json()
    cell = next(c for c in chart["cells"] if (c["han"], c["fu"]) == (3, 30))
    assert cell["non_dealer"] == {
        "limit": None,
        "ron": 3900,
        "tsumo": {"dealer": 2000, "non_dealer": 1000},
    }
    assert cell["dealer"] == {"limit": None, "ron": 5800, "tsumo": {"each": 2000}}


def test_openapi_documents_every_api_route(app: Flask) -> None:
    spec = app.test_client().get("/api/v1/openapi.json").get_json()
    routes = {
        re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule.replace("<house_id>", "{id}"))
        for rule in app.url_map.iter_rules()
        if rule.rule.startswith("/api/")
    }
    assert routes == set(spec["paths"])


def test_score_pao_needs_a_pao_yaku_in_the_hand(client: FlaskClient) -> None:
    daisangen = {
        "concealed": "23455m",
        "melds": [
            {"kind": "pon", "tiles": "555z"},
            {"kind": "pon", "tiles": "666z"},
            {"kind": "pon", "tiles": "777z"},
        ],
        "win_tile": "5m",
        "winner": 1,
        "discarder": None,
        "round_wind": "E",
        "pao": 2,
    }
    response = client.post("/api/v1/houses/tenhou_yonma/score", json=daisangen)
    assert response.status_code == 200
    # Liable seat 2 pays the whole non-dealer yakuman tsumo: 32000.
    assert response.get_json()["deltas"] == [0, 32000, -32000, 0]
    # Suukantsu carries no liability in the reference rules.
    suukantsu = {
        "concealed": "55m",
        "melds": [
            {"kind": "minkan", "tiles": "1111p"},
            {"kind": "minkan", "tiles": "2222s"},
            {"kind": "minkan", "tiles": "3333s"},
            {"kind": "minkan", "tiles": "4444s"},
        ],
        "win_tile": "5m",
        "winner": 1,
        "discarder": 3,
        "round_wind": "E",
        "pao": 2,
    }
    response = client.post("/api/v1/houses/tenhou_yonma/score", json=suukantsu)
    assert response.status_code == 422
    assert response.get_json()["error"]["code"] == "pao_not_applicable"
