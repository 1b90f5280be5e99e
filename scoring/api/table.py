"""`POST /houses/{id}/tables/view`: a shared table's view from its games and queued ops.

The same fold and view the server answers in `GET /tables/{id}`, so a phone that recorded
offline shows its queued ops exactly as the server will once they are sent. Ops here need no
`id` or `base` (they are only folded, in order).
"""

from __future__ import annotations

from typing import Any

from scoring.api.read.fields import reject_unknown, require_object
from scoring.errors import ErrorCode, impossible, malformed
from scoring.rules.schema import Ruleset
from scoring.tables import fold, read_games, read_op, read_participants, read_table_carried, view
from scoring.tables.limits import MAX_OPS

FIELDS = {"participants", "carried", "games", "ops"}


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    reject_unknown(request, FIELDS)
    participants = read_participants(rules, request)
    carried = read_table_carried(participants, request)
    if "games" not in request:
        raise malformed(ErrorCode.MISSING_FIELD, "'games' is required.", "games")
    games = read_games(rules, participants, request["games"])
    raw_ops = request.get("ops", [])
    if not isinstance(raw_ops, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'ops' must be a list.", "ops")
    if len(raw_ops) > MAX_OPS:
        raise impossible(ErrorCode.TOO_MANY_OPS, f"At most {MAX_OPS} ops.", "ops")
    ops = [read_op(raw, logged=False, field=f"ops[{i}]") for i, raw in enumerate(raw_ops)]
    answer = view(rules, participants, fold(rules, participants, games, ops, carried), carried)
    if participants is not None:
        answer["participants"] = participants
    return answer
