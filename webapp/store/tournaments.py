"""The tournaments' store functions: creating one, its keys, its rounds (each table a shared
table made by `create_table`), its penalties, and reading it all back.

Keys are the tables' kind (`webapp.store.keys`): random, kept as hashes, compared in
constant time. A round's tables' own keys are handed to the organizer once, when the round
is seated; to give them again (the dashboard, the printed QR sheet) each is kept sealed with
a tournament key: XORed with HMAC-SHA256(tournament key, "<table id>:<kind>"), a pad used
for that one key only. The server holds only the tournament keys' hashes, so a copy of the
database opens no table; a request bearing the organizer's key opens the write keys.

Like `create_table`, these flush and never commit: the request commits once, so a round's
tables and its records are one transaction, with the wake-up of the tournament's live
streams on the other instances (`webapp.streams.publish_tournament_in_txn`, PostgreSQL).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, defer

from scoring.errors import ErrorCode
from scoring.tournaments.requests import PenaltyAsk, Setup
from webapp import streams
from webapp.store import keys
from webapp.store.errors import StoreError
from webapp.store.log import now
from webapp.store.models import Table
from webapp.store.tables import create_table
from webapp.store.tournament_models import (
    Tournament,
    TournamentPenalty,
    TournamentRound,
    TournamentTable,
)

ORGANIZER, READ = "organizer", "read"


@dataclass(frozen=True)
class CreatedTournament:
    id: str
    organizer_key: str
    read_key: str


@dataclass(frozen=True)
class SeatedTable:
    number: int
    id: str
    write_key: str
    read_key: str
    players: list[str]


@dataclass(frozen=True)
class TableSpec:
    """A table of a new round: players in seat order, and how it starts (participants,
    their carried totals, its first game), as `scoring.tournaments.tables.new_table` says."""

    players: list[str]
    participants: list[str]
    carried: list[Fraction] | None  # None: a table carrying nothing in
    games: list[dict[str, Any]]


def _pad(key: str, label: str) -> bytes:
    return hmac.new(key.encode("utf-8", "surrogatepass"), label.encode(), hashlib.sha256).digest()


def seal(key: str, label: str, secret: str) -> str:
    raw = secret.encode("ascii")
    pad = _pad(key, label)
    assert len(raw) <= len(pad)
    return bytes(a ^ b for a, b in zip(raw, pad, strict=False)).hex()


def unseal(key: str, label: str, sealed: str) -> str:
    raw = bytes.fromhex(sealed)
    return bytes(a ^ b for a, b in zip(raw, _pad(key, label), strict=False)).decode("ascii")


def text(value: Fraction) -> str:
    return str(value)


def read_key_of(organizer_key: str) -> str:
    """The public read key, made from the organizer's (HMAC: one way), so a request bearing
    the organizer's key can seal each new table's read key for the public link too."""
    raw = _pad(organizer_key, "tournament:read")[:keys.KEY_BYTES]
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def create_tournament(session: Session, setup: Setup, seed: int | None) -> CreatedTournament:
    organizer_key = keys.new_key()
    read_key = read_key_of(organizer_key)
    at = now()
    row = Tournament(id=keys.new_id(), house=setup.house, name=setup.name,
                     players=list(setup.players), carried=[text(c) for c in setup.carried],
                     teams={team: list(m) for team, m in setup.teams.items()},
                     seating=str(setup.seating), seed=seed,
                     organizer_key_hash=keys.digest(organizer_key),
                     read_key_hash=keys.digest(read_key), created_at=at, updated_at=at)
    session.add(row)
    session.flush()
    return CreatedTournament(row.id, organizer_key, read_key)


def load(session: Session, tournament_id: str, lock: bool = False) -> Tournament:
    stmt = select(Tournament).where(Tournament.id == tournament_id)
    stmt = stmt.execution_options(populate_existing=True)
    if lock:
        stmt = stmt.with_for_update()  # PostgreSQL: one round seated at a time
    row = session.scalars(stmt).first()
    if row is None:
        # The id is not echoed: ids come from URLs people type or paste.
        raise StoreError(404, ErrorCode.UNKNOWN_TOURNAMENT, "No tournament has this id.")
    return row


def role_for(tournament: Tournament, key: str | None) -> str:
    """"organizer" or "read", or the 401 refusal (no key, or a key not this tournament's:
    a table's write key included)."""
    if not key:
        raise StoreError(401, ErrorCode.MISSING_KEY,
                         "Send the tournament's key as 'Authorization: Bearer <key>'.")
    # Both compared, always: the time taken tells nothing about which one matched.
    is_organizer = keys.matches(key, tournament.organizer_key_hash)
    is_read = keys.matches(key, tournament.read_key_hash)
    if is_organizer:
        return ORGANIZER
    if is_read:
        return READ
    raise StoreError(401, ErrorCode.WRONG_KEY, "This key is not one of this tournament's keys.")


def require_organizer(tournament: Tournament, key: str | None) -> None:
    if role_for(tournament, key) != ORGANIZER:
        raise StoreError(403, ErrorCode.ORGANIZER_ONLY,
                         "Only the organizer's key may do this; the read key only reads.")


def rounds(session: Session, tournament_id: str) -> list[TournamentRound]:
    stmt = (select(TournamentRound).where(TournamentRound.tournament_id == tournament_id)
            .order_by(TournamentRound.number))
    return list(session.scalars(stmt))


def tables(session: Session, tournament_id: str) -> list[tuple[TournamentTable, Table]]:
    """Every table of every round, in round and table order, with its shared table. Its
    games (the bulk of a row) load only when read: a caller that keeps what it read of each
    head parses only the tables that changed."""
    stmt = (select(TournamentTable, Table).join(Table, Table.id == TournamentTable.table_id)
            .where(TournamentTable.tournament_id == tournament_id)
            .order_by(TournamentTable.round, TournamentTable.number)
            .options(defer(Table.games))
            .execution_options(populate_existing=True))
    return [(tt, t) for tt, t in session.execute(stmt)]


def heads(session: Session, tournament_id: str) -> list[tuple[str, int]]:
    """Each table's id and head, in order: what the standings depend on (with the
    penalties), read without loading any table's games."""
    stmt = (select(Table.id, Table.seq).join(TournamentTable, Table.id == TournamentTable.table_id)
            .where(TournamentTable.tournament_id == tournament_id)
            .order_by(TournamentTable.round, TournamentTable.number))
    return [(i, s) for i, s in session.execute(stmt)]


def penalties(session: Session, tournament_id: str) -> list[TournamentPenalty]:
    stmt = (select(TournamentPenalty).where(TournamentPenalty.tournament_id == tournament_id)
            .order_by(TournamentPenalty.id))
    return list(session.scalars(stmt))


def penalty_head(session: Session, tournament_id: str) -> tuple[int, int]:
    stmt = select(func.count(TournamentPenalty.id), func.max(TournamentPenalty.id)).where(
        TournamentPenalty.tournament_id == tournament_id)
    count, last = session.execute(stmt).one()
    return int(count), int(last or 0)


def add_round(session: Session, tournament: Tournament, organizer_key: str, number: int,
              seating: str, seed: int | None, repeats: list[list[str]], forced: bool,
              specs: list[TableSpec]) -> list[SeatedTable]:
    """Round `number`: its tables made as shared tables of this tournament."""
    public = read_key_of(organizer_key)
    session.add(TournamentRound(tournament_id=tournament.id, number=number, seating=seating,
                                seed=seed, repeats=repeats, forced=forced, created_at=now()))
    seated = []
    for index, spec in enumerate(specs, start=1):
        made = create_table(session, tournament.house, spec.participants, spec.games,
                            tournament_id=tournament.id, carried=spec.carried)
        session.add(TournamentTable(
            tournament_id=tournament.id, round=number, number=index, table_id=made.id,
            players=list(spec.players),
            write_sealed=seal(organizer_key, f"{made.id}:write", made.write_key),
            read_sealed=seal(organizer_key, f"{made.id}:read", made.read_key),
            read_sealed_public=seal(public, f"{made.id}:read", made.read_key)))
        seated.append(SeatedTable(index, made.id, made.write_key, made.read_key,
                                  list(spec.players)))
    tournament.updated_at = now()
    session.flush()
    streams.publish_tournament_in_txn(session, tournament.id)  # the other instances' boards
    return seated


def table_keys(row: TournamentTable, role: str, key: str) -> dict[str, str]:
    """The table's keys this tournament key opens: the organizer's both, the public one the
    read key only."""
    if role == ORGANIZER:
        return {"write_key": unseal(key, f"{row.table_id}:write", row.write_sealed),
                "read_key": unseal(key, f"{row.table_id}:read", row.read_sealed)}
    return {"read_key": unseal(key, f"{row.table_id}:read", row.read_sealed_public)}


def add_penalty(session: Session, tournament: Tournament, ask: PenaltyAsk,
                round_: int) -> TournamentPenalty:
    row = TournamentPenalty(tournament_id=tournament.id, player=ask.player,
                            points=text(ask.points), reason=ask.reason, round=round_,
                            created_at=now())
    session.add(row)
    tournament.updated_at = now()
    session.flush()
    streams.publish_tournament_in_txn(session, tournament.id)
    return row
