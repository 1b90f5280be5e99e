"""gunicorn's gevent worker with the live streams outside its connection cap.

Each connection is a greenlet, so an idle live stream costs a parked greenlet and a socket,
not an OS thread. The cap on connections (`worker_connections`) is what spreads a burst of
clients over the workers: without it the first worker awake took every connection of a
burst (all 50 of 50 here, then served them on one core while the other idled). A cap that
also counted streams would let 25 phones fill a worker, so a connection that becomes a
stream leaves the capped pool (`detach`, called by the stream route through the WSGI
environ) and only the process's file limit bounds the streams. As gthread's did at its cap,
a worker whose pool is full closes each connection after its answer, so that clients waiting
to connect are taken in turn.

`make serve` names this class in webapp/gunicorn.conf.py (which patches the standard library
first); nothing else imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from gevent import getcurrent, sleep
from gevent.pool import Group, Pool
from gunicorn.workers import ggevent

from webapp.streams import DETACH


class ConnectionPool(Pool):
    """The connections serving requests, capped at `size`; `streams` holds those detached."""

    def __init__(self, size: int | None = None, greenlet_class: Any = None) -> None:
        super().__init__(size, greenlet_class)
        self.streams = Group()

    def detach(self) -> None:
        greenlet = getcurrent()
        if greenlet in self:
            self.discard(greenlet)  # frees its place: the server accepts again if it stopped
            self.streams.add(greenlet)


_pools: list[ConnectionPool] = []


def _detach() -> None:
    for pool in _pools:
        pool.detach()


class StreamingGeventWorker(ggevent.GeventWorker):
    def init_process(self) -> None:
        # gunicorn's run() builds each listener's pool from this module name: ours instead.
        ggevent.Pool = _tracked_pool  # type: ignore[attr-defined]
        super().init_process()

    def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
        try:
            return super().handle_request(listener_name, req, sock, addr)
        finally:
            # Let the other connections have their turn before this one's next request: gevent
            # switches only when a greenlet would wait, so a client that sends its next
            # request at once could otherwise keep the worker to itself. (One switch, a few
            # µs; on this shared machine it did not measurably move load.sh's p99.)
            sleep(0)

    def load_wsgi(self) -> None:
        super().load_wsgi()
        app = self.wsgi

        def wsgi(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
            environ[DETACH] = _detach
            if any(pool.full() for pool in _pools):
                # gunicorn's start_response is its Response's method: close after answering.
                response = getattr(start_response, "__self__", None)
                if hasattr(response, "force_close"):
                    response.force_close()
            return app(environ, start_response)  # type: ignore[no-any-return]

        self.wsgi = wsgi


def _tracked_pool(size: int | None = None) -> ConnectionPool:
    pool = ConnectionPool(size)
    _pools.append(pool)
    return pool
