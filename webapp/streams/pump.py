"""The stream pump: one thread per process that writes every detached live stream.

Under production's gthread worker (webapp/serving/worker.py) a stream served as a generator
would hold one of the worker's three threads for as long as a phone keeps the table open, so
four phones would stop the calculators. Instead the worker hands the stream's socket here and
its thread goes back to requests. One selector watches all the sockets and a self-pipe:

- a socket readable means its client closed (a stream client sends nothing after its
  request): the stream is dropped and its socket closed;
- the pipe is written by the hub's rings (`announce` in this process, the feed for the
  others) and by `add`: what the woken streams should be sent is read by their `Source` in
  one short session per group (a table's ops with `ops_after`, one read for all the table's
  streams; a tournament's version) and written as the route's messages (`webapp.streams.sse`);
- a stream quiet for its keep-alive period gets the `: keep-alive` comment, and one whose
  source asks to be read again every `recheck` seconds (what no wake-up reaches) is.

Sends never block: each stream has its own buffer, sent as far as its socket takes and the
rest when the selector says it can take more, so a slow phone never stalls the others. One
still holding more than MAX_BUFFER unsent when its table has new ops is dropped: it
reconnects with Last-Event-ID and gets only what it missed, read again from the log. (The
bound is judged before a read, not after, so that one long catch-up batch to a phone that
reads is never mistaken for a slow phone.)
"""

from __future__ import annotations

import logging
import os
import selectors
import socket
import ssl
import threading
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from contextlib import suppress
from functools import partial
from typing import Any, Protocol

from webapp.store.tables import ops_after
from webapp.streams import sse
from webapp.streams.hub import HUB, Listener

log = logging.getLogger(__name__)

BATCH = 200  # ops read at a time for a table (a long catch-up takes several turns)
MAX_BUFFER = 256 * 1024  # unsent bytes a stream may hold before it is dropped
_BLOCKED = (BlockingIOError, InterruptedError, ssl.SSLWantReadError, ssl.SSLWantWriteError)


class Source(Protocol):
    """What a detached stream listens to and how what it should be sent is read."""

    recheck: float | None  # seconds between reads no wake-up asked for (None: never)

    def group(self) -> Hashable:
        """Sources of one group are read together, by the first one's `read`."""

    def listens(self) -> Iterable[str]:
        """The hub's keys that wake it (read again after each read: they may grow)."""

    def read(self, session: Any, sources: Sequence[Any]) -> tuple[list[bytes], bool]:
        """The bytes to send each of `sources` (this group's), and whether more are left."""


class TableOps:
    """A table's stream: its ops after `cursor`, one `ops_after` for all of its streams."""

    __slots__ = ("cursor", "table_id")
    recheck = None

    def __init__(self, table_id: str, cursor: int) -> None:
        self.table_id = table_id
        self.cursor = cursor

    def group(self) -> Hashable:
        return ("table", self.table_id)

    def listens(self) -> Iterable[str]:
        return (self.table_id,)

    def read(self, session: Any, sources: Sequence[Any]) -> tuple[list[bytes], bool]:
        # From the furthest-behind: one read serves every stream of the table.
        batch = ops_after(session, self.table_id, min(s.cursor for s in sources), limit=BATCH)
        out = []
        for source in sources:
            missed = [item for item in batch if item["seq"] > source.cursor]
            if missed:
                source.cursor = missed[-1]["seq"]
            out.append(b"".join(sse.message(item) for item in missed))
        return out, len(batch) == BATCH  # a full batch: more to catch up on


class Stream:
    """One detached stream: its socket, its source, what is left to send."""

    __slots__ = ("chunked", "events", "keepalive", "listeners", "out", "quiet_until",
                 "recheck_at", "sessions", "sock", "source")

    def __init__(self, sock: socket.socket, sessions: Callable[[], Any], source: Source,
                 keepalive: float, chunked: bool) -> None:
        self.sock = sock
        self.sessions = sessions  # the app's sessionmaker: the pump has no request context
        self.source = source
        self.keepalive = keepalive
        self.chunked = chunked  # HTTP/1.1's chunked framing, as the worker announced it
        self.out = bytearray()
        self.events = 0
        self.quiet_until = time.monotonic() + keepalive
        self.recheck_at = float("inf") if source.recheck is None else time.monotonic()
        self.listeners: dict[str, Listener] = {}

    def send_later(self, data: bytes) -> None:
        if self.chunked:
            data = b"%x\r\n%s\r\n" % (len(data), data)
        self.out += data
        self.quiet_until = time.monotonic() + self.keepalive


