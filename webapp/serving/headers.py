"""Security headers on every answer, and no server banner.

Documents (pages, errors, API answers, the service worker, any static file a browser could
open as a document or run as a worker) get the whole set. A static file that can only be a
subresource (a style sheet, a module, a JSON table, an image) gets the headers that act on
a subresource: nosniff, Cross-Origin-Resource-Policy and Referrer-Policy. A page's policy
governs its subresources, so theirs would be ignored, and at about 500 bytes an answer it
was a quarter of a calculator page's first load (over HTTP/1.1, headers are not compressed).

The policy allows only this origin's files. Pyodide compiles WebAssembly
(`'wasm-unsafe-eval'`, which is not `eval`) and runs in a dedicated Web Worker served from
here (`worker-src 'self'`); nothing else is allowed, no inline script or style.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from flask import Flask

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

CSP = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "worker-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        "font-src 'self'",
        "connect-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Permissions-Policy": ", ".join(
        f"{feature}=()"
        for feature in (
            "camera",
            "microphone",
            "geolocation",
            "payment",
            "usb",
            "bluetooth",
            "serial",
            "hid",
            "interest-cohort",
        )
    ),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
}


HEADER_LIST = list(HEADERS.items())
SUBRESOURCE_HEADERS = {
    name: HEADERS[name]
    for name in ("X-Content-Type-Options", "Referrer-Policy", "Cross-Origin-Resource-Policy")
}
SUBRESOURCE_LIST = list(SUBRESOURCE_HEADERS.items())
# Set in the WSGI environ by the static view when the file it serves is a subresource only.
SUBRESOURCE = "webapp.subresource"


class SecurityHeaders:
    """WSGI middleware: every answer (errors and static files included) gets the headers.

    Appending a ready list at the WSGI level costs far less than setting each header on
    Flask's response object, and no answer can miss it.
    """

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Any:
        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            extra = SUBRESOURCE_LIST if environ.get(SUBRESOURCE) else HEADER_LIST
            headers = [h for h in headers if h[0].lower() != "server"] + extra
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


def install(app: Flask) -> None:
    app.wsgi_app = SecurityHeaders(app.wsgi_app)  # type: ignore[method-assign]
