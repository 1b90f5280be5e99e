"""Reading `/games/replay` events strictly: wrong shapes are 400s, impossible games 422s.

Seats in events are players, fixed for the game (player 0 is the first dealer). A game with
more people than seats (4人回し) numbers all its participants: `count` of them.
"""

from __future__ import annotations

from typing import Any

from scoring.api.read import bounds
from scoring.api.read.fields import (
    check_text,
    get_int,
    get_seat_or_null,
    reject_unknown,
    require_object,
)
from scoring.api.read.hand_bounds import check_hand_bounds
from scoring.api.read.value import read_value
from scoring.errors import ErrorCode, impossible, malformed
from scoring.game.events import (
    DrawEvent,
    Event,
    PenaltyEvent,
    PrizeEvent,
    WinEntry,
    WinEvent,
)
from scoring.rules.schema import Ruleset

WIN_EVENT = {"type", "riichi", "open_riichi", "wins", "stop"}
WIN_ENTRY = {"winner", "discarder", "han", "fu", "yakuman", "hand", "pao", "open_riichi_deal_in"}
DRAW_EVENT = {"type", "riichi", "open_riichi", "tenpai", "nagashi", "abortive"}
PENALTY_EVENT = {"type", "kind", "offender", "riichi", "open_riichi"}
PRIZE_EVENT = {"type", "kind", "player"}
EVENT_FIELDS = {"win": WIN_EVENT, "draw": DRAW_EVENT, "penalty": PENALTY_EVENT,
                "prize": PRIZE_EVENT}


def read_events(rules: Ruleset, request: dict[str, Any],
                count: int | None = None) -> list[Event]:
    raw = request.get("events")
    if not isinstance(raw, list):
        raise malformed(ErrorCode.WRONG_TYPE, "'events' must be a list.", "events")
    if len(raw) > bounds.MAX_EVENTS:
        raise impossible(ErrorCode.TOO_MANY_EVENTS,
                         f"A score sheet holds at most {bounds.MAX_EVENTS} events.", "events")
    return [read_event(rules, e, i, count) for i, e in enumerate(raw)]


def _players(count: int, event: dict[str, Any], key: str, field: str) -> list[int]:
    raw = event.get(key, [])
    if not isinstance(raw, list):
        raise malformed(
            ErrorCode.WRONG_TYPE,
            f"'{key}' must be a list of players.", f"{field}.{key}",
        )
    seen: list[int] = []
    for i, p in enumerate(raw):
        where = f"{field}.{key}[{i}]"
        if isinstance(p, bool) or not isinstance(p, int):
            raise malformed(ErrorCode.WRONG_TYPE, "A player is an integer.", where)
        if not 0 <= p < count:
            raise impossible(
                ErrorCode.SEAT_OUT_OF_RANGE,
                f"Players are 0 to {count - 1} in this game.", where
            )
        if p in seen:
            raise impossible(ErrorCode.DUPLICATE_SEAT, f"Player {p} is listed twice.", where)
        seen.append(p)
    return seen


def _open_riichi(rules: Ruleset, count: int, event: dict[str, Any], field: str) -> list[int]:
    """Players who declared an open riichi this hand: distinct from `riichi`, and only where
    the house has open riichi (`riichi.open_riichi_cost`)."""
    players = _players(count, event, "open_riichi", field)
    if players and rules.riichi.open_riichi_cost is None:
        raise impossible(
            ErrorCode.OPEN_RIICHI_NOT_ALLOWED,
            "This house has no open riichi.",
            f"{field}.open_riichi",
        )
    riichi = event.get("riichi", [])
    for i, p in enumerate(players):
        if isinstance(riichi, list) and p in riichi:
            raise impossible(
                ErrorCode.DUPLICATE_SEAT,
                f"Player {p} is listed in both 'riichi' and 'open_riichi'.",
                f"{field}.open_riichi[{i}]",
            )
    return players


def _bool(event: dict[str, Any], key: str, field: str) -> bool:
    value = event.get(key, False)
    if not isinstance(value, bool):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be true or false.", f"{field}.{key}")
    return value


def _player(count: int, value: int | None, where: str) -> int | None:
    if value is not None and not 0 <= value < count:
        raise impossible(
            ErrorCode.SEAT_OUT_OF_RANGE,
            f"Players are 0 to {count - 1} in this game.", where
        )
    return value


