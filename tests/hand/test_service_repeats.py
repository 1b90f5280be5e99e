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
