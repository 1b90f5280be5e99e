"""The stream pump on its own (webapp/streams/pump.py): socket pairs stand for the phones, a
stub stands for the log."""

from __future__ import annotations

import socket
import time
from typing import Any

import pytest

from webapp.streams import pump as pump_module
from webapp.streams.pump import Pump

WAIT = 20.0
OPS = 200  # one full batch of the pump's reads
SMALL = "x" * 200  # one batch well under MAX_BUFFER, as real ops are


class Session:
    def close(self) -> None:
        pass


def fake_ops_after(_session: Any, table_id: str, cursor: int, limit: int) -> list[dict]:
    del table_id
    return [{"seq": seq, "op": {"pad": SMALL}} for seq in range(cursor + 1, OPS + 1)][:limit]


@pytest.fixture
def pump(monkeypatch: pytest.MonkeyPatch) -> Pump:
    monkeypatch.setattr(pump_module, "ops_after", fake_ops_after)
    return Pump()


def read_all(sock: socket.socket) -> bytes:
    sock.settimeout(WAIT)
    got = b""
    while f"id: {OPS}\n".encode() not in got:
        chunk = sock.recv(65536)
        assert chunk, "the stream ended"
        got += chunk
    return got


def test_a_reader_gets_the_head_the_retry_line_and_every_missed_op(pump: Pump) -> None:
    ours, phone = socket.socketpair()
    with phone:
        pump.add(ours, b"HEAD\r\n\r\n", Session, "table-a", 0, 60.0, chunked=False)
        got = read_all(phone)
    assert got.startswith(b"HEAD\r\n\r\nretry: 2000\n\n" + b"id: 1\nevent: op\ndata: {")
    assert got.count(b"event: op\n") == OPS


def test_a_stream_whose_phone_closes_is_dropped(pump: Pump) -> None:
    ours, phone = socket.socketpair()
    pump.add(ours, b"", Session, "table-closing", OPS, 60.0, chunked=False)
    phone.settimeout(WAIT)
    assert phone.recv(64).startswith(b"retry:")
    phone.close()
    # Dropped: the pump closes its end (the socket's file descriptor is released).
    deadline = time.monotonic() + WAIT
    while ours.fileno() != -1 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert ours.fileno() == -1
