"""`GET /api/v1/tournaments/{id}/stream`: a tournament's live push, as Server-Sent Events.

One stream per tournament, not one per table: a board, the dashboard and a player's page
each open one (a browser opens at most six connections to a host). It says only that the
answers changed: `event: version`, data `{"version": <tag>}`, the tag of the tournament's
answers (`webapp.tournaments.live.version`, which their ETags carry), sent at connect and
whenever it moves; the page then asks for what it shows again, with its ETag. A wake-up that
is lost or doubled therefore only delays or repeats an ask, never shows a wrong answer, and a
page that reconnects gets the version of now first, so it catches up on what it missed.
`: keep-alive` every STREAM_KEEPALIVE seconds (15), as the table stream.
Before a new version is told, this process builds its answers (`live.live`), so the pages
told at once find them kept rather than all waiting on the first asker's build.

What moves the version, and what wakes the stream:
- an op on any of its tables: the stream listens to each table's id in the hub, rung by this
  process's appends and by the feed for the others' (SQLite's poll of the ops, PostgreSQL's
  NOTIFY); the tables listened to are read again with each version, so a new round's are
  added;
- a round seated or a penalty added: `streams.tournament_key(id)`, rung by this process after
  the commit and, on PostgreSQL, by the NOTIFY sent in their transaction. SQLite's feed polls
  only the ops table, so another worker's round or penalty is seen by a version read every
  TOURNAMENT_STREAM_RECHECK seconds (1): three indexed reads for all of a tournament's
  streams in a process, a safety net on PostgreSQL too.

Served like the table stream (`webapp.tables.stream`): under production's worker it is
detached to the process's pump (`TournamentVersion` is its source), elsewhere a generator.
The key comes as `Authorization: Bearer <key>`, either of the tournament's keys.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Hashable, Iterable, Iterator, Sequence
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request, stream_with_context

from webapp.store import db
from webapp.store import tournaments as store
from webapp.store.errors import StoreError
from webapp.streams import DETACH, feed, sse, tournament_key
from webapp.streams.hub import HUB, Listener
from webapp.tables.api import bearer_key
from webapp.tables.stream import HEADERS, KEEPALIVE, _feed_settings
from webapp.tournaments import live

log = logging.getLogger(__name__)

bp = Blueprint("tournament_stream", __name__, url_prefix="/api/v1/tournaments")

RECHECK = 1.0  # seconds between version reads no wake-up asked for (TOURNAMENT_STREAM_RECHECK)
# TOURNAMENT_STREAM_SPACING: the least seconds between two messages of a stream, by default
# the time a built answer is kept (live.REBUILD_AFTER, 0.25 s).


class TournamentVersion:
    """A tournament's stream as the pump's source: the version, sent when it moved, at most
    once every `spacing` seconds (a version that moves sooner is sent when the spacing is
    over): while hands come in fast, each page asks a few times a second, not at each.
    `app`: the answers of a version are built with it before the version is told."""

    __slots__ = ("app", "every", "recheck", "sent", "spacing", "tables", "told_at",
                 "tournament_id")

    def __init__(self, tournament_id: str, recheck: float, spacing: float = 0.0,
                 app: Any = None) -> None:
        self.app = app
        self.tournament_id = tournament_id
        self.every = recheck
        self.recheck = recheck  # until the next read: shorter while a version waits
        self.spacing = spacing
        self.sent: str | None = None  # the version this stream was last told
        self.told_at = float("-inf")
        self.tables: list[str] = []

    def group(self) -> Hashable:
        return ("tournament", self.tournament_id)

    def listens(self) -> Iterable[str]:
        return (tournament_key(self.tournament_id), *self.tables)

    def read(self, session: Any, sources: Sequence[Any]) -> tuple[list[bytes], bool]:
        """One version read for all of this tournament's streams."""
        try:
            tournament = store.load(session, self.tournament_id)
        except StoreError:  # gone since the stream opened: nothing more to say
            return [b"" for _ in sources], False
        tag, tables = live.version_and_tables(session, tournament)
        now = time.monotonic()
        if any(s.sent != tag and s.told_at + s.spacing <= now for s in sources):
            self._build(session, tournament)
        out = []
        for source in sources:
            source.tables = tables
            source.recheck = source.every
            wait = source.told_at + source.spacing - now
            if source.sent == tag or wait > 0:
                if source.sent != tag:  # told a moment ago: again once the spacing is over
                    source.recheck = min(wait, source.every)
                out.append(b"")
                continue
            source.sent, source.told_at = tag, now
            out.append(sse.version(tag))
        return out, False

    def _build(self, session: Any, tournament: Any) -> None:
        """The answers of the version about to be told, built in this process before its
        pages are told: told at once, they would otherwise all wait on the first asker's
        build (tests/bench/tournament_day.py: GET /standings p99 75 → 47 ms at a hand a
        table every 1-3 s). Under the pump it is built on the pump's thread, so this
        process's other streams wait for it (9-15 ms a change on the bench's day), at most
        once a spacing per tournament. A build that fails is left to the pages' asks, which
        answer why: the version is told all the same."""
        if self.app is None:
            return
        try:
            with self.app.app_context():
                live.live(session, tournament, fresh=True)
        except Exception:
            log.warning("tournament stream: could not build %s's answers",
                        self.tournament_id, exc_info=True)


