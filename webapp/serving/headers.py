"""Security headers on every answer, and no server banner.

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


class SecurityHeaders:
    """WSGI middleware: every answer (errors and static files included) gets the headers.

    Appending a ready list at the WSGI level costs far less than setting each header on
    Flask's response object, and no answer can miss it.
    """

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Any:
        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            headers = [h for h in headers if h[0].lower() != "server"] + HEADER_LIST
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


def install(app: Flask) -> None:
    app.wsgi_app = SecurityHeaders(app.wsgi_app)  # type: ignore[method-assign]
