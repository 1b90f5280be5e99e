"""Bodies for the tournament operations, and asking the core's one entry."""

from __future__ import annotations

import json
from typing import Any

from scoring.api import handle

EKIDEN_SCORES = [52000, 33000, 20000]  # (52000−40000)/1000 + 15 uma + 15 oka = 42; −7; −35
YONMA_SCORES = [40000, 30000, 20000, 10000]  # tenhou: 10+20+20 = 50; 0+10; −10−10; −20−20


def result(players: list[str], scores: list[int], **extra: Any) -> dict[str, Any]:
    return {"players": players, "result": {"scores": scores, **extra}}


def ask(operation: str, house: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    return handle(operation, house, json.dumps(body))


def ok(operation: str, house: str, body: dict[str, Any]) -> dict[str, Any]:
    status, answer = ask(operation, house, body)
    assert status == 200, answer
    return answer


def refused(operation: str, house: str, body: dict[str, Any]) -> tuple[int, str, str | None]:
    status, answer = ask(operation, house, body)
    assert status != 200, answer
    return status, answer["error"]["code"], answer["error"]["field"]


def by_player(answer: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {line["player"]: line for line in answer["standings"]}
