"""The riichi declared in an event's hand: deposits, who may declare, who is at risk."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.errors import ErrorCode, impossible
from scoring.game.outcome import EndReason
from scoring.game.play.seated import check_seated, listed
from scoring.game.state import GameState


@dataclass(frozen=True)
class Declared:
    """The riichi declared in an event's hand, worked out but not yet applied."""

    scores: list[int]  # each player's change (minus their deposit)
    table: int  # points they put on the table
    at_risk: set[int]  # players busted by that riichi unless they win this hand


def declare_riichi(
    state: GameState, riichi: list[int], open_riichi: list[int], field: str
) -> Declared:
    """Each riichi puts `riichi.cost` on the table; each open riichi `riichi.open_riichi_cost`
    (the table is kept in points, so a 2000 deposit counts as two 1000 sticks).

    A player declaring with fewer points than the cost is at risk where the house says so
    (`riichi.busts_below_cost`): the riichi busts them unless they win this hand."""
    rules = state.rules
    if state.waiting:
        check_seated(state, listed(riichi, field, "riichi")
                + listed(open_riichi, field, "open_riichi"))
    scores = [0] * state.size
    table = 0
    at_risk: set[int] = set()
    declared = [("riichi", p, rules.riichi.cost) for p in riichi]
    if open_riichi:
        assert rules.riichi.open_riichi_cost is not None  # checked when the event was read
        declared += [("open_riichi", p, rules.riichi.open_riichi_cost) for p in open_riichi]
    index = {"riichi": 0, "open_riichi": 0}
    for key, p, cost in declared:
        i = index[key]
        index[key] += 1
        if not rules.riichi.allows(state.scores[p]):
            raise impossible(
                ErrorCode.RIICHI_NOT_ALLOWED,
                f"Player {p} has {state.scores[p]} points; riichi needs "
                f"{rules.riichi.min_points} here.",
                f"{field}.{key}[{i}]",
            )
        if rules.riichi.busts_below_cost and state.scores[p] < rules.riichi.cost:
            at_risk.add(p)
        scores[p] -= cost
        table += cost
    return Declared(scores, table, at_risk)


def riichi_tobi(at_risk: set[int], winners: list[int]) -> EndReason | None:
    """The end reason when a riichi declared below the cost was not won by its declarer."""
    return EndReason.TOBI if at_risk - set(winners) else None


def sticks_on_table(state: GameState, declared: Declared) -> int:
    """Riichi sticks on the table for this hand's payment, this hand's declarations included."""
    return (state.table + declared.table) // state.rules.riichi.cost
