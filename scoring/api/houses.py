"""`GET /houses`: every house with its name, player count and source document."""

from __future__ import annotations

from typing import Any

from scoring.rules.loader import house_ids, load_ruleset
from scoring.rules.schema import Ruleset


def summary(rules: Ruleset) -> dict[str, Any]:
    name = rules.house.name
    return {
        "id": rules.id,
        "name": {"ja": name.ja, "en": name.en},
        "players": rules.players,
        "source": rules.house.source,
    }


def answer() -> dict[str, Any]:
    return {"houses": [summary(load_ruleset(h)) for h in house_ids()]}
