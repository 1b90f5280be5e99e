"""Paying a draw: noten payments, nagashi, and who deals the next hand with how many honba.

Seats are the hand's seats (0 = dealer). Nothing here knows a house: every choice is a
`[draw]` or `[game]` field.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from scoring.errors import ErrorCode, impossible
from scoring.payment.types import Kind, Payment, Transfer
from scoring.payment.win import DEALER, Win, check_seat, pay_wins, tsumo_points
from scoring.points import LIMIT_BASE, Valued
from scoring.rules.draw import Abortive, Nagashi, NotenScheme
from scoring.rules.game import DealerKeeps
from scoring.rules.schema import Ruleset
from scoring.value import Limit

ROUND_WINDS = ("E", "S", "W", "N")
NAGASHI_LIMIT = {Nagashi.MANGAN: Limit.MANGAN, Nagashi.YAKUMAN: Limit.YAKUMAN}


@dataclass(frozen=True)
class DrawResult:
    payment: Payment
    dealer_keeps: bool
    next_honba: int


def seat_set(rules: Ruleset, seats: Iterable[object], field: str) -> list[int]:
    """Distinct, valid seats in turn order from the dealer."""
    found: list[int] = []
    for i, seat in enumerate(seats):
        check_seat(rules, seat, f"{field}[{i}]")
        assert isinstance(seat, int)
        if seat in found:
            raise impossible(
                ErrorCode.DUPLICATE_SEAT,
                f"Seat {seat} is listed twice.", f"{field}[{i}]",
            )
        found.append(seat)
    return sorted(found)


def noten_payment(rules: Ruleset, tenpai: list[int]) -> Payment:
    """Noten players pay tenpai players; nothing moves when all or none are tenpai."""
    n = rules.players
    noten = [s for s in range(n) if s not in tenpai]
    if not tenpai or not noten:
        return Payment(n, ())
    draw = rules.draw
    if draw.noten_scheme is NotenScheme.POOL:
        # The pool is shared evenly both ways, so each noten-tenpai pair moves the same amount.
        per_pair = draw.noten_points // (len(tenpai) * len(noten))
    else:
        per_pair = draw.noten_points
    transfers = tuple(
        Transfer(payer, receiver, per_pair, Kind.NOTEN) for payer in noten for receiver in tenpai
    )
    return Payment(n, transfers)


def _nagashi_valued(rules: Ruleset) -> Valued:
    limit = NAGASHI_LIMIT[rules.draw.nagashi]
    return Valued(0, 0, 1 if limit is Limit.YAKUMAN else 0, limit, LIMIT_BASE[limit])


def nagashi_payment(rules: Ruleset, nagashi: list[int], honba: int, kyotaku: int) -> Payment:
    """Each nagashi is paid like a tsumo of its limit.

    As a draw (the default), no honba is paid and the riichi sticks stay on the table;
    where the house treats nagashi as a win, honba and sticks are paid like a tsumo win
    (the sticks to the nagashi player nearest the dealer in turn order).
    """
    n = rules.players
    valued = _nagashi_valued(rules)
    payment = Payment(n, ())
    for i, seat in enumerate(nagashi):
        if rules.draw.nagashi_as_win:
            payment += pay_wins(rules, [Win(seat, valued)], honba, kyotaku if i == 0 else 0)
        else:
            shares = tsumo_points(rules, valued.base, seat)
            payment += Payment(
                n, tuple(Transfer(p, seat, pts, Kind.HAND) for p, pts in shares.items())
            )
    return payment


def keeps_on_draw(rules: Ruleset, tenpai: list[int], round_wind: str) -> bool:
    game = rules.game
    rule = game.dealer_keeps_on_draw_by_wind.get(round_wind, game.dealer_keeps_on_draw)
    if rule is DealerKeeps.ALWAYS:
        return True
    if rule is DealerKeeps.NEVER:
        return False
    return DEALER in tenpai


def exhaustive_draw(
    rules: Ruleset,
    tenpai: list[int],
    honba: int,
    kyotaku: int,
    nagashi: list[int] | None = None,
    round_wind: str = "E",
) -> DrawResult:
    """The end of the wall: noten payments or nagashi, then the next deal and honba."""
    _check_counts(honba, kyotaku)
    if round_wind not in ROUND_WINDS:
        raise impossible(ErrorCode.BAD_ROUND_WIND, "round_wind is one of E, S, W, N.", "round_wind")
    tenpai = seat_set(rules, tenpai, "tenpai")
    nagashi = seat_set(rules, nagashi or [], "nagashi")
    draw = rules.draw
    if nagashi and draw.nagashi is Nagashi.NONE:
        raise impossible(ErrorCode.NO_NAGASHI, "This house has no nagashi hand.", "nagashi")
    if nagashi and draw.nagashi_as_win:
        # Like a win: only the dealer's own nagashi keeps the deal; honba as after a win.
        payment = nagashi_payment(rules, nagashi, honba, kyotaku)
        keeps = DEALER in nagashi
        return DrawResult(payment, keeps, honba + 1 if keeps else 0)
    payment = Payment(rules.players, ())
    if nagashi:
        payment += nagashi_payment(rules, nagashi, honba, kyotaku)
    if not nagashi or draw.nagashi_with_noten:
        payment += noten_payment(rules, tenpai)
    keeps = keeps_on_draw(rules, tenpai, round_wind)
    next_honba = honba + 1 if keeps or draw.honba_on_draw else 0
    return DrawResult(payment, keeps, next_honba)


def abortive_draw(rules: Ruleset, kind: str, honba: int, all_last: bool = False) -> DrawResult:
    """An abortive draw moves no points; the house says who deals next and the honba."""
    _check_counts(honba, 0)
    draw = rules.draw
    allowed = [a.value for a in draw.abortive]
    if kind not in allowed:
        raise impossible(
            ErrorCode.NO_SUCH_ABORTIVE_DRAW,
            f"This house has no abortive draw '{kind}' (it has: {', '.join(allowed) or 'none'}).",
            "abortive",
        )
    keeps = draw.abortive_dealer_keeps or (all_last and draw.abortive_all_last_keeps)
    next_honba = honba + 1 if draw.abortive_honba else honba
    return DrawResult(Payment(rules.players, ()), keeps, next_honba)


def _check_counts(honba: int, kyotaku: int) -> None:
    if honba < 0:
        raise impossible(ErrorCode.NEGATIVE_HONBA, "honba cannot be negative.", "honba")
    if kyotaku < 0:
        raise impossible(ErrorCode.NEGATIVE_KYOTAKU, "kyotaku cannot be negative.", "kyotaku")


__all__ = ["Abortive", "DrawResult", "abortive_draw", "exhaustive_draw", "noten_payment"]
