"""The operations on JSON-shaped dicts, by house id: thin re-exports of `scoring.api`.

Kept for the steps and tests that import it; new code calls `scoring.api.handle` (or
`scoring.api.call`). Each function raises `ScoringError` with a listed code.
"""

from __future__ import annotations

from typing import Any

from scoring.api import call
from scoring.api.lookup import _LOADED, _load_house, ruleset
from scoring.api.read.value import read_value as hand_value
from scoring.api.score import answer as score_answer
from scoring.api.win import FIELDS as WIN_FIELDS


def houses() -> dict[str, Any]:
    return call("houses", "")


def house(house_id: str) -> dict[str, Any]:
    return call("house", house_id)


def chart(house_id: str) -> dict[str, Any]:
    return call("chart", house_id)


def win(house_id: str, request: Any) -> dict[str, Any]:
    return call("win", house_id, request)


def score(house_id: str, request: Any) -> dict[str, Any]:
    """Evaluate a hand from its tiles under the house's rules, then pay it like `win`."""
    # `ruleset(house_id)` inlined for a house already loaded: this is the hot path.
    rules = _LOADED.get(house_id) if house_id.__class__ is str else None
    return score_answer(rules if rules is not None else _load_house(house_id), request)


def draw(house_id: str, request: Any) -> dict[str, Any]:
    return call("draw", house_id, request)


def penalty(house_id: str, request: Any) -> dict[str, Any]:
    return call("penalty", house_id, request)


def settle(house_id: str, request: Any) -> dict[str, Any]:
    return call("settle", house_id, request)


def replay(house_id: str, request: Any) -> dict[str, Any]:
    return call("replay", house_id, request)


def check(house_id: str, request: Any) -> dict[str, Any]:
    return call("check", house_id, request)


__all__ = [
    "WIN_FIELDS", "chart", "check", "draw", "hand_value", "house", "houses", "penalty",
    "replay", "ruleset", "score", "settle", "win",
]
