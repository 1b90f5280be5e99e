"""The settlement points a yakuman win earns (役満祝儀), per player, resting ones included."""

from __future__ import annotations

from fractions import Fraction

from scoring.game.events import WinEntry
from scoring.game.state import GameState
from scoring.value import HandValue, Limit


def yakuman_prize(
    state: GameState, win: WinEntry, value: HandValue, limit: Limit | None, prized: int | None
) -> list[Fraction] | None:
    """Each player's yakuman prize for this win (`prized`: the yakuman multiple that earns
    it, None: the whole value's), or None when the win earns none (most wins: they then do
    no Fraction arithmetic, which was a fifth of a replayed hand's time)."""
    prize = state.rules.settlement.yakuman_prize
    if prized is not None:
        if prized == 0:
            return None  # a yakuman only through an open-riichi deal-in
        value = HandValue(yakuman=prized)
    if limit is not Limit.YAKUMAN or (not value.yakuman and not prize.counted):
        return None
    prizes = [Fraction(0)] * state.size
    times = Fraction(max(value.yakuman, 1) if prize.per_multiple else 1)
    rotation = state.rules.rotation
    resting = rotation.yakuman_tsumo if win.discarder is None else rotation.yakuman_ron
    for p in range(state.size):
        if p == win.winner:
            continue
        if state.waiting and not state.is_seated(p):
            amount = resting.resting
        elif state.waiting and resting.seated is not None and (
            win.discarder is None or p == win.discarder
        ):
            amount = resting.seated  # the house's share while someone rests (20/40/40)
        elif win.discarder is None:
            amount = prize.tsumo_each
        elif p == win.discarder:
            amount = prize.ron_discarder
        else:
            amount = prize.ron_others
        due = Fraction(amount).limit_denominator(10**6)
        prizes[p] -= due * times
        prizes[win.winner] += due * times
    return prizes
