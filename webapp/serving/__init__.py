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


# Pages a first visit opens, warmed in each language for a reader with no house cookie: a
# first render took 7-70 ms here (then 0.3-0.4 ms from the kept bytes), paid otherwise by
# the first readers of each worker, all at once when traffic arrives.
WARM_PAGES = ("pages.index", "pages.hand", "pages.draw", "pages.settle", "pages.sheet",
              "pages.session", "pages.rules", "pages.compare")


def warm(app: Flask) -> None:
    """Build every built-once answer and the first-visit pages in each encoding, and hash
    the static files, now.

    gunicorn calls it in the master before forking, so workers share the result.
    """
    from flask import url_for

    from scoring.rules.loader import house_ids
    from webapp.i18n import LANGUAGES

    with app.test_request_context():
        urls = [url_for("api.houses"), url_for("api.openapi")]
        urls += [url_for("pages.service_worker"), url_for("pages.manifest")]
        for house_id in house_ids():
            urls += [url_for("api.house", house_id=house_id)]
            urls += [url_for("api.chart", house_id=house_id)]
        pages = [url_for(endpoint) for endpoint in WARM_PAGES]
    client = app.test_client()
    for url in urls:
        for encoding in ("br", "gzip", "identity"):
            client.get(url, headers={"Accept-Encoding": encoding})
    for url in pages:
        for lang in LANGUAGES:
            for encoding in ("br", "gzip", "identity"):
                client.get(url, headers={"Accept-Encoding": encoding, "Accept-Language": lang})
