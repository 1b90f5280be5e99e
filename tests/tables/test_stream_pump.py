"""The stream pump on its own (webapp/streams/pump.py): socket pairs stand for the phones, a
stub stands for the log, so a slow phone is made exactly: it never reads, its buffers are the
kernel's smallest, and it is sent several times what they and the pump's bound could hold."""

from __future__ import annotations

import json
import socket
import time
from contextlib import suppress
from typing import Any

import pytest

from webapp.streams import pump as pump_module
from webapp.streams.hub import HUB
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


class GrowingLog:
    """A table's log the test appends to, read as `ops_after` reads the real one."""

    def __init__(self) -> None:
        self.ops: list[dict] = []

    def append(self, pad: str) -> int:
        seq = len(self.ops) + 1
        self.ops.append({"seq": seq, "op": {"pad": pad}})
        return seq

    def ops_after(self, _session: Any, table_id: str, cursor: int, limit: int) -> list[dict]:
        del table_id
        return [dict(item) for item in list(self.ops)[cursor:cursor + limit]]


def held_by_the_kernel_at_most(*socks: socket.socket) -> int:
    """An upper bound on what a pair's kernel buffers can hold: every buffer of both ends."""
    return sum(sock.getsockopt(socket.SOL_SOCKET, option)
               for sock in socks for option in (socket.SO_SNDBUF, socket.SO_RCVBUF))


def events(raw: bytes) -> list[tuple[int, dict]]:
    """The op messages of a stream's bytes as (id, data), in the order they came."""
    found = []
    for block in raw.split(b"\n\n"):
        fields = dict(line.split(b": ", 1) for line in block.split(b"\n") if b": " in line)
        if fields.get(b"event") == b"op":
            found.append((int(fields[b"id"]), json.loads(fields[b"data"])))
    return found


def read_until_id(sock: socket.socket, seq: int, got: bytearray) -> None:
    while f"id: {seq}\n".encode() not in got:
        chunk = sock.recv(65536)
        assert chunk, "the reading phone's stream ended"
        got += chunk


def test_a_phone_that_never_reads_is_dropped_while_one_that_reads_gets_every_op(
        monkeypatch: pytest.MonkeyPatch) -> None:
    bound = 4096
    monkeypatch.setattr(pump_module, "MAX_BUFFER", bound)  # read by the pump as it judges
    log = GrowingLog()
    monkeypatch.setattr(pump_module, "ops_after", log.ops_after)
    pump = Pump()
    table = "table-slow-and-fast"
    slow, slow_phone = socket.socketpair()
    fast, fast_phone = socket.socketpair()
    for sock in (slow, slow_phone):  # the smallest buffers the kernel allows
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1)
    kernel = held_by_the_kernel_at_most(slow, slow_phone)
    pad = "x" * 1000  # one op a round: far less than the reading phone's socket takes
    assert len(pad) * 4 < fast.getsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF)
    # Once more than kernel + bound was given to the slow stream, most of it is still in its
    # buffer, so the next op drops it; four times that leaves no doubt.
    rounds = 4 * (kernel + bound) // len(pad) + 1
    fast_phone.settimeout(WAIT)
    got = bytearray()
    with slow_phone, fast_phone:
        pump.add(slow, b"", Session, table, 0, 60.0, chunked=False)
        pump.add(fast, b"", Session, table, 0, 60.0, chunked=False)
        while b"retry:" not in got:  # both are the pump's: the fast one was added after
            got += fast_phone.recv(65536)
        for _ in range(rounds):
            # In step: the reader has everything so far before the next op, so its own
            # buffer is empty whenever the pump judges it.
            seq = log.append(pad)
            HUB.wake(table)
            read_until_id(fast_phone, seq, got)
        deadline = time.monotonic() + WAIT
        while slow.fileno() != -1 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert slow.fileno() == -1, "the phone that never reads was not dropped"
        # The slow phone reads only now: what the kernel held, then the end of the stream.
        slow_phone.settimeout(WAIT)
        received = b""
        with suppress(ConnectionResetError):
            while chunk := slow_phone.recv(65536):
                received += chunk
        # The reader is still served after the drop.
        seq = log.append("after")
        HUB.wake(table)
        read_until_id(fast_phone, seq, got)
        assert fast.fileno() != -1  # (asked while its phone is open: closing it drops it)
    assert [item for _, item in events(bytes(got))] == log.ops
    assert [seq for seq, _ in events(bytes(got))] == list(range(1, len(log.ops) + 1))
    assert len(received) <= kernel  # only what sat in the kernel, in order, then the end
    slow_ids = [seq for seq, _ in events(received)]
    assert slow_ids == list(range(1, len(slow_ids) + 1))
    assert len(slow_ids) < rounds
