"""A tournament's files: the standings and every game's final scores as CSV that Excel in
Japanese opens as it is (UTF-8 with a BOM, CRLF lines), and the whole tournament as one JSON
document (`scoring.tournaments.document`) that `POST /tournaments/import` reads back into
an empty server with the same standings.

A name typed as `=1+1` would run as a formula in a spreadsheet: a text cell starting with
= + - @ (or a tab or CR) is written with a leading apostrophe, which Excel shows as text.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from flask import Blueprint, Response, request

from scoring.api import parse
from scoring.api.lookup import ruleset
from scoring.errors import ErrorCode, ScoringError, malformed
from scoring.settlement.answer import number
from scoring.tables import read_games, read_participants
from scoring.tournaments.document import RoundDoc, TableDoc, read_document, write_document
from scoring.tournaments.requests import Setup, read_house
from scoring.tournaments.seating import Seating
from webapp.i18n import current_language
from webapp.serving import limits
from webapp.store import db
from webapp.store import tournaments as store
from webapp.store.errors import StoreError
from webapp.store.log import carried_of
from webapp.tournaments import api
from webapp.tournaments import live as live_standings

bp = Blueprint("tournaments_files", __name__, url_prefix="/api/v1/tournaments")
bp.register_error_handler(StoreError, api._refused)
bp.register_error_handler(ScoringError, api._refused)

BOM = "\ufeff"
IMPORT_MAX_BODY = 8 * 1024 * 1024  # a day of 16 tables is about 0.3 MB; room for a season
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

STANDINGS_HEADERS = {
    "ja": ["順位", "選手", "チーム", "合計", "対局数", "平均順位", "罰則", "持ち越し", "対局の計",
           "最高"],
    "en": ["place", "player", "team", "total", "games", "average_rank", "penalties", "carried",
           "game_points", "best_game"],
}
RANK_HEADER = {"ja": "{n}位", "en": "rank_{n}"}
GAMES_HEADERS = {
    "ja": ["回", "卓", "対局", "起家からの順", "選手", "最終持ち点", "精算", "順位"],
    "en": ["round", "table", "game", "seat", "player", "final_score", "points", "rank"],
}


def _cell(value: Any) -> Any:
    if isinstance(value, str) and value.startswith(FORMULA_START):
        return "'" + value
    return "" if value is None else value


def _csv(rows: Iterable[list[Any]], filename: str) -> Response:
    out = io.StringIO()
    out.write(BOM)
    writer = csv.writer(out, lineterminator="\r\n")
    for row in rows:
        writer.writerow([_cell(v) for v in row])
    response = Response(out.getvalue().encode("utf-8"), mimetype="text/csv")
    response.headers["Content-Type"] = "text/csv; charset=utf-8"
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.headers["Cache-Control"] = "no-store"
    return response


def _lang() -> str:
    wanted = request.args.get("lang")
    return wanted if wanted in STANDINGS_HEADERS else current_language()


def standings_rows(answer: dict[str, Any], lang: str) -> list[list[Any]]:
    ranks = max((len(line["ranks"]) for line in answer["standings"]), default=0)
    head = STANDINGS_HEADERS[lang][:5] + [RANK_HEADER[lang].format(n=n + 1)
                                          for n in range(ranks)] + STANDINGS_HEADERS[lang][5:]
    rows: list[list[Any]] = [head]
    for line in answer["standings"]:
        rows.append([line["place"], line["player"], line["team"], line["total"], line["games"],
                     *line["ranks"], line["average_rank"], line["penalty_points"],
                     line["carried"], line["game_points"], line["best_game"]])
    return rows


def games_rows(now: live_standings.Live, lang: str) -> list[list[Any]]:
    rows: list[list[Any]] = [GAMES_HEADERS[lang]]
    for game in live_standings.games(now):
        for seat, name in enumerate(game["players"]):
            rows.append([game["round"], game["table"], game["game"], seat + 1, name,
                         game["scores"][seat], game["points"][seat], game["ranks"][seat]])
    return rows


@bp.get("/<tournament_id>/standings.csv")
def standings_csv(tournament_id: str) -> Response:
    tournament, _, _ = api._opened(tournament_id)
    now = live_standings.live(db.session(), tournament, fresh=True)
    return _csv(standings_rows(now.answer, _lang()), f"standings-{tournament.id}.csv")


@bp.get("/<tournament_id>/games.csv")
def games_csv(tournament_id: str) -> Response:
    tournament, _, _ = api._opened(tournament_id)
    now = live_standings.live(db.session(), tournament, fresh=True)
    return _csv(games_rows(now, _lang()), f"games-{tournament.id}.csv")


@bp.get("/<tournament_id>/export")
def export(tournament_id: str) -> tuple[Response, int]:
    tournament, _, _ = api._opened(tournament_id, organizer=True)
    session = db.session()
    setup = Setup(tournament.house, tournament.name, list(tournament.players),
                  [Fraction(c) for c in tournament.carried], dict(tournament.teams),
                  Seating(tournament.seating), tournament.seed)
    by_round: dict[int, list[TableDoc]] = {}
    for row, table in store.tables(session, tournament.id):
        by_round.setdefault(row.round, []).append(TableDoc(
            list(row.players), list(table.participants or row.players),
            [{"players": g["players"], "events": g["events"]} for g in table.games],
            carried_of(table)))
    rounds = [RoundDoc(Seating(r.seating), r.seed, by_round.get(r.number, []))
              for r in store.rounds(session, tournament.id)]
    penalties = [{"player": p.player, "points": number(Fraction(p.points)), "reason": p.reason,
                  "round": p.round} for p in store.penalties(session, tournament.id)]
    response, status = api.no_store(write_document(setup, rounds, penalties))
    response.headers["Content-Disposition"] = (
        f'attachment; filename="tournament-{tournament.id}.json"')
    return response, status


def _import_body() -> bytes:
    """The import's body: JSON, up to IMPORT_MAX_BODY (a whole tournament is more than the
    API's 64 KB), judged by its declared length before anything reads it."""
    request.max_content_length = IMPORT_MAX_BODY
    length = request.content_length
    if length is not None and length > IMPORT_MAX_BODY:
        raise StoreError(413, ErrorCode.PAYLOAD_TOO_LARGE,
                         f"An import is at most {IMPORT_MAX_BODY // (1024 * 1024)} MB.")
    if request.mimetype != limits.JSON:
        raise StoreError(415, ErrorCode.UNSUPPORTED_MEDIA_TYPE,
                         "Send the body as JSON with Content-Type: application/json.")
    return request.get_data(cache=False)


