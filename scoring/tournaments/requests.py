"""Reading what an organizer asks of a stored tournament: creating it (house, name, players,
teams, the seating method) and seating its next round (a method, a seed, a pasted script).

Pure and strict like every reader of the core: a field nobody knows is refused, a name twice
or a count that cannot fill whole tables is refused at once with its code, so a tournament
that was created can always seat its first round.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import check_bound, reject_unknown, require_object
from scoring.api.read.tournament import number, read_tables, read_tournament
from scoring.errors import ErrorCode, impossible, malformed
from scoring.rules.schema import Ruleset
from scoring.tournaments.seating import Seating, check_count, parse_script
from scoring.tournaments.size import table_size

CREATE_FIELDS = frozenset({"house", "name", "players", "teams", "seating", "seed", "carried"})
ROUND_FIELDS = frozenset({"seating", "seed", "tables", "script", "force"})
PENALTY_FIELDS = frozenset({"player", "points", "reason", "round"})
MAX_TOURNAMENT_NAME = 100  # characters in a tournament's name


@dataclass(frozen=True)
class Setup:
    house: str
    name: str
    players: list[str]  # the order of the start
    carried: list[Fraction]
    teams: dict[str, list[str]]
    seating: Seating  # the method each round uses unless it says otherwise
    seed: int | None  # random seating's seed (None: the server draws one)


@dataclass(frozen=True)
class RoundAsk:
    seating: Seating
    seed: int | None  # random only; None: the tournament's seed and the round number
    tables: list[list[str]] | None  # fixed only, as given or parsed from the script
    field: str  # "tables" or "script", where a fixed table's refusal points
    force: bool  # seat although a table of the last round is unfinished


def read_house(request: Any) -> str:
    request = require_object(request)
    house = request.get("house")
    if house is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'house' is required.", "house")
    if not isinstance(house, str):
        raise malformed(ErrorCode.WRONG_TYPE, "'house' must be a house's id.", "house")
    return house


def text(raw: Any, field: str, most: int, required: bool = True) -> str:
    if not isinstance(raw, str):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' must be text.", field)
    if required and not raw.strip():
        raise impossible(ErrorCode.WRONG_PARTICIPANTS, f"'{field}' is not empty.", field)
    if len(raw) > most:
        raise impossible(ErrorCode.TEXT_TOO_LONG, f"'{field}' has at most {most} characters.",
                         field)
    return raw


def seating_method(raw: Any, field: str = "seating") -> Seating:
    if raw not in [m.value for m in Seating]:
        if not isinstance(raw, str):
            raise malformed(ErrorCode.WRONG_TYPE, f"'{field}' must be text.", field)
        raise malformed(ErrorCode.BAD_SEATING,
                        "'seating' is one of random, standings or fixed.", field)
    return Seating(raw)


def seed_value(raw: Any, field: str = "seed") -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise malformed(ErrorCode.WRONG_TYPE, "'seed' must be an integer.", field)
    return check_bound(raw, bounds.SEED, field)


def read_setup(rules: Ruleset, request: Any) -> Setup:
    """The body of `POST /tournaments`; `rules`: the house its `house` names."""
    request = require_object(request)
    reject_unknown(request, CREATE_FIELDS)
    house = read_house(request)
    for key in ("name", "players", "seating"):
        if key not in request:
            raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", key)
    name = text(request["name"], "name", MAX_TOURNAMENT_NAME)
    seating = seating_method(request["seating"])
    seed = None if request.get("seed") is None else seed_value(request["seed"])
    if seed is not None and seating is not Seating.RANDOM:
        raise malformed(ErrorCode.BAD_SEATING, "'seed' is for random seating only.", "seed")
    # The players, their carried points and the teams, read as the core's standings read them.
    core = {key: request[key] for key in ("players", "carried", "teams") if key in request}
    read = read_tournament(rules, core)
    check_count(len(read.players), table_size(rules))
    return Setup(house, name, read.players, read.carried, read.teams, seating, seed)


def read_round(request: Any, default: Seating) -> RoundAsk:
    """The body of `POST /tournaments/{id}/rounds` (empty: the tournament's own method)."""
    request = require_object(request)
    reject_unknown(request, ROUND_FIELDS)
    method = default if request.get("seating") is None else seating_method(request["seating"])
    for key, owner in (("seed", Seating.RANDOM), ("tables", Seating.FIXED),
                       ("script", Seating.FIXED)):
        if request.get(key) is not None and method is not owner:
            raise malformed(ErrorCode.BAD_SEATING, f"'{key}' is for {owner} seating only.", key)
    force = request.get("force", False)
    if not isinstance(force, bool):
        raise malformed(ErrorCode.WRONG_TYPE, "'force' must be true or false.", "force")
    seed = None if request.get("seed") is None else seed_value(request["seed"])
    if method is not Seating.FIXED:
        return RoundAsk(method, seed, None, "tables", force)
    has_tables, has_script = request.get("tables") is not None, request.get("script") is not None
    if has_tables == has_script:
        raise malformed(ErrorCode.MISSING_FIELD,
                        "Fixed seating takes its 'tables' or a 'script', one of them.", "tables")
    if has_script:
        script = text(request["script"], "script", bounds.MAX_SCRIPT, required=False)
        return RoundAsk(method, None, parse_script(script), "script", force)
    return RoundAsk(method, None, read_tables(request["tables"]), "tables", force)


def round_seed(seed: int, round_number: int) -> int:
    """Round n of a random tournament draws from the tournament's seed plus n - 1 (within
    the seed's bound), so every round's draw can be shown and made again."""
    return (seed + round_number - 1) % (bounds.SEED.high + 1)


@dataclass(frozen=True)
class PenaltyAsk:
    player: str
    points: Fraction
    reason: str
    round: int | None  # None: the last round seated


def read_penalty(request: Any, players: list[str], rounds: int) -> PenaltyAsk:
    """The body of `POST /tournaments/{id}/penalties`: its player one of the tournament's,
    its points a signed number in the house's settlement unit (kept exactly), its round one
    seated so far (0: before the first)."""
    request = require_object(request)
    reject_unknown(request, PENALTY_FIELDS)
    for key in ("player", "points", "reason"):
        if key not in request:
            raise malformed(ErrorCode.MISSING_FIELD, f"'{key}' is required.", key)
    player = text(request["player"], "player", bounds.MAX_NAME)
    if player not in players:
        raise impossible(ErrorCode.UNKNOWN_PLAYER, f"'{player}' is not a player.", "player")
    reason = text(request["reason"], "reason", bounds.MAX_REASON, required=False)
    points = number(request["points"], bounds.TOURNAMENT_POINTS, "points")
    round_ = request.get("round")
    if round_ is not None:
        if isinstance(round_, bool) or not isinstance(round_, int):
            raise malformed(ErrorCode.WRONG_TYPE, "'round' must be an integer.", "round")
        if not 0 <= round_ <= rounds:
            raise impossible(ErrorCode.ROUND_OUT_OF_RANGE,
                             f"Rounds seated are 1 to {rounds} (0: before the first).", "round")
    return PenaltyAsk(player, points, reason, round_)