def events(source: TournamentVersion, keepalive: float) -> Iterator[bytes]:
    """The stream in a thread of its own (`make dev`, the tests' servers)."""
    bell = threading.Event()  # every key's listener rings this one
    listeners: dict[str, Listener] = {}

    def listen() -> None:
        wanted = set(source.listens())
        for key in wanted - listeners.keys():
            listeners[key] = HUB.subscribe(key, bell.set)
        for key in listeners.keys() - wanted:
            HUB.unsubscribe(listeners.pop(key))

    try:
        listen()
        feed.ensure(db.engine(), *_feed_settings())
        yield sse.retry(sse.RETRY_MS)
        quiet_until = time.monotonic() + keepalive
        while True:
            bell.clear()  # before the read: a ring during it is kept for the wait
            session = db.session()
            try:
                (data,), _ = source.read(session, [source])
            finally:
                session.close()  # give the connection back before parking
            listen()
            if data:
                yield data
                quiet_until = time.monotonic() + keepalive
            timeout = min(source.recheck, quiet_until - time.monotonic())
            if not bell.wait(max(0.0, timeout)) and time.monotonic() >= quiet_until:
                yield sse.KEEP_ALIVE
                quiet_until = time.monotonic() + keepalive
    finally:
        for listener in listeners.values():
            HUB.unsubscribe(listener)


@bp.get("/<tournament_id>/stream")
def stream(tournament_id: str) -> Response | tuple[Response, int]:
    session = db.session()
    try:
        tournament = store.load(session, tournament_id)
        store.role_for(tournament, bearer_key())  # either key; the refusals of every read
    except StoreError as exc:
        return jsonify(exc.to_dict()), exc.status
    finally:
        session.close()
    config = current_app.config
    keepalive = float(config.get("STREAM_KEEPALIVE", KEEPALIVE))
    source = TournamentVersion(
        tournament_id, float(config.get("TOURNAMENT_STREAM_RECHECK", RECHECK)),
        float(config.get("TOURNAMENT_STREAM_SPACING", live.REBUILD_AFTER)),
        current_app._get_current_object())  # type: ignore[attr-defined]
    detach = request.environ.get(DETACH)
    if detach is not None:
        feed.ensure(db.engine(), *_feed_settings())
        # The worker sends the head and hands the socket to the pump: no body here.
        detach(current_app.extensions["store"], source, keepalive)
        return Response(iter(()), mimetype="text/event-stream", headers=HEADERS)
    body = stream_with_context(events(source, keepalive))
    return Response(body, mimetype="text/event-stream", headers=HEADERS)

