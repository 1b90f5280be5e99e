"""Payments kept once paid: /win, /score and the score sheet's single wins pay through
`pay_win` once per distinct payment, then look it up.

Hands repeat the same few (value, seats, sticks) payments, and paying one (pay_win, then its
call) costs about as much as evaluating a hand. Measured with and without this table:
api.score on tests/bench/bench_score.py +51% on hands seen before and +28% on fresh hands;
/win in-process (tests/bench/request_cpu.py) 100 -> 87 µs of CPU a request; a 10-hand replay
(its single wins, `pay_claim`) 453 -> 367 µs.

Only immutable parts are kept (str, int, None, tuples), and every dict and list of an answer
is built afresh from them, so a caller may change whatever it was given
(tests/hand/test_score_repeats.py); tests/test_paid_table.py checks kept payments against
`pay_win` itself, for /win and for replayed games. A key holds no yaku and no liability
grounds: the caller checks liability (`check_liability`) on every request before looking
up, and the amounts depend on the key alone.
"""

from __future__ import annotations

from typing import Any

from scoring.payment.call import Call, call_of
from scoring.payment.liability import Grounds, check_liability
from scoring.payment.pay import Claim, pay_win
from scoring.rules.schema import Ruleset
from scoring.value import HandValue

# By house id, han, fu, yakuman, fixed limit, winner, discarder, pao, honba and kyotaku (the
# value's fields as the house counts them, then the seats and sticks). An entry holds its
# Ruleset and counts only for that very object: another ruleset with the same id, such as a
# test's variant of a house, pays its own and replaces the entry.
Key = tuple[str, int, int, int, Any, int, int | None, int | None, int, int]
# (from, to, points, kind), as `Payment.to_dict` lays a transfer out.
_Transfer = tuple[int | None, int, int, str]
# The ruleset; the limit reached, the deltas, the kyotaku delta and the transfers; the
# value's han, fu, yakuman and base points; the call (the payment as it is said).
Paid = tuple[Ruleset, str | None, tuple[int, ...], int, tuple[_Transfer, ...], int, int, int,
             int, Call]
_PAID: dict[Key, Paid] = {}
MAX_PAID = 16384  # a few busy houses' worth of payments; cleared when full


def kept(rules: Ruleset, key: Key) -> Paid | None:
    """The payment kept for `key` under this very ruleset, if any."""
    paid = _PAID.get(key)
    return paid if paid is not None and paid[0] is rules else None


def pay(rules: Ruleset, value: HandValue, key: Key, grounds: Grounds, field: str = "") -> Paid:
    """Pay `value` by `pay_win` and keep the result; raises what pay_win raises for a bad
    win, naming `field` + the field (only successful payments are kept)."""
    winner, discarder, pao, honba, kyotaku = key[5:]
    paid_win = pay_win(rules, [Claim(winner, value, discarder, pao, grounds, field)], honba,
                       kyotaku)
    payment, valued = paid_win.payment, paid_win.valued[0]
    transfers = []
    for t in payment.transfers:
        if t.points:
            shown = t.to_dict()
            transfers.append((shown["from"], shown["to"], shown["points"], shown["kind"]))
    paid = (
        rules,
        valued.limit.value if valued.limit else None,
        tuple(payment.deltas),
        payment.kyotaku_delta,
        tuple(transfers),
        valued.han,
        valued.fu,
        valued.yakuman,
        valued.base,
        call_of(payment, valued, winner, discarder, pao),
    )
    if len(_PAID) >= MAX_PAID:
        _PAID.clear()
    _PAID[key] = paid
    return paid


def pay_claim(rules: Ruleset, claim: Claim, honba: int, kyotaku: int) -> Paid:
    """One claim as `pay_win` pays it alone, looked up when paid before. A liable player is
    checked first, on every call, as pay_win checks them: the key holds no grounds."""
    value = claim.value
    if claim.pao is not None:
        check_liability(rules, value, claim.discarder is None, claim.grounds,
                        f"{claim.field}pao")
    key = (rules.id, value.han, value.fu, value.yakuman, value.fixed_limit, claim.winner,
           claim.discarder, claim.pao, honba, kyotaku)
    return kept(rules, key) or pay(rules, value, key, claim.grounds, claim.field)


def add_payment(out: dict[str, Any], paid: Paid) -> dict[str, Any]:
    """Write the payment's fields into `out`, in the contract's order, as fresh dicts and
    lists: deltas, kyotaku_delta, payments, value, call."""
    _, limit, deltas, kyotaku_delta, transfers, han, fu, yakuman, base, call = paid
    out["deltas"] = list(deltas)
    out["kyotaku_delta"] = kyotaku_delta
    out["payments"] = [{"from": source, "to": target, "points": points, "kind": kind}
                       for source, target, points, kind in transfers]
    out["value"] = {"han": han, "fu": fu, "yakuman": yakuman, "limit": limit,
                    "base_points": base}
    out["call"] = call.to_dict()
    return out
