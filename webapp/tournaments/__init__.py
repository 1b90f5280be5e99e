"""Tournaments on the web: the JSON API (`api`, `exports`) and the pages (`pages`: the
organizer's dashboard, the projector board, a player's page, the printable QR sheet), each a
blueprint registered by `register(app)` from `create_app`, after the tables' database."""

from __future__ import annotations

from flask import Flask


def register(app: Flask) -> None:
    from webapp.tournaments import api, exports, pages

    app.register_blueprint(api.bp)
    app.register_blueprint(exports.bp)
    app.register_blueprint(pages.bp)
