"""Moves of the shared tables' browser tests: waiting for the service worker, cutting a
phone's network for good."""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page


def controlled(page: Page) -> None:
    """Wait until the service worker (installed with its precache) controls the page."""
    page.evaluate("""() => new Promise((resolve) => {
        if (navigator.serviceWorker.controller) resolve(true);
        const sw = navigator.serviceWorker;
        sw.addEventListener("controllerchange", () => resolve(true), {once: true});
    })""")


def go_offline(context: BrowserContext, page: Page, house: str = "tenhou_yonma") -> None:
    """Cut the phone's network, and wait until no request gets through: neither one the service
    worker makes (its own network may follow the page's a moment later) nor one it lets by.

    The tables' API is also refused before it leaves the browser: Chromium's offline mode
    let one op reach the server and dropped only its answer (the app then resends it and
    the server answers its first answer, but the test means a phone that sent nothing)."""
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


def go_online(context: BrowserContext) -> None:
    context.unroute("**/api/v1/tables/**")
    context.set_offline(False)
