"""Security headers on every answer, and no server banner.

The policy allows only this origin's files. Pyodide compiles WebAssembly
(`'wasm-unsafe-eval'`, which is not `eval`) and runs in a dedicated Web Worker served from
here (`worker-src 'self'`); nothing else is allowed, no inline script or style.
"""

from __future__ import annotations

from flask import Flask, Response

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


def add_headers(response: Response) -> Response:
    headers = response.headers
    for name, value in HEADERS.items():
        headers.setdefault(name, value)
    headers.pop("Server", None)
    return response


def install(app: Flask) -> None:
    app.after_request(add_headers)
