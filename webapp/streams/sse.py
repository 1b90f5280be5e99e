"""The bytes of the live streams (Server-Sent Events: a table's ops, a tournament's version),
shared by the two ways of serving them: the route's generator (a thread per stream: `make
dev`, the tests' servers) and the pump (one thread for all of a production worker's
streams), so both send the same."""

from __future__ import annotations

import json
from typing import Any

RETRY_MS = 2000  # how long a disconnected EventSource-like client waits to reconnect
KEEP_ALIVE = b": keep-alive\n\n"  # a comment: proxies keep the connection, nothing is shown


def message(item: dict[str, Any]) -> bytes:
    """One op as its message: `id: <seq>`, `event: op`, data `{"seq", "op"}`."""
    data = json.dumps(item, ensure_ascii=False, separators=(",", ":"))
    return f"id: {item['seq']}\nevent: op\ndata: {data}\n\n".encode()


def retry(milliseconds: int) -> bytes:
    """The opening line: how long a disconnected EventSource-like client waits to reconnect."""
    return f"retry: {milliseconds}\n\n".encode()


def version(tag: str) -> bytes:
    """A tournament's answer changed: `event: version`, data `{"version": <its tag>}` (the
    tag of its answers' ETags; the page asks for what it shows again)."""
    return f'event: version\ndata: {{"version":{json.dumps(tag)}}}\n\n'.encode()
