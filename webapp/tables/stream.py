"""`GET /api/v1/tables/{id}/stream`: a table's ops as Server-Sent Events, live.

One message per op, `id: <seq>`, `event: op`, data `{"seq", "op"}`; a `: keep-alive` comment
every STREAM_KEEPALIVE seconds (15) so that proxies keep the connection and a vanished
client is noticed. The stream starts after `Last-Event-ID` (what a reconnecting client last
got), else `?after=` (what the page last folded), else the table's head: only what was
missed is sent. The key comes as `Authorization: Bearer <key>`, either key (the page reads
the stream with `fetch`, since `EventSource` cannot send a header).

Under production's worker (webapp/serving/worker.py) the route is offered `detach` through
the WSGI environ: it then returns no body of its own and the worker hands the connection to
the process's one stream pump (`webapp.streams.pump`), so an open stream holds no thread.
Elsewhere (`make dev`, the tests' servers) the answer is a generator, one thread per stream.
Either way the stream holds no database connection while it waits: it parks on its table's
doorbell (`webapp.streams.hub`), rung by this process's appends (`announce`) and by the feed
for other processes' and instances' (`webapp.streams.feed`), reads what is new with a short
session, and parks again. The answer is never compressed nor buffered here: the serving
layer leaves streamed answers as they are (`serving.compress`, `serving.cache.finish`), and
`X-Accel-Buffering: no` asks a proxy in front to do the same.
"""

from __future__ import annotations

from collections.abc import Iterator

from flask import Blueprint, Response, current_app, jsonify, request, stream_with_context

from scoring.errors import ErrorCode
from webapp.store import db
from webapp.store.errors import StoreError
from webapp.store.tables import head as table_head
from webapp.store.tables import ops_after, role_for
from webapp.streams import DETACH, feed
from webapp.streams.hub import HUB
from webapp.streams.pump import TableOps
from webapp.streams.sse import KEEP_ALIVE, RETRY_MS, message, retry

bp = Blueprint("table_stream", __name__, url_prefix="/api/v1")

KEEPALIVE = 15.0  # seconds between comments when nothing happens (STREAM_KEEPALIVE)
BATCH = 200  # ops read at a time when a client catches up on a long history
# SQLite: how often each process looks for ops written by its siblings (a table's phones
# land on different workers). A look is one indexed max(); 40 a second cost under 1 ms of
# CPU, and at 100 ms the cross-worker wait was most of the fan-out's 76 ms median.
POLL_INTERVAL = 0.025
HEADERS = {
    "Cache-Control": "no-store",
    "X-Accel-Buffering": "no",  # nginx and the like: pass each message on at once
}


def _refusal(status: int, code: str, message: str, field: str | None) -> tuple[Response, int]:
    return jsonify({"error": {"code": code, "message": message, "field": field}}), status


def bearer() -> str | None:
    """The key of `Authorization: Bearer <key>`, or None when there is none."""
    header = request.headers.get("Authorization", "")
    scheme, _, key = header.partition(" ")
    if scheme.lower() != "bearer" or not key.strip():
        return None
    return key.strip()


def resume_from(head: int) -> int | tuple[int, str, str, str]:
    """The seq after which to start, or the refusal (status, code, field, problem)."""
    for field, raw in (
        ("Last-Event-ID", request.headers.get("Last-Event-ID")),
        ("after", request.args.get("after")),
    ):
        if raw is None or raw == "":
            continue
        if not (raw.isascii() and raw.isdigit()) or len(raw) > 12:
            return 400, ErrorCode.BAD_RESUME, field, "is not a whole number"
        seq = int(raw)
        if seq > head:
            return 422, ErrorCode.RESUME_AHEAD, field, f"is {seq}, beyond the table's seq {head}"
        return seq
    return head


def events(table_id: str, cursor: int, keepalive: float) -> Iterator[bytes]:
    listener = HUB.subscribe(table_id)
    try:
        feed.ensure(db.engine(), *_feed_settings())
        # First bytes at once: the client sees the answer's headers without waiting.
        yield retry(RETRY_MS)
        while True:
            listener.clear()  # before the read: a ring during it is kept for the wait
            session = db.session()
            try:
                batch = ops_after(session, table_id, cursor, limit=BATCH)
            finally:
                session.close()  # give the connection back before parking
            if batch:
                yield b"".join(message(item) for item in batch)
                cursor = batch[-1]["seq"]
                if len(batch) == BATCH:
                    continue  # more to catch up on
            elif not listener.wait(keepalive):
                yield KEEP_ALIVE
    finally:
        HUB.unsubscribe(listener)


def _feed_settings() -> tuple[float, float]:
    config = current_app.config
    return (
        float(config.get("STREAM_POLL_INTERVAL", POLL_INTERVAL)),
        float(config.get("STREAM_SAFETY_POLL", 5.0)),
    )


@bp.get("/tables/<table_id>/stream")
def stream(table_id: str) -> Response | tuple[Response, int]:
    session = db.session()
    try:
        role_for(session, table_id, bearer())
        head = table_head(session, table_id)
    except StoreError as exc:
        return jsonify(exc.to_dict()), exc.status
    finally:
        session.close()
    start = resume_from(head)
    if isinstance(start, tuple):
        status, code, field, problem = start
        return _refusal(status, code, f"{field} {problem}.", field)
    keepalive = float(current_app.config.get("STREAM_KEEPALIVE", KEEPALIVE))
    detach = request.environ.get(DETACH)
    if detach is not None:
        feed.ensure(db.engine(), *_feed_settings())
        # The worker sends this answer's head and hands the socket to the pump, which sends
        # the rest: the body here stays empty (an iterator, so no Content-Length is set).
        detach(current_app.extensions["store"], TableOps(table_id, start), keepalive)
        return Response(iter(()), mimetype="text/event-stream", headers=HEADERS)
    body = stream_with_context(events(table_id, start, keepalive))
    return Response(body, mimetype="text/event-stream", headers=HEADERS)
