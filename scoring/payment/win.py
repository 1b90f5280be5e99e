"""Paying a win: hand value → per-seat transfers, honba, riichi sticks, pao, multiple ron."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.errors import ErrorCode, impossible
from scoring.payment.types import Kind, Payment, Transfer
from scoring.points import Valued
from scoring.rules.schema import (
    MultiRon,
    PaoHonba,
    PaoRon,
    Remainder,
    Rounding,
    Ruleset,
    StickSplit,
    TsumoScheme,
)

# Enum members looked up on their class cost ~100 ns each in Python 3.11: kept at hand.
_HAND = Kind.HAND
_HONBA = Kind.HONBA
_KYOTAKU = Kind.KYOTAKU
_UP_1000 = Rounding.UP_1000
_STANDARD = TsumoScheme.STANDARD
_NORTH_SPLIT = TsumoScheme.NORTH_SPLIT

DEALER = 0


def round_up(points: int, unit: int) -> int:
    return -(-points // unit) * unit


def _unit(rules: Ruleset) -> int:
    return 1000 if rules.payment.rounding is _UP_1000 else 100


def ron_points(rules: Ruleset, base: int, dealer_wins: bool) -> int:
    return round_up(base * (6 if dealer_wins else 4), _unit(rules))


def tsumo_points(rules: Ruleset, base: int, winner: int) -> dict[int, int]:
    """Each payer's hand payment on a tsumo, bonus included (honba excluded)."""
    pay = rules.payment
    unit = _unit(rules)
    dealer_wins = winner == DEALER
    payers = [s for s in range(rules.players) if s != winner]

    def four_player_share(payer: int) -> int:
        return 2 * base if dealer_wins or payer == DEALER else base

    if pay.tsumo_scheme is _STANDARD:
        shares = {p: round_up(four_player_share(p), unit) for p in payers}
    elif pay.tsumo_scheme is _NORTH_SPLIT:
        # The absent North would pay the non-dealer share (or 2b to a dealer); it is
        # rounded like a real payment first, then halved onto the two payers and rounded up.
        north = round_up(2 * base if dealer_wins else base, 100)
        shares = {
            p: round_up(2 * round_up(four_player_share(p), 100) + north, 2 * unit) // 2
            for p in payers
        }
    else:  # MARUDORI: the winner is paid the ron value, dealer:non-dealer 2:1 (or 1:1).
        total = ron_points(rules, base, dealer_wins)
        if dealer_wins:
            # Both pay the same: half, rounded up (an odd hundred makes the total 1 unit more).
            shares = {p: round_up(total, 2 * unit) // 2 for p in payers}
        else:
            # Exactly the ron value, as near 2:1 as whole units allow: the dealer pays two
            # thirds rounded to the nearest unit (a third is never half a unit), the other
            # non-dealer the rest. Rounding both parts up would take more than the ron.
            dealer_part = (2 * total + 3 * unit // 2) // (3 * unit) * unit
            shares = {p: dealer_part if p == DEALER else total - dealer_part for p in payers}
    return {p: points + pay.tsumo_bonus for p, points in shares.items()}


# Read-only by convention, not frozen: see scoring/payment/types.py.
@dataclass(slots=True)
class Win:
    winner: int
    valued: Valued
    discarder: int | None = None  # None = tsumo
    pao: int | None = None


def check_seat(rules: Ruleset, seat: object, field: str) -> int:
    if not isinstance(seat, int) or not 0 <= seat < rules.players:
        raise impossible(
            ErrorCode.SEAT_OUT_OF_RANGE, f"Seats are 0 to {rules.players - 1} in this house.", field
        )
    return seat


def _check_win(rules: Ruleset, win: Win, field: str) -> None:
    check_seat(rules, win.winner, f"{field}winner")
    if win.discarder is not None:
        check_seat(rules, win.discarder, f"{field}discarder")
        if win.discarder == win.winner:
            raise impossible(
                ErrorCode.DISCARDER_IS_WINNER,
                "A player cannot ron their own discard.", f"{field}discarder"
            )
    if win.pao is not None:
        check_seat(rules, win.pao, f"{field}pao")
        if win.pao == win.winner:
            raise impossible(
                ErrorCode.PAO_IS_WINNER,
                "The winner cannot be liable for their own hand.", f"{field}pao"
            )


def pay_wins(rules: Ruleset, wins: list[Win], honba: int, kyotaku: int) -> Payment:
    """Pay one tsumo, one ron, or several rons on the same discard."""
    if honba < 0:
        raise impossible(ErrorCode.NEGATIVE_HONBA, "honba cannot be negative.", "honba")
    if kyotaku < 0:
        raise impossible(ErrorCode.NEGATIVE_KYOTAKU, "kyotaku cannot be negative.", "kyotaku")
    if not wins:
        raise impossible(ErrorCode.NO_WINNER, "A win needs a winner.", "wins")
    for i, w in enumerate(wins):
        _check_win(rules, w, f"wins[{i}]." if len(wins) > 1 else "")
    if len(wins) == 1:
        return _pay_one(rules, wins[0], honba, kyotaku)
    wins = _multi_ron_winners(rules, wins)
    pay = rules.payment
    odd_first = _remainder_order(rules, wins)
    transfers: list[Transfer] = []
    for i, w in enumerate(wins):
        if w.discarder is None:
            honba_points = honba * pay.honba_tsumo  # per payer
        else:
            units = honba * pay.honba_ron // 100
            honba_points = _share(units, i, odd_first[i], len(wins), pay.multi_ron_honba) * 100
        transfers += _hand_and_honba(rules, w, honba_points)
    for i, w in enumerate(wins):
        sticks = _share(kyotaku, i, odd_first[i], len(wins), pay.multi_ron_kyotaku)
        if sticks:
            transfers.append(Transfer(None, w.winner, sticks * rules.riichi.cost, _KYOTAKU))
    return Payment(rules.players, tuple(transfers))


def _pay_one(rules: Ruleset, win: Win, honba: int, kyotaku: int) -> Payment:
    """The common case: a single winner takes every honba and stick, nothing to split."""
    pay = rules.payment
    if win.discarder is None:
        honba_points = honba * pay.honba_tsumo  # per payer
    else:
        honba_points = honba * pay.honba_ron // 100 * 100
    transfers = _hand_and_honba(rules, win, honba_points)
    if kyotaku:
        transfers.append(Transfer(None, win.winner, kyotaku * rules.riichi.cost, _KYOTAKU))
    return Payment(rules.players, tuple(transfers))


def _remainder_order(rules: Ruleset, wins: list[Win]) -> list[int]:
    """Each winner's rank for receiving units that do not split evenly (0 = first)."""
    if rules.payment.split_remainder is Remainder.NEAREST:
        return list(range(len(wins)))  # wins are already ordered from the discarder
    by_seat = sorted(range(len(wins)), key=lambda i: wins[i].winner)
    return [by_seat.index(i) for i in range(len(wins))]


def _share(count: int, index: int, odd_rank: int, winners: int, split: StickSplit) -> int:
    """Winner `index`'s part of `count` units (index 0 = the winner nearest the discarder)."""
    if split is StickSplit.EACH:
        return count
    if split is StickSplit.NEAREST:
        return count if index == 0 else 0
    return count // winners + (1 if odd_rank < count % winners else 0)


def _multi_ron_winners(rules: Ruleset, wins: list[Win]) -> list[Win]:
    discarders = {w.discarder for w in wins}
    if None in discarders or len(discarders) != 1:
        raise impossible(
            ErrorCode.MULTI_RON_NEEDS_ONE_DISCARDER,
            "Several winners must all ron the same discard.",
            "wins",
        )
    if len({w.winner for w in wins}) != len(wins):
        raise impossible(ErrorCode.DUPLICATE_WINNER, "A player can win only once per hand.", "wins")
    discarder = wins[0].discarder
    assert discarder is not None
    n = rules.players
    ordered = sorted(wins, key=lambda w: (w.winner - discarder) % n)
    mode = rules.payment.multi_ron
    if mode is MultiRon.HEAD_BUMP:
        return ordered[:1]
    if mode is MultiRon.DOUBLE and len(wins) > 2:
        raise impossible(
            ErrorCode.TRIPLE_RON_IS_ABORTIVE_DRAW,
            "Three players rons on one discard: this house makes it an abortive draw.",
            "wins",
        )
    return ordered


def _hand_and_honba(rules: Ruleset, win: Win, honba_points: int) -> list[Transfer]:
    """`honba_points`: per payer on a tsumo, in total from the discarder on a ron."""
    pay = rules.payment
    base = win.valued.base
    out: list[Transfer] = []
    if win.discarder is None:
        shares = tsumo_points(rules, base, win.winner)
        honba_each = honba_points
        if win.pao is not None:
            # The liable player pays the whole tsumo alone, honba included.
            total = sum(shares.values())
            out.append(Transfer(win.pao, win.winner, total, _HAND))
            out.append(Transfer(win.pao, win.winner, honba_each * len(shares), _HONBA))
        else:
            for payer, points in shares.items():
                out.append(Transfer(payer, win.winner, points, _HAND))
                out.append(Transfer(payer, win.winner, honba_each, _HONBA))
        return out
    total = ron_points(rules, base, win.winner == DEALER)
    honba_total = honba_points
    if win.pao is None or win.pao == win.discarder:
        out.append(Transfer(win.discarder, win.winner, total, _HAND))
        out.append(Transfer(win.discarder, win.winner, honba_total, _HONBA))
        return out
    liable_part = total if pay.pao_ron is PaoRon.FULL else round_up(total // 2, 100)
    out.append(Transfer(win.pao, win.winner, liable_part, _HAND))
    out.append(Transfer(win.discarder, win.winner, total - liable_part, _HAND))
    if pay.pao_honba is PaoHonba.DISCARDER:
        out.append(Transfer(win.discarder, win.winner, honba_total, _HONBA))
    elif pay.pao_honba is PaoHonba.LIABLE:
        out.append(Transfer(win.pao, win.winner, honba_total, _HONBA))
    else:
        half = round_up(honba_total // 2, 100)
        out.append(Transfer(win.pao, win.winner, half, _HONBA))
        out.append(Transfer(win.discarder, win.winner, honba_total - half, _HONBA))
    return out
