"""Exact settlement arithmetic: a rule's decimal as the fraction it stands for, game points
as settlement points, and sums over one denominator."""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache

from scoring.rules.schema import Ruleset


def exact_sum(values: Iterable[Fraction]) -> Fraction:
    """The exact sum over one common denominator: one Fraction made instead of one per `+`,
    each of which reduces by gcd (the adds were most of a settlement's time)."""
    values = list(values)
    common = math.lcm(*(v.denominator for v in values))
    return Fraction(sum(v.numerator * (common // v.denominator) for v in values), common)


def per_1000(rules: Ruleset, points: int) -> Fraction:
    rate = rule_fraction(rules.settlement.rate)
    return Fraction(points * rate.numerator, rate.denominator * 1000)


@lru_cache(maxsize=256)
def rule_fraction(value: float) -> Fraction:
    """The exact value a rule's decimal stands for (2.5 → 5/2). A ruleset holds a few dozen
    such decimals, so each is converted once (limit_denominator was a fifth of a settlement)."""
    return Fraction(value).limit_denominator(10**6)
