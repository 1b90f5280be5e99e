"""The end-of-game account: final scores → ranks and the house's settlement points.

Everything is exact (`Fraction`): rates such as 2.5 points per 1000 make halves, and a sum
that should be zero must be exactly zero. Seats are counted from the first dealer (起家).
Where more people than seats play one game (4人回し), every participant is settled: the
lists have one entry per participant, in the game's order.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from scoring.errors import ErrorCode, impossible
from scoring.rules.game import (
    FeePayer,
    ScoreRounding,
    SettlementMethod,
    Ties,
    Tobi,
    TobiPrize,
)
from scoring.rules.schema import LeftoverSticks, Ruleset

WIN, OTHER = "win", "other"  # how a player was busted


@dataclass(frozen=True)
class SettleInput:
    scores: list[int]  # final points per seat, before the sticks left on the table
    kyotaku: int = 0  # riichi sticks (and penalty sticks) left on the table, as a count
    kyotaku_owners: list[int] | None = None  # of those, sticks each seat put out in the last hand
    chips: list[int] | None = None  # net chips per seat
    busted_by: list[int | None] | None = None  # who busted each seat (None: nobody / not known)
    busted_how: list[str | None] | None = None  # "win" or "other" (noten payment, penalty)
    penalties: list[int] | None = None  # game points off each final total (e.g. -30000)
    prizes: list[Fraction] | None = None  # settlement points already due (e.g. yakuman prizes)


@dataclass
class Line:
    raw: Fraction = Fraction(0)
    oka: Fraction = Fraction(0)
    uma: Fraction = Fraction(0)
    chips: Fraction = Fraction(0)
    tobi: Fraction = Fraction(0)
    prizes: Fraction = Fraction(0)
    penalty: Fraction = Fraction(0)
    fee: Fraction = Fraction(0)

    @property
    def total(self) -> Fraction:
        return exact_sum(
            (self.raw, self.oka, self.uma, self.chips, self.tobi, self.prizes, self.penalty,
             self.fee)
        )


def exact_sum(values: Iterable[Fraction]) -> Fraction:
    """The exact sum over one common denominator: one Fraction made instead of one per `+`,
    each of which reduces by gcd (the adds were most of a settlement's time)."""
    values = list(values)
    common = math.lcm(*(v.denominator for v in values))
    return Fraction(sum(v.numerator * (common // v.denominator) for v in values), common)


@dataclass(frozen=True)
class Settlement:
    scores: list[int]  # scores after the leftover sticks were handed out
    ranks: list[int]
    lines: list[Line]
    left_on_table: int  # game points of sticks nobody receives
    off_table: Fraction  # points that left: fee, penalties, sticks
    # Each seat's settlement total: its line's parts summed once, when they are all known
    # (`settle` makes the lines and nothing changes them after).
    points: list[Fraction]


def _per_1000(rules: Ruleset, points: int) -> Fraction:
    rate = _frac(rules.settlement.rate)
    return Fraction(points * rate.numerator, rate.denominator * 1000)


@lru_cache(maxsize=256)
def _frac(value: float) -> Fraction:
    """The exact value a rule's decimal stands for (2.5 → 5/2). A ruleset holds a few dozen
    such decimals, so each is converted once (limit_denominator was a fifth of a settlement)."""
    return Fraction(value).limit_denominator(10**6)


def _check_list(values: Sequence[object] | None, n: int, name: str) -> None:
    if values is not None and len(values) != n:
        raise impossible(
            ErrorCode.WRONG_LENGTH,
            f"'{name}' needs one entry per player ({n}).", name,
        )


# Enum members looked up on their class cost ~50 ns each in Python 3.11, and `busted` is
# asked for every player after every hand of a replay: kept at hand.
_BELOW_ZERO = Tobi.BELOW_ZERO
_AT_ZERO = Tobi.AT_ZERO


def busted(rules: Ruleset, score: int) -> bool:
    tobi = rules.game.tobi
    if tobi is _BELOW_ZERO:
        return score < 0
    if tobi is _AT_ZERO:
        return score <= 0
    return False


def order(scores: list[int]) -> list[int]:
    """Seats best first; equal scores in seat order from the first dealer."""
    return sorted(range(len(scores)), key=lambda s: (-scores[s], s))


def _hand_out_sticks(rules: Ruleset, inp: SettleInput) -> tuple[list[int], int]:
    n = len(inp.scores)
    scores = list(inp.scores)
    cost = rules.riichi.cost
    owners = inp.kyotaku_owners or [0] * n
    if any(o < 0 for o in owners) or sum(owners) > inp.kyotaku:
        raise impossible(
            ErrorCode.BAD_KYOTAKU_OWNERS,
            "kyotaku_owners must be counts within kyotaku.", "kyotaku_owners"
        )
    leftover = rules.payment.leftover_kyotaku
    if leftover is LeftoverSticks.TOP:
        scores[order(scores)[0]] += inp.kyotaku * cost
        return scores, 0
    if leftover is LeftoverSticks.OWNERS:
        # Sticks whose owners are known go back; older ones stay on the table.
        for s in range(n):
            scores[s] += owners[s] * cost
        return scores, (inp.kyotaku - sum(owners)) * cost
    return scores, inp.kyotaku * cost


def _settled_score(rules: Ruleset, score: int) -> int:
    st = rules.settlement
    if not st.count_below_zero:
        score = max(score, 0)
    if st.score_rounding is ScoreRounding.NONE:
        return score
    up_from = 600 if st.score_rounding is ScoreRounding.GOSHA_ROKUNYU else 500
    sign = -1 if score < 0 else 1
    thousands, hundreds = divmod(abs(score), 1000)
    return sign * (thousands + (1 if hundreds >= up_from else 0)) * 1000


def _rank_parts(rules: Ruleset, settled: list[int], positions: list[int]) -> list[Line]:
    """raw, oka and uma per seat; `positions` lists seats best first."""
    st = rules.settlement
    game = rules.game
    n = len(settled)
    lines = [Line(raw=_per_1000(rules, settled[s] - game.return_points)) for s in range(n)]
    rate = _frac(st.rate)
    if st.method is SettlementMethod.SUM:
        for pos, seat in enumerate(positions):
            if st.uma:
                lines[seat].uma = _frac(st.uma[pos])
        if st.oka:
            oka = (game.return_points - game.start_points) * n
            lines[positions[0]].oka = _per_1000(rules, oka)
        return lines
    rows = sorted(st.formula.values(), key=lambda r: (r.rank, r.min_score or -(10**9)))
    paid = Fraction(0)
    for pos, seat in enumerate(positions[1:], start=2):
        score = settled[seat]
        row = next(
            (
                r
                for r in rows
                if r.rank == pos
                and (r.min_score is None or score >= r.min_score)
                and (r.max_score is None or score <= r.max_score)
            ),
            None,
        )
        if row is None:
            raise impossible(
                ErrorCode.NO_FORMULA_ROW,
                f"The house's formula has no row for rank {pos} at {score} points.",
                "scores",
            )
        value = Fraction(score - row.base) * rate / 1000 + _frac(row.constant)
        lines[seat].uma = value - lines[seat].raw  # everything beyond the raw difference
        paid += value
    top = positions[0]
    # The top takes what the others pay (場に置かれたポイントを総取り).
    lines[top].oka = -paid - lines[top].raw
    return lines


def _split_ties(rules: Ruleset, lines: list[Line], scores: list[int], positions: list[int]) -> None:
    """Tied players share their points in whole `tie_unit`s; the rest goes to the upper seat."""
    unit = _frac(rules.settlement.tie_unit)
    i = 0
    while i < len(positions):
        group = [positions[i]]
        while i + len(group) < len(positions) and scores[positions[i + len(group)]] == scores[
            positions[i]
        ]:
            group.append(positions[i + len(group)])
        i += len(group)
        if len(group) < 2:
            continue
        group.sort()  # seat order from the first dealer
        # Tied players have the same raw points, so sharing their totals shares oka and uma.
        total = sum((lines[s].raw + lines[s].oka + lines[s].uma for s in group), Fraction(0))
        k = len(group)
        share = (total / (k * unit)).__floor__() * unit if unit else total / k
        for s in group:
            lines[s].oka = Fraction(0)
            lines[s].uma = share - lines[s].raw
        lines[group[0]].uma += total - share * k


def _ranks(rules: Ruleset, scores: list[int], positions: list[int]) -> list[int]:
    ranks = [0] * len(scores)
    for pos, seat in enumerate(positions):
        ranks[seat] = pos + 1
        above = positions[pos - 1] if pos else None
        tied = above is not None and scores[above] == scores[seat]
        if rules.settlement.ties is Ties.SPLIT and tied:
            ranks[seat] = ranks[above]
    return ranks


def _tobi(rules: Ruleset, inp: SettleInput, lines: list[Line], top: int) -> None:
    n = len(inp.scores)
    st = rules.settlement
    for seat in range(n):
        buster = inp.busted_by[seat] if inp.busted_by else None
        if not busted(rules, inp.scores[seat]):
            if buster is not None:
                raise impossible(
                    ErrorCode.NOT_BUSTED,
                    f"Seat {seat} did not bust, so nobody busted them.", "busted_by"
                )
            continue
        how = (inp.busted_how[seat] if inp.busted_how else None) or (
            WIN if buster is not None else OTHER
        )
        prize: TobiPrize = st.tobi_by_win if how == WIN else st.tobi_by_other
        if not prize.paid:
            continue
        lines[seat].tobi -= _frac(prize.paid)
        receiver = buster if buster is not None and buster != seat else top
        lines[receiver].tobi += _frac(prize.to_buster)
        lines[top].tobi += _frac(prize.to_top)
        opposite = (seat + 2) % n if n == 4 == rules.players else top
        lines[opposite].tobi += _frac(prize.to_opposite)


def participants_allowed(rules: Ruleset, count: int) -> bool:
    """Whether a game at this house may have `count` participants (seats, or more: 4人回し)."""
    return rules.players <= count <= rules.most_participants


def settle(rules: Ruleset, inp: SettleInput) -> Settlement:
    n = len(inp.scores)
    if not participants_allowed(rules, n):
        wanted = (f"{rules.players}" if rules.most_participants == rules.players
                  else f"{rules.players} to {rules.most_participants}")
        raise impossible(
            ErrorCode.WRONG_LENGTH,
            f"'scores' needs one entry per player ({wanted}).", "scores",
        )
    for name in ("kyotaku_owners", "chips", "busted_by", "busted_how", "penalties", "prizes"):
        _check_list(getattr(inp, name), n, name)
    if inp.kyotaku < 0:
        raise impossible(ErrorCode.NEGATIVE_KYOTAKU, "kyotaku cannot be negative.", "kyotaku")
    if inp.chips is not None and sum(inp.chips) != 0:
        raise impossible(
            ErrorCode.CHIPS_NOT_ZERO_SUM,
            "Chips won and lost must add up to 0.", "chips",
        )
    for seat, buster in enumerate(inp.busted_by or []):
        if buster is not None and (not 0 <= buster < n or buster == seat):
            raise impossible(
                ErrorCode.BAD_BUSTER,
                "busted_by names another seat (or null).", f"busted_by[{seat}]"
            )
    for seat, how in enumerate(inp.busted_how or []):
        if how not in (None, WIN, OTHER):
            raise impossible(ErrorCode.BAD_BUSTED_HOW, "busted_how is 'win', 'other' or null.",
                             f"busted_how[{seat}]")
    st = rules.settlement
    scores, lost = _hand_out_sticks(rules, inp)
    positions = order(scores)
    settled = [_settled_score(rules, s) for s in scores]
    lines = _rank_parts(rules, settled, positions)
    if st.ties is Ties.SPLIT:
        _split_ties(rules, lines, scores, positions)
    top = positions[0]
    _tobi(rules, inp, lines, top)
    for seat in range(n):
        line = lines[seat]
        if inp.chips is not None:
            line.chips = inp.chips[seat] * _frac(st.chip_value)
        if inp.prizes is not None:
            line.prizes = inp.prizes[seat]
        if inp.penalties is not None:
            line.penalty = _per_1000(rules, inp.penalties[seat])
    if st.fee:
        payers = range(n) if st.fee_payer is FeePayer.EACH else [top]
        for seat in payers:
            lines[seat].fee = -_frac(st.fee)
    points = [line.total for line in lines]
    return Settlement(scores, _ranks(rules, scores, positions), lines, lost,
                      off_table=-exact_sum(points), points=points)


def number(value: Fraction) -> int | float:
    """A JSON number: an int when whole (its numerator, read without Fraction's division)."""
    return value.numerator if value.denominator == 1 else float(value)


def settlement_dict(rules: Ruleset, result: Settlement) -> dict[str, object]:
    """The `/settle` response body (docs/api.md)."""
    st = rules.settlement
    return {
        "ranks": result.ranks,
        "points": [number(p) for p in result.points],
        "breakdown": [
            {
                "raw": number(line.raw),
                "oka": number(line.oka),
                "uma": number(line.uma),
                "chips": number(line.chips),
                "tobi": number(line.tobi),
                "other": number(line.prizes + line.penalty),
                "prizes": number(line.prizes),
                "penalty": number(line.penalty),
                "fee": number(line.fee),
            }
            for line in result.lines
        ],
        "scores": result.scores,
        "unit": st.unit_en,
        "unit_ja": st.unit_ja,
        "zero_sum": result.off_table == 0,
        # Points that left the players: the game fee, penalties given to nobody, lost sticks.
        "off_table": number(result.off_table),
        "left_on_table": result.left_on_table,
    }
