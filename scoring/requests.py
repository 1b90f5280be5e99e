"""Kept for imports from before `scoring.api.read`: the request primitives live there now."""

from scoring.api.read.fields import get_int, get_seat_or_null, reject_unknown, require_object

__all__ = ["get_int", "get_seat_or_null", "reject_unknown", "require_object"]
