"""Reading JSON-shaped request dicts strictly: wrong shapes are 400s, not guesses."""

from __future__ import annotations

from typing import Any

from scoring.errors import impossible, malformed

_MISSING = object()


def require_object(request: Any, field: str | None = None) -> dict[str, Any]:
    if not isinstance(request, dict):
        raise malformed("not_an_object", "The request body must be a JSON object.", field)
    return request


def reject_unknown(request: dict[str, Any], allowed: set[str], prefix: str = "") -> None:
    """A misspelt field would otherwise be ignored and pay a silently wrong number."""
    for key in request:
        if key not in allowed:
            raise malformed("unknown_field", f"Unknown field '{key}'.", prefix + key)


def get_int(
    request: dict[str, Any],
    key: str,
    default: Any = _MISSING,
    *,
    minimum: int | None = None,
    field: str | None = None,
) -> Any:
    field = field or key
    value = request.get(key, _MISSING)
    if value is _MISSING or (value is None and default is None):
        if default is _MISSING:
            raise malformed("missing_field", f"'{key}' is required.", field)
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise malformed("wrong_type", f"'{key}' must be an integer.", field)
    if minimum is not None and value < minimum:
        raise impossible(f"{key}_out_of_range", f"'{key}' must be at least {minimum}.", field)
    return value


def get_seat_or_null(request: dict[str, Any], key: str, field: str | None = None) -> int | None:
    if key not in request:
        raise malformed("missing_field", f"'{key}' is required (null for none).", field or key)
    return get_int(request, key, None, field=field)
