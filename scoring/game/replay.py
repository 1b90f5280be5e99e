"""Replaying a score sheet: each event's payments, then the next deal, until the game ends.

Events name players (fixed for the game); the payment core works in the hand's seats, so
every call converts through `GameState.seat` / `GameState.player`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from scoring.errors import ErrorCode, impossible
from scoring.game.events import DrawEvent, Event, PenaltyEvent, PrizeEvent, WinEntry, WinEvent
from scoring.game.state import GameState
from scoring.hand.evaluate import evaluate_request
from scoring.payment.draw import abortive_draw, exhaustive_draw
from scoring.payment.liability import UNKNOWN, Grounds, hand_grounds
from scoring.payment.pay import Claim, pay_win
from scoring.payment.penalty import apply_penalty, penalty_rules
from scoring.payment.types import Payment
from scoring.payment.win import DEALER
from scoring.rules.game import Abortive, HandAfter, MultiRonRenchan, PenaltyForm
from scoring.rules.schema import MultiRon, Ruleset
from scoring.settle import OTHER, WIN, SettleInput, number, settle, settlement_dict
from scoring.value import HandValue, Limit


def _declare_riichi(
    state: GameState, riichi: list[int], open_riichi: list[int], field: str
) -> set[int]:
    """Each riichi puts `riichi.cost` on the table; each open riichi `riichi.open_riichi_cost`
    (the table is kept in points, so a 2000 deposit counts as two 1000 sticks).

    Returns the players whose riichi busts them unless they win this hand
    (`riichi.busts_below_cost`: declared with fewer points than the cost)."""
    rules = state.rules
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
        state.scores[p] -= cost
        state.table += cost
        state.deposits[p] += cost
    return at_risk


def _riichi_tobi(at_risk: set[int], winners: list[int]) -> str | None:
    """The end reason when a riichi declared below the cost was not won by its declarer."""
    return "tobi" if at_risk - set(winners) else None


OPEN_RIICHI_DEAL_IN = "open_riichi_deal_in"  # the yaku id of the open-riichi deal-in rule


def _hand_value(state: GameState, entry: WinEntry) -> tuple[HandValue, int | None, Grounds]:
    """The win's value, the yakuman multiple that earns a yakuman prize (None: all of it),
    and what the hand shows about liability.

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
    evaluation = evaluate_request(state.rules, body)
    grounds = hand_grounds(evaluation, body)
    if not any(y.id == OPEN_RIICHI_DEAL_IN and y.yakuman for y in evaluation.yaku):
        return evaluation.value, None, grounds
    others = sum(y.yakuman for y in evaluation.yaku if y.id != OPEN_RIICHI_DEAL_IN)
    return evaluation.value, min(others, evaluation.value.yakuman), grounds


def _yakuman_prize(
    state: GameState, win: WinEntry, value: HandValue, limit: Limit | None, prized: int | None
) -> None:
    """`prized`: the yakuman multiple that earns the prize (None: the whole value's)."""
    prize = state.rules.settlement.yakuman_prize
    if prized is not None:
        if prized == 0:
            return  # a yakuman only through an open-riichi deal-in
        value = HandValue(yakuman=prized)
    if limit is not Limit.YAKUMAN or (not value.yakuman and not prize.counted):
        return
    times = Fraction(max(value.yakuman, 1) if prize.per_multiple else 1)
    gain = Fraction(0)
    for p in range(state.n):
        if p == win.winner:
            continue
        if win.discarder is None:
            due = Fraction(prize.tsumo_each).limit_denominator(10**6)
        elif p == win.discarder:
            due = Fraction(prize.ron_discarder).limit_denominator(10**6)
        else:
            due = Fraction(prize.ron_others).limit_denominator(10**6)
        state.prizes[p] -= due * times
        gain += due * times
    state.prizes[win.winner] += gain


def _is_sanchahou(state: GameState, event: WinEvent) -> bool:
    rules = state.rules
    return (
        len(event.wins) == 3
        and rules.payment.multi_ron is MultiRon.DOUBLE
        and Abortive.SANCHAHOU in rules.draw.abortive
    )


