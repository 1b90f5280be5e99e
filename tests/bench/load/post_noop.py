"""The app as served, plus one bench-only route: a POST that does nothing, under the API.

`POST /api/v1/houses/<house_id>/no-op` is routed like the operations (same URL depth, the
API blueprint's limits run before it), reads its body as they do and answers /healthz's
bytes. Next to the GET no-op (/healthz) it shows what a POST costs before any operation
runs, so /win's own share of its cost can be told apart. Only the benchmarks use it
(`tests/bench/load.sh` with CASES holding post-no-op, `tests/bench/request_cpu.py`); the
production app has no such route.
"""

from __future__ import annotations

from flask import Flask, Response

from webapp import create_app
from webapp.serving import limits
from webapp.serving.health import OK

PATH = "/api/v1/houses/<house_id>/no-op"
# "api." first: Flask takes an endpoint's blueprint from that prefix, so the API's
# before_request hooks (the body limits) run for this route as for the operations.
ENDPOINT = "api.bench_post_no_op"


def _no_op(house_id: str) -> Response:
    limits.body()
    return Response(OK, mimetype="application/json", headers={"Cache-Control": "no-store"})


def create() -> Flask:
    app = create_app()
    app.add_url_rule(PATH, ENDPOINT, _no_op, methods=["POST"])
    return app
