"""`GET /houses/{id}`: the house, its rule catalog and its ruleset's settings."""

from __future__ import annotations

from typing import Any

from scoring.api.houses import summary
from scoring.catalog import catalog_rules
from scoring.rules.reference import plain
from scoring.rules.schema import Ruleset


def answer(rules: Ruleset) -> dict[str, Any]:
    settings = plain(rules)
    settings.pop("id")
    return {**summary(rules), "rules": catalog_rules(rules.id), "ruleset": settings}
