"""`service.score` remembers values and payments it has worked out: repeats must not leak."""

from __future__ import annotations

import copy

from scoring import service


def body(**extra: object) -> dict[str, object]:
    return {"concealed": "234m456p678s22s", "melds": [{"kind": "pon", "tiles": "777p"}],
            "win_tile": "2s", "winner": 1, "discarder": 0, "round_wind": "E", **extra}


def test_a_changed_response_does_not_change_the_next_one() -> None:
    first = service.score("tenhou_yonma", body())
    expected = copy.deepcopy(first)
    first["deltas"][0] = 99
    first["payments"][0]["points"] = 99
    first["yaku"].clear()
    first["fu_details"].clear()
    first["value"]["han"] = 99
    assert service.score("tenhou_yonma", body()) == expected


def test_honba_and_sticks_are_part_of_what_is_remembered() -> None:
    plain = service.score("tenhou_yonma", body())
    with_sticks = service.score("tenhou_yonma", body(honba=2, kyotaku=1))
    assert with_sticks["deltas"] == [-1600, 2600, 0, 0]  # 1000 + 2 x 300, and 1000 from the table
    assert with_sticks["kyotaku_delta"] == -1000
    assert service.score("tenhou_yonma", body()) == plain


def test_ron_and_tsumo_of_one_hand() -> None:
    ron = service.score("tenhou_yonma", body())
    tsumo = service.score("tenhou_yonma", body(discarder=None))
    assert ron["deltas"] == [-1000, 1000, 0, 0]
    assert sum(tsumo["deltas"]) == 0 and tsumo["deltas"][1] > 0
    assert service.score("tenhou_yonma", body()) == ron


def _containers(value: object) -> list[object]:
    """Every dict and list inside a response, itself included."""
    if isinstance(value, dict):
        return [value, *(c for v in value.values() for c in _containers(v))]
    if isinstance(value, list):
        return [value, *(c for v in value for c in _containers(v))]
    return []


def closed_riichi() -> dict[str, object]:
    return {"concealed": "234m456p678s777p22s", "win_tile": "2s", "winner": 1, "discarder": 0,
            "riichi": True, "honba": 1, "kyotaku": 1}


def test_no_two_responses_share_a_mutable_part() -> None:
    # Yaku with names, fu details, payments with sticks and a limit: every part is filled.
    request = closed_riichi()
    first = service.score("tenhou_yonma", request)
    second = service.score("tenhou_yonma", request)
    assert first == second
    assert first["yaku"] and first["fu_details"] and first["payments"]
    shared = {id(c) for c in _containers(first)} & {id(c) for c in _containers(second)}
    assert not shared


def test_changing_every_part_of_a_response_changes_nothing_after() -> None:
    request = closed_riichi()
    first = service.score("tenhou_yonma", request)
    expected = copy.deepcopy(first)
    for c in _containers(first):
        if isinstance(c, dict):
            for key in list(c):
                c[key] = "changed"
        else:
            c.append("changed")
    assert service.score("tenhou_yonma", request) == expected


def test_the_evaluation_part_keeps_the_layout_of_evaluation_to_dict() -> None:
    # `score` builds its response directly rather than through `Evaluation.to_dict`.
    from scoring.hand.evaluate import evaluate_request

    for request in (body(), closed_riichi(), body(discarder=None)):
        out = service.score("tenhou_yonma", request)
        expected = evaluate_request(service.ruleset("tenhou_yonma"), request).to_dict()
        evaluation_part = {key: out[key] for key in expected}
        for item in evaluation_part["yaku"]:
            assert set(item.pop("name")) == {"ja", "en"}
        assert list(out)[: len(expected)] == list(expected)
        assert evaluation_part == expected
