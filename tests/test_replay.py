"""Replaying score sheets: rotation, honba, deposits, multiple ron, pao, the end of the game.

Events name players fixed for the game (player 0 is the first dealer). Every expected score
is worked out by hand from the house's document.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from scoring.api import call
from scoring.api import replay as replay_operation
from scoring.errors import ScoringError
from scoring.rules.loader import load_ruleset
from scoring.rules.schema import Ruleset


def replay(house: str, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    states = call("replay", house, {"events": events})["states"]
    for state in states:
        assert sum(state["deltas"]) + state["kyotaku_delta"] == 0
    return states


def ron(winner: int, discarder: int, **value: Any) -> dict[str, Any]:
    return {"winner": winner, "discarder": discarder, **value}


def win(*wins: dict[str, Any], riichi: list[int] | None = None, **extra: Any) -> dict[str, Any]:
    return {"type": "win", "riichi": riichi or [], "wins": list(wins), **extra}


def draw(tenpai: list[int], **extra: Any) -> dict[str, Any]:
    return {"type": "draw", "tenpai": tenpai, **extra}


def small_ko_tsumos(players: int, hands: int) -> list[dict[str, Any]]:
    """Hand k is dealt by player k mod n; the next player wins a 1 han 30 fu tsumo."""
    return [
        win({"winner": (k + 1) % players, "discarder": None, "han": 1, "fu": 30})
        for k in range(hands)
    ]


def test_rotation_honba_and_round_names() -> None:
    states = replay(
        "tenhou_yonma",
        [draw([0]), draw([1]), win(ron(3, 2, han=1, fu=30))],
    )
    assert [(s["round"], s["honba"], s["dealer"]) for s in states] == [
        ("E1", 1, 0),  # the dealer was tenpai: renchan, one honba
        ("E2", 2, 1),  # the dealer was noten: the deal passes, 流れ二本場
        ("E3", 0, 2),  # a non-dealer won: the deal passes, honba cleared
    ]
    # E2 had 2 honba: 1000 + 600 from player 2 to player 3.
    assert states[2]["deltas"] == [0, 0, -1600, 1600]


def test_double_ron_with_sticks_and_honba() -> None:
    states = replay(
        "tenhou_yonma",
        [
            draw([0]),  # +3000 / -1000 each, 1 honba
            win(ron(1, 0, han=3, fu=30), ron(2, 0, han=2, fu=30), riichi=[1, 3]),
        ],
    )
    # Player 1 (nearest the discarder) takes 3900 + 300 honba and both sticks (2000);
    # player 2 takes 2000. Player 3 lost the riichi stick.
    assert states[1]["scores"] == [21800, 29200, 26000, 23000]
    assert states[1]["kyotaku"] == 0
    assert (states[1]["round"], states[1]["honba"]) == ("E2", 0)


@pytest.mark.parametrize(
    ("discarder", "winners", "keeps"),
    [
        (3, [0, 1], True),  # the dealer is the winner nearest the discarder: 連荘
        (1, [2, 0], False),  # the dealer is the other winner: 親流れ
    ],
)
def test_daisuki_yonma_double_ron_keeps_the_deal_only_for_the_upper_dealer(
    discarder: int, winners: list[int], keeps: bool
) -> None:
    states = replay("daisuki_yonma", [win(*(ron(w, discarder, han=1, fu=30) for w in winners))])
    assert (states[0]["dealer"] == 0) is keeps


def test_triple_ron_is_an_abortive_draw_in_daisuki_yonma() -> None:
    states = replay(
        "daisuki_yonma",
        [
            win(
                ron(1, 0, han=1, fu=30),
                ron(2, 0, han=1, fu=30),
                ron(3, 0, han=1, fu=30),
                riichi=[2],
            )
        ],
    )
    # 三家和: no payment, the stick stays on the table, the deal passes with one honba.
    assert states[0]["scores"] == [25000, 25000, 24000, 25000]
    assert (states[0]["round"], states[0]["honba"], states[0]["kyotaku"]) == ("E2", 1, 1)


def test_pao_on_a_ron_with_honba() -> None:
    states = replay(
        "nouspo",
        [draw([0]), win({"winner": 2, "discarder": 3, "yakuman": 1, "pao": 1})],
    )
    # After the draw: 33000 / 29000 ×3, one honba. The non-dealer's yakuman (32000) is split
    # between the liable player and the discarder; the discarder pays the honba (積みは放銃者).
    assert states[1]["scores"] == [33000, 13000, 61300, 12700]


def test_nouspo_dealer_chombo_in_south_4_ends_the_game() -> None:
    events = [*small_ko_tsumos(4, 7), {"type": "penalty", "kind": "chombo", "offender": 3}]
    states = replay("nouspo", events)
    assert states[6]["round"] == "S4"
    last = states[-1]
    assert last["finished"] is True
    assert last["reason"] == "dealer_penalty_all_last"
    # The dealer (player 3) paid 3000 to each other player.
    assert last["deltas"] == [3000, 3000, 3000, -9000]
    assert "settlement" in last


def test_nouspo_non_dealer_chombo_replays_the_hand() -> None:
    states = replay(
        "nouspo", [draw([0]), {"type": "penalty", "kind": "chombo", "offender": 2, "riichi": [1]}]
    )
    # The riichi stick of the hand goes back; the same hand (E1, 1 honba) is dealt again.
    assert states[1]["scores"] == [36000, 32000, 20000, 32000]
    assert (states[1]["round"], states[1]["honba"], states[1]["kyotaku"]) == ("E1", 1, 0)


def test_daisuki_yonma_all_last_dealer_chombo_plays_on() -> None:
    events = [*small_ko_tsumos(4, 7), {"type": "penalty", "kind": "chombo", "offender": 3}]
    states = replay("daisuki_yonma", events)
    last = states[-1]
    assert last["finished"] is False
    assert (last["round"], last["dealer"]) == ("S4", 3)  # オーラスに限り親流れせず続行


def test_daisuki_sanma_dealer_chombo_before_the_all_last_passes_the_deal() -> None:
    states = replay(
        "daisuki_sanma",
        [
            win({"winner": 0, "discarder": 1, "han": 1, "fu": 30}),
            {"type": "penalty", "kind": "chombo", "offender": 0},
        ],
    )
    # E1 1 honba after the dealer's win; the dealer's chombo passes the deal, no honba added.
    assert (states[1]["round"], states[1]["honba"]) == ("E2", 1)


def test_west_sudden_death_ends_when_someone_reaches_30000() -> None:
    events = small_ko_tsumos(4, 8)  # everyone back to 25000 after two rounds
    events.append(win(ron(1, 2, han=5, fu=30)))
    states = replay("tenhou_yonma", events)
    assert states[7]["round"] == "W1"
    assert states[7]["scores"] == [25000] * 4
    last = states[-1]
    assert (last["finished"], last["reason"]) == (True, "extension_target")
    # Settlement: player 1 top 33000; players 0 and 3 tie at 25000 (player 0 nearer the
    # first dealer ranks 2nd); raw -5/+3/-13/-5, the oka 20 to the top, and the uma
    # +20/+10/-10/-20 by rank: 5, 43, -33, -15.
    assert last["settlement"]["points"] == [5, 43, -33, -15]
    assert last["settlement"]["ranks"] == [2, 1, 4, 3]


def test_coco_returns_to_east_until_someone_has_40000() -> None:
    events = [draw([]) for _ in range(6)]  # six draws, every dealer noten: the deal passes
    states = replay("coco", events)
    assert [s["round"] for s in states] == ["E2", "E3", "S1", "S2", "S3", "E1"]
    assert states[-1]["honba"] == 6 and states[-1]["finished"] is False
    states = replay("coco", [*events, win(ron(1, 2, han=5, fu=30))])
    last = states[-1]
    # Mangan 8000 plus 6 honba ends the game at once (CoCo never states the honba value:
    # the ruleset's reading applies).
    honba = load_ruleset("coco").payment.honba_ron
    assert last["scores"][1] == 35000 + 8000 + 6 * honba >= 40000
    assert (last["finished"], last["reason"]) == (True, "extension_target")


def test_busting_through_a_noten_payment_in_hole19() -> None:
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    states = replay("hole19", [chombo, chombo, chombo, draw([0, 1])])
    # Three haneman chombo payments (6000 + 3000 each) leave player 2 at exactly 0, and
    # 0 plays on here; the draw's noten payment (1000 to each tenpai player, the sanma
    # reference's 場に2000点) takes them to -2000: ハコテン, the game ends.
    assert states[2]["scores"] == [45000, 36000, 0] and states[2]["finished"] is False
    last = states[-1]
    assert last["scores"] == [46000, 37000, -2000]
    assert (last["finished"], last["reason"]) == (True, "tobi")
    # raw +16/+7/-32, TOP賞 9, uma +5/0/-5; 罰符等によるハコ: -5, +5 to the top only.
    assert last["settlement"]["points"] == [35, 7, -42]


def test_busting_through_a_noten_payment_pays_the_opposite_seat_in_daisuki_yonma() -> None:
    chombo = {"type": "penalty", "kind": "chombo", "offender": 3}
    states = replay("daisuki_yonma", [chombo, chombo, chombo, draw([0, 1, 2])])
    last = states[-1]
    assert last["scores"] == [38000, 32000, 32000, -2000]
    assert last["reason"] == "tobi"
    # 2位 (32000) 60, 3位 (32000, later seat) -40, 4位 (0: no 箱下) -250, the top 230;
    # 飛び賞 50 to the busted player's opposite (player 1); ゲーム代 30 from everyone.
    assert last["settlement"]["points"] == [200, 80, -70, -330]


def test_hole19_yakuman_prize_and_tobi_prize_in_the_settlement() -> None:
    states = replay("hole19", [win({"winner": 1, "discarder": 2, "yakuman": 1})])
    last = states[-1]
    assert last["scores"] == [27000, 59000, -5000]
    assert last["reason"] == "tobi"
    # raw -3/+29/-35, TOP賞 9 and uma +5 to player 1, -5 to player 2.
    # 役満祝儀 (ron): 10 from the discarder, 5 from the other. ハコテン: -10, +5 top +5 buster.
    assert last["settlement"]["points"] == [-8, 68, -60]


def test_ekiden_agari_yame_only_when_top() -> None:
    lead = win({"winner": 0, "discarder": 1, "han": 5, "fu": 30})  # E1 dealer mangan
    draws = [draw([]) for _ in range(5)]  # E1 ... S2, all noten: S3 with 6 honba
    states = replay("ekiden2017", [lead, *draws])
    assert (states[-1]["round"], states[-1]["honba"], states[-1]["dealer"]) == ("S3", 6, 2)
    small = win({"winner": 2, "discarder": 1, "han": 1, "fu": 30}, stop=True)
    with pytest.raises(ScoringError) as err:
        call("replay", "ekiden2017", {"events": [lead, *draws, small]})
    assert err.value.code == "agari_yame_not_allowed"  # the dealer is not top
    big = win({"winner": 2, "discarder": 1, "han": 6, "fu": 30}, stop=True)
    last = replay("ekiden2017", [lead, *draws, big])[-1]
    assert (last["finished"], last["reason"]) == (True, "agari_yame")
    big_no_stop = win({"winner": 2, "discarder": 1, "han": 6, "fu": 30})
    last = replay("ekiden2017", [lead, *draws, big_no_stop])[-1]
    assert (last["finished"], last["round"], last["honba"]) == (False, "S3", 7)  # 続行も可能


def test_daisuki_yonma_ends_when_someone_reaches_60000() -> None:
    last = replay("daisuki_yonma", [win({"winner": 0, "discarder": None, "yakuman": 1})])[-1]
    assert last["scores"] == [73000, 9000, 9000, 9000]
    assert (last["finished"], last["reason"]) == (True, "top_score")


def test_ekiden_chombo_is_charged_in_the_settlement() -> None:
    events = [{"type": "penalty", "kind": "chombo", "offender": 1}] + [draw([]) for _ in range(6)]
    last = replay("ekiden2017", events)[-1]
    assert (last["finished"], last["reason"]) == (True, "all_last")
    assert last["final_adjustment"] == [0, -30000, 0]
    # Everyone at 35000: ties split the rank points (15 oka + 15 + 0 - 15 = 15, 5 each);
    # raw -5 each; player 1 loses 30 more, given to nobody.
    assert last["settlement"]["points"] == [0, -30, 0]
    assert last["settlement"]["off_table"] == 30


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


def test_a_win_valued_from_its_tiles() -> None:
    # 123m 456p 789s 234s + 55p, ron on 4s after riichi: riichi + pinfu, 2 han 30 fu = 2000.
    hand = {"concealed": "123m45655p234789s", "win_tile": "4s", "riichi": True}
    states = replay("tenhou_yonma", [win({"winner": 2, "discarder": 1, "hand": hand}, riichi=[2])])
    assert states[0]["scores"] == [25000, 23000, 27000, 25000]


def test_a_dead_hand_cannot_win_and_counts_as_noten_where_the_house_says_so() -> None:
    # ekiden2017: 多牌・少牌 is アガリ放棄 and the player is noten at the draw.
    dead = {"type": "penalty", "kind": "dead_hand", "offender": 1}
    with pytest.raises(ScoringError) as err:
        replay("ekiden2017", [dead, win(ron(1, 2, han=1, fu=30))])
    assert err.value.code == "dead_hand_cannot_win"
    with pytest.raises(ScoringError) as err:
        replay("ekiden2017", [dead, draw([0, 1])])
    assert err.value.code == "dead_hand_is_noten"
    # hole19: after a voiced false ron the hand is dead but may still be tenpai at the draw
    # (和了放棄後も流局時テンパイを取れる): 1000 from the only noten player to each.
    states = replay("hole19", [dead, draw([0, 1])])
    assert states[-1]["scores"] == [28000, 28000, 25000]
    # ...except after 少牌.
    with pytest.raises(ScoringError) as err:
        replay("hole19", [{"type": "penalty", "kind": "shouhai", "offender": 1}, draw([0, 1])])
    assert err.value.code == "dead_hand_is_noten"
    # The next hand starts clean.
    states = replay("ekiden2017", [dead, draw([0]), win(ron(1, 2, han=1, fu=30))])
    assert states[-1]["scores"][1] > states[-2]["scores"][1]


# ---- open riichi deposits, open-riichi deal-ins, prizes during a hand ------------------


def hole19_with_open_riichi() -> Ruleset:
    """hole19 (sticks left at the end go back to their owners) with a 2000 open riichi."""
    base = load_ruleset("hole19")
    return dataclasses.replace(base, riichi=dataclasses.replace(base.riichi, open_riichi_cost=2000))


def replay_rules(rules: Ruleset, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Replay under a ruleset built in the test."""
    states = replay_operation.answer(rules, {"events": events})["states"]
    for state in states:
        assert sum(state["deltas"]) + state["kyotaku_delta"] == 0
    return states


