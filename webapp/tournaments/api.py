"""`/api/v1/tournaments`: create a tournament, read it, seat its rounds (each table a shared
table), add penalties, its standings (contract: docs/api.md, "Tournaments").

The entry layer only: it reads the request, asks the store and the core, builds the answer.
Keys come only in `Authorization: Bearer <key>`; nothing here logs a request's headers.
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from flask import Blueprint, Response, g, jsonify, request
from sqlalchemy.exc import IntegrityError

from scoring.api import parse
from scoring.api.lookup import ruleset
from scoring.api.read import bounds
from scoring.errors import ErrorCode, ScoringError, malformed
from scoring.settlement.answer import number
from scoring.tournaments.requests import read_house, read_penalty, read_round, read_setup
from scoring.tournaments.seating import Seating
from scoring.tournaments.size import games_per_round, table_size
from webapp import streams
from webapp.serving import limits
from webapp.store import db
from webapp.store import tournaments as store
from webapp.store.errors import StoreError
from webapp.tables.api import bearer_key
from webapp.tournaments import live as live_standings
from webapp.tournaments import rounds as seat

bp = Blueprint("tournaments_api", __name__, url_prefix="/api/v1/tournaments")
# A tournament's answers need a key: the browser asks again each time (ETag), no shared
# cache keeps them.
CACHE_CONTROL = "private, no-cache"

bp.before_request(limits.check_request)  # 64 KB bodies, JSON only (the import has its own)


@bp.errorhandler(StoreError)
@bp.errorhandler(ScoringError)
def _refused(exc: StoreError | ScoringError) -> tuple[Response, int]:
    return jsonify(exc.to_dict()), exc.status


def body() -> dict[str, Any]:
    value = parse(limits.body())
    if not isinstance(value, dict):
        raise malformed(ErrorCode.NOT_AN_OBJECT, "The request body must be a JSON object.")
    return value


def link(path: str, key: str) -> str:
    # The key in the fragment: a browser never sends it, so no server log or Referer has it.
    return f"{request.url_root}{path}#k={key}"


def no_store(payload: Any, status: int = 200) -> tuple[Response, int]:
    response = jsonify(payload)
    response.headers["Cache-Control"] = "no-store"  # it holds keys
    return response, status


def created(made: store.CreatedTournament) -> dict[str, Any]:
    return {"id": made.id, "organizer_key": made.organizer_key, "read_key": made.read_key,
            "organizer_url": link(f"tournaments/{made.id}", made.organizer_key),
            "read_url": link(f"tournaments/{made.id}", made.read_key)}


@bp.post("")
def create() -> tuple[Response, int]:
    request_body = body()
    rules = ruleset(read_house(request_body))
    setup = read_setup(rules, request_body)
    seed = setup.seed
    if seed is None and setup.seating is Seating.RANDOM:
        seed = secrets.randbelow(bounds.SEED.high + 1)  # recorded, so the draws can be shown
    session = db.session()
    made = store.create_tournament(session, setup, seed)
    session.commit()
    return no_store(created(made), 201)


def _opened(tournament_id: str, organizer: bool = False) -> tuple[Any, str, str]:
    """The tournament, the role of the request's key, and the key."""
    session = db.session()
    tournament = store.load(session, tournament_id)
    key = bearer_key()
    role = store.role_for(tournament, key)
    if organizer and role != store.ORGANIZER:
        raise StoreError(403, ErrorCode.ORGANIZER_ONLY,
                         "Only the organizer's key may do this; the read key only reads.")
    assert key is not None
    g.tournament = (tournament, role, key)
    return tournament, role, key


def _opened_now() -> tuple[Any, str, str]:
    """What `_opened` found for this request."""
    return g.tournament  # type: ignore[no-any-return]


def _role_letter() -> str:
    # The organizer's and the reader's answers differ (keys): never one tag for both.
    return str(_opened_now()[1][0])


def _table(state: live_standings.TableState, role: str, key: str) -> dict[str, Any]:
    out: dict[str, Any] = {
        "table": state.table, "id": state.id, "players": state.players,
        "participants": state.participants, "state": state.state, "games": state.games,
        "hand": state.hand, "seq": state.seq, "updated_at": live_standings.iso(state.updated_at),
        "refused": state.refused,
    }
    opened = store.table_keys(state.row, role, key)
    for kind in ("write", "read"):
        if f"{kind}_key" in opened:
            out[f"{kind}_key"] = opened[f"{kind}_key"]
            out[f"{kind}_url"] = link(f"tables/{state.id}", opened[f"{kind}_key"])
    return out


def _unchanged(tag: str) -> bool:
    # The compression layer suffixes a strong tag with its encoding ("v…-br").
    return any(t.split("-", 1)[0] == tag for t in request.if_none_match.as_set())


