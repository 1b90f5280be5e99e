"""The offline core answers exactly as the server does: the same status and the same JSON body
for generated requests to every house and all seven operations, refusals included."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.offline_harness import (
    answer_both,
    offline_routes,
    restart_from_snapshot,
    start_core,
)
from tests.browser.offline_requests import OPERATIONS, Request, generate

# A fixed-seed subset; tests/bench/offline_differential.py runs thousands.
COUNT = 160
SEED = 20261201
# A smaller one for a core restored from its memory snapshot (the later visits' core).
RESTORED_COUNT = 60


@pytest.fixture(scope="module")
def core_page(
    browser: Browser, browser_context_args: dict[str, Any], offline_server: str
) -> Iterator[Page]:
    context = browser.new_context(**{**browser_context_args, "base_url": offline_server})
    page = context.new_page()
    start_core(page, offline_server)
    yield page
    context.close()


def differences(page: Page, requests: list[Request]) -> list[tuple[Request, Any, Any]]:
    return [
        (request, worker, server)
        for request, (worker, server) in zip(requests, answer_both(page, requests), strict=True)
        if worker != server
    ]


def test_worker_and_server_give_identical_answers(core_page: Page) -> None:
    requests = generate(COUNT, SEED)
    answers = answer_both(core_page, requests)
    differing = [
        (request, worker, server)
        for request, (worker, server) in zip(requests, answers, strict=True)
        if worker != server
    ]
    assert not differing, differing[:3]
    # The sample is worth its name: every operation, answers and refusals of every kind.
    assert {r.operation for r in requests} == set(OPERATIONS)
    statuses = Counter(status for (status, _), _ in answers)
    assert {200, 400, 404, 422} <= set(statuses), statuses


def test_a_core_restored_from_its_snapshot_answers_as_the_server(
    core_page: Page, offline_server: str
) -> None:
    """Later visits restore the memory the first one kept, instead of starting Python again:
    that core must answer exactly as a fresh one, on requests it has not seen before."""
    assert restart_from_snapshot(core_page, offline_server)
    requests = generate(RESTORED_COUNT, SEED + 1)
    assert {r.operation for r in requests} == set(OPERATIONS)
    differing = differences(core_page, requests)
    assert not differing, differing[:3]


def test_a_snapshot_the_runtime_refuses_means_a_fresh_start(
    browser: Browser, browser_context_args: dict[str, Any], offline_server: str
) -> None:
    """A kept snapshot that is not this build's memory (damaged, or from another Pyodide
    build) is refused: the worker starts from scratch and answers all the same."""
    context = browser.new_context(**{**browser_context_args, "base_url": offline_server})
    page = context.new_page()
    page.goto(f"{offline_server}/api/v1/houses")
    restored = page.evaluate(
        """async (config) => {
            // Valid gzip, but not a Pyodide memory snapshot.
            const junk = new Blob([new Uint8Array(4096).fill(7)]).stream()
                .pipeThrough(new CompressionStream("gzip"));
            await (await caches.open("offline-core")).put(config.snapshot, new Response(junk));
            const {OfflineCore} = await import("/static/js/core/offline-core.js");
            const core = new OfflineCore(config);
            core.start();
            if (!(await core.whenAvailable())) throw new Error("the offline core failed");
            window.offlineCore = core;
            const refused = performance.getEntriesByName("offline-core: snapshot refused").length;
            return [core.restored, refused];
        }""",
        offline_routes(offline_server),
    )
    assert restored == [False, 1]  # found, refused, and started from scratch
    requests = generate(20, SEED + 2)
    differing = differences(page, requests)
    context.close()
    assert not differing, differing[:3]