def test_an_open_riichi_deposit_is_two_sticks_and_goes_to_the_next_winner() -> None:
    # daisuki_sanma: リーチ棒2000点. Player 1 alone tenpai: 1000 from each noten player.
    states = replay("daisuki_sanma", [draw([1], open_riichi=[1]), win(ron(2, 0, han=1, fu=30))])
    assert states[0]["scores"] == [34000, 35000, 34000]
    assert (states[0]["kyotaku"], states[0]["kyotaku_points"]) == (2, 2000)
    # 1000 for the hand, 1000 for the honba, 2000 from the table.
    assert states[1]["scores"] == [32000, 35000, 38000]
    assert (states[1]["kyotaku"], states[1]["kyotaku_points"]) == (0, 0)


def test_a_chombo_returns_the_whole_open_riichi_deposit() -> None:
    # coco: the non-dealer's haneman chombo is 8000 to the dealer and 4000 to the other;
    # the hand's riichi sticks go back (1000 for riichi, 2000 for open riichi).
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2, "riichi": [0],
              "open_riichi": [1]}
    state = replay("coco", [chombo])[0]
    assert state["scores"] == [43000, 39000, 23000]
    assert state["kyotaku_points"] == 0
    assert state["kyotaku_delta"] == 0


def test_leftover_open_riichi_deposits_go_back_to_their_owner_as_two_sticks() -> None:
    # hole19 with a 2000 open riichi (as data): three chombo leave player 2 at 0; then
    # player 0 opens (2000) and player 1 riichis (1000); the draw's noten payment busts
    # player 2. The 3 sticks go back to their owners (2 and 1): the same final scores and
    # settlement as without the riichi (test_busting_through_a_noten_payment_in_hole19).
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    events = [chombo, chombo, chombo, draw([0, 1], riichi=[1], open_riichi=[0])]
    last = replay_rules(hole19_with_open_riichi(), events)[-1]
    assert last["scores"] == [44000, 36000, -2000]
    assert (last["kyotaku"], last["kyotaku_points"]) == (3, 3000)
    assert (last["finished"], last["reason"]) == (True, "tobi")
    assert last["settlement"]["scores"] == [46000, 37000, -2000]
    assert last["settlement"]["points"] == [35, 7, -42]


