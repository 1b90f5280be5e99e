"""Suukantsu won at the fourth kan without a pair (HandRules.suukantsu_at_fourth_kan)."""

from __future__ import annotations

from scoring.api.read.hand import read_hand
from scoring.hand.evaluate import evaluate
from scoring.rules.hand import HandRules, YakuSetting
from tests.hand.handkit import YONMA, ev, ids, refused, request

AT_KAN = HandRules(suukantsu_at_fourth_kan=True)
TSUMO_ONLY = HandRules(suukantsu_at_fourth_kan=True, suukantsu_fourth_kan_ron=False)
KANS = ("ankan:1111p", "ankan:2222s", "minkan:3333s")


def test_daiminkan_fourth_kan_is_a_ron_yakuman() -> None:
    e = ev("9m", "5z", *KANS, "minkan:5555z", rules=AT_KAN)
    assert ids(e) == {"suukantsu"} and e.yakuman == 1 and (e.han, e.fu) == (0, 0)


def test_ankan_or_kakan_fourth_kan_is_a_tsumo() -> None:
    for kind in ("ankan", "kakan"):
        e = ev("9m", "5z", *KANS, f"{kind}:5555z", rules=AT_KAN, ron=False)
        assert ids(e) == {"suukantsu"} and e.yakuman == 1


def test_house_multiple_and_other_pairless_yakuman() -> None:
    double = HandRules(suukantsu_at_fourth_kan=True, yaku={"suukantsu": YakuSetting(yakuman=2)})
    assert ev("9m", "5z", *KANS, "minkan:5555z", rules=double).yakuman == 2
    e = ev("1z", "2z", "minkan:5555z", "minkan:6666z", "ankan:7777z", "kakan:2222z",
           rules=AT_KAN, ron=False)
    assert ids(e) == {"suukantsu", "daisangen", "tsuuiisou"} and e.yakuman == 3
    single = HandRules(suukantsu_at_fourth_kan=True, yakuman_stack=False)
    assert ev("1z", "2z", "minkan:5555z", "minkan:6666z", "ankan:7777z", "kakan:2222z",
              rules=single, ron=False).yakuman == 1


def test_tsumo_only_house() -> None:
    assert ev("9m", "5z", *KANS, "minkan:5555z", rules=TSUMO_ONLY, ron=False).yakuman == 1
    refused("fourth_kan_discarder", "9m", "5z", *KANS, "minkan:5555z", rules=TSUMO_ONLY)


def test_house_without_the_rule_refuses_as_before() -> None:
    refused("wrong_hand_size", "9m", "5z", *KANS, "minkan:5555z")
    refused("wrong_hand_size", "9m", "5z", *KANS, "ankan:5555z", ron=False)


def test_complete_four_kan_hands_are_unchanged() -> None:
    for rules in (HandRules(), AT_KAN):
        e = ev("99m", "9m", *KANS, "minkan:5555z", rules=rules)
        assert ids(e) == {"suukantsu"} and e.yakuman == 1


def test_wrong_shapes() -> None:
    refused("fourth_kan_needs_four_kans", "9m", "5z", *KANS, "pon:555z", rules=AT_KAN)
    refused("fourth_kan_win_tile", "9m", "9m", *KANS, "minkan:5555z", rules=AT_KAN)
    refused("fourth_kan_discarder", "9m", "5z", *KANS, "minkan:5555z", rules=AT_KAN, ron=False)
    refused("fourth_kan_discarder", "9m", "1p", *KANS, "minkan:5555z", rules=AT_KAN)
    refused("flag_conflict", "9m", "5z", *KANS, "ankan:5555z", rules=AT_KAN, rinshan=True,
            ron=False)
    refused("fifth_copy", "5z", "5z", *KANS, "minkan:5555z", rules=AT_KAN)
    # fewer than four melds with a single tile is still the wrong size
    refused("wrong_hand_size", "9m", "5z", *KANS, rules=AT_KAN)


def test_riichi_on_four_concealed_kans() -> None:
    body = request("9m", "5z", "ankan:1111p", "ankan:2222s", "ankan:3333s", "ankan:5555z",
                   ron=False, riichi=True)
    e = evaluate(read_hand(body), YONMA, AT_KAN, 4)
    assert ids(e) == {"suukantsu"} and e.yakuman == 1
