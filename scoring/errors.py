"""The one error type of the core: a stable code, a sentence, and the offending field."""

from __future__ import annotations

from enum import StrEnum


class ErrorKind(StrEnum):
    """How bad input is classified; the web layer maps each kind to an HTTP status."""

    MALFORMED = "malformed"  # wrong JSON shape or type -> 400
    NOT_FOUND = "not_found"  # unknown house -> 404
    IMPOSSIBLE = "impossible"  # well-formed but cannot happen in mahjong -> 422


class ScoringError(Exception):
    def __init__(
        self,
        code: str,
        message: str,
        field: str | None = None,
        kind: ErrorKind = ErrorKind.IMPOSSIBLE,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field
        self.kind = kind

    def to_dict(self) -> dict[str, object]:
        return {"error": {"code": self.code, "message": self.message, "field": self.field}}


def malformed(code: str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.MALFORMED)


def impossible(code: str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.IMPOSSIBLE)
