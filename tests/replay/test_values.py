"""The replay as values: playing an event returns an Outcome; only `advance` changes a game."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from scoring.api.lookup import ruleset
from scoring.api.read.events import read_event
from scoring.game.events import DrawEvent, PenaltyEvent, PrizeEvent, WinEvent
from scoring.game.outcome import EndReason, Next, Outcome
from scoring.game.replay import PLAY
from scoring.game.state import GameState

ROOT = Path(__file__).resolve().parents[2]
HAND = {"concealed": "234m345m456p678s55s", "win_tile": "5s", "riichi": True}
EVENTS = [
    ("nouspo", {"type": "win", "riichi": [1], "wins": [{"winner": 1, "discarder": 2,
                                                       "hand": HAND}]}),
    ("nouspo", {"type": "win", "wins": [{"winner": 0, "discarder": None, "han": 2, "fu": 30}]}),
    ("nouspo", {"type": "draw", "riichi": [0], "tenpai": [0, 2]}),
    ("nouspo", {"type": "penalty", "kind": "chombo", "offender": 3, "riichi": [1]}),
    ("hole19", {"type": "draw", "abortive": "kyuushu"}),
]


def _started(house: str) -> GameState:
    state = GameState.start(ruleset(house))
    state.scores = [30000, 20000, 25000, 25000][: state.n]  # something to pay from
    return state


@pytest.mark.parametrize(("house", "raw"), EVENTS)
def test_playing_an_event_leaves_the_game_as_it_was(house: str, raw: dict) -> None:
    state = _started(house)
    event = read_event(state.rules, raw, 0)
    before = copy.deepcopy(state)
    outcome = PLAY[type(event)](state, event, "events[0]")
    assert isinstance(outcome, Outcome)
    assert state == before  # nothing applied yet
    state.advance(outcome)
    assert state != before
    assert sum(state.scores) + state.table == sum(before.scores) + before.table  # zero-sum


def test_every_kind_of_event_is_played_and_none_is_a_fallback() -> None:
    assert set(PLAY) == {WinEvent, DrawEvent, PenaltyEvent, PrizeEvent}


def test_a_prize_lets_the_hand_go_on() -> None:
    # daisuki_sanma: all four flowers earn 25 from each other player.
    state = GameState.start(ruleset("daisuki_sanma"))
    outcome = PLAY[PrizeEvent](state, PrizeEvent("four_flowers", 1), "events[0]")
    assert outcome.next is Next.CONTINUE
    assert outcome.prizes == (-25, 50, -25)


def test_the_contract_documents_every_end_reason() -> None:
    text = (ROOT / "docs" / "api.md").read_text("utf-8")
    section = text.split("End reasons:", 1)[1].split("\n\n", 1)[0]
    assert set(re.findall(r"`([a-z_]+)`", section)) == {r.value for r in EndReason}
