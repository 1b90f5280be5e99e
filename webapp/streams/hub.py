"""The in-process hub: the open streams of this process, by table, and their wake-ups.

A listener is one open stream. It holds a `threading.Event`; waking a table sets the event
of each of its listeners, and calls its `on_ring` when it has one: a stream that waits in a
thread of its own (`make dev`, the tests' servers) waits on the event, while the streams
that production's worker hands to the pump (`webapp.streams.pump`) wait in one selector for
the whole process, so their ring must also wake that selector. Nothing here knows about
databases: a wake-up carries no data, the stream reads the ops itself.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable


class Listener:
    """One open stream's doorbell. The stream clears it, reads, then waits: a ring that
    arrives while it reads is kept for the next wait, so none is lost."""

    __slots__ = ("_event", "_on_ring", "table_id")

    def __init__(self, table_id: str, on_ring: Callable[[], None] | None = None) -> None:
        self.table_id = table_id
        self._event = threading.Event()
        self._on_ring = on_ring

    def ring(self) -> None:
        self._event.set()
        if self._on_ring is not None:
            self._on_ring()

    def clear(self) -> None:
        self._event.clear()

    def wait(self, timeout: float) -> bool:
        """True when rung, False when `timeout` seconds passed first."""
        return self._event.wait(timeout)


class Hub:
    """The listeners of this process by table id."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tables: dict[str, set[Listener]] = {}

    def subscribe(self, table_id: str, on_ring: Callable[[], None] | None = None) -> Listener:
        listener = Listener(table_id, on_ring)
        with self._lock:
            self._tables.setdefault(table_id, set()).add(listener)
        return listener

    def unsubscribe(self, listener: Listener) -> None:
        with self._lock:
            listeners = self._tables.get(listener.table_id)
            if listeners is not None:
                listeners.discard(listener)
                if not listeners:
                    del self._tables[listener.table_id]

    def wake(self, table_id: str) -> None:
        with self._lock:
            listeners = list(self._tables.get(table_id, ()))
        for listener in listeners:
            listener.ring()

    def wake_all(self) -> None:
        """Every listener: after the feed reconnects, when it cannot know what it missed."""
        with self._lock:
            listeners = [one for group in self._tables.values() for one in group]
        for listener in listeners:
            listener.ring()

    def listening(self) -> int:
        """How many streams are open in this process."""
        with self._lock:
            return sum(len(group) for group in self._tables.values())

    def _after_fork(self) -> None:
        # A forked child has none of its parent's streams (and its lock may be held).
        self._lock = threading.Lock()
        self._tables = {}


HUB = Hub()
os.register_at_fork(after_in_child=HUB._after_fork)
