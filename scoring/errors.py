"""The one error type of the core, and every code it can carry (docs/api.md lists the same).

Each code is a `ErrorCode` member with a one-line meaning in Japanese and English
(`MEANINGS`); a test scans `scoring/` and fails on a code raised that is not listed here.
"""

from __future__ import annotations

from enum import StrEnum

# The codes and their meanings are data kept in their own modules; every reader imports them
# from here, with the error type.
from scoring.error_codes import ErrorCode
from scoring.error_meanings import MEANINGS

__all__ = ["MEANINGS", "STATUS", "ErrorCode", "ErrorKind", "ScoringError", "impossible",
           "malformed", "not_found"]


class ErrorKind(StrEnum):
    """How bad input is classified; the entry layer maps each kind to an HTTP status."""

    MALFORMED = "malformed"  # wrong JSON shape or type -> 400
    NOT_FOUND = "not_found"  # unknown house -> 404
    IMPOSSIBLE = "impossible"  # well-formed but cannot happen in mahjong -> 422


STATUS = {ErrorKind.MALFORMED: 400, ErrorKind.NOT_FOUND: 404, ErrorKind.IMPOSSIBLE: 422}


class ScoringError(Exception):
    """Bad input: a listed code, a sentence, and the offending field (a JSON path or None)."""

    def __init__(
        self,
        code: ErrorCode | str,
        message: str,
        field: str | None = None,
        kind: ErrorKind = ErrorKind.IMPOSSIBLE,
    ) -> None:
        super().__init__(message)
        # A listed code only (a plain string is accepted if it is one; tests scan for others).
        self.code = ErrorCode(code)
        self.message = message
        self.field = field
        self.kind = kind

    @property
    def status(self) -> int:
        return STATUS[self.kind]

    def to_dict(self) -> dict[str, object]:
        return {"error": {"code": str(self.code), "message": self.message, "field": self.field}}


def malformed(code: ErrorCode | str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.MALFORMED)


def impossible(code: ErrorCode | str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.IMPOSSIBLE)


def not_found(code: ErrorCode | str, message: str, field: str | None = None) -> ScoringError:
    return ScoringError(code, message, field, ErrorKind.NOT_FOUND)
