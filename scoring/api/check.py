"""`POST /houses/{id}/check`: may a player do this here, and what follows if they do?"""

from __future__ import annotations

from typing import Any

from scoring.api.read.fields import require_object
from scoring.game.check import FIELDS as ACTION_FIELDS
from scoring.game.check import check
from scoring.rules.schema import Ruleset

# Every field some action accepts (each action accepts its own `ACTION_FIELDS` entry).
FIELDS = frozenset().union(*ACTION_FIELDS.values())


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    return check(rules, require_object(request))
