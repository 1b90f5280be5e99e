"""A win's value from its entry: given as han/fu or yakuman, or evaluated from its tiles."""

from __future__ import annotations

from scoring.api.read.hand import read_hand
from scoring.game.events import WinEntry
from scoring.game.state import GameState
from scoring.hand.evaluate import evaluate
from scoring.payment.liability import UNKNOWN, Grounds, hand_grounds
from scoring.value import HandValue

OPEN_RIICHI_DEAL_IN = "open_riichi_deal_in"  # the yaku id of the open-riichi deal-in rule


def hand_value(state: GameState, entry: WinEntry) -> tuple[HandValue, int | None, Grounds]:
    """The win's value, the yakuman multiple that earns a yakuman prize (None: all of it),
    and what the hand shows about liability: one path for han/fu, yakuman and tiles.

    A yakuman that comes only from dealing into an open riichi earns no prize: the entry's
    `open_riichi_deal_in` flag, or a `hand` whose only yakuman is that yaku."""
    if entry.value is not None:
        return entry.value, 0 if entry.open_riichi_deal_in else None, UNKNOWN
    assert entry.hand is not None
    body = {
        **entry.hand,
        "winner": state.seat(entry.winner),
        "discarder": None if entry.discarder is None else state.seat(entry.discarder),
        "round_wind": entry.hand.get("round_wind", state.round_wind),
    }
    rules = state.rules
    evaluation = evaluate(read_hand(body), rules.tiles, rules.hand, rules.players, rules.limits)
    grounds = hand_grounds(evaluation, body)
    if not any(y.id == OPEN_RIICHI_DEAL_IN and y.yakuman for y in evaluation.yaku):
        return evaluation.value, None, grounds
    others = sum(y.yakuman for y in evaluation.yaku if y.id != OPEN_RIICHI_DEAL_IN)
    return evaluation.value, min(others, evaluation.value.yakuman), grounds