def _conditional(prefix: str, build: Any) -> Response:
    """The answer for the tournament's live answer now (`build(now)`), tagged with that
    answer's version: unchanged since the reader's ETag, a 304 built from nothing."""
    tournament, role, key = _opened_now()
    # Each tag is one letter, then the version (and the compression layer's suffix).
    held = frozenset(t.split("-", 1)[0][1:] for t in request.if_none_match.as_set())
    now = live_standings.live(db.session(), tournament, held=held)
    tag = f"{prefix}{now.version}"
    if _unchanged(tag):
        response = Response(status=304)
    else:
        written = now.written.get(tag)
        if written is None:
            written = now.written[tag] = build(now, tournament, role, key).get_data()
        response = Response(written, mimetype="application/json")
    response.set_etag(tag)
    response.headers["Cache-Control"] = CACHE_CONTROL
    response.vary.add("Authorization")
    return response


@bp.get("/<tournament_id>")
def read(tournament_id: str) -> Response:
    _opened(tournament_id)
    session = db.session()

    def build(now: live_standings.Live, tournament: Any, role: str, key: str) -> Response:
        rules = ruleset(tournament.house)
        by_round: dict[int, list[dict[str, Any]]] = {}
        for state in now.tables:
            by_round.setdefault(state.round, []).append(_table(state, role, key))
        # The last round's tables: who sits out next by the tournament's standings (000).
        for table, seats in zip(by_round.get(now.rounds, []), now.answer["tables"], strict=False):
            table["sit_out_order"] = seats["sit_out_order"]
            table["next_sit_out"] = seats["next_sit_out"]
        return jsonify({
            "id": tournament.id, "house": tournament.house, "name": tournament.name,
            "role": role, "players": tournament.players,
            "carried": [number(Fraction(c)) for c in tournament.carried],
            "teams": tournament.teams, "seating": tournament.seating, "seed": tournament.seed,
            "table_size": table_size(rules), "games_per_round": games_per_round(rules),
            "rounds": [{"round": r.number, "seating": r.seating, "seed": r.seed,
                        "repeats": r.repeats, "forced": r.forced,
                        "tables": by_round.get(r.number, [])}
                       for r in store.rounds(session, tournament.id)],
            "penalties": [{"id": p.id, "player": p.player,
                           "points": number(Fraction(p.points)),
                           "reason": p.reason, "round": p.round}
                          for p in store.penalties(session, tournament.id)],
            "refusals": now.answer["refusals"],
            **({"read_url": link(f"tournaments/{tournament.id}", store.read_key_of(key))}
               if role == store.ORGANIZER else {}),
            "now": live_standings.iso(datetime.now(UTC)),
            "version": now.version,
        })

    return _conditional(f"{_role_letter()}", build)


@bp.get("/<tournament_id>/standings")
def standings(tournament_id: str) -> Response:
    _opened(tournament_id)
    return _conditional("v", lambda now, *_: jsonify(now.answer))


@bp.get("/<tournament_id>/games")
def games(tournament_id: str) -> Response:
    _opened(tournament_id)
    return _conditional("g", lambda now, *_: jsonify({"games": live_standings.games(now)}))


@bp.post("/<tournament_id>/rounds")
def rounds(tournament_id: str) -> tuple[Response, int]:
    _, _, key = _opened(tournament_id, organizer=True)
    session = db.session()
    tournament = store.load(session, tournament_id, lock=True)
    ask = read_round(body(), Seating(tournament.seating))
    try:
        number_, seated = seat.seat_round(session, tournament, key, ask)
        session.commit()
    except IntegrityError:
        # Two seatings at once (SQLite has no row lock to queue them): the round's key is
        # taken by the first; this one changed nothing.
        session.rollback()
        raise StoreError(409, ErrorCode.ROUND_TAKEN,
                         "Another request seated this round at the same moment.") from None
    live_standings.forget(tournament.id)
    streams.announce_tournament(tournament.id)
    return no_store({"round": number_, "tables": [
        {"table": t.number, "id": t.id, "write_key": t.write_key,
         "write_url": link(f"tables/{t.id}", t.write_key),
         "read_url": link(f"tables/{t.id}", t.read_key), "players": t.players}
        for t in seated]}, 201)


@bp.post("/<tournament_id>/penalties")
def penalties(tournament_id: str) -> tuple[Response, int]:
    tournament, _, _ = _opened(tournament_id, organizer=True)
    session = db.session()
    seated = len(store.rounds(session, tournament.id))
    ask = read_penalty(body(), list(tournament.players), seated)
    row = store.add_penalty(session, tournament, ask, seated if ask.round is None else ask.round)
    session.commit()
    live_standings.forget(tournament.id)
    streams.announce_tournament(tournament.id)
    return no_store({"id": row.id, "player": row.player, "points": number(ask.points),
                     "reason": row.reason, "round": row.round}, 201)