def _apply(state: GameState, payment: Payment) -> None:
    state.apply(payment.deltas, payment.kyotaku_delta)


def _win(state: GameState, event: WinEvent, field: str) -> None:
    rules = state.rules
    for i, w in enumerate(event.wins):
        if w.winner in state.dead:
            raise impossible(
                ErrorCode.DEAD_HAND_CANNOT_WIN,
                f"Player {w.winner}'s hand is dead (アガリ放棄) after a penalty in this hand.",
                f"{field}.wins[{i}].winner",
            )
    at_risk = _declare_riichi(state, event.riichi, event.open_riichi, field)
    if _is_sanchahou(state, event):
        result = abortive_draw(rules, Abortive.SANCHAHOU, state.honba, state.all_last)
        return state.conclude(
            result.dealer_keeps, result.next_honba, ends_game=_riichi_tobi(at_risk, [])
        )
    evaluated = [_hand_value(state, w) for w in event.wins]
    values = [v for v, _, _ in evaluated]
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
    paid_win = pay_win(rules, claims, state.honba, state.table // rules.riichi.cost)
    valued = paid_win.valued
    wins = claims
    payment = paid_win.payment
    _apply(state, payment)
    # Who was paid, nearest the discarder first (head bump pays only the first).
    paid = sorted(
        range(len(wins)),
        key=lambda i: (wins[i].winner - (wins[i].discarder or 0)) % state.n,
    )
    if rules.payment.multi_ron is MultiRon.HEAD_BUMP:
        paid = paid[:1]
    state.note_busts({p: event.wins[paid[0]].winner for p in range(state.n)}, WIN)
    for i in paid:
        _yakuman_prize(state, event.wins[i], values[i], valued[i].limit, evaluated[i][1])
    winner_seats = [wins[i].winner for i in paid]
    if rules.game.multi_ron_renchan is MultiRonRenchan.NEAREST_ONLY:
        keeps = winner_seats[0] == DEALER
    else:
        keeps = DEALER in winner_seats
    dealer_won = DEALER in winner_seats
    if event.stop and not state.can_stop(dealer_won):
        raise impossible(
            ErrorCode.AGARI_YAME_NOT_ALLOWED,
            "Only the all-last dealer may stop after a win, as this house allows.",
            f"{field}.stop",
        )
    state.conclude(
        keeps,
        state.honba + 1 if keeps else 0,
        dealer_won=dealer_won,
        stop=event.stop,
        ends_game=_riichi_tobi(at_risk, [event.wins[i].winner for i in paid]),
    )


def _draw(state: GameState, event: DrawEvent, field: str) -> None:
    rules = state.rules
    at_risk = _declare_riichi(state, event.riichi, event.open_riichi, field)
    ends_game = _riichi_tobi(at_risk, [])
    if event.abortive is not None:
        if event.tenpai or event.nagashi:
            raise impossible(
                ErrorCode.ABORTIVE_WITH_TENPAI,
                "An abortive draw has no tenpai or nagashi.",
                f"{field}.abortive",
            )
        result = abortive_draw(rules, event.abortive, state.honba, state.all_last)
        return state.conclude(result.dealer_keeps, result.next_honba, ends_game=ends_game)
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
        state.table // rules.riichi.cost,
        [state.seat(p) for p in event.nagashi],
        state.round_wind,
    )
    _apply(state, result.payment)
    if event.nagashi:
        state.note_busts({p: event.nagashi[0] for p in range(state.n)}, WIN)
    else:
        # A noten payment busts its payer; the first tenpai player after them (上家取り)
        # counts as the one who busted them.
        after = {p: [(p + k) % state.n for k in range(1, state.n)] for p in range(state.n)}
        order = {p: next((q for q in after[p] if q in event.tenpai), None) for p in after}
        state.note_busts(order, OTHER)
    state.conclude(result.dealer_keeps, result.next_honba, ends_game=ends_game)


