"""Replaying a score sheet: each event played into an `Outcome` (`scoring.game.play`, one
module per kind of event), applied by `GameState.advance`, and the state answered after it
(`scoring.game.answer`), until the game ends.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoring.errors import ErrorCode, impossible
from scoring.game.answer import state_answer
from scoring.game.events import DrawEvent, Event, PenaltyEvent, PrizeEvent, WinEvent
from scoring.game.outcome import Outcome
from scoring.game.play import draw, penalty, prize, win
from scoring.game.state import GameState
from scoring.rules.schema import Ruleset

# How each kind of event is played: every kind is listed, none is the fallback of another.
PLAY: dict[type, Callable[[GameState, Any, str], Outcome]] = {
    WinEvent: win.play,
    DrawEvent: draw.play,
    PenaltyEvent: penalty.play,
    PrizeEvent: prize.play,
}


def replay_game(rules: Ruleset, events: list[Event],
                participants: int | None = None) -> list[dict[str, Any]]:
    """Each event's state; `participants` beyond the seats rest first, in order (4人回し)."""
    return play_game(rules, events, participants)[0]


def play_game(rules: Ruleset, events: list[Event],
              participants: int | None = None) -> tuple[list[dict[str, Any]], GameState]:
    """Each event's state, and the game as it stands after the last one."""
    state = GameState.start(rules, participants)
    states = []
    for i, event in enumerate(events):
        field = f"events[{i}]"
        if state.finished:
            raise impossible(ErrorCode.GAME_OVER, f"The game ended before event {i}.", field)
        before, table_before = list(state.scores), state.table
        rested = sorted(state.waiting)
        outcome = PLAY[type(event)](state, event, field)
        state.advance(outcome)
        states.append(state_answer(state, before, table_before, rested, outcome))
    return states, state
