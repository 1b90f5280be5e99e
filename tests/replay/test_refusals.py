"""Replaying score sheets: impossible games (422) and malformed sheets (400) are refused,
naming the code and the field."""

from __future__ import annotations

import pytest

from scoring.api import call
from scoring.errors import ScoringError
from tests.replay.sheet import (
    draw,
    ron,
    win,
)


@pytest.mark.parametrize(
    ("house", "events", "code"),
    [
        # Three chombo leave player 2 at 0: under 1000 no riichi (1000点未満はリーチ不可).
        (
            "hole19",
            [{"type": "penalty", "kind": "chombo", "offender": 2}] * 3
            + [win(ron(1, 0, han=1, fu=30), riichi=[2])],
            "riichi_not_allowed",
        ),
        (
            "daisuki_yonma",
            [win({"winner": 0, "discarder": None, "yakuman": 1}), draw([])],
            "game_over",
        ),
        (
            "tenhou_yonma",
            [{"type": "penalty", "kind": "chombo", "offender": 1}],
            "unknown_penalty_kind",
        ),
        ("tenhou_yonma", [win(ron(1, 1, han=1, fu=30))], "discarder_is_winner"),
        ("tenhou_yonma", [win(ron(1, 0, han=1, fu=20))], "impossible_han_fu"),
        (
            "nouspo",
            [{"type": "penalty", "kind": "false_call", "offender": 1, "riichi": [1]}],
            "riichi_in_continuing_penalty",
        ),
    ],
)
def test_impossible_games_are_refused(house: str, events: list, code: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("replay", house, {"events": events})
    assert err.value.code == code


@pytest.mark.parametrize(
    ("body", "code", "field"),
    [
        ({"events": [{"type": "tsumo"}]}, "unknown_event_type", "events[0].type"),
        (
            {"events": [{"type": "draw", "tenpai": [0], "winner": 1}]},
            "unknown_field",
            "events[0].winner",
        ),
        (
            {"events": [win({"winner": 1, "discarder": 0, "han": "1", "fu": 30})]},
            "wrong_type",
            "events[0].wins[0].han",
        ),
        ({"events": {}}, "wrong_type", "events"),
        ({"event": []}, "unknown_field", "event"),
    ],
)
def test_malformed_score_sheets_are_400s(body: dict, code: str, field: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("replay", "tenhou_yonma", body)
    assert (err.value.code, err.value.field, err.value.kind.value) == (code, field, "malformed")


@pytest.mark.parametrize(
    ("house", "event", "code", "field"),
    [
        ("tenhou_yonma", draw([], open_riichi=[1]), "open_riichi_not_allowed",
         "events[0].open_riichi"),
        ("tenhou_yonma", win(ron(1, 2, yakuman=1, open_riichi_deal_in=True)),
         "open_riichi_not_allowed", "events[0].wins[0].open_riichi_deal_in"),
        ("coco", draw([], riichi=[1], open_riichi=[1]), "duplicate_seat",
         "events[0].open_riichi[0]"),
        ("coco", win({"winner": 1, "discarder": None, "yakuman": 1,
                      "open_riichi_deal_in": True}),
         "open_riichi_deal_in_needs_ron", "events[0].wins[0].open_riichi_deal_in"),
        ("coco", win(ron(1, 2, hand={"concealed": "99m123p456p789s234s", "win_tile": "3s"},
                         open_riichi_deal_in=True)), "hand_with_value", "events[0].wins[0].hand"),
        ("coco", {"type": "penalty", "kind": "false_call", "offender": 1, "open_riichi": [1]},
         "riichi_in_continuing_penalty", "events[0].open_riichi"),
        ("coco", {"type": "prize", "kind": "four_flowers", "player": 1}, "unknown_prize",
         "events[0].kind"),
        ("daisuki_sanma", {"type": "prize", "kind": "four_flowers", "player": 3},
         "seat_out_of_range", "events[0].player"),
    ],
)
def test_refused_open_riichi_and_prizes(house: str, event: dict, code: str, field: str) -> None:
    with pytest.raises(ScoringError) as err:
        call("replay", house, {"events": [event]})
    assert (err.value.code, err.value.field) == (code, field)
