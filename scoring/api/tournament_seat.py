"""`POST /houses/{id}/tournaments/seat`: the next round's tables from the tournament so far,
by a seeded random draw, by the standings, or as the organizer's script; each table's
players in seat order (the first deals first), with any pairs who met in an earlier round."""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import check_bound, require_object
from scoring.api.read.tournament import FIELDS as TOURNAMENT_FIELDS
from scoring.api.read.tournament import read_tables
from scoring.api.tournament_standings import played
from scoring.errors import ErrorCode, impossible, malformed
from scoring.rules.schema import Ruleset
from scoring.tournaments.seating import (
    Seated,
    Seating,
    met_pairs,
    parse_script,
    seat_by_standings,
    seat_fixed,
    seat_random,
)
from scoring.tournaments.size import table_size

SEATING_FIELDS = {"seating", "seed", "tables", "script"}
FIELDS = TOURNAMENT_FIELDS | SEATING_FIELDS

__all__ = ["FIELDS", "answer"]


def _method(request: dict[str, Any]) -> Seating:
    raw = request.get("seating")
    if raw is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'seating' is required.", "seating")
    if raw not in [m.value for m in Seating]:
        raise malformed(ErrorCode.BAD_SEATING,
                        "'seating' is one of random, standings or fixed.", "seating")
    method = Seating(raw)
    for key, owner in (("seed", Seating.RANDOM), ("tables", Seating.FIXED),
                       ("script", Seating.FIXED)):
        if key in request and method is not owner:
            raise malformed(ErrorCode.BAD_SEATING, f"'{key}' is for {owner} seating only.", key)
    return method


def _fixed_tables(request: dict[str, Any]) -> tuple[list[list[str]], str]:
    if ("tables" in request) == ("script" in request):
        raise malformed(ErrorCode.MISSING_FIELD,
                        "Fixed seating takes its 'tables' or a 'script', one of them.", "tables")
    if "script" in request:
        script = request["script"]
        if not isinstance(script, str):
            raise malformed(ErrorCode.WRONG_TYPE, "'script' must be text.", "script")
        if len(script) > bounds.MAX_SCRIPT:
            raise impossible(ErrorCode.TEXT_TOO_LONG,
                             f"'script' holds at most {bounds.MAX_SCRIPT} characters.", "script")
        return parse_script(script), "script"
    return read_tables(request["tables"]), "tables"


def _seed(request: dict[str, Any]) -> int:
    seed = request.get("seed")
    if seed is None:
        raise malformed(ErrorCode.MISSING_FIELD, "Random seating needs its 'seed'.", "seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise malformed(ErrorCode.WRONG_TYPE, "'seed' must be an integer.", "seed")
    return check_bound(seed, bounds.SEED, "seed")


def answer(rules: Ruleset, request: Any) -> dict[str, Any]:
    request = require_object(request)
    method = _method(request)
    fixed = _fixed_tables(request) if method is Seating.FIXED else None
    seed = _seed(request) if method is Seating.RANDOM else None
    t, result = played(rules, request, FIELDS)
    players = t.players
    size = table_size(rules)
    met = met_pairs([table.players for table in tables] for tables in t.rounds)
    seated: Seated
    if method is Seating.RANDOM:
        assert seed is not None
        seated = seat_random(players, size, seed, met)
    elif method is Seating.STANDINGS:
        seated = seat_by_standings([r.name for _, r in result.players], size, met)
    else:
        assert fixed is not None
        seated = seat_fixed(players, size, fixed[0], met, fixed[1])
    return {
        "round": len(t.rounds) + 1,
        "seating": str(method),
        "seed": seed,
        "table_size": size,
        "tables": [{"table": i + 1, "players": table} for i, table in enumerate(seated.tables)],
        "repeats": [list(pair) for pair in seated.repeats],
        "draws": seated.draws,
    }
