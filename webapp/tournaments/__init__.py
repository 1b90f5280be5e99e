"""Tournaments on the web: the JSON API (`api`, `exports`, the live push `stream`) and the
pages (`pages`: the organizer's dashboard, the projector board, a player's page, the printable
QR sheet), each a blueprint registered by `register(app)` from `create_app`, after the
tables' database."""

from __future__ import annotations

from flask import Flask, current_app

DEFAULT_LIMIT = "30 per hour"


def _limit() -> str:
    config = current_app.config
    return str(config.get("TOURNAMENT_CREATE_LIMIT",
                          config.get("TABLE_CREATE_LIMIT", DEFAULT_LIMIT)))


def register(app: Flask) -> None:
    from webapp.tournaments import api, exports, pages, stream

    app.register_blueprint(api.bp)
    app.register_blueprint(stream.bp)
    app.register_blueprint(exports.bp)
    app.register_blueprint(pages.bp)
    # Creating a tournament (or importing one, which makes all its tables at once) is limited
    # per client address by the tables' limiter, as creating a table is (429 rate_limited).
    limiter = app.extensions.get("tables_limiter")
    if limiter is not None:
        for blueprint, view in ((api.bp, api.create), (exports.bp, exports.import_tournament)):
            endpoint = f"{blueprint.name}.{view.__name__}"
            app.view_functions[endpoint] = limiter.limit(_limit, methods=["POST"])(view)
