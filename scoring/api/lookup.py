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


def ruleset(house_id: str) -> Ruleset:
    if not isinstance(house_id, str) or house_id not in _known_houses():
        raise not_found(ErrorCode.UNKNOWN_HOUSE, f"No house with id '{house_id}'.", "house")
    # Loaded once per process (the loader keeps each house). A dict of loaded houses in
    # front of this measured no gain on tests/bench/bench_score.py (x3.29 -> x3.24).
    return load_ruleset(house_id)