def _check_table(rules: Any, table: TableDoc, where: str) -> None:
    """A table's games as the store will read them, a refusal named from the document's top
    (the store replays every game when it makes the table)."""
    try:
        people = read_participants(rules, {"participants": table.participants})
        read_games(rules, people, table.games)
    except ScoringError as exc:
        exc.field = f"{where}.{exc.field}" if exc.field else where
        raise


@bp.post("/import")
def import_tournament() -> tuple[Response, int]:
    raw = parse(_import_body())
    if not isinstance(raw, dict):
        raise malformed(ErrorCode.NOT_AN_OBJECT, "The request body must be a JSON object.")
    rules = ruleset(read_house(raw))
    doc = read_document(rules, raw)
    session = db.session()
    made = store.create_tournament(session, doc.setup, doc.setup.seed)
    tournament = store.load(session, made.id)
    for r, one in enumerate(doc.rounds):
        for t, table in enumerate(one.tables):
            _check_table(rules, table, f"rounds[{r}].tables[{t}]")
        specs = [store.TableSpec(t.players, t.participants, t.carried, t.games)
                 for t in one.tables]
        store.add_round(session, tournament, made.organizer_key, r + 1, str(one.seating),
                        one.seed, [], False, specs)
    for p in doc.penalties:
        assert p.round is not None
        store.add_penalty(session, tournament, p, p.round)
    session.commit()
    return api.no_store(api.created(made), 201)
