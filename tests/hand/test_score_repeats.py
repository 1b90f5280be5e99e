"""`/score` remembers values and payments it has worked out: repeats must not leak."""

from __future__ import annotations

import copy

from scoring.api import call, ruleset


def body(**extra: object) -> dict[str, object]:
    return {"concealed": "234m456p678s22s", "melds": [{"kind": "pon", "tiles": "777p"}],
            "win_tile": "2s", "winner": 1, "discarder": 0, "round_wind": "E", **extra}


def test_a_changed_response_does_not_change_the_next_one() -> None:
    first = call("score", "tenhou_yonma", body())
    expected = copy.deepcopy(first)
    first["deltas"][0] = 99
    first["payments"][0]["points"] = 99
    first["yaku"].clear()
    first["fu_details"].clear()
    first["value"]["han"] = 99
    assert call("score", "tenhou_yonma", body()) == expected


def test_honba_and_sticks_are_part_of_what_is_remembered() -> None:
    plain = call("score", "tenhou_yonma", body())
    with_sticks = call("score", "tenhou_yonma", body(honba=2, kyotaku=1))
    assert with_sticks["deltas"] == [-1600, 2600, 0, 0]  # 1000 + 2 x 300, and 1000 from the table
    assert with_sticks["kyotaku_delta"] == -1000
    assert call("score", "tenhou_yonma", body()) == plain


def test_ron_and_tsumo_of_one_hand() -> None:
    ron = call("score", "tenhou_yonma", body())
    tsumo = call("score", "tenhou_yonma", body(discarder=None))
    assert ron["deltas"] == [-1000, 1000, 0, 0]
    assert sum(tsumo["deltas"]) == 0 and tsumo["deltas"][1] > 0
    assert call("score", "tenhou_yonma", body()) == ron


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
    first = call("score", "tenhou_yonma", request)
    second = call("score", "tenhou_yonma", request)
    assert first == second
    assert first["yaku"] and first["fu_details"] and first["payments"]
    shared = {id(c) for c in _containers(first)} & {id(c) for c in _containers(second)}
    assert not shared


def test_changing_every_part_of_a_response_changes_nothing_after() -> None:
    request = closed_riichi()
    first = call("score", "tenhou_yonma", request)
    expected = copy.deepcopy(first)
    for c in _containers(first):
        if isinstance(c, dict):
            for key in list(c):
                c[key] = "changed"
        else:
            c.append("changed")
    assert call("score", "tenhou_yonma", request) == expected


def test_the_evaluation_part_is_the_evaluation() -> None:
    # `score` builds its answer from remembered parts: each must still be this hand's.
    from scoring.api.read.hand import read_hand
    from scoring.hand.evaluate import evaluate

    rules = ruleset("tenhou_yonma")
    for request in (body(), closed_riichi(), body(discarder=None)):
        out = call("score", "tenhou_yonma", request)
        e = evaluate(read_hand(request), rules.tiles, rules.hand, rules.players, rules.limits)
        assert list(out)[:6] == ["yaku", "yakuman", "han", "fu", "fu_details", "dora"]
        assert [(y["id"], y["han"], y["yakuman"], y["limit"]) for y in out["yaku"]] == [
            (y.id, y.han, y.yakuman, y.limit) for y in e.yaku]
        assert all(set(y["name"]) == {"ja", "en"} for y in out["yaku"])
        assert (out["yakuman"], out["han"], out["fu"]) == (e.yakuman, e.han, e.fu)
        assert out["fu_details"] == [{"reason": r, "fu": fu} for r, fu in e.fu_details]
        assert out["dora"] == {"dora": e.dora.dora, "aka": e.dora.aka, "ura": e.dora.ura,
                               "nuki": e.dora.nuki, "flower": e.dora.flower}
