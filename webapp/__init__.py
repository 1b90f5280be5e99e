"""The phone app: a Flask factory serving the JSON API and the PWA shell."""

from __future__ import annotations

from typing import Any

from flask import Flask


def create_app(config: dict[str, Any] | None = None) -> Flask:
    app = Flask(__name__)
    app.config.from_mapping(JSON_AS_ASCII=False)
    if config:
        app.config.from_mapping(config)
    from webapp import api, offline, pages, qr, serving, tables, tournaments
    from webapp.serving.json_provider import JSONProvider

    app.json = JSONProvider(app)

    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(qr.bp)
    app.register_blueprint(offline.bp)
    tables.register(app)  # the shared tables: their database, API, stream and page
    tournaments.register(app)  # tournaments on the shared tables: API and pages
    serving.install(app)
    return app