def _penalty(state: GameState, event: PenaltyEvent, field: str) -> None:
    rules = state.rules
    p = penalty_rules(rules, event.kind)
    if p.hand is HandAfter.CONTINUE and (event.riichi or event.open_riichi):
        raise impossible(
            ErrorCode.RIICHI_IN_CONTINUING_PENALTY,
            "Play goes on after this penalty: list the hand's riichi in the event that ends it.",
            f"{field}.riichi" if event.riichi else f"{field}.open_riichi",
        )
    at_risk = _declare_riichi(state, event.riichi, event.open_riichi, field)
    declared = event.riichi + event.open_riichi
    result = apply_penalty(
        rules,
        event.kind,
        state.seat(event.offender),
        state.honba,
        state.table // rules.riichi.cost,
        [state.seat(x) for x in declared],
        state.all_last,
    )
    _apply(state, result.payment)
    returned = p.hand is not HandAfter.CONTINUE and p.returns_riichi
    if returned and event.open_riichi:
        # The payment core hands back one `riichi.cost` stick per declarer; an open riichi
        # put `open_riichi_cost` down, so the rest of its deposit goes back too.
        assert rules.riichi.open_riichi_cost is not None
        extra = rules.riichi.open_riichi_cost - rules.riichi.cost
        for x in event.open_riichi:
            state.scores[x] += extra
            state.table -= extra
    if p.dead_hand:
        state.dead[event.offender] = p.noten_at_draw
    for player, points in enumerate(state.to_players(result.final_adjustment)):
        state.final_adjustment[player] += points
    if p.form is PenaltyForm.TABLE:
        state.deposits[event.offender] += p.points
    if returned:
        for x in event.riichi:
            state.deposits[x] -= rules.riichi.cost
        for x in event.open_riichi:
            state.deposits[x] -= rules.riichi.open_riichi_cost or 0
    state.note_busts({}, OTHER)
    if p.hand is HandAfter.CONTINUE:
        return None
    if result.ends_game:
        return state.conclude(False, result.next_honba, ends_game="dealer_penalty_all_last")
    if p.hand is HandAfter.REPLAY:
        return state.replay_hand()
    # A hand ended by a penalty is not won: a riichi below the cost busts unless returned.
    at_risk = set() if returned else at_risk
    return state.conclude(
        result.dealer_keeps, result.next_honba, ends_game=_riichi_tobi(at_risk, [])
    )


def _prize(state: GameState, event: PrizeEvent) -> None:
    """Every other player pays the house's prize for this kind to the one who earned it."""
    due = Fraction(state.rules.settlement.prizes[event.kind]).limit_denominator(10**6)
    for p in range(state.n):
        if p != event.player:
            state.prizes[p] -= due
            state.prizes[event.player] += due


def _state_dict(state: GameState, before: list[int], table_before: int) -> dict[str, Any]:
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
        "reason": state.reason,
    }
    if state.finished:
        owners = [d // cost for d in state.last_deposits]
        kyotaku = state.table // cost
        if sum(owners) > kyotaku:
            owners = [0] * state.n  # the last hand's sticks were paid out
        result = settle(
            rules,
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
        out["settlement"] = settlement_dict(rules, result)
    return out


def replay_game(rules: Ruleset, events: list[Event]) -> list[dict[str, Any]]:
    state = GameState.start(rules)
    states = []
    for i, event in enumerate(events):
        field = f"events[{i}]"
        if state.finished:
            raise impossible(ErrorCode.GAME_OVER, f"The game ended before event {i}.", field)
        before, table_before = list(state.scores), state.table
        if isinstance(event, WinEvent):
            _win(state, event, field)
        elif isinstance(event, DrawEvent):
            _draw(state, event, field)
        elif isinstance(event, PrizeEvent):
            _prize(state, event)
        else:
            _penalty(state, event, field)
        states.append(_state_dict(state, before, table_before))
    return states
