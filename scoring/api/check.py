"""`POST /houses/{id}/check`: may a player do this here, and what follows if they do?"""

from __future__ import annotations

from typing import Any

from scoring.api.read.check import FIELDS, read_check
from scoring.game.check import check
from scoring.rules.schema import Ruleset

__all__ = ["FIELDS", "answer"]


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    verdict = check(rules, read_check(rules, request))
    out: dict[str, Any] = {"allowed": verdict.allowed, "code": verdict.code.value,
                           "consequence": verdict.consequence}
    if verdict.cancel:
        out["cancel"] = verdict.cancel
    return out
