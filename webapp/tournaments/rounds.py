"""Seating a stored tournament's next round: the method's tables (the core's seating, with
the standings and the pairs who met so far), each made a shared table that starts with its
players' tournament totals carried in (participants best first by the standings, so a house
that sits people out by the standings follows the tournament's), and the refusal of a round
while a table of the last one is unfinished (409, unless the organizer forces it)."""

from __future__ import annotations

import secrets

from sqlalchemy.orm import Session

from scoring.api.lookup import ruleset
from scoring.api.read import bounds
from scoring.errors import ErrorCode
from scoring.tournaments.requests import RoundAsk, round_seed
from scoring.tournaments.seating import (
    Seated,
    Seating,
    met_pairs,
    seat_by_standings,
    seat_fixed,
    seat_random,
)
from scoring.tournaments.size import table_size
from scoring.tournaments.tables import new_table
from webapp.store import tournaments as store
from webapp.store.errors import StoreError
from webapp.store.tournament_models import Tournament
from webapp.tournaments import live as live_standings


def _unfinished(now: live_standings.Live) -> list[int]:
    last = [s for s in now.tables if s.round == now.rounds]
    return [s.table for s in last if s.state != "finished"]


def seat_round(session: Session, tournament: Tournament, organizer_key: str,
               ask: RoundAsk) -> tuple[int, list[store.SeatedTable]]:
    now = live_standings.live(session, tournament, fresh=True)
    number = now.rounds + 1
    if now.rounds and not ask.force:
        waiting = _unfinished(now)
        if waiting:
            raise StoreError(409, ErrorCode.TABLE_UNFINISHED,
                             f"Round {now.rounds}: table {', '.join(map(str, waiting))} has not "
                             "finished its games; send \"force\": true to seat anyway.",
                             "force", {"tables": waiting})
    rules = ruleset(tournament.house)
    size = table_size(rules)
    players = list(tournament.players)
    met = met_pairs([[s.players for s in now.tables if s.round == r]
                     for r in range(1, now.rounds + 1)])
    order = [record.name for _, record in now.result.players]
    seed = None
    seated: Seated
    if ask.seating is Seating.RANDOM:
        if ask.seed is not None:
            seed = ask.seed
        elif tournament.seed is not None:
            seed = round_seed(tournament.seed, number)
        else:
            seed = secrets.randbelow(bounds.SEED.high + 1)
        seated = seat_random(players, size, seed, met)
    elif ask.seating is Seating.STANDINGS:
        seated = seat_by_standings(order, size, met)
    else:
        assert ask.tables is not None
        seated = seat_fixed(players, size, ask.tables, met, ask.field)
    place = {name: i for i, name in enumerate(order)}
    totals = {record.name: record.total for _, record in now.result.players}
    specs = []
    for table in seated.tables:
        start = new_table(rules, table, place, totals)
        specs.append(store.TableSpec(table, start.participants, start.carried,
                                     [start.first_game]))
    made = store.add_round(session, tournament, organizer_key, number, str(ask.seating), seed,
                           [list(pair) for pair in seated.repeats],
                           bool(now.rounds and ask.force and _unfinished(now)), specs)
    return number, made
