"""Ranks and the points that depend on them: sticks left to the top or their owners, rounded
scores, raw points, oka and uma (by sum or by the house's formula rows), and tied players."""

from __future__ import annotations

from fractions import Fraction

from scoring.errors import ErrorCode, impossible
from scoring.rules.schema import LeftoverSticks, Ruleset
from scoring.rules.settlement import ScoreRounding, SettlementMethod, Ties
from scoring.settlement.exact import per_1000, rule_fraction
from scoring.settlement.types import Line, SettleInput


def order(scores: list[int]) -> list[int]:
    """Seats best first; equal scores in seat order from the first dealer."""
    return sorted(range(len(scores)), key=lambda s: (-scores[s], s))


def hand_out_sticks(rules: Ruleset, inp: SettleInput) -> tuple[list[int], int]:
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


def settled_score(rules: Ruleset, score: int) -> int:
    st = rules.settlement
    if not st.count_below_zero:
        score = max(score, 0)
    if st.score_rounding is ScoreRounding.NONE:
        return score
    up_from = 600 if st.score_rounding is ScoreRounding.GOSHA_ROKUNYU else 500
    sign = -1 if score < 0 else 1
    thousands, hundreds = divmod(abs(score), 1000)
    return sign * (thousands + (1 if hundreds >= up_from else 0)) * 1000


def rank_parts(rules: Ruleset, settled: list[int], positions: list[int]) -> list[Line]:
    """raw, oka and uma per seat; `positions` lists seats best first."""
    st = rules.settlement
    game = rules.game
    n = len(settled)
    lines = [Line(raw=per_1000(rules, settled[s] - game.return_points)) for s in range(n)]
    rate = rule_fraction(st.rate)
    if st.method is SettlementMethod.SUM:
        for pos, seat in enumerate(positions):
            if st.uma:
                lines[seat].uma = rule_fraction(st.uma[pos])
        if st.oka:
            oka = (game.return_points - game.start_points) * n
            lines[positions[0]].oka = per_1000(rules, oka)
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
        value = Fraction(score - row.base) * rate / 1000 + rule_fraction(row.constant)
        lines[seat].uma = value - lines[seat].raw  # everything beyond the raw difference
        paid += value
    top = positions[0]
    # The top takes what the others pay (場に置かれたポイントを総取り).
    lines[top].oka = -paid - lines[top].raw
    return lines


def split_ties(rules: Ruleset, lines: list[Line], scores: list[int], positions: list[int]) -> None:
    """Tied players share their points in whole `tie_unit`s; the rest goes to the upper seat."""
    unit = rule_fraction(rules.settlement.tie_unit)
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


def seat_ranks(rules: Ruleset, scores: list[int], positions: list[int]) -> list[int]:
    ranks = [0] * len(scores)
    for pos, seat in enumerate(positions):
        ranks[seat] = pos + 1
        above = positions[pos - 1] if pos else None
        tied = above is not None and scores[above] == scores[seat]
        if rules.settlement.ties is Ties.SPLIT and tied:
            ranks[seat] = ranks[above]
    return ranks
