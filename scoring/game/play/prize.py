"""Playing a prize event: settlement points every other player pays the one who earned them."""

from __future__ import annotations

from fractions import Fraction

from scoring.game.events import PrizeEvent
from scoring.game.outcome import Next, Outcome
from scoring.game.play.seated import check_seated
from scoring.game.state import GameState


def play(state: GameState, event: PrizeEvent, field: str) -> Outcome:
    """Every other player pays the house's prize for this kind to the one who earned it; while
    someone rests, each pays what the house says for that (`rotation.prizes`)."""
    if state.waiting:
        check_seated(state, [(event.player, f"{field}.player")])
    prize = Fraction(state.rules.settlement.prizes[event.kind]).limit_denominator(10**6)
    share = state.rules.rotation.prizes.get(event.kind)
    prizes = [Fraction(0)] * state.size
    for p in range(state.size):
        if p == event.player:
            continue
        due = prize
        if state.waiting and share is not None:
            amount = share.seated if state.is_seated(p) else share.resting
            due = prize if amount is None else Fraction(amount).limit_denominator(10**6)
        prizes[p] -= due
        prizes[event.player] += due
    return Outcome((0,) * state.size, prizes=tuple(prizes), next=Next.CONTINUE)
