"""Playing a penalty event: what the offender pays, and whether the hand goes on, is dealt
again or ends."""

from __future__ import annotations

from scoring.errors import ErrorCode, impossible
from scoring.game.events import PenaltyEvent
from scoring.game.outcome import EndReason, Next, Outcome, plus
from scoring.game.play.riichi import declare_riichi, riichi_tobi, sticks_on_table
from scoring.game.play.seated import check_seated
from scoring.game.state import GameState
from scoring.payment.penalty import apply_penalty, penalty_rules
from scoring.rules.penalty import HandAfter, PenaltyForm
from scoring.settlement.types import OTHER


def play(state: GameState, event: PenaltyEvent, field: str) -> Outcome:
    rules = state.rules
    if state.waiting:
        check_seated(state, [(event.offender, f"{field}.offender")])
    p = penalty_rules(rules, event.kind)
    if p.hand is HandAfter.CONTINUE and (event.riichi or event.open_riichi):
        raise impossible(
            ErrorCode.RIICHI_IN_CONTINUING_PENALTY,
            "Play goes on after this penalty: list the hand's riichi in the event that ends it.",
            f"{field}.riichi" if event.riichi else f"{field}.open_riichi",
        )
    declared = declare_riichi(state, event.riichi, event.open_riichi, field)
    result = apply_penalty(
        rules,
        event.kind,
        state.seat(event.offender),
        state.honba,
        sticks_on_table(state, declared),
        [state.seat(x) for x in event.riichi + event.open_riichi],
        state.all_last,
    )
    scores = list(plus(declared.scores, state.to_players(list(result.payment.deltas))))
    table = declared.table + result.payment.kyotaku_delta
    deposits = [-x for x in declared.scores]
    returned = p.hand is not HandAfter.CONTINUE and p.returns_riichi
    if returned:
        # The payment core hands back one `riichi.cost` stick per declarer; an open riichi
        # put `open_riichi_cost` down, so the rest of its deposit goes back too.
        extra = (rules.riichi.open_riichi_cost or 0) - rules.riichi.cost
        for x in event.open_riichi:
            scores[x] += extra
            table -= extra
        deposits = [0] * state.size  # this event's riichi deposits went back
    if p.form is PenaltyForm.TABLE:
        deposits[event.offender] += p.points
    common = {
        "scores": tuple(scores),
        "table": table,
        "deposits": tuple(deposits),
        "final_adjustment": tuple(state.to_players(list(result.final_adjustment))),
        "dead": ((event.offender, p.noten_at_draw),) if p.dead_hand else (),
        "busters": (None,) * state.size,
        "bust_how": OTHER,
    }
    if p.hand is HandAfter.CONTINUE:
        return Outcome(**common, next=Next.CONTINUE)
    if result.ends_game:
        return Outcome(**common, next_honba=result.next_honba,
                       ends=EndReason.DEALER_PENALTY_ALL_LAST)
    if p.hand is HandAfter.REPLAY:
        return Outcome(**common, next=Next.REPLAY)
    # A hand ended by a penalty is not won: a riichi below the cost busts unless returned.
    at_risk = set() if returned else declared.at_risk
    return Outcome(**common, dealer_keeps=result.dealer_keeps, next_honba=result.next_honba,
                   ends=riichi_tobi(at_risk, []))
