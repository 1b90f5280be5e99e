"""The one entry to the core: `handle(operation, house_id, body)` → (HTTP status, answer).

The Flask app (`webapp/api.py`) and the phone's Pyodide worker both call `handle`, so both
return the same JSON for the same request. Each operation is one module of this package
(`scoring.api.<operation>`) with an `answer` function: it reads its request (through
`scoring.api.read`), calls the core and builds the answer dict. docs/api.md is the contract.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable
from typing import Any

from scoring.api.lookup import ruleset
from scoring.errors import ErrorCode, ScoringError, malformed

# Operations whose request is a JSON body (POST), and those that only name a house (GET).
POSTS = ("win", "score", "draw", "penalty", "settle", "replay", "check", "session",
         "tournament_seat", "tournament_standings", "table")
GETS = ("houses", "house", "chart")
OPERATIONS = POSTS + GETS


_MODULES: dict[str, Any] = {}  # each operation's module once its import has completed


def _module(operation: str) -> Any:
    module = _MODULES.get(operation)
    if module is None:
        if operation not in OPERATIONS:
            raise ValueError(f"no operation {operation!r}; one of {', '.join(OPERATIONS)}")
        # Imported by name on first use: the operation modules import the core, which in
        # turn reads requests through `scoring.api.read`, so none is imported here at start.
        # Kept only once import_module returns: a module is in sys.modules while another
        # thread is still running its code, and taking it from there answered 500 when a
        # server's first requests came on several threads at once.
        module = importlib.import_module(f"scoring.api.{operation}")
        _MODULES[operation] = module
    return module


# An escape of half a surrogate pair: JSON's grammar takes "\ud800" alone, but it stands for
# no character, so no answer echoing it could be written as UTF-8 (it answered 500).
_HALF_PAIR = re.compile(r"\\u[dD][89a-fA-F]")


def parse(body: str | bytes | None) -> Any:
    """The request text as JSON, parsed exactly once for every operation.

    The message names no position: Python versions word and place JSON errors differently,
    and the phone (Pyodide) must answer byte for byte as the server does."""
    try:
        if isinstance(body, bytes | bytearray):
            body = body.decode("utf-8")
        value = json.loads(body if body is not None else "")
    except UnicodeDecodeError as exc:
        raise malformed(ErrorCode.MALFORMED_JSON, "The body is not UTF-8 text.") from exc
    except ValueError as exc:
        raise malformed(ErrorCode.MALFORMED_JSON, "The body is not valid JSON.") from exc
    # Escaped pairs (an emoji, 🀄) are whole characters; only an unpaired half is refused.
    if "\\u" in body and _HALF_PAIR.search(body) and not _is_text(value):
        raise malformed(ErrorCode.MALFORMED_JSON,
                        "The body escapes half a surrogate pair (e.g. \\ud800), which is not "
                        "a character.")
    return value


def _is_text(value: Any) -> bool:
    """Every string in `value` (keys included) is text UTF-8 can write."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True
    if isinstance(value, dict):
        return all(_is_text(k) and _is_text(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_is_text(v) for v in value)
    return True


def _run(operation: str, house_id: str, request: Callable[[], Any]) -> dict[str, Any]:
    module = _module(operation)
    if operation == "houses":
        return module.answer()  # type: ignore[no-any-return]
    rules = ruleset(house_id)  # an unknown house is a 404 even when the body is bad
    if operation in GETS:
        return module.answer(rules)  # type: ignore[no-any-return]
    return module.answer(rules, request())  # type: ignore[no-any-return]


def call(operation: str, house_id: str, request: Any = None) -> dict[str, Any]:
    """The answer for an already parsed request; raises `ScoringError` for bad input."""
    return _run(operation, house_id, lambda: request)


def handle(operation: str, house_id: str, body: str | bytes | None = None) -> tuple[int, dict]:
    """HTTP status and answer dict for one request; errors become the contract's error body
    `{"error": {"code", "message", "field"}}` with 400, 404 or 422."""
    try:
        return 200, _run(operation, house_id, lambda: parse(body))
    except ScoringError as exc:
        return exc.status, exc.to_dict()


__all__ = ["GETS", "OPERATIONS", "POSTS", "call", "handle", "parse", "ruleset"]
