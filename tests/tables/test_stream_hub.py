"""The in-process hub: a table's listeners are woken by `announce`, others are not, a ring
that comes while a stream reads is kept for its next wait, and a closed stream is gone."""

from __future__ import annotations

import threading

from webapp.streams import announce
from webapp.streams.hub import HUB, Hub

WAIT = 20.0


def test_announce_wakes_every_listener_of_the_table_and_no_other() -> None:
    hub = Hub()
    first, second = hub.subscribe("t1"), hub.subscribe("t1")
    other = hub.subscribe("t2")
    hub.wake("t1")
    assert first.wait(0) and second.wait(0)
    assert not other.wait(0)


def test_a_ring_during_a_read_is_kept_for_the_next_wait() -> None:
    hub = Hub()
    listener = hub.subscribe("t")
    listener.clear()  # the stream clears, then reads …
    hub.wake("t")  # … an op commits meanwhile …
    assert listener.wait(0)  # … and the wait after the read returns at once


def test_a_waiting_listener_wakes_from_another_thread() -> None:
    hub = Hub()
    listener = hub.subscribe("t")
    woke = threading.Event()

    def waiter() -> None:
        if listener.wait(WAIT):
            woke.set()

    thread = threading.Thread(target=waiter)
    thread.start()
    hub.wake("t")
    thread.join(WAIT)
    assert woke.is_set()


def test_a_closed_stream_is_forgotten() -> None:
    hub = Hub()
    listener = hub.subscribe("t")
    assert hub.listening() == 1
    hub.unsubscribe(listener)
    hub.unsubscribe(listener)  # twice is harmless
    assert hub.listening() == 0
    hub.wake("t")  # nobody listens: nothing to do
    assert not listener.wait(0)


def test_wake_all_rings_every_table() -> None:
    hub = Hub()
    listeners = [hub.subscribe(name) for name in ("a", "b", "c")]
    hub.wake_all()
    assert all(listener.wait(0) for listener in listeners)


def test_announce_goes_through_the_process_hub() -> None:
    listener = HUB.subscribe("announced-table")
    try:
        announce("announced-table", 7)
        assert listener.wait(0)
    finally:
        HUB.unsubscribe(listener)
