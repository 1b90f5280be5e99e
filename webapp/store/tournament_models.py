"""The tournaments' models (SQLAlchemy 2, typed `Mapped[...]`), beside the tables' ones on the
same `Base`; the schema is migration `0002_tournaments`.

A tournament's tables are shared tables (`tables`, with `tournament_id` set); what the
tournament adds is which table is which (round, table number, players in seat order), each
round's seating, and the organizer's penalties. Points are kept exactly, as text
(`"-30"`, `"123/10"`), never as a float. A table's keys are not stored in clear: each is
sealed with the tournament's keys (`webapp.store.tournaments`), so only a holder of the
organizer's link (or, for the read links, the public one) can get them back.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from webapp.store.models import Base


class Tournament(Base):
    __tablename__ = "tournaments"

    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    house: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(200))
    players: Mapped[list[str]] = mapped_column(JSON)  # the order of the start
    carried: Mapped[list[str]] = mapped_column(JSON)  # exact, as text, one per player
    teams: Mapped[dict[str, list[str]]] = mapped_column(JSON)
    seating: Mapped[str] = mapped_column(String(16))
    seed: Mapped[int | None] = mapped_column(BigInteger)
    organizer_key_hash: Mapped[str] = mapped_column(String(64))
    read_key_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class TournamentRound(Base):
    __tablename__ = "tournament_rounds"

    tournament_id: Mapped[str] = mapped_column(
        String(16), ForeignKey("tournaments.id", ondelete="CASCADE",
                               name="fk_tournament_rounds_tournament"), primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)  # 1, 2, …
    seating: Mapped[str] = mapped_column(String(16))
    seed: Mapped[int | None] = mapped_column(BigInteger)
    repeats: Mapped[list[list[str]]] = mapped_column(JSON)  # pairs who met before
    forced: Mapped[bool] = mapped_column(Boolean)  # seated over an unfinished table
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class TournamentTable(Base):
    __tablename__ = "tournament_tables"
    __table_args__ = (UniqueConstraint("table_id", name="uq_tournament_tables_table"),)

    tournament_id: Mapped[str] = mapped_column(
        String(16), ForeignKey("tournaments.id", ondelete="CASCADE",
                               name="fk_tournament_tables_tournament"), primary_key=True)
    round: Mapped[int] = mapped_column(Integer, primary_key=True)
    number: Mapped[int] = mapped_column(Integer, primary_key=True)  # table 1, 2, … of the round
    table_id: Mapped[str] = mapped_column(
        String(16), ForeignKey("tables.id", ondelete="CASCADE",
                               name="fk_tournament_tables_table"))
    players: Mapped[list[str]] = mapped_column(JSON)  # seat order: the first deals first
    # The table's keys, each sealed with a tournament key (hex): the write key and the read
    # key with the organizer's, the read key again with the public read key.
    write_sealed: Mapped[str] = mapped_column(String(128))
    read_sealed: Mapped[str] = mapped_column(String(128))
    read_sealed_public: Mapped[str] = mapped_column(String(128))


class TournamentPenalty(Base):
    __tablename__ = "tournament_penalties"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    tournament_id: Mapped[str] = mapped_column(
        String(16), ForeignKey("tournaments.id", ondelete="CASCADE",
                               name="fk_tournament_penalties_tournament"), index=True)
    player: Mapped[str] = mapped_column(String(64))
    points: Mapped[str] = mapped_column(String(64))  # exact, as text
    reason: Mapped[str] = mapped_column(String(400))
    round: Mapped[int] = mapped_column(Integer)  # counts from the end of this round (0: start)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


__all__ = ["Tournament", "TournamentPenalty", "TournamentRound", "TournamentTable"]
