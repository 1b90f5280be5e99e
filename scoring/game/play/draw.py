"""Playing a draw event: an exhaustive draw (noten payments, nagashi) or an abortive one."""

from __future__ import annotations

from scoring.errors import ErrorCode, impossible
from scoring.game.events import DrawEvent
from scoring.game.outcome import Outcome, plus
from scoring.game.play.riichi import declare_riichi, riichi_tobi, sticks_on_table
from scoring.game.play.seated import check_seated, listed
from scoring.game.state import GameState
from scoring.payment.draw import abortive_draw, exhaustive_draw
from scoring.settlement.types import OTHER, WIN


def play(state: GameState, event: DrawEvent, field: str) -> Outcome:
    rules = state.rules
    if state.waiting:
        check_seated(state, listed(event.tenpai, field, "tenpai")
                + listed(event.nagashi, field, "nagashi"))
    declared = declare_riichi(state, event.riichi, event.open_riichi, field)
    deposits = tuple(-x for x in declared.scores)
    ends = riichi_tobi(declared.at_risk, [])
    if event.abortive is not None:
        if event.tenpai or event.nagashi:
            raise impossible(
                ErrorCode.ABORTIVE_WITH_TENPAI,
                "An abortive draw has no tenpai or nagashi.",
                f"{field}.abortive",
            )
        result = abortive_draw(rules, event.abortive, state.honba, state.all_last)
        return Outcome(tuple(declared.scores), declared.table, deposits,
                       dealer_keeps=result.dealer_keeps, next_honba=result.next_honba, ends=ends)
    for i, p in enumerate(event.tenpai):
        if state.dead.get(p, False):
            raise impossible(
                ErrorCode.DEAD_HAND_IS_NOTEN,
                f"Player {p}'s hand is dead after a penalty: this house counts it as noten.",
                f"{field}.tenpai[{i}]",
            )
    result = exhaustive_draw(
        rules,
        [state.seat(p) for p in event.tenpai],
        state.honba,
        sticks_on_table(state, declared),
        [state.seat(p) for p in event.nagashi],
        state.round_wind,
    )
    if event.nagashi:
        busters: tuple[int | None, ...] = (event.nagashi[0],) * state.size
        how = WIN
    else:
        # A noten payment busts its payer; the first tenpai player after them (上家取り)
        # counts as the one who busted them. A resting player pays nothing, so busts nobody.
        def after(p: int) -> list[int]:
            if not state.is_seated(p):
                return []
            return [state.player((state.seat(p) + k) % state.n) for k in range(1, state.n)]

        busters = tuple(next((q for q in after(p) if q in event.tenpai), None)
                        for p in range(state.size))
        how = OTHER
    return Outcome(
        plus(declared.scores, state.to_players(list(result.payment.deltas))),
        declared.table + result.payment.kyotaku_delta,
        deposits,
        busters=busters,
        bust_how=how,
        dealer_keeps=result.dealer_keeps,
        next_honba=result.next_honba,
        ends=ends,
    )
