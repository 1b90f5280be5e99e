"""Replaying a score sheet: each event's outcome, then the next deal, until the game ends.

Playing an event (`_win`, `_draw`, `_penalty`, `_prize`) only reads the game and returns an
`Outcome`; `GameState.advance` applies it. Events name players (fixed for the game); the
payment core works in the hand's seats, so every call converts through `GameState.seat`
and `GameState.to_players`. Where more people than seats take part (4人回し), an event may
name only players seated in its hand; a resting player's points never move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scoring.api.read.hand import read_hand
from scoring.errors import ErrorCode, impossible
from scoring.game.events import DrawEvent, Event, PenaltyEvent, PrizeEvent, WinEntry, WinEvent
from scoring.game.outcome import EndReason, Next, Outcome
from scoring.game.state import GameState
from scoring.hand.evaluate import evaluate
from scoring.payment.call import Call, call_of
from scoring.payment.draw import abortive_draw, exhaustive_draw
from scoring.payment.kept import pay_claim
from scoring.payment.liability import UNKNOWN, Grounds, hand_grounds
from scoring.payment.pay import Claim, pay_win
from scoring.payment.penalty import apply_penalty, penalty_rules
from scoring.payment.win import DEALER
from scoring.rules.game import Abortive, HandAfter, MultiRonRenchan, PenaltyForm
from scoring.rules.schema import MultiRon, Ruleset
from scoring.settle import (
    OTHER,
    WIN,
    SettleInput,
    Settlement,
    number,
    settle,
    settlement_dict,
)
from scoring.value import HandValue, Limit


@dataclass(frozen=True)
class Declared:
    """The riichi declared in an event's hand, worked out but not yet applied."""

    scores: list[int]  # each player's change (minus their deposit)
    table: int  # points they put on the table
    at_risk: set[int]  # players busted by that riichi unless they win this hand


def _seated(state: GameState, players: list[tuple[int | None, str]]) -> None:
    """Refuse an event naming a player who rests in this hand (a 4人回し game). Callers ask
    only when someone rests (`state.waiting`): otherwise every player is seated, and the
    fields' names are not worth writing out."""
    for player, where in players:
        if player is not None and not state.is_seated(player):
            raise impossible(
                ErrorCode.PLAYER_RESTING,
                f"Player {player} rests in this hand (seated: "
                f"{', '.join(map(str, state.seated))}).", where,
            )


def _listed(players: list[int], field: str, key: str) -> list[tuple[int | None, str]]:
    return [(p, f"{field}.{key}[{i}]") for i, p in enumerate(players)]


def _declare_riichi(
    state: GameState, riichi: list[int], open_riichi: list[int], field: str
) -> Declared:
    """Each riichi puts `riichi.cost` on the table; each open riichi `riichi.open_riichi_cost`
    (the table is kept in points, so a 2000 deposit counts as two 1000 sticks).

    A player declaring with fewer points than the cost is at risk where the house says so
    (`riichi.busts_below_cost`): the riichi busts them unless they win this hand."""
    rules = state.rules
    if state.waiting:
        _seated(state, _listed(riichi, field, "riichi")
                + _listed(open_riichi, field, "open_riichi"))
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


def _riichi_tobi(at_risk: set[int], winners: list[int]) -> EndReason | None:
    """The end reason when a riichi declared below the cost was not won by its declarer."""
    return EndReason.TOBI if at_risk - set(winners) else None


def _sticks(state: GameState, declared: Declared) -> int:
    """Riichi sticks on the table for this hand's payment, this hand's declarations included."""
    return (state.table + declared.table) // state.rules.riichi.cost


def _plus(*parts: list[int]) -> tuple[int, ...]:
    return tuple(sum(values) for values in zip(*parts, strict=True))


_LIMITS = {limit.value: limit for limit in Limit}  # a kept payment's limit, by its name
OPEN_RIICHI_DEAL_IN = "open_riichi_deal_in"  # the yaku id of the open-riichi deal-in rule


def _hand_value(state: GameState, entry: WinEntry) -> tuple[HandValue, int | None, Grounds]:
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


