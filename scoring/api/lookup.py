"""Finding a house's ruleset by id: the first step of every operation (unknown id → 404)."""

from __future__ import annotations

from functools import cache

from scoring.errors import ErrorCode, not_found
from scoring.rules.loader import house_ids, load_ruleset
from scoring.rules.schema import Ruleset


@cache
def _known_houses() -> frozenset[str]:
    # Listed once per process: a house added as files is picked up on the next start.
    return frozenset(house_ids())


# Every request looks its house up: by id alone in a plain dict (a str keeps its hash, so
# this is one C-level lookup; hashing a folder path each time is measurable on /score).
# Anything but a plain str (unhashable ones included) takes the checked path.
_LOADED: dict[str, Ruleset] = {}


def ruleset(house_id: str) -> Ruleset:
    rules = _LOADED.get(house_id) if house_id.__class__ is str else None
    return rules if rules is not None else _load_house(house_id)


def _load_house(house_id: str) -> Ruleset:
    if not isinstance(house_id, str) or house_id not in _known_houses():
        raise not_found(ErrorCode.UNKNOWN_HOUSE, f"No house with id '{house_id}'.", "house")
    rules = _LOADED.get(house_id)
    if rules is None:  # only known houses are kept, so the dict stays small
        rules = _LOADED[house_id] = load_ruleset(house_id)
    return rules
