"""Reading the people of a game or a session: names, one per participant, strictly."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.errors import ErrorCode, impossible, malformed


def read_names(request: dict[str, Any], key: str, low: int, high: int) -> list[str] | None:
    """Distinct non-empty names, between `low` and `high` of them; None when absent."""
    raw = request.get(key)
    if raw is None:
        return None
    if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be a list of names.", key)
    if len(raw) > bounds.MAX_PARTICIPANTS:
        raise impossible(ErrorCode.TOO_MANY_ITEMS,
                         f"'{key}' holds at most {bounds.MAX_PARTICIPANTS} names.", key)
    for i, name in enumerate(raw):
        where = f"{key}[{i}]"
        if not name.strip():
            raise impossible(ErrorCode.WRONG_PARTICIPANTS, "A name is not empty.", where)
        if len(name) > bounds.MAX_NAME:
            raise impossible(ErrorCode.TEXT_TOO_LONG,
                             f"A name has at most {bounds.MAX_NAME} characters.", where)
        if name in raw[:i]:
            raise impossible(ErrorCode.WRONG_PARTICIPANTS, f"'{name}' is listed twice.", where)
    if not low <= len(raw) <= high:
        wanted = f"{low}" if low == high else f"{low} to {high}"
        raise impossible(ErrorCode.WRONG_PARTICIPANTS,
                         f"'{key}' names {wanted} people at this house.", key)
    return list(raw)
