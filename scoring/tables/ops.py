"""Reading one op of a table's log strictly: `{"id", "base", "game"?, "device"?}` plus exactly
one of `append`, `replace`, `delete`, `new_game`.

Only the op's shape is read here; whether the game it makes still replays is `fold`'s job.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from scoring.api.read.fields import get_int, reject_unknown, require_object
from scoring.errors import ErrorCode, impossible, malformed
from scoring.tables.limits import MAX_DEVICE, MAX_OP_ID

KINDS = ("append", "replace", "delete", "new_game")
# What the log adds to a logged op (its time, the event it replaced or deleted): read back
# when a phone folds ops as the stream hands them over, and changing nothing.
LOGGED = frozenset({"at", "previous"})
FIELDS = frozenset({"id", "base", "game", "device", *KINDS}) | LOGGED
_BODY_FIELDS = {"append": None, "replace": {"at", "event"}, "delete": {"at"},
                "new_game": {"players"}}
# Ids are made by clients (a UUID is the expected form); kept to characters that need no
# escaping anywhere they are shown or logged.
_OP_ID = re.compile(r"[A-Za-z0-9._:-]+")


@dataclass(frozen=True)
class Op:
    kind: str  # one of KINDS
    body: Any  # the event (append), {"at", "event"}, {"at"}, {"players"?} (new_game)
    game: int | None = None  # the game's index; None: the table's last game
    id: str | None = None  # the client's op id (required in a table's log)
    base: int | None = None  # the seq the client last saw (required in a table's log)
    device: str | None = None  # the name a person gave their phone, for the history

    def to_dict(self) -> dict[str, Any]:
        """The op as posted (the game resolved by `fold`), without `device`."""
        out: dict[str, Any] = {"id": self.id, "base": self.base, "game": self.game}
        out[self.kind] = self.body
        return out


def _text(op: dict[str, Any], key: str, most: int, field: str) -> str | None:
    value = op.get(key)
    if value is None:
        return None
    if not isinstance(value, str):
        raise malformed(ErrorCode.WRONG_TYPE, f"'{key}' must be a string.", field)
    if len(value) > most:
        raise impossible(ErrorCode.TEXT_TOO_LONG, f"'{key}' has at most {most} characters.",
                         field)
    return value


def _body(kind: str, raw: Any, field: str) -> Any:
    body = require_object(raw, field)
    allowed = _BODY_FIELDS[kind]
    if allowed is None:  # an event: read whole by the replay, as /games/replay reads it
        return body
    reject_unknown(body, allowed, f"{field}.")
    if "at" in allowed:
        at = get_int(body, "at", field=f"{field}.at")
        if at < 0:
            raise impossible(ErrorCode.NO_SUCH_EVENT, "'at' is an event's index (0 or more).",
                             f"{field}.at")
    if "event" in allowed:
        if "event" not in body:
            raise malformed(ErrorCode.MISSING_FIELD, "'event' is required.", f"{field}.event")
        require_object(body["event"], f"{field}.event")
    return body


def read_op(raw: Any, *, logged: bool = True, field: str = "") -> Op:
    """The op in `raw`; `logged` (a table's log) requires its `id` and `base`."""
    where = (lambda key: f"{field}.{key}") if field else (lambda key: key)
    op = require_object(raw, field or None)
    reject_unknown(op, FIELDS, f"{field}." if field else "")
    kinds = [k for k in KINDS if k in op]
    if len(kinds) != 1:
        raise malformed(ErrorCode.BAD_OP, "An op has exactly one of 'append', 'replace', "
                        "'delete' or 'new_game'.", field or None)
    kind = kinds[0]
    op_id = _text(op, "id", MAX_OP_ID, where("id"))
    if op_id is not None and not _OP_ID.fullmatch(op_id):
        raise malformed(ErrorCode.WRONG_TYPE, "'id' is a UUID (letters, digits, '-').",
                        where("id"))
    base = get_int(op, "base", None, field=where("base"))
    if logged and op_id is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'id' is required (a UUID).", where("id"))
    if logged and base is None:
        raise malformed(ErrorCode.MISSING_FIELD, "'base' is required (the seq last seen).",
                        where("base"))
    if base is not None and base < 0:
        raise malformed(ErrorCode.WRONG_TYPE, "'base' is a seq: 0 or more.", where("base"))
    game = get_int(op, "game", None, field=where("game"))
    if game is not None and game < 0:
        raise impossible(ErrorCode.NO_SUCH_GAME, "'game' is a game's index (0 or more).",
                         where("game"))
    device = _text(op, "device", MAX_DEVICE, where("device"))
    return Op(kind, _body(kind, op[kind], where(kind)), game, op_id, base, device)