class Pump:
    """The streams of this process and the thread that writes them (started on first use)."""

    def __init__(self) -> None:
        self._selector = selectors.DefaultSelector()
        self._bell_read, self._bell_write = os.pipe()
        os.set_blocking(self._bell_read, False)
        os.set_blocking(self._bell_write, False)  # a full pipe already rings: never wait
        self._selector.register(self._bell_read, selectors.EVENT_READ, None)
        self._lock = threading.Lock()
        self._new: list[Stream] = []
        self._woken: set[Stream] = set()
        self._streams: set[Stream] = set()  # only the pump's thread touches this
        self._thread = threading.Thread(target=self._run, name="stream-pump", daemon=True)
        self._thread.start()

    def add(self, sock: socket.socket, head: bytes, sessions: Callable[[], Any],
            table_id: str, cursor: int, keepalive: float, chunked: bool) -> None:
        """Take over `sock` for a table's stream after `cursor` (see `attach`)."""
        self.attach(sock, head, sessions, TableOps(table_id, cursor), keepalive, chunked)

    def attach(self, sock: socket.socket, head: bytes, sessions: Callable[[], Any],
               source: Source, keepalive: float, chunked: bool) -> None:
        """Take over `sock`, whose answer's head is `head` (not yet sent)."""
        sock.setblocking(False)
        stream = Stream(sock, sessions, source, keepalive, chunked)
        stream.out += head
        stream.send_later(sse.retry(sse.RETRY_MS))
        # Subscribed before its first read, so a change committed meanwhile rings it.
        self._listen(stream)
        with self._lock:
            self._new.append(stream)
        self._ring()

    def _wake(self, stream: Stream) -> None:
        with self._lock:
            self._woken.add(stream)
        self._ring()

    def _listen(self, stream: Stream) -> None:
        """Subscribe `stream` to what its source listens to now (a round adds tables)."""
        wanted = set(stream.source.listens())
        for key in wanted - stream.listeners.keys():
            stream.listeners[key] = HUB.subscribe(key, partial(self._wake, stream))
        for key in stream.listeners.keys() - wanted:
            HUB.unsubscribe(stream.listeners.pop(key))

    def _ring(self) -> None:
        with suppress(BlockingIOError):  # a full pipe: the pump is woken already
            os.write(self._bell_write, b"\0")

    def _run(self) -> None:
        while True:
            try:
                self._turn()
            except Exception:  # never let one bad turn end every stream of the process
                log.exception("stream pump: a turn failed")
                time.sleep(0.1)

    def _turn(self) -> None:
        now = time.monotonic()
        deadline = min((min(s.quiet_until, s.recheck_at) for s in self._streams),
                       default=now + 1.0)
        for key, mask in self._selector.select(max(0.0, min(deadline - now, 1.0))):
            if key.data is None:
                with suppress(BlockingIOError, InterruptedError):
                    os.read(self._bell_read, 4096)
                continue
            stream: Stream = key.data
            if mask & selectors.EVENT_READ and self._client_closed(stream):
                self._drop(stream)
            elif mask & selectors.EVENT_WRITE:
                self._flush(stream)
        with self._lock:
            new, self._new = self._new, []
            woken, self._woken = self._woken, set()
        for stream in new:
            self._streams.add(stream)
            self._watch(stream, selectors.EVENT_READ)
        now = time.monotonic()
        due = {s for s in self._streams if s.recheck_at <= now}
        self._read([s for s in (woken | set(new) | due) if s in self._streams])
        now = time.monotonic()
        for stream in [s for s in self._streams if s.quiet_until <= now]:
            stream.send_later(sse.KEEP_ALIVE)
            self._flush(stream)

    def _read(self, streams: Iterable[Stream]) -> None:
        """What each woken stream should be sent: one read per group (a table, a tournament)."""
        groups: dict[tuple[Any, Hashable], list[Stream]] = {}
        for stream in streams:
            if len(stream.out) > MAX_BUFFER:  # still not sent what it had: too slow
                self._drop(stream)  # it reconnects and is read again from the database
                continue
            groups.setdefault((stream.sessions, stream.source.group()), []).append(stream)
        for (sessions, _), group in groups.items():
            now = time.monotonic()
            for stream in group:
                if stream.source.recheck is not None:
                    stream.recheck_at = now + stream.source.recheck
            session = sessions()
            try:
                sent, more = group[0].source.read(session, [s.source for s in group])
            except Exception:  # the database went away: the feed wakes all once it is back
                log.warning("stream pump: could not read a stream's source", exc_info=True)
                continue
            finally:
                session.close()  # no connection held between turns
            now = time.monotonic()
            for stream in group:  # as the read left it (a message held back, sooner)
                if stream.source.recheck is not None:
                    stream.recheck_at = now + stream.source.recheck
            for stream, data in zip(group, sent, strict=True):
                if data:
                    stream.send_later(data)
                self._flush(stream)
                if stream in self._streams:
                    self._listen(stream)
            if more:  # more to catch up on: another turn, others in between
                for stream in group:
                    if stream in self._streams:
                        self._wake(stream)

    def _flush(self, stream: Stream) -> None:
        while stream.out:
            try:
                sent = stream.sock.send(stream.out)
            except _BLOCKED:
                break
            except OSError:
                self._drop(stream)
                return
            del stream.out[:sent]
        self._watch(stream, selectors.EVENT_READ | (selectors.EVENT_WRITE if stream.out else 0))

    def _watch(self, stream: Stream, events: int) -> None:
        if stream not in self._streams or events == stream.events:
            return
        if stream.events:
            self._selector.modify(stream.sock, events, stream)
        else:
            self._selector.register(stream.sock, events, stream)
        stream.events = events

    @staticmethod
    def _client_closed(stream: Stream) -> bool:
        try:
            return not stream.sock.recv(4096)  # bytes after the request are ignored
        except _BLOCKED:
            return False
        except OSError:
            return True

    def _drop(self, stream: Stream) -> None:
        if stream not in self._streams:
            return
        self._streams.discard(stream)
        if stream.events:
            self._selector.unregister(stream.sock)
        for listener in stream.listeners.values():
            HUB.unsubscribe(listener)
        stream.listeners.clear()
        stream.sock.close()


_pump: Pump | None = None
_pump_lock = threading.Lock()


def pump() -> Pump:
    """This process's pump, started on first use (a forked worker starts its own)."""
    global _pump
    with _pump_lock:
        if _pump is None:
            _pump = Pump()
        return _pump


def _after_fork() -> None:
    global _pump, _pump_lock
    _pump, _pump_lock = None, threading.Lock()  # its thread stayed in the parent


os.register_at_fork(after_in_child=_after_fork)
