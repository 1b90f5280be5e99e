"""`GET /houses/{id}/chart`: the house's score chart (早見表), computed by the core."""

from __future__ import annotations

from typing import Any

from scoring.chart import chart
from scoring.rules.schema import Ruleset


def answer(rules: Ruleset) -> dict[str, Any]:
    return chart(rules)
