"""The offline core answers exactly as the server does: the same status and the same JSON body
for generated requests to every house and all seven operations, refusals included."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.browser.offline_harness import answer_both, start_core
from tests.browser.offline_requests import OPERATIONS, generate

# A fixed-seed subset; tests/bench/offline_differential.py runs thousands.
COUNT = 160
SEED = 20261201


@pytest.fixture(scope="module")
def core_page(
    browser: Browser, browser_context_args: dict[str, Any], offline_server: str
) -> Iterator[Page]:
    context = browser.new_context(**{**browser_context_args, "base_url": offline_server})
    page = context.new_page()
    start_core(page, offline_server)
    yield page
    context.close()


def test_worker_and_server_give_identical_answers(core_page: Page) -> None:
    requests = generate(COUNT, SEED)
    answers = answer_both(core_page, requests)
    differences = [
        (request, worker, server)
        for request, (worker, server) in zip(requests, answers, strict=True)
        if worker != server
    ]
    assert not differences, differences[:3]
    # The sample is worth its name: every operation, answers and refusals of every kind.
    assert {r.operation for r in requests} == set(OPERATIONS)
    statuses = Counter(status for (status, _), _ in answers)
    assert {200, 400, 404, 422} <= set(statuses), statuses
