"""A finished game's settlement, from where the game stands at its end."""

from __future__ import annotations

from scoring.game.state import GameState
from scoring.settlement.settle import settle
from scoring.settlement.types import SettleInput, Settlement


def final_settlement(state: GameState) -> Settlement:
    """A finished game's settlement: its scores, the sticks left, busts, penalties, prizes."""
    cost = state.rules.riichi.cost
    owners = [d // cost for d in state.last_deposits]
    kyotaku = state.table // cost
    if sum(owners) > kyotaku:
        owners = [0] * state.size  # the last hand's sticks were paid out
    return settle(
        state.rules,
        SettleInput(
            scores=list(state.scores),
            kyotaku=kyotaku,
            kyotaku_owners=owners,
            busted_by=list(state.busted_by),
            busted_how=list(state.busted_how),
            penalties=list(state.final_adjustment),
            prizes=list(state.prizes),
        ),
    )
