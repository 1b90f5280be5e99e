"""The app the tables' benchmarks serve: the production app with table creation unthrottled
(a benchmark creates hundreds of tables from one address) and the bench-only POST no-op of
tests/bench/load/post_noop.py, the baseline an append's latency is set beside."""

from __future__ import annotations

from flask import Flask

from tests.bench.load.post_noop import ENDPOINT, PATH, _no_op
from webapp import create_app


def create() -> Flask:
    app = create_app({"TABLE_CREATE_LIMIT": "1000000 per hour"})
    app.add_url_rule(PATH, ENDPOINT, _no_op, methods=["POST"])
    return app
