"""A tournament's pages: `/tournaments/new` (create or import one), `/tournaments/<id>` (the
organizer's dashboard, or with the public link the standings and tables), its projector
board (`/board`), a player's page (`/me`) and the printable QR sheet of a round's tables
(`/qr`).

Every page is the same for every tournament: the key sits in the link's fragment, which
never reaches the server, so the server paints the page's frame (headings, empty tables,
the forms) and the page's JS reads the key, asks the API and fills it in, then keeps it
live. Nothing here reads a tournament.
"""

from __future__ import annotations

import re

from flask import Blueprint, Response, abort, url_for

from webapp.page_data import houses

bp = Blueprint("tournament_pages", __name__)

# Tournament ids are secrets.token_urlsafe(9): 12 url-safe characters; a little room.
TOURNAMENT_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def _render(name: str, tournament_id: str | None = None) -> Response:
    from webapp.pages import page  # the pages blueprint builds the app's shell lazily

    if tournament_id is not None and not TOURNAMENT_ID.fullmatch(tournament_id):
        abort(404)
    response = page(name, "", house_id=None, tournament_id=tournament_id,
                    api=url_for("tournaments_api.create"), qr_url=url_for("table_pages.qr"),
                    tables_page=url_for("table_pages.new_table").rsplit("/", 1)[0],
                    houses=houses.house_list())
    # No tournament's data is in it, but a key's link opens it: never kept by a proxy.
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.get("/tournaments/new")
def new() -> Response:
    return _render("tournament_new")


@bp.get("/tournaments/<tournament_id>")
def dashboard(tournament_id: str) -> Response:
    return _render("tournament", tournament_id)


@bp.get("/tournaments/<tournament_id>/board")
def board(tournament_id: str) -> Response:
    return _render("tournament_board", tournament_id)


@bp.get("/tournaments/<tournament_id>/me")
def player(tournament_id: str) -> Response:
    return _render("tournament_player", tournament_id)


@bp.get("/tournaments/<tournament_id>/qr")
def qr_sheet(tournament_id: str) -> Response:
    return _render("tournament_qr", tournament_id)