def test_double_ron_gives_the_open_riichi_deposit_to_the_upper_winner() -> None:
    # daisuki_sanma: 2000 (player 2, open) + 1000 (player 0) go to player 1, nearest.
    event = win(ron(1, 0, han=3, fu=30), ron(2, 0, han=2, fu=30), riichi=[0], open_riichi=[2])
    assert replay("daisuki_sanma", [event])[0]["scores"] == [28000, 42000, 35000]


def test_a_yakuman_only_from_an_open_riichi_deal_in_earns_no_prize() -> None:
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    flagged = ron(1, 2, yakuman=1, open_riichi_deal_in=True)
    plain = ron(1, 2, yakuman=1)
    # daisuki_sanma: 32000 from player 2, then player 2's chombo (7000 + 4000) busts them.
    for entry, prizes in ((flagged, [0, 0, 0]), (plain, [0, 100, -100])):
        last = replay("daisuki_sanma", [win(entry, open_riichi=[1]), chombo])[-1]
        assert last["scores"] == [39000, 74000, -8000]
        assert last["prizes"] == prizes
        assert [b["prizes"] for b in last["settlement"]["breakdown"]] == prizes


def test_a_hand_whose_only_yakuman_is_the_open_riichi_deal_in_earns_no_prize() -> None:
    only = {"concealed": "99m123p456p789s234s", "win_tile": "3s", "open_riichi": True}
    state = replay("daisuki_sanma", [win(ron(1, 2, hand=only), open_riichi=[1])])[0]
    assert state["scores"] == [35000, 67000, 3000]  # 役満払い: 32000
    assert state["prizes"] == [0, 0, 0]
    # 大三元 as well: a real yakuman, so the prize stands (one prize for a double).
    daisangen = {"concealed": "555z666z777z123p99m", "win_tile": "9m", "open_riichi": True}
    state = replay("daisuki_sanma", [win(ron(1, 2, hand=daisangen), open_riichi=[1])])[0]
    assert state["prizes"] == [0, 100, -100]


