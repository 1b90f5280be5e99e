"""Chips earned by a winning hand (赤・裏・一発のチップ), from the houses' rule texts.

Expected values are read off the catalog items, not the code: daisuki_yonma chips.chips
("in a closed winning hand each red five, ura dora and ippatsu is worth 1 chip"),
chips.all_star ("a closed win holding all three red fives is worth 5 chips"; recorded
reading: the 5 replace the 3 red chips, ura and ippatsu are added), tiles.red ("chips are
paid for closed wins only"); daisuki_sanma chips.chips (the same, two red 5p and two red 5s,
no all-star). Who pays (recorded reading): the discarder on a ron, every other player at the
table on a tsumo.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from scoring.api import call
from scoring.payment.chips import chip_count, chip_deltas
from scoring.rules.loader import RulesetError, load_ruleset
from scoring.rules.settlement import HandChips

YONMA = "daisuki_yonma"
SANMA = "daisuki_sanma"
ONE_EACH = HandChips(per_red=1, per_ura=1, ippatsu=1, closed_only=True)
ALL_STAR = HandChips(per_red=1, per_ura=1, ippatsu=1, closed_only=True, all_reds=5)


def chips(house: str, **body: object) -> dict:
    return call("score", house, body)["chips"]


# ---- counting -------------------------------------------------------------------------


def test_each_red_ura_and_ippatsu_is_one_chip_in_a_closed_hand() -> None:
    assert chip_count(ONE_EACH, 3, aka=1, ura=0, ippatsu=False, closed=True) == 1
    assert chip_count(ONE_EACH, 3, aka=2, ura=3, ippatsu=True, closed=True) == 6
    assert chip_count(ONE_EACH, 3, aka=0, ura=0, ippatsu=False, closed=True) == 0


def test_an_open_hand_earns_no_chips() -> None:
    assert chip_count(ONE_EACH, 3, aka=2, ura=0, ippatsu=False, closed=False) == 0
    assert chip_count(ALL_STAR, 3, aka=3, ura=0, ippatsu=False, closed=False) == 0


def test_a_house_may_pay_chips_for_open_hands_too() -> None:
    anyhand = HandChips(per_red=1, closed_only=False)
    assert chip_count(anyhand, 3, aka=2, ura=0, ippatsu=False, closed=False) == 2


def test_all_three_reds_are_five_chips_instead_of_three() -> None:
    assert chip_count(ALL_STAR, 3, aka=3, ura=0, ippatsu=False, closed=True) == 5
    # Two of three reds are no all-star: one chip each.
    assert chip_count(ALL_STAR, 3, aka=2, ura=0, ippatsu=False, closed=True) == 2


def test_all_star_adds_ura_and_ippatsu_as_usual() -> None:
    assert chip_count(ALL_STAR, 3, aka=3, ura=2, ippatsu=True, closed=True) == 5 + 2 + 1


def test_without_an_all_star_rule_every_red_is_one_chip() -> None:
    # daisuki_sanma: four reds in the set, no all-star.
    assert chip_count(ONE_EACH, 4, aka=4, ura=0, ippatsu=False, closed=True) == 4


def test_a_set_without_reds_has_no_all_star() -> None:
    assert chip_count(ALL_STAR, 0, aka=0, ura=1, ippatsu=False, closed=True) == 1


def test_default_rules_earn_no_chips() -> None:
    assert not HandChips().earned
    assert chip_count(HandChips(), 3, aka=3, ura=4, ippatsu=True, closed=True) == 0


# ---- who pays ---------------------------------------------------------------------------


def test_on_ron_the_discarder_pays() -> None:
    assert chip_deltas(2, 4, winner=1, discarder=3) == (0, 2, 0, -2)
    assert chip_deltas(2, 3, winner=0, discarder=2) == (2, 0, -2)


def test_on_tsumo_every_other_player_pays() -> None:
    assert chip_deltas(3, 4, winner=2, discarder=None) == (-3, -3, 9, -3)
    assert chip_deltas(2, 3, winner=0, discarder=None) == (4, -2, -2)


def test_no_chips_move_nobody() -> None:
    assert chip_deltas(0, 4, winner=0, discarder=None) == (0, 0, 0, 0)


# ---- the houses, through /score --------------------------------------------------------

ALL_REDS_HAND = {"concealed": "406m406p406s234p22z", "win_tile": "2z"}  # 456 ×3 with reds


def test_four_player_all_star_ron_with_ura_and_ippatsu() -> None:
    # Riichi ippatsu; ura indicator 1z makes the 2z pair two ura: 5 (all-star) + 2 + 1.
    got = chips(YONMA, **ALL_REDS_HAND, winner=1, discarder=2, riichi=True, ippatsu=True,
                ura_indicators="1z")
    assert got == {"count": 8, "deltas": [0, 8, -8, 0]}


def test_four_player_all_star_tsumo_is_paid_by_the_other_three() -> None:
    got = chips(YONMA, **ALL_REDS_HAND, winner=0, discarder=None, riichi=True)
    assert got == {"count": 5, "deltas": [15, -5, -5, -5]}


def test_four_player_open_hand_with_all_reds_earns_nothing() -> None:
    got = chips(YONMA, concealed="406m406p406s22z", melds=[{"kind": "pon", "tiles": "777z"}],
                win_tile="2z", winner=1, discarder=2)
    assert got == {"count": 0, "deltas": [0, 0, 0, 0]}


def test_four_player_one_red_by_ron() -> None:
    got = chips(YONMA, concealed="406m123p789s234p55z", win_tile="5z", winner=0, discarder=3,
                riichi=True)
    assert got == {"count": 1, "deltas": [1, 0, 0, -1]}


def test_four_player_ippatsu_tsumo() -> None:
    got = chips(YONMA, concealed="123m456p789s234p55z", win_tile="5z", winner=1, discarder=None,
                riichi=True, ippatsu=True)
    assert got == {"count": 1, "deltas": [-1, 3, -1, -1]}


SANMA_HAND = {"concealed": "406p406p406s406s11m", "win_tile": "1m", "riichi": True,
              "ura_indicators": "9m"}  # all four reds; 9m indicates 1m: the pair is two ura


def test_three_player_reds_and_ura_by_ron() -> None:
    # Four reds (one chip each: no all-star in this house) and two ura.
    assert chips(SANMA, **SANMA_HAND, winner=1, discarder=2) == {"count": 6,
                                                                  "deltas": [0, 6, -6]}


def test_three_player_tsumo_is_paid_by_the_two_others() -> None:
    assert chips(SANMA, **SANMA_HAND, winner=1, discarder=None) == {"count": 6,
                                                                     "deltas": [-6, 12, -6]}


def test_a_house_without_hand_chips_answers_zeros() -> None:
    got = chips("tenhou_yonma", **ALL_REDS_HAND, winner=1, discarder=2, riichi=True,
                ippatsu=True, ura_indicators="1z")
    assert got == {"count": 0, "deltas": [0, 0, 0, 0]}


def test_chips_are_the_last_key_of_the_answer() -> None:
    answer = call("score", YONMA, {**ALL_REDS_HAND, "winner": 1, "discarder": 2})
    assert list(answer)[-1] == "chips"


def test_a_ruleset_refuses_negative_chips(tmp_path: Path) -> None:
    (tmp_path / "bad.toml").write_text(
        'players = 4\n[house]\nname = { ja = "x", en = "x" }\n'
        "[settlement.hand_chips]\nper_ura = -1\n",
        "utf-8",
    )
    with pytest.raises(RulesetError) as info:
        load_ruleset("bad", tmp_path)
    assert info.value.key == "settlement.hand_chips.per_ura"


def test_the_two_houses_state_their_hand_chips() -> None:
    assert load_ruleset(YONMA).settlement.hand_chips == ALL_STAR
    assert load_ruleset(SANMA).settlement.hand_chips == ONE_EACH


def test_an_all_reds_bonus_needs_red_fives_in_the_set(tmp_path: Path) -> None:
    (tmp_path / "bad.toml").write_text(
        'players = 4\n[house]\nname = { ja = "x", en = "x" }\n'
        "[settlement.hand_chips]\nall_reds = 5\n",
        "utf-8",
    )
    with pytest.raises(RulesetError) as info:
        load_ruleset("bad", tmp_path)
    assert info.value.key == "settlement.hand_chips.all_reds"
