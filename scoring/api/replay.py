"""`POST /houses/{id}/games/replay`: a score sheet's states, event after event."""

from __future__ import annotations

from typing import Any

from scoring.api.read.events import read_events
from scoring.api.read.fields import reject_unknown, require_object
from scoring.game.replay import replay_game
from scoring.rules.schema import Ruleset

FIELDS = {"events"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    return {"states": replay_game(rules, read_events(rules, request))}
