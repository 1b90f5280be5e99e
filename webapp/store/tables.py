"""The shared tables' store functions (used by the API, the streams and the tournaments).

- `create_table(session, house, participants, games, tournament_id=None, carried=None)`: a new
  table (`carried`: the points each participant brings in, as `/sessions` reads them) whose
  history starts with its games as ops (`new_game`, then one `append` per event). Flushed, not
  committed: the caller commits (a tournament may create several tables in one transaction).
- `role_for(session, table_id, key)`: "write" or "read", or a `StoreError` (401/404).
- `ops_after(session, table_id, seq, limit)`: the log after `seq`, oldest first.
- `apply_op(session, table_id, op)`: one op as its own transaction (`webapp.store.append`).
- `table_view(session, table_id)`: what GET answers (the core's view of the folded games).
- `rotate_write_key(session, table_id)`: a new write key (the caller commits).

Bad input to `create_table` raises the core's `ScoringError` (400/404/422).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy.orm import Session

from scoring.api import ruleset
from scoring.api.read.carried import written
from scoring.errors import ErrorCode
from scoring.tables import Op as CoreOp
from scoring.tables import apply_op as apply_core
from scoring.tables import read_games, read_participants, read_table_carried, view
from scoring.tables.limits import MAX_OPS
from webapp.store import keys
from webapp.store.append import apply_op
from webapp.store.errors import StoreError
from webapp.store.log import carried_of, load_table, now, op_row, ops_after
from webapp.store.models import Table

__all__ = ["CreatedTable", "apply_op", "carried_of", "create_table", "ops_after", "role_for",
           "rotate_write_key", "table_view"]


@dataclass(frozen=True)
class CreatedTable:
    id: str
    write_key: str
    read_key: str
    seq: int


def _initial_ops(games: list[dict[str, Any]]) -> list[CoreOp]:
    ops = []
    for index, game in enumerate(games):
        ops.append(CoreOp("new_game", {"players": game["players"]}))
        ops += [CoreOp("append", event, index) for event in game["events"]]
    return ops


def create_table(session: Session, house: str, participants: Any, games: Any,
                 tournament_id: str | None = None, max_ops: int = MAX_OPS,
                 carried: Any = None) -> CreatedTable:
    """A new table; `participants`, `games` and `carried` as posted (None: none, one empty
    game, nothing carried in); `carried` may also be the exact `Fraction`s themselves."""
    rules = ruleset(house)
    people = read_participants(rules, {"participants": participants})
    points = None
    if carried is not None:
        if isinstance(carried, list):  # a Fraction as the JSON form reading back to it
            carried = [written(c) if isinstance(c, Fraction) else c for c in carried]
        points = read_table_carried(people, {"carried": carried})
    stored = None if points is None else [written(c) for c in points]
    read = read_games(rules, people, [{}] if games is None else games)
    ops = _initial_ops(read)
    if len(ops) > max_ops:
        raise StoreError(422, ErrorCode.TOO_MANY_OPS,
                         f"A table's log holds at most {max_ops} ops.", "games")
    write_key, read_key = keys.new_key(), keys.new_key()
    at = now()
    table = Table(id=keys.new_id(), house=house, participants=people, carried=stored,
                  write_key_hash=keys.digest(write_key), read_key_hash=keys.digest(read_key),
                  seq=0, games=[], created_at=at, updated_at=at, tournament_id=tournament_id)
    session.add(table)
    session.flush()  # the table's row before its ops (their foreign key)
    folded: list[dict[str, Any]] = []
    finished = False
    for seq, core_op in enumerate(ops, start=1):
        op = CoreOp(core_op.kind, core_op.body, core_op.game, str(uuid.uuid4()), seq - 1)
        folded, effect = apply_core(rules, people, folded, op, points)
        finished = effect.finished and effect.game == len(folded) - 1
        session.add(op_row(table.id, seq, op, effect, at))
    table.seq, table.games = len(ops), folded
    table.finished_at = at if finished else None
    session.flush()
    return CreatedTable(table.id, write_key, read_key, table.seq)


def role_for(session: Session, table_id: str, key: str | None) -> str:
    """Whose key this is at this table: "write", "read", or a refusal (401, or 404)."""
    table = load_table(session, table_id)
    if not key:
        raise StoreError(401, ErrorCode.MISSING_KEY,
                         "Send the table's key as 'Authorization: Bearer <key>'.")
    # Both compared, always: the time taken tells nothing about which one matched.
    is_write = keys.matches(key, table.write_key_hash)
    is_read = keys.matches(key, table.read_key_hash)
    if is_write:
        return "write"
    if is_read:
        return "read"
    raise StoreError(401, ErrorCode.WRONG_KEY, "This key is not one of this table's keys.")


def table_view(session: Session, table_id: str) -> dict[str, Any]:
    table = load_table(session, table_id)
    shown = view(ruleset(table.house), table.participants, table.games, carried_of(table))
    return {"id": table.id, "house": table.house, "participants": table.participants,
            "carried": table.carried, "seq": table.seq, **shown}


def head(session: Session, table_id: str) -> int:
    return load_table(session, table_id).seq


def rotate_write_key(session: Session, table_id: str) -> str:
    """A new write key for the table; the old one stops working when the caller commits."""
    table = load_table(session, table_id)
    key = keys.new_key()
    table.write_key_hash = keys.digest(key)
    session.flush()
    return key
