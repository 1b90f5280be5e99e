"""A house's score chart (早見表): every han/fu cell and every limit, as the core pays them."""

from __future__ import annotations

from typing import Any

from scoring.errors import ScoringError
from scoring.payment.win import DEALER, Win, pay_wins
from scoring.points import LIMIT_BASE, check_han_fu, value_of
from scoring.rules.schema import Ruleset
from scoring.value import HandValue, Limit

CHART_HAN = (1, 2, 3, 4)
CHART_FU = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
NON_DEALER = 1


def _payments(rules: Ruleset, value: HandValue, winner: int) -> dict[str, Any]:
    """Ron and tsumo payments for one winner; None where the hand cannot occur."""
    valued = value_of(rules, value)
    out: dict[str, Any] = {"limit": valued.limit.value if valued.limit else None}
    for how in ("ron", "tsumo"):
        tsumo = how == "tsumo"
        if value.yakuman == 0 and value.fixed_limit is None:
            try:
                check_han_fu(rules, value.han, value.fu, tsumo)
            except ScoringError:
                out[how] = None
                continue
        discarder = None if tsumo else (winner + 1) % rules.players
        deltas = pay_wins(rules, [Win(winner, valued, discarder)], 0, 0).deltas
        if not tsumo:
            out[how] = deltas[winner]
        elif winner == DEALER:
            out[how] = {"each": -deltas[NON_DEALER]}
        else:
            # The other non-dealer is the seat after the winner that is not the dealer.
            other = next(s for s in range(1, rules.players) if s != winner)
            out[how] = {"dealer": -deltas[DEALER], "non_dealer": -deltas[other]}
    return out


def chart(rules: Ruleset) -> dict[str, Any]:
    cells = []
    for han in CHART_HAN:
        for fu in CHART_FU:
            value = HandValue(han=han, fu=fu)
            cells.append(
                {
                    "han": han,
                    "fu": fu,
                    "dealer": _payments(rules, value, DEALER),
                    "non_dealer": _payments(rules, value, NON_DEALER),
                }
            )
    limits = []
    lim = rules.limits
    for limit, han in (
        (Limit.MANGAN, lim.mangan_han),
        (Limit.HANEMAN, lim.haneman_han),
        (Limit.BAIMAN, lim.baiman_han),
        (Limit.SANBAIMAN, lim.sanbaiman_han),
    ):
        value = HandValue(han=han, fu=30)
        limits.append(
            {
                "limit": limit.value,
                "han": han,
                "base_points": LIMIT_BASE[limit],
                "dealer": _payments(rules, value, DEALER),
                "non_dealer": _payments(rules, value, NON_DEALER),
            }
        )
    for multiple in range(1, min(lim.max_yakuman, 3) + 1):  # up to triple, as charts print
        value = HandValue(yakuman=multiple)
        limits.append(
            {
                "limit": Limit.YAKUMAN.value,
                "yakuman": multiple,
                "han": lim.kazoe_han if multiple == 1 and lim.kazoe.value == "yakuman" else None,
                "base_points": LIMIT_BASE[Limit.YAKUMAN] * multiple,
                "dealer": _payments(rules, value, DEALER),
                "non_dealer": _payments(rules, value, NON_DEALER),
            }
        )
    return {"id": rules.id, "players": rules.players, "cells": cells, "limits": limits}