def test_a_prize_event_pays_settlement_points_and_moves_nothing_else() -> None:
    # daisuki_sanma: 花牌4枚 = 25 from each other participant.
    prize = {"type": "prize", "kind": "four_flowers", "player": 2}
    states = replay("daisuki_sanma", [prize, prize | {"player": 0}])
    assert states[0]["scores"] == [35000, 35000, 35000]
    assert states[0]["prizes"] == [-25, -25, 50]
    assert (states[0]["round"], states[0]["honba"], states[0]["finished"]) == ("E1", 0, False)
    assert states[1]["prizes"] == [25, -50, 25]


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


def test_open_riichi_needs_the_riichi_minimum() -> None:
    # hole19 with a 2000 open riichi: three chombo leave player 2 at exactly 0 (plays on);
    # 1000点未満はリーチ不可 holds for an open riichi too.
    chombo = {"type": "penalty", "kind": "chombo", "offender": 2}
    with pytest.raises(ScoringError) as err:
        replay_rules(hole19_with_open_riichi(), [chombo] * 3 + [draw([], open_riichi=[2])])
    assert (err.value.code, err.value.field) == ("riichi_not_allowed", "events[3].open_riichi[0]")


# ---- liability (pao): one rule for /score, /win and the score sheet --------------------

RIICHI_TANYAO = {"concealed": "234m345m456p678s55s", "win_tile": "5s", "riichi": True}


