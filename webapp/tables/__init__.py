"""Shared tables on the web: the JSON API (`api`), the live stream (`stream`, L) and the page
(`page`, B), each a blueprint registered by `register(app)` from `create_app`."""

from __future__ import annotations

from flask import Flask


def register(app: Flask) -> None:
    from webapp.store import db
    from webapp.tables import api, cli, limiter, page, stream

    db.init_app(app)
    app.register_blueprint(api.bp)
    limiter.install(app)  # table creation per client address (429)
    cli.install(app)  # flask tables migrate | prune
    app.register_blueprint(stream.bp)  # L's live stream (GET /api/v1/tables/<id>/stream)
    app.register_blueprint(page.bp)  # B's table pages (/tables/<id>, /tables/new, the QR code)
