"""Bounded per-ruleset memo tables for the scoring hot path.

A Ruleset is frozen but holds dicts, so it cannot be a dict key; tables are kept by its id,
with the ruleset itself alongside so a recycled id is never mistaken for it.
"""

from __future__ import annotations

from typing import Any

from scoring.rules.schema import Ruleset

MAX_RULESETS = 64  # more houses than any deployment has; cleared past it
MAX_ENTRIES = 4096  # per ruleset: a chart's worth of values times seats and sticks


class PerRuleset:
    """`memo.table(rules)` is a dict for that ruleset's remembered values (cleared when full)."""

    def __init__(self) -> None:
        self._tables: dict[int, tuple[Ruleset, dict[Any, Any]]] = {}

    def table(self, rules: Ruleset) -> dict[Any, Any]:
        entry = self._tables.get(id(rules))
        if entry is None or entry[0] is not rules:
            if len(self._tables) >= MAX_RULESETS:
                self._tables.clear()
            entry = self._tables[id(rules)] = (rules, {})
        known = entry[1]
        if len(known) >= MAX_ENTRIES:
            known.clear()
        return known
