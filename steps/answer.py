"""Asking the core, and saying in Japanese how its answer differs from the scenario.

`ask` is the one place a step calls the core and the one helper for refusals: it returns an
`Answer` holding either the answer or the refusal (code and field). A `ならば` step compares
with `expect`, which raises `Mismatch`: what was checked, 期待 (the scenario) and 実際 (the
core), in the scenario's own words. steps/conftest.py prints that instead of a traceback.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scoring.api import call
from scoring.errors import ScoringError


@dataclass(frozen=True)
class Refusal:
    code: str
    field: str | None
    message: str

    def describe(self) -> str:
        meaning = error_meaning(self.code)
        return f"エラー {self.code}" + (f"（{meaning}）" if meaning else "")


@dataclass
class Answer:
    operation: str
    body: dict[str, Any] = field(default_factory=dict)
    refusal: Refusal | None = None

    def ok(self, what: str, expected: str) -> dict[str, Any]:
        """The answer; a refusal where one was not expected is a mismatch."""
        if self.refusal is not None:
            raise Mismatch(what, expected, self.refusal.describe())
        return self.body


def ask(operation: str, house_id: str, request: dict[str, Any]) -> Answer:
    try:
        return Answer(operation, call(operation, house_id, request))
    except ScoringError as exc:
        return Answer(operation, refusal=Refusal(exc.code, exc.field, exc.message))


def error_meaning(code: str) -> str:
    """The documented Japanese meaning of an error code ('' until scoring/error_meanings.py
    has one)."""
    from scoring import errors

    meaning = getattr(errors, "MEANINGS", {}).get(code)
    return str(meaning[0]) if meaning else ""


class Mismatch(AssertionError):
    """The core answered differently from the scenario."""

    def __init__(self, what: str, expected: str, actual: str) -> None:
        super().__init__(f"{what} 期待 {expected} / 実際 {actual}")
        self.what, self.expected, self.actual = what, expected, actual

    def lines(self) -> list[str]:
        pad = " " * sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in self.what)
        return [f"{self.what}  期待 {self.expected}", f"{pad}  実際 {self.actual}"]


def expect(what: str, expected: Any, actual: Any, show: Callable[[Any], str] = str) -> None:
    if expected != actual:
        raise Mismatch(what, show(expected), show(actual))
