"""The store's refusals (unknown table, keys, stale base): an HTTP status, a listed code
(`scoring.errors.ErrorCode`), a sentence, the field, and extra members of the error body."""

from __future__ import annotations

from typing import Any

from scoring.errors import ErrorCode


class StoreError(Exception):
    def __init__(self, status: int, code: ErrorCode, message: str, field: str | None = None,
                 extra: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.extra = extra or {}

    def to_dict(self) -> dict[str, Any]:
        error = {"code": str(self.code), "message": self.message, "field": self.field}
        return {"error": error, **self.extra}


def unknown_table(table_id: str) -> StoreError:
    # The id is not echoed: ids come from URLs typed or pasted by people.
    del table_id
    return StoreError(404, ErrorCode.UNKNOWN_TABLE, "No table has this id.")
