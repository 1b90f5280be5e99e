"""Schemathesis against the served OpenAPI contract: every operation, bounded and
derandomized examples, every answer documented, never a 5xx.

It sits beside the hypothesis property of test_api_robustness.py (which mutates valid
bodies); this one follows the contract's own schemas, positive and negative.
"""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import content_type_conformance, status_code_conformance

from webapp import create_app

APP = create_app({"TESTING": True})
# Loaded from the app, so the test follows wherever the project keeps the file.
SCHEMA = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", APP)
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance]


@SCHEMA.parametrize()
@settings(
    max_examples=30,
    derandomize=True,  # the same examples on every run: CI never flakes on a new one
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_as_documented(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=CHECKS)