def test_a_score_sheet_refuses_pao_on_a_tile_hand_as_score_does() -> None:
    # A plain riichi-tanyao ron: no pao yaku and no rinshan, so nobody can be liable.
    with pytest.raises(ScoringError) as err:
        call("score", "nouspo", {**RIICHI_TANYAO, "winner": 1, "discarder": 2, "pao": 3})
    assert err.value.code == "pao_not_applicable"
    sheet = {"events": [{"type": "win", "riichi": [1], "wins": [
        {"winner": 1, "discarder": 2, "pao": 3, "hand": RIICHI_TANYAO}]}]}
    with pytest.raises(ScoringError) as err:
        call("replay", "nouspo", sheet)
    assert err.value.code == "pao_not_applicable"
    assert err.value.field == "events[0].wins[0].pao"


def test_a_score_sheet_pays_pao_on_a_daisangen_hand() -> None:
    # Daisangen by ron from player 2, player 3 liable: nouspo splits a pao ron in half
    # (16000 each of the 32000), the discarder paying the honba.
    hand = {"concealed": "666z234m99p", "win_tile": "9p",
            "melds": [{"kind": "pon", "tiles": "555z"}, {"kind": "pon", "tiles": "777z"}]}
    states = call("replay", "nouspo", {"events": [{"type": "win", "wins": [
        {"winner": 1, "discarder": 2, "pao": 3, "hand": hand}]}]})
    assert states["states"][0]["deltas"] == [0, 32000, -16000, -16000]
