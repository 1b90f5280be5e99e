"""Reading `/games/replay` events strictly: wrong shapes are 400s, impossible games 422s.

Seats in events are players, fixed for the game (player 0 is the first dealer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from scoring.errors import impossible, malformed
from scoring.requests import get_int, get_seat_or_null, reject_unknown, require_object
from scoring.rules.schema import Ruleset
from scoring.value import HandValue

# (request, field prefix, tsumo) -> the hand's value; supplied by the service layer.
HandValuer = Callable[[dict[str, Any], str, bool], HandValue]

WIN_EVENT = {"type", "riichi", "open_riichi", "wins", "stop"}
WIN_ENTRY = {"winner", "discarder", "han", "fu", "yakuman", "hand", "pao", "open_riichi_deal_in"}
DRAW_EVENT = {"type", "riichi", "open_riichi", "tenpai", "nagashi", "abortive"}
PENALTY_EVENT = {"type", "kind", "offender", "riichi", "open_riichi"}
PRIZE_EVENT = {"type", "kind", "player"}


@dataclass(frozen=True)
class WinEntry:
    winner: int
    discarder: int | None
    value: HandValue | None  # None when the value comes from the tiles in `hand`
    hand: dict[str, Any] | None
    pao: int | None
    field: str
    # The win is a yakuman only because it dealt into an open riichi (no yakuman prize).
    open_riichi_deal_in: bool = False


@dataclass(frozen=True)
class WinEvent:
    riichi: list[int]
    wins: list[WinEntry]
    stop: bool
    open_riichi: list[int] = field(default_factory=list)  # open riichi declared this hand


@dataclass(frozen=True)
class DrawEvent:
    riichi: list[int]
    tenpai: list[int]
    nagashi: list[int]
    abortive: str | None
    open_riichi: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class PenaltyEvent:
    kind: str
    offender: int
    riichi: list[int]
    open_riichi: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class PrizeEvent:
    """A settlement prize earned during a hand (e.g. all four flowers); play goes on."""

    kind: str
    player: int


Event = WinEvent | DrawEvent | PenaltyEvent | PrizeEvent


def _players(rules: Ruleset, event: dict[str, Any], key: str, field: str) -> list[int]:
    raw = event.get(key, [])
    if not isinstance(raw, list):
        raise malformed("wrong_type", f"'{key}' must be a list of players.", f"{field}.{key}")
    seen: list[int] = []
    for i, p in enumerate(raw):
        where = f"{field}.{key}[{i}]"
        if isinstance(p, bool) or not isinstance(p, int):
            raise malformed("wrong_type", "A player is an integer.", where)
        if not 0 <= p < rules.players:
            raise impossible(
                "seat_out_of_range", f"Players are 0 to {rules.players - 1} in this house.", where
            )
        if p in seen:
            raise impossible("duplicate_seat", f"Player {p} is listed twice.", where)
        seen.append(p)
    return seen


def _open_riichi(rules: Ruleset, event: dict[str, Any], field: str) -> list[int]:
    """Players who declared an open riichi this hand: distinct from `riichi`, and only where
    the house has open riichi (`riichi.open_riichi_cost`)."""
    players = _players(rules, event, "open_riichi", field)
    if players and rules.riichi.open_riichi_cost is None:
        raise impossible(
            "open_riichi_not_allowed",
            "This house has no open riichi.",
            f"{field}.open_riichi",
        )
    riichi = event.get("riichi", [])
    for i, p in enumerate(players):
        if isinstance(riichi, list) and p in riichi:
            raise impossible(
                "duplicate_seat",
                f"Player {p} is listed in both 'riichi' and 'open_riichi'.",
                f"{field}.open_riichi[{i}]",
            )
    return players


def _bool(event: dict[str, Any], key: str, field: str) -> bool:
    value = event.get(key, False)
    if not isinstance(value, bool):
        raise malformed("wrong_type", f"'{key}' must be true or false.", f"{field}.{key}")
    return value


def _player(rules: Ruleset, value: int | None, where: str) -> int | None:
    if value is not None and not 0 <= value < rules.players:
        raise impossible(
            "seat_out_of_range", f"Players are 0 to {rules.players - 1} in this house.", where
        )
    return value


def _win_entry(rules: Ruleset, raw: Any, field: str, valuer: HandValuer) -> WinEntry:
    entry = require_object(raw, field)
    reject_unknown(entry, WIN_ENTRY, f"{field}.")
    winner = _player(rules, get_int(entry, "winner", field=f"{field}.winner"), f"{field}.winner")
    discarder = _player(
        rules, get_seat_or_null(entry, "discarder", f"{field}.discarder"), f"{field}.discarder"
    )
    pao = _player(rules, get_int(entry, "pao", None, field=f"{field}.pao"), f"{field}.pao")
    assert winner is not None
    deal_in = _bool(entry, "open_riichi_deal_in", field)
    if deal_in and rules.riichi.open_riichi_cost is None:
        raise impossible(
            "open_riichi_not_allowed",
            "This house has no open riichi.",
            f"{field}.open_riichi_deal_in",
        )
    if deal_in and discarder is None:
        raise impossible(
            "open_riichi_deal_in_needs_ron",
            "Dealing into an open riichi is a ron: give the discarder.",
            f"{field}.open_riichi_deal_in",
        )
    hand = entry.get("hand")
    if hand is not None:
        if deal_in or any(k in entry for k in ("han", "fu", "yakuman")):
            raise impossible(
                "hand_with_value",
                "Give the tiles or the value, not both (the tiles' flags tell an open-riichi "
                "deal-in).",
                f"{field}.hand",
            )
        return WinEntry(winner, discarder, None, require_object(hand, f"{field}.hand"), pao, field)
    value = valuer(entry, f"{field}.", discarder is None)
    return WinEntry(winner, discarder, value, None, pao, field, deal_in)


def read_event(rules: Ruleset, raw: Any, index: int, valuer: HandValuer) -> Event:
    field = f"events[{index}]"
    event = require_object(raw, field)
    kind = event.get("type")
    if kind == "win":
        reject_unknown(event, WIN_EVENT, f"{field}.")
        wins = event.get("wins")
        if not isinstance(wins, list) or not wins:
            raise malformed("wrong_type", "'wins' must be a non-empty list.", f"{field}.wins")
        entries = [_win_entry(rules, w, f"{field}.wins[{i}]", valuer) for i, w in enumerate(wins)]
        return WinEvent(
            _players(rules, event, "riichi", field),
            entries,
            _bool(event, "stop", field),
            _open_riichi(rules, event, field),
        )
    if kind == "draw":
        reject_unknown(event, DRAW_EVENT, f"{field}.")
        abortive = event.get("abortive")
        if abortive is not None and not isinstance(abortive, str):
            raise malformed("wrong_type", "'abortive' is a string.", f"{field}.abortive")
        return DrawEvent(
            _players(rules, event, "riichi", field),
            _players(rules, event, "tenpai", field),
            _players(rules, event, "nagashi", field),
            abortive,
            _open_riichi(rules, event, field),
        )
    if kind == "penalty":
        reject_unknown(event, PENALTY_EVENT, f"{field}.")
        penalty_kind = event.get("kind")
        if not isinstance(penalty_kind, str):
            raise malformed("wrong_type", "'kind' is a string.", f"{field}.kind")
        offender = _player(
            rules, get_int(event, "offender", field=f"{field}.offender"), f"{field}.offender"
        )
        assert offender is not None
        return PenaltyEvent(
            penalty_kind,
            offender,
            _players(rules, event, "riichi", field),
            _open_riichi(rules, event, field),
        )
    if kind == "prize":
        reject_unknown(event, PRIZE_EVENT, f"{field}.")
        prize_kind = event.get("kind")
        if not isinstance(prize_kind, str):
            raise malformed("wrong_type", "'kind' is a string.", f"{field}.kind")
        if prize_kind not in rules.settlement.prizes:
            raise impossible(
                "unknown_prize",
                f"This house has no '{prize_kind}' prize.",
                f"{field}.kind",
            )
        player = _player(
            rules, get_int(event, "player", field=f"{field}.player"), f"{field}.player"
        )
        assert player is not None
        return PrizeEvent(prize_kind, player)
    raise malformed(
        "unknown_event_type",
        "An event's type is 'win', 'draw', 'penalty' or 'prize'.",
        f"{field}.type",
    )


def int_list(
    request: dict[str, Any], key: str, *, required: bool = False, nullable: bool = False
) -> list[Any] | None:
    """A list of integers (or nulls where `nullable`), read strictly."""
    if key not in request:
        if required:
            raise malformed("missing_field", f"'{key}' is required.", key)
        return None
    raw = request[key]
    if not isinstance(raw, list):
        raise malformed("wrong_type", f"'{key}' must be a list.", key)
    for i, v in enumerate(raw):
        if v is None and nullable:
            continue
        if isinstance(v, bool) or not isinstance(v, int):
            raise malformed("wrong_type", f"'{key}' holds integers.", f"{key}[{i}]")
    return list(raw)


def str_list(request: dict[str, Any], key: str) -> list[str | None] | None:
    if key not in request:
        return None
    raw = request[key]
    if not isinstance(raw, list) or any(v is not None and not isinstance(v, str) for v in raw):
        raise malformed("wrong_type", f"'{key}' must be a list of strings or nulls.", key)
    return list(raw)


def get_bool(request: dict[str, Any], key: str, default: bool = False) -> bool:
    value = request.get(key, default)
    if not isinstance(value, bool):
        raise malformed("wrong_type", f"'{key}' must be true or false.", key)
    return value


def get_str(request: dict[str, Any], key: str, default: str | None = None) -> str | None:
    value = request.get(key, default)
    if value is not None and not isinstance(value, str):
        raise malformed("wrong_type", f"'{key}' must be a string.", key)
    return value
