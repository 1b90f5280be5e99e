"""What the live-stream tests share: a real threaded server for an app, a JSON client, and
a reader of Server-Sent Events that parses them in a thread and hands them over a queue
(tests wait on the queue with a timeout, never sleep)."""

from __future__ import annotations

import http.client
import json
import queue
import socket
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

from flask import Flask
from werkzeug.serving import make_server

WAIT = 20.0  # seconds any awaited event may take on a busy shared machine
DRAW = {"type": "draw", "tenpai": [0, 1, 2, 3]}  # all tenpai: the game goes on for ever
HOUSE = "daisuki_yonma"


@contextmanager
def serve(app: Flask) -> Iterator[int]:
    """`app` on a loopback port, one thread per connection (as `make dev`); yields the port."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_port
    finally:
        server.shutdown()
        server.server_close()


def call(port: int, method: str, path: str, body: Any = None,
         key: str | None = None) -> tuple[int, Any]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    data = json.dumps(body).encode() if body is not None else None
    try:
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        raw = response.read()
        return response.status, json.loads(raw) if raw else None
    finally:
        connection.close()


def create_table(port: int, events: int = 0) -> dict[str, Any]:
    games = [{"events": [DRAW] * events}]
    status, table = call(port, "POST", "/api/v1/tables", {"house": HOUSE, "games": games})
    assert status == 201, table
    return table  # type: ignore[no-any-return]


def append(port: int, table: dict[str, Any], base: int, event: Any = None) -> dict[str, Any]:
    op = {"id": str(uuid.uuid4()), "base": base, "append": event or DRAW}
    status, answer = call(port, "POST", f"/api/v1/tables/{table['id']}/ops", op,
                          table["write_key"])
    assert status == 201, answer
    return answer  # type: ignore[no-any-return]


@dataclass
class Message:
    id: str | None = None
    event: str | None = None
    data: str = ""
    comments: list[str] = field(default_factory=list)

    def json(self) -> Any:
        return json.loads(self.data)


class Stream:
    """One open `GET .../stream`: its status and headers, then its messages on a queue."""

    def __init__(self, port: int, path: str, headers: dict[str, str]) -> None:
        self.messages: queue.Queue[Message | None] = queue.Queue()
        self.comments: queue.Queue[str] = queue.Queue()
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
        self.connection.connect()
        self.sock = self.connection.sock  # the response keeps it; close() shuts it down
        self.connection.request("GET", path, headers=headers)
        self.response = self.connection.getresponse()
        self.status = self.response.status
        self.error: Any = None
        if self.status != 200:
            self.error = json.loads(self.response.read())
            self.connection.close()
            return
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def header(self, name: str) -> str | None:
        return self.response.getheader(name)

    def _read(self) -> None:
        current = Message()
        try:
            for raw in self.response:
                line = raw.decode().rstrip("\r\n")
                if not line:
                    if current.data or current.id is not None:
                        self.messages.put(current)
                    current = Message()
                elif line.startswith(":"):
                    self.comments.put(line[1:].strip())
                else:
                    name, _, value = line.partition(":")
                    value = value[1:] if value.startswith(" ") else value
                    if name == "data":
                        current.data += value
                    elif name in ("id", "event"):
                        setattr(current, name, value)
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass
        self.messages.put(None)  # the stream ended

    def next(self, timeout: float = WAIT) -> Message:
        message = self.messages.get(timeout=timeout)
        assert message is not None, "the stream ended"
        return message

    def nothing_pending(self) -> bool:
        return self.messages.empty()

    def close(self) -> None:
        with suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)  # ends the reader's wait at once
        self.connection.close()


@contextmanager
def stream(port: int, table_id: str, key: str | None, **headers: str) -> Iterator[Stream]:
    sent = {name.replace("_", "-"): value for name, value in headers.items()}
    if key is not None:
        sent["Authorization"] = f"Bearer {key}"
    path = f"/api/v1/tables/{table_id}/stream"
    if "after" in sent:
        path += f"?after={sent.pop('after')}"
    opened = Stream(port, path, sent)
    try:
        yield opened
    finally:
        opened.close()