def _yakuman_prize(
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


def _is_sanchahou(state: GameState, event: WinEvent) -> bool:
    rules = state.rules
    return (
        len(event.wins) == 3
        and rules.payment.multi_ron is MultiRon.DOUBLE
        and Abortive.SANCHAHOU in rules.draw.abortive
    )


def _win(state: GameState, event: WinEvent, field: str) -> Outcome:
    rules = state.rules
    if state.waiting:
        _seated(state, [
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
    declared = _declare_riichi(state, event.riichi, event.open_riichi, field)
    deposits = tuple(-x for x in declared.scores)
    if _is_sanchahou(state, event):
        result = abortive_draw(rules, Abortive.SANCHAHOU, state.honba, state.all_last)
        return Outcome(
            tuple(declared.scores), declared.table, deposits,
            dealer_keeps=result.dealer_keeps, next_honba=result.next_honba,
            ends=_riichi_tobi(declared.at_risk, []),
        )
    evaluated = [_hand_value(state, w) for w in event.wins]
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
    sticks = _sticks(state, declared)
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
    scores = _plus(declared.scores, state.to_players(list(seat_deltas)))
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
        won = _yakuman_prize(state, event.wins[i], value, limits[i], prized)
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
        ends=_riichi_tobi(declared.at_risk, [event.wins[i].winner for i in paid]),
        calls=tuple((event.wins[i].winner, calls[i]) for i in paid),
    )


def _draw(state: GameState, event: DrawEvent, field: str) -> Outcome:
    rules = state.rules
    if state.waiting:
        _seated(state, _listed(event.tenpai, field, "tenpai")
                + _listed(event.nagashi, field, "nagashi"))
    declared = _declare_riichi(state, event.riichi, event.open_riichi, field)
    deposits = tuple(-x for x in declared.scores)
    ends = _riichi_tobi(declared.at_risk, [])
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
        _sticks(state, declared),
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
        _plus(declared.scores, state.to_players(list(result.payment.deltas))),
        declared.table + result.payment.kyotaku_delta,
        deposits,
        busters=busters,
        bust_how=how,
        dealer_keeps=result.dealer_keeps,
        next_honba=result.next_honba,
        ends=ends,
    )


def _penalty(state: GameState, event: PenaltyEvent, field: str) -> Outcome:
    rules = state.rules
    if state.waiting:
        _seated(state, [(event.offender, f"{field}.offender")])
    p = penalty_rules(rules, event.kind)
    if p.hand is HandAfter.CONTINUE and (event.riichi or event.open_riichi):
        raise impossible(
            ErrorCode.RIICHI_IN_CONTINUING_PENALTY,
            "Play goes on after this penalty: list the hand's riichi in the event that ends it.",
            f"{field}.riichi" if event.riichi else f"{field}.open_riichi",
        )
    declared = _declare_riichi(state, event.riichi, event.open_riichi, field)
    result = apply_penalty(
        rules,
        event.kind,
        state.seat(event.offender),
        state.honba,
        _sticks(state, declared),
        [state.seat(x) for x in event.riichi + event.open_riichi],
        state.all_last,
    )
    scores = list(_plus(declared.scores, state.to_players(list(result.payment.deltas))))
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
                   ends=_riichi_tobi(at_risk, []))


def _prize(state: GameState, event: PrizeEvent, field: str) -> Outcome:
    """Every other player pays the house's prize for this kind to the one who earned it; while
    someone rests, each pays what the house says for that (`rotation.prizes`)."""
    if state.waiting:
        _seated(state, [(event.player, f"{field}.player")])
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


# How each kind of event is played: every kind is listed, none is the fallback of another.
PLAY: dict[type, Callable[[GameState, Any, str], Outcome]] = {
    WinEvent: _win,
    DrawEvent: _draw,
    PenaltyEvent: _penalty,
    PrizeEvent: _prize,
}


def _state_dict(state: GameState, before: list[int], table_before: int,
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


def replay_game(rules: Ruleset, events: list[Event],
                participants: int | None = None) -> list[dict[str, Any]]:
    """Each event's state; `participants` beyond the seats rest first, in order (4人回し)."""
    return play_game(rules, events, participants)[0]


def play_game(rules: Ruleset, events: list[Event],
              participants: int | None = None) -> tuple[list[dict[str, Any]], GameState]:
    """Each event's state, and the game as it stands after the last one."""
    state = GameState.start(rules, participants)
    states = []
    for i, event in enumerate(events):
        field = f"events[{i}]"
        if state.finished:
            raise impossible(ErrorCode.GAME_OVER, f"The game ended before event {i}.", field)
        before, table_before = list(state.scores), state.table
        rested = sorted(state.waiting)
        outcome = PLAY[type(event)](state, event, field)
        state.advance(outcome)
        states.append(_state_dict(state, before, table_before, rested, outcome))
    return states, state
