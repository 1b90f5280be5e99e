"""Table creation, rate limited per client address (Flask-Limiter): 429 `rate_limited`.

`TABLE_CREATE_LIMIT` sets the limit (a Flask-Limiter string, default "30 per hour"),
`RATELIMIT_STORAGE_URI` where the counts live (default `memory://`: per process, so with
several workers or instances each counts alone; a shared `redis://` counts once). Behind a
reverse proxy the client address is the proxy's: `TRUSTED_PROXY_HOPS` (config or
environment) = the number of proxies in front makes it the address they saw (Werkzeug's
ProxyFix on X-Forwarded-For; never set it without a proxy that writes that header, or any
client could choose its own address).

Only the tables' API pays for the check: Flask-Limiter's request hooks are moved from the
whole app to this blueprint, since they cost the stateless calculators time on every call
(about 0.15 ms a request measured here) for a limit only creation has.
"""

from __future__ import annotations

import os

from flask import Flask, Response, current_app, jsonify
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address
from werkzeug.middleware.proxy_fix import ProxyFix

from scoring.errors import ErrorCode
from webapp.tables import api

DEFAULT = "30 per hour"


def _limit() -> str:
    return str(current_app.config.get("TABLE_CREATE_LIMIT", DEFAULT))


def _refused(exc: RateLimitExceeded) -> tuple[Response, int]:
    response = jsonify({"error": {
        "code": ErrorCode.RATE_LIMITED,
        "message": f"Too many tables created from this address ({exc.description}); "
                   "wait and try again.",
        "field": None}})
    return response, 429


def _to_blueprint(hooks: dict, before: int) -> None:
    """Move the hooks init_app just added to the app's (None) list onto the blueprint's."""
    added = hooks.get(None, [])[before:]
    del hooks.get(None, [])[before:]
    hooks.setdefault(api.bp.name, []).extend(added)


def _settle_expiry_timer(limiter: Limiter) -> None:
    """End the memory storage's first expiry timer now, in the process that made it.

    The storage starts a timer thread when made, and gunicorn forks its workers from the
    app made in its master (the app is preloaded): a thread still running at the fork is
    missing from every worker, and a lock it held stays held there. Its next timers start on
    first use, in the worker. Nothing is lost: the first one has nothing to expire yet."""
    timer = getattr(limiter.storage, "timer", None)
    if timer is not None:
        timer.cancel()
        timer.join()


def install(app: Flask) -> None:
    hops = int(app.config.get("TRUSTED_PROXY_HOPS") or os.environ.get("TRUSTED_PROXY_HOPS")
               or 0)
    if hops:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=hops)  # type: ignore[method-assign]
    app.config.setdefault("RATELIMIT_STORAGE_URI", "memory://")
    app.config.setdefault("RATELIMIT_HEADERS_ENABLED", True)  # Retry-After on the 429
    registries = (app.before_request_funcs, app.after_request_funcs,
                  app.teardown_request_funcs)
    counts = [len(r.get(None, [])) for r in registries]
    limiter = Limiter(get_remote_address, app=app, default_limits=[])
    _settle_expiry_timer(limiter)
    for registry, count in zip(registries, counts, strict=True):
        _to_blueprint(registry, count)
    # This app's view wrapped by this app's limiter: each app counts alone.
    endpoint = f"{api.bp.name}.{api.create.__name__}"
    app.view_functions[endpoint] = limiter.limit(_limit, methods=["POST"])(api.create)
    app.register_error_handler(RateLimitExceeded, _refused)
    app.extensions["tables_limiter"] = limiter
