"""Playing a win event: one ron or tsumo, or several ron on one discard (head bump, double
ron, or the abortive draw of three ron where the house has it)."""

from __future__ import annotations

from fractions import Fraction

from scoring.errors import ErrorCode, impossible
from scoring.game.events import WinEvent
from scoring.game.outcome import Outcome, plus
from scoring.game.play.riichi import declare_riichi, riichi_tobi, sticks_on_table
from scoring.game.play.seated import check_seated
from scoring.game.play.win_value import hand_value
from scoring.game.play.yakuman_prize import yakuman_prize
from scoring.game.state import GameState
from scoring.payment.call import Call, call_of
from scoring.payment.draw import abortive_draw
from scoring.payment.kept import pay_claim
from scoring.payment.pay import Claim, pay_win
from scoring.payment.win import DEALER
from scoring.rules.draw import Abortive
from scoring.rules.game import MultiRonRenchan
from scoring.rules.schema import MultiRon
from scoring.settlement.types import WIN
from scoring.value import Limit

_LIMITS = {limit.value: limit for limit in Limit}  # a kept payment's limit, by its name


def _is_sanchahou(state: GameState, event: WinEvent) -> bool:
    rules = state.rules
    return (
        len(event.wins) == 3
        and rules.payment.multi_ron is MultiRon.DOUBLE
        and Abortive.SANCHAHOU in rules.draw.abortive
    )


def play(state: GameState, event: WinEvent, field: str) -> Outcome:
    rules = state.rules
    if state.waiting:
        check_seated(state, [
            (who, f"{w.field}.{key}") for w in event.wins
            for key, who in (("winner", w.winner), ("discarder", w.discarder), ("pao", w.pao))
        ])
    for i, w in enumerate(event.wins):
        if w.winner in state.dead:
            raise impossible(
                ErrorCode.DEAD_HAND_CANNOT_WIN,
                f"Player {w.winner}'s hand is dead (アガリ放棄) after a penalty in this hand.",
                f"{field}.wins[{i}].winner",
            )
    declared = declare_riichi(state, event.riichi, event.open_riichi, field)
    deposits = tuple(-x for x in declared.scores)
    if _is_sanchahou(state, event):
        result = abortive_draw(rules, Abortive.SANCHAHOU, state.honba, state.all_last)
        return Outcome(
            tuple(declared.scores), declared.table, deposits,
            dealer_keeps=result.dealer_keeps, next_honba=result.next_honba,
            ends=riichi_tobi(declared.at_risk, []),
        )
    evaluated = [hand_value(state, w) for w in event.wins]
    claims = [
        Claim(
            state.seat(w.winner),
            value,
            None if w.discarder is None else state.seat(w.discarder),
            None if w.pao is None else state.seat(w.pao),
            grounds,
            f"{w.field}.",
        )
        for w, (value, _, grounds) in zip(event.wins, evaluated, strict=True)
    ]
    sticks = sticks_on_table(state, declared)
    if len(claims) == 1:
        # A single win is paid as /win and /score pay it, looked up once paid before.
        one = pay_claim(rules, claims[0], state.honba, sticks)
        seat_deltas, table_delta, limits = one[2], one[3], [_LIMITS.get(one[1])]
        calls: dict[int, Call] = {0: one[9]}
    else:
        paid_win = pay_win(rules, claims, state.honba, sticks)
        seat_deltas, table_delta = paid_win.payment.deltas, paid_win.payment.kyotaku_delta
        limits = [valued.limit for valued in paid_win.valued]
        calls = {}  # said below, for the wins that are paid
    scores = plus(declared.scores, state.to_players(list(seat_deltas)))
    # Who was paid, nearest the discarder first (head bump pays only the first).
    paid = sorted(
        range(len(claims)),
        key=lambda i: (claims[i].winner - (claims[i].discarder or 0)) % state.n,
    )
    if rules.payment.multi_ron is MultiRon.HEAD_BUMP:
        paid = paid[:1]
    prizes: list[Fraction] | None = None  # None: nobody earns a prize by this win
    for i in paid:
        value, prized, _ = evaluated[i]
        won = yakuman_prize(state, event.wins[i], value, limits[i], prized)
        if won is not None:
            prizes = won if prizes is None else [a + b for a, b in zip(prizes, won, strict=True)]
    winner_seats = [claims[i].winner for i in paid]
    if rules.game.multi_ron_renchan is MultiRonRenchan.NEAREST_ONLY:
        keeps = winner_seats[0] == DEALER
    else:
        keeps = DEALER in winner_seats
    dealer_won = DEALER in winner_seats
    after = [s + d for s, d in zip(state.scores, scores, strict=True)]
    if event.stop and not state.can_stop(dealer_won, after):
        raise impossible(
            ErrorCode.AGARI_YAME_NOT_ALLOWED,
            "Only the all-last dealer may stop after a win, as this house allows.",
            f"{field}.stop",
        )
    if len(claims) > 1:
        for i in paid:
            calls[i] = call_of(paid_win.payment, paid_win.valued[i], claims[i].winner,
                               claims[i].discarder, claims[i].pao)
    return Outcome(
        scores,
        declared.table + table_delta,
        deposits,
        None if prizes is None else tuple(prizes),
        busters=(event.wins[paid[0]].winner,) * state.size,
        bust_how=WIN,
        dealer_keeps=keeps,
        next_honba=state.honba + 1 if keeps else 0,
        dealer_won=dealer_won,
        stop=event.stop,
        ends=riichi_tobi(declared.at_risk, [event.wins[i].winner for i in paid]),
        calls=tuple((event.wins[i].winner, calls[i]) for i in paid),
    )
