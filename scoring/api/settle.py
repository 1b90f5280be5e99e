"""`POST /houses/{id}/settle`: a finished game's ranks and settlement points."""

from __future__ import annotations

from typing import Any

from scoring.api.read.settle import (
    FIELDS,
    read_settle,
)
from scoring.rules.schema import Ruleset
from scoring.settlement.answer import settlement_dict
from scoring.settlement.settle import settle

__all__ = ["FIELDS", "answer"]


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    return settlement_dict(rules, settle(rules, read_settle(rules, request)))
