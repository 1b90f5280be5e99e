"""`POST /houses/{id}/games/replay`: a score sheet's states, event after event.

`participants` (optional) names the game's people; where the house seats fewer (4人回し),
the first `players` sit down (the first one deals first) and the rest rest first, in order.
"""

from __future__ import annotations

from typing import Any

from scoring.api.read.events import read_events
from scoring.api.read.fields import reject_unknown, require_object
from scoring.api.read.people import read_names
from scoring.game.replay import replay_game
from scoring.rules.schema import Ruleset

FIELDS = {"events", "participants"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    names = read_names(request, "participants", rules.players, rules.most_participants)
    count = rules.players if names is None else len(names)
    states = replay_game(rules, read_events(rules, request, count), count)
    out: dict[str, Any] = {"states": states}
    if names is not None:
        out["participants"] = names
    return out
