"""gunicorn settings for `make serve` (production). Every value can be overridden from the
environment (`GUNICORN_CMD_ARGS`, WEB_CONCURRENCY, HOST, PORT, GUNICORN_WORKER_CLASS).

The app keeps no per-user state in its processes (the calculators' answers depend only on
the request and the rules; the shared tables live in the database, and a table's live
stream is woken across processes and instances by `webapp.streams.feed`), so any number of
these processes can serve behind a load balancer, with no sticky sessions.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import sys

from gunicorn.http import wsgi

# gunicorn's gthread worker (the calculators' tuned model, below), whose stream route hands
# each live stream to one pump thread per process (webapp/serving/worker.py and
# webapp/streams/pump.py): an open stream costs a socket and a buffer, not a thread, so a
# worker holds thousands of phones while its threads serve the calculators as before.
# GUNICORN_WORKER_CLASS=gthread selects gunicorn's own (streams then take a thread each).
worker_class = os.environ.get(
    "GUNICORN_WORKER_CLASS", "webapp.serving.worker.StreamingThreadWorker"
)

if "gunicorn.arbiter" in sys.modules:
    # Each live stream holds a socket: lift the soft file limit (often 1,024) to the hard one.
    import resource

    _soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    _wanted = 65_536 if _hard == resource.RLIM_INFINITY else min(_hard, 65_536)
    if _soft < _wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (_wanted, _hard))

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
# The calculators' work is CPU-bound Python with no other I/O, so one process per core: a
# third process on two cores only shared them with the other two, and each time the
# scheduler set a process aside all its clients waited. On this 2-core machine
# (tests/bench/load.sh, 50 clients) one per core served every case faster, at less CPU per
# request, and the 10-hand replay's p99 fell from 68-76 to 46-51 ms.
workers = int(os.environ.get("WEB_CONCURRENCY", multiprocessing.cpu_count()))
# Threads beyond what covers the socket waits only take turns at the GIL, and a request
# waiting its turn waits for whole requests: with 3 instead of 4 the p99 of every load-test
# case fell by about a third (the replay's from 46-48 to 37-39 ms, /healthz's from 22 to 16)
# for 5-10% less throughput; with 8 the replay's p99 was 74-77 ms.
threads = int(os.environ.get("GUNICORN_THREADS", 3))
keepalive = 5
# At most this many connections serving requests per worker. Uncapped, the first worker
# awake took nearly every connection of a burst (47 of 50 load-test clients here) and served
# them on one core while the others idled; at the cap a worker stops accepting, so the others
# take the rest (24 and 24 of 50), and once its keep-alive pool is full it closes connections
# after answering, so a waiting client is accepted soon by whichever worker has room. A live
# stream leaves the cap (webapp/serving/worker.py): only the file limit bounds the streams a
# worker holds. (Caps of 30 and 40 gave /win p99s as scattered as 25's on this shared
# machine; 25 keeps the burst spread even.)
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", 25))
# Recycle workers now and then, staggered, so a slow leak can never grow for ever (every
# cache of the app is bounded; this is the safety net). Rarely: a recycled worker closes its
# kept-alive connections and starts cold, which its clients see as a pause. At 10,000 a
# saturated worker (about 3,000 requests a second here) was replaced every few seconds, twice
# in one 6-second load-test case, and that case's p99 rose from about 48 to 57-92 ms.
max_requests = 1_000_000
max_requests_jitter = 50_000
timeout = 30
graceful_timeout = 20
# Load the app (and its rules) once in the master; workers share it copy-on-write.
preload_app = True
# Refuse absurd request lines and headers at the socket (bodies are limited by the app).
limit_request_line = 4094
limit_request_fields = 50
limit_request_field_size = 8190
accesslog = os.environ.get("ACCESS_LOG")  # off unless asked: it costs throughput
errorlog = "-"


def when_ready(server: object) -> None:
    """Build the built-once answers in the master, before any worker forks or client asks;
    then set everything built so far outside the garbage collector's reach (gc.freeze, as
    Python's documentation advises before forking). A worker's collector then never walks
    these long-lived objects, nor writes to their pages (which copied them into each worker):
    a worker's first full collection under load took 34 ms, during which its clients waited,
    and under 1 ms frozen."""
    from webapp.serving import warm

    warm(server.app.wsgi())  # type: ignore[attr-defined]
    gc.collect()
    gc.freeze()


# No `Server: gunicorn` banner: the header says nothing an attacker could use.
_default_headers = wsgi.Response.default_headers


def _headers_without_banner(self: wsgi.Response) -> list[str]:
    return [line for line in _default_headers(self) if not line.startswith("Server:")]


wsgi.Response.default_headers = _headers_without_banner  # type: ignore[method-assign]
