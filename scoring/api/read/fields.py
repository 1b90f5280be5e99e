"""Reading the fields of a JSON-shaped request: wrong shapes are 400s, not guesses."""

from __future__ import annotations

from typing import Any

from scoring.api.read.bounds import MAX_TEXT, Bound
from scoring.errors import ErrorCode, impossible, malformed

_MISSING = object()


def require_object(request: Any, field: str | None = None) -> dict[str, Any]:
    if not isinstance(request, dict):
        raise malformed(ErrorCode.NOT_AN_OBJECT, "The request body must be a JSON object.", field)
    return request


def reject_unknown(request: dict[str, Any], allowed: set[str] | frozenset[str],
                   prefix: str = "") -> None:
    """A misspelt field would otherwise be ignored and pay a silently wrong number."""
    if allowed.issuperset(request):  # one C-level test for the many bodies without one
        return
    for key in request:  # the first unknown one, in the body's order
        if key not in allowed:
            raise malformed(ErrorCode.UNKNOWN_FIELD, f"Unknown field '{key}'.", prefix + key)


def check_bound(value: int, bound: Bound, field: str) -> int:
    """`value` itself, or a 422 naming the bound it leaves (never clamped)."""
    if value < bound.low:
        raise impossible(bound.low_code or bound.code,
                         f"'{field}' must be at least {bound.low}.", field)
    if value > bound.high:
        raise impossible(bound.code, f"'{field}' must be at most {bound.high}.", field)
    return value


def get_int(
    request: dict[str, Any],
    key: str,
    default: Any = _MISSING,
    *,
    bound: Bound | None = None,
    field: str | None = None,
) -> Any:
    """An integer (never a bool), `default` when absent (or null where the default is None),
    and within `bound` when one is given."""
    value = request.get(key, _MISSING)
    if value.__class__ is int:  # the plain integer most requests carry (a bool is not one)
        if bound is not None:
            check_bound(value, bound, field or key)
        return value
    field = field or key
    if value is _MISSING or (value is None and default is None):
        if default is _MISSING:
            raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", field)
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be an integer.", field)
    if bound is not None:
        check_bound(value, bound, field)
    return value


def get_seat_or_null(request: dict[str, Any], key: str, field: str | None = None) -> int | None:
    if key not in request:
        raise malformed(
            ErrorCode.MISSING_FIELD, f"'{key}' is required (null for none).", field or key
        )
    return get_int(request, key, None, field=field)


def get_bool(request: dict[str, Any], key: str, default: bool = False,
             field: str | None = None) -> bool:
    value = request.get(key, default)
    if not isinstance(value, bool):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be true or false.", field or key)
    return value


def check_text(value: str, field: str) -> str:
    """`value` itself, or a 422 when it is longer than any name or tile text can be."""
    if len(value) > MAX_TEXT:
        raise impossible(ErrorCode.TEXT_TOO_LONG,
                         f"'{field}' holds at most {MAX_TEXT} characters.", field)
    return value


def get_str(request: dict[str, Any], key: str, default: str | None = None) -> str | None:
    value = request.get(key, default)
    if value is not None and not isinstance(value, str):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be a string.", key)
    return value if value is None else check_text(value, key)


def int_list(
    request: dict[str, Any],
    key: str,
    *,
    required: bool = False,
    nullable: bool = False,
    bound: Bound | None = None,
    max_items: int | None = None,
) -> list[Any] | None:
    """A list of integers (or nulls where `nullable`), read strictly."""
    if key not in request:
        if required:
            raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", key)
        return None
    raw = request[key]
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be a list.", key)
    if max_items is not None and len(raw) > max_items:
        raise impossible(ErrorCode.TOO_MANY_ITEMS,
                         f"'{key}' holds at most {max_items} items.", key)
    for i, v in enumerate(raw):
        if v is None and nullable:
            continue
        if isinstance(v, bool) or not isinstance(v, int):
            raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' holds integers.", f"{key}[{i}]")
        if bound is not None:
            check_bound(v, bound, f"{key}[{i}]")
    return list(raw)


def str_list(request: dict[str, Any], key: str,
             max_items: int | None = None) -> list[str | None] | None:
    if key not in request:
        return None
    raw = request[key]
    if not isinstance(raw, list) or any(v is not None and not isinstance(v, str) for v in raw):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be a list of strings or nulls.", key)
    if max_items is not None and len(raw) > max_items:
        raise impossible(ErrorCode.TOO_MANY_ITEMS,
                         f"'{key}' holds at most {max_items} items.", key)
    return list(raw)
