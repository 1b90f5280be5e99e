"""The state a replay answers after each event (docs/api.md, `/games/replay`)."""

from __future__ import annotations

from typing import Any

from scoring.game.final import final_settlement
from scoring.game.outcome import Outcome
from scoring.game.state import GameState
from scoring.settlement.answer import number, settlement_dict


def state_answer(state: GameState, before: list[int], table_before: int,
                rested: list[int], outcome: Outcome) -> dict[str, Any]:
    rules = state.rules
    cost = rules.riichi.cost
    out: dict[str, Any] = {
        "scores": list(state.scores),
        "deltas": [s - b for s, b in zip(state.scores, before, strict=True)],
        "kyotaku_delta": state.table - table_before,
        "round": state.round_name,
        "honba": state.honba,
        "kyotaku": state.table // cost,
        "kyotaku_points": state.table,
        "dealer": state.dealer,
        "final_adjustment": list(state.final_adjustment),
        "prizes": [number(x) for x in state.prizes],  # settlement points due so far (祝儀)
        "finished": state.finished,
        "reason": None if state.reason is None else state.reason.value,
        "rested": rested,  # players who rested in this event's hand (4人回し)
        "seated": list(state.seated),  # the next hand's player on each chair (0: first dealer's)
        "resting": sorted(state.waiting),  # players resting in the next hand
        # Each paid win as said at the table (as /win's call), with its winner.
        "calls": [{"winner": player, **call.to_dict()} for player, call in outcome.calls],
    }
    if state.finished:
        out["settlement"] = settlement_dict(rules, final_settlement(state))
    return out
