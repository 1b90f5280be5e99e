"""How the app is served to the open internet: limits, built-once answers, compression,
ETag revalidation, hashed static files and security headers, wired by `install(app)`."""

from __future__ import annotations

from flask import Flask

from webapp.serving import cache, compress, headers, health, limits, static

# GET answers that depend only on their URL (and the files shipped with the process).
BUILT_ONCE = (
    "api.houses",
    "api.house",
    "api.chart",
    "api.openapi",
    "pages.service_worker",
    "pages.manifest",
)


def install(app: Flask) -> None:
    app.register_blueprint(health.bp)
    limits.install(app)
    static.install(app)
    cache.cache_endpoints(app, BUILT_ONCE)
    app.after_request(cache.finish(compress.compress))
    headers.install(app)


def warm(app: Flask) -> None:
    """Build every built-once answer in each encoding, and hash the static files, now.

    gunicorn calls it in the master before forking, so workers share the result.
    """
    from flask import url_for

    from scoring.rules.loader import house_ids

    with app.test_request_context():
        urls = [url_for("api.houses"), url_for("api.openapi")]
        urls += [url_for("pages.service_worker"), url_for("pages.manifest")]
        for house_id in house_ids():
            urls += [url_for("api.house", house_id=house_id)]
            urls += [url_for("api.chart", house_id=house_id)]
    client = app.test_client()
    for url in urls:
        for encoding in ("br", "gzip", "identity"):
            client.get(url, headers={"Accept-Encoding": encoding})
