"""`/check` in two steps: `scoring.api.read.check` reads the body into a typed action, and
`scoring.game.check` judges that value (no request dict reaches the core)."""

from __future__ import annotations

import pytest

from scoring.api import ruleset
from scoring.api.read.check import read_check
from scoring.errors import ScoringError
from scoring.game.check import (
    DiscardAfterCallCheck,
    RiichiCheck,
    Verdict,
    WinCheck,
    check,
)
from scoring.game.reasons import CheckCode


def test_the_reader_gives_typed_actions_with_tiles_as_indices() -> None:
    rules = ruleset("nouspo")
    action = read_check(rules, {"action": "discard_after_call", "call": "chi", "called": "4m",
                                "meld": "564m", "discard": "7m"})
    assert action == DiscardAfterCallCheck(called=3, discard=6, run=(3, 4, 5))
    assert read_check(rules, {"action": "riichi", "points": 800, "draws_left": 5}) == (
        RiichiCheck(points=800, draws_left=5))


def test_the_core_judges_values() -> None:
    # nouspo: a suji swap after a chi kills the hand; taken back first, it is the kuikae penalty.
    swap = DiscardAfterCallCheck(called=3, discard=6, run=(3, 4, 5))
    verdict = check(ruleset("nouspo"), swap)
    assert verdict == Verdict(False, CheckCode.KUIKAE_SUJI, "dead_hand", "kuikae")
    # Below the stick's 1000, nouspo busts the player who does not win that hand (002).
    below = check(ruleset("nouspo"), RiichiCheck(points=800, draws_left=5))
    assert below == Verdict(True, CheckCode.OK_BELOW_STICK, "tobi_unless_win")
    furiten_ron = WinCheck(tsumo=False, riichi=False, furiten="own_discard", kokushi13=False,
                           own_discard_tile=False, shown_tile_pointed_out=False)
    assert check(ruleset("tenhou_yonma"), furiten_ron).code is CheckCode.FURITEN_OWN_DISCARD


def test_impossible_requests_are_refused_by_the_reader() -> None:
    with pytest.raises(ScoringError) as err:
        read_check(ruleset("tenhou_yonma"), {"action": "call", "call": "chi", "tile": "1z"})
    assert (err.value.code, err.value.field) == ("impossible_chi", "tile")
    with pytest.raises(ScoringError) as err:  # 2m is not in a three-player set
        read_check(ruleset("tenhou_sanma"), {"action": "call", "call": "pon", "tile": "2m"})
    assert (err.value.code, err.value.field) == ("tile_not_in_set", "tile")