def _win_entry(rules: Ruleset, count: int, raw: Any, field: str) -> WinEntry:
    entry = require_object(raw, field)
    reject_unknown(entry, WIN_ENTRY, f"{field}.")
    winner = _player(count, get_int(entry, "winner", field=f"{field}.winner"), f"{field}.winner")
    discarder = _player(
        count, get_seat_or_null(entry, "discarder", f"{field}.discarder"), f"{field}.discarder"
    )
    pao = _player(count, get_int(entry, "pao", None, field=f"{field}.pao"), f"{field}.pao")
    assert winner is not None
    deal_in = _bool(entry, "open_riichi_deal_in", field)
    if deal_in and rules.riichi.open_riichi_cost is None:
        raise impossible(
            ErrorCode.OPEN_RIICHI_NOT_ALLOWED,
            "This house has no open riichi.",
            f"{field}.open_riichi_deal_in",
        )
    if deal_in and discarder is None:
        raise impossible(
            ErrorCode.OPEN_RIICHI_DEAL_IN_NEEDS_RON,
            "Dealing into an open riichi is a ron: give the discarder.",
            f"{field}.open_riichi_deal_in",
        )
    hand = entry.get("hand")
    if hand is not None:
        if deal_in or any(k in entry for k in ("han", "fu", "yakuman")):
            raise impossible(
                ErrorCode.HAND_WITH_VALUE,
                "Give the tiles or the value, not both (the tiles' flags tell an open-riichi "
                "deal-in).",
                f"{field}.hand",
            )
        hand = require_object(hand, f"{field}.hand")
        check_hand_bounds(hand, f"{field}.hand.")
        return WinEntry(winner, discarder, None, hand, pao, field)
    value = read_value(entry, rules, discarder is None, f"{field}.")
    return WinEntry(winner, discarder, value, None, pao, field, deal_in)


def read_event(rules: Ruleset, raw: Any, index: int, count: int | None = None) -> Event:
    field = f"events[{index}]"
    count = rules.players if count is None else count
    event = require_object(raw, field)
    kind = event.get("type")
    if kind == "win":
        reject_unknown(event, WIN_EVENT, f"{field}.")
        wins = event.get("wins")
        if not isinstance(wins, list) or not wins:
            raise malformed(
                ErrorCode.WRONG_TYPE,
                "'wins' must be a non-empty list.", f"{field}.wins",
            )
        if len(wins) > bounds.MAX_SEATS:
            raise impossible(ErrorCode.TOO_MANY_ITEMS,
                             f"A hand has at most {bounds.MAX_SEATS} wins.", f"{field}.wins")
        entries = [_win_entry(rules, count, w, f"{field}.wins[{i}]") for i, w in enumerate(wins)]
        return WinEvent(
            _players(count, event, "riichi", field),
            entries,
            _bool(event, "stop", field),
            _open_riichi(rules, count, event, field),
        )
    if kind == "draw":
        reject_unknown(event, DRAW_EVENT, f"{field}.")
        abortive = event.get("abortive")
        if abortive is not None and not isinstance(abortive, str):
            raise malformed(ErrorCode.WRONG_TYPE, "'abortive' is a string.", f"{field}.abortive")
        if abortive is not None:
            check_text(abortive, f"{field}.abortive")
        return DrawEvent(
            _players(count, event, "riichi", field),
            _players(count, event, "tenpai", field),
            _players(count, event, "nagashi", field),
            abortive,
            _open_riichi(rules, count, event, field),
        )
    if kind == "penalty":
        reject_unknown(event, PENALTY_EVENT, f"{field}.")
        penalty_kind = event.get("kind")
        if not isinstance(penalty_kind, str):
            raise malformed(ErrorCode.WRONG_TYPE, "'kind' is a string.", f"{field}.kind")
        check_text(penalty_kind, f"{field}.kind")
        offender = _player(
            count, get_int(event, "offender", field=f"{field}.offender"), f"{field}.offender"
        )
        assert offender is not None
        return PenaltyEvent(
            penalty_kind,
            offender,
            _players(count, event, "riichi", field),
            _open_riichi(rules, count, event, field),
        )
    if kind == "prize":
        reject_unknown(event, PRIZE_EVENT, f"{field}.")
        prize_kind = event.get("kind")
        if not isinstance(prize_kind, str):
            raise malformed(ErrorCode.WRONG_TYPE, "'kind' is a string.", f"{field}.kind")
        check_text(prize_kind, f"{field}.kind")
        if prize_kind not in rules.settlement.prizes:
            raise impossible(
                ErrorCode.UNKNOWN_PRIZE,
                f"This house has no '{prize_kind}' prize.",
                f"{field}.kind",
            )
        player = _player(
            count, get_int(event, "player", field=f"{field}.player"), f"{field}.player"
        )
        assert player is not None
        return PrizeEvent(prize_kind, player)
    raise malformed(
        ErrorCode.UNKNOWN_EVENT_TYPE,
        "An event's type is 'win', 'draw', 'penalty' or 'prize'.",
        f"{field}.type",
    )
