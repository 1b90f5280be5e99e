"""Moves of the shared tables' browser tests: waiting for the service worker, cutting a
phone's network for good."""

from __future__ import annotations

import io
import json
import threading
from collections.abc import Callable, Iterable
from typing import Any

from playwright.sync_api import BrowserContext, Page

WsgiApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def controlled(page: Page) -> None:
    """Wait until the service worker (installed with its precache) controls the page."""
    page.evaluate("""() => new Promise((resolve) => {
        if (navigator.serviceWorker.controller) resolve(true);
        const sw = navigator.serviceWorker;
        sw.addEventListener("controllerchange", () => resolve(true), {once: true});
    })""")


def go_offline(context: BrowserContext, page: Page, house: str = "tenhou_yonma",
               gate: PhoneGate | None = None, device: str | None = None) -> None:
    """Cut the phone's network, and wait until no request gets through: neither one the service
    worker makes (its own network may follow the page's a moment later) nor one it lets by.

    The tables' API is also refused before it leaves the browser: Chromium's offline mode
    let one op reach the server and dropped only its answer (the app then resends it and
    the server answers its first answer, but the test means a phone that sent nothing). Where
    that matters, the test server's `gate` also keeps the phone's `device` ops from the app."""
    if gate is not None and device is not None:
        gate.cut(device)
    context.route("**/api/v1/tables/**", lambda route: route.abort("internetdisconnected"))
    context.set_offline(True)
    page.evaluate("""async () => {
        const through = (url, options) => fetch(url, options)
            .then((r) => r.status !== 503, () => false);
        for (let i = 0; i < 200; i++) {
            const worker = await through("/api/v1/houses/HOUSE/score", {method: "POST", body: "{}",
                headers: {"Content-Type": "application/json"}});
            const direct = await through("/api/v1/tables/none", {cache: "no-store"});
            if (!worker && !direct) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the network is still there");
    }""".replace("HOUSE", house))


def go_online(context: BrowserContext, gate: PhoneGate | None = None,
              device: str | None = None) -> None:
    if gate is not None and device is not None:
        gate.restore(device)
    context.unroute("**/api/v1/tables/**")
    context.set_offline(False)


class PhoneGate:
    """The test server's side of a phone with no network: while a device is cut, its ops never
    reach the app (answered 503, as a dead network's proxy would).

    Chromium's offline emulation alone is not airtight for a page its service worker controls:
    a request the worker lets by goes out from the worker's own network, which neither the
    context's routes nor its offline flag always cover (an op of an offline phone reached the
    server now and then, about one run in 4-10 and sooner under load, carrying none of its
    context's headers). The gate tells the phone by the device name each op carries, which
    the test sets."""

    def __init__(self) -> None:
        self.app: WsgiApp | None = None
        self.cut_devices: set[str] = set()
        self.lock = threading.Lock()

    def around(self, app: WsgiApp) -> PhoneGate:
        self.app = app
        return self

    def cut(self, device: str) -> None:
        with self.lock:
            self.cut_devices.add(device)

    def restore(self, device: str) -> None:
        with self.lock:
            self.cut_devices.discard(device)

    def __call__(self, environ: dict[str, Any],
                 start_response: Callable[..., Any]) -> Iterable[bytes]:
        if environ["REQUEST_METHOD"] == "POST" and environ.get("PATH_INFO", "").endswith("/ops"):
            body = environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))
            environ["wsgi.input"] = io.BytesIO(body)
            try:
                device = json.loads(body).get("device")
            except (ValueError, AttributeError):
                device = None
            with self.lock:
                cut = device in self.cut_devices
            if cut:
                start_response("503 Service Unavailable", [("Content-Type", "text/plain")])
                return [b"no network"]
        assert self.app is not None, "the gate is put around the app first"
        return self.app(environ, start_response)
