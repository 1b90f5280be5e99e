"""gunicorn's gthread worker, with the live streams handed to the stream pump.

The calculators are served exactly as by gthread: a few threads per worker, one worker per
core (the tuned model of webapp/gunicorn.conf.py). A live stream would hold one of those
threads for as long as a phone keeps its table open, so the stream route is offered `detach`
through the WSGI environ (`webapp.streams.DETACH`). When it calls it, the worker sends nothing
itself: it builds the answer's head exactly as gunicorn would have sent it (`Date`, chunked
framing, the app's headers), and once the request is finished it hands the socket and that
head to the process's one pump thread (`webapp.streams.pump`), then forgets the connection:
it is neither closed, nor kept in the keep-alive poller, nor counted in `worker_connections`.
The thread is free again for the next request.

A worker at its `worker_connections` cap closes each connection after its answer, so that
clients waiting to connect are taken in turn (gthread alone kept them waiting).

Only an HTTP/1 request on a connection of its own can be detached (an HTTP/2 connection
carries other requests): the others are offered nothing and get the route's generator.

`make serve` names this class in webapp/gunicorn.conf.py; nothing else imports it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Any

from gunicorn.workers.gthread import ThreadWorker

from webapp.streams import DETACH
from webapp.streams.pump import pump


class StreamingThreadWorker(ThreadWorker):
    def init_process(self) -> None:
        self._current = threading.local()  # the connection each thread is serving
        super().init_process()

    def handle_request(self, req: Any, conn: Any) -> Any:
        self._current.conn = conn
        try:
            return super().handle_request(req, conn)
        finally:
            self._current.conn = None

    def load_wsgi(self) -> None:
        super().load_wsgi()
        app = self.wsgi

        def wsgi(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
            if self.nr_conns >= self.worker_connections:
                # At the cap the worker accepts nobody, and gthread closes connections only
                # when its keep-alive pool is full: a client beyond the cap (a 51st beside 50
                # busy ones) waited in the backlog, /win's p99 about 1 s in tables_fanout.py's
                # live case. Closing after this answer lets a waiting client be accepted.
                start_response.__self__.force_close()  # type: ignore[attr-defined]
            conn = getattr(self._current, "conn", None)
            if conn is None or not environ.get("PATH_INFO", "").endswith("/stream"):
                return app(environ, start_response)  # type: ignore[no-any-return]
            return self._offer_detach(app, conn, environ, start_response)

        self.wsgi = wsgi

    def _offer_detach(self, app: Any, conn: Any, environ: dict[str, Any],
                      start_response: Callable[..., Any]) -> Iterable[bytes]:
        asked: list[tuple[Any, ...]] = []
        environ[DETACH] = lambda *stream: asked.append(stream)
        body = app(environ, start_response)
        if not asked:
            return body  # type: ignore[no-any-return]
        if hasattr(body, "close"):
            body.close()
        # gunicorn's start_response is its Response's method: take the head it would send,
        # then tell it that it was sent, and to leave the connection (no chunk terminator).
        response = start_response.__self__  # type: ignore[attr-defined]
        lines = response.default_headers()
        lines.extend(f"{name}: {value}\r\n" for name, value in response.headers)
        head = f"{''.join(lines)}\r\n".encode("latin-1")
        conn.stream = (head, response.chunked, asked[0])
        response.headers_sent = True
        response.chunked = False
        response.force_close()
        return []

    def finish_request(self, conn: Any, fs: Any) -> None:
        stream = getattr(conn, "stream", None)
        if stream is None or fs.cancelled() or fs.exception() is not None:
            super().finish_request(conn, fs)
            return
        # Called on the main thread once gunicorn is done with the request: the pump owns
        # the socket from now on, and the connection leaves the worker's count.
        self.nr_conns -= 1
        head, chunked, (sessions, source, keepalive) = stream
        pump().attach(conn.sock, head, sessions, source, keepalive, chunked)
