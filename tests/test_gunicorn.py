"""The production server: gunicorn with the repository's config, on a free loopback port."""

from __future__ import annotations

import contextlib
import gc
import http.client
import importlib.util
import multiprocessing
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from webapp import create_app

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "webapp" / "gunicorn.conf.py"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


_DATABASES = Path(tempfile.mkdtemp(prefix="gunicorn-test-"))


def server_env(port: int) -> dict[str, str]:
    """The server's environment: its own fresh SQLite file, never the instance folder's."""
    database = _DATABASES / f"{port}.sqlite3"
    return {**os.environ, "HOST": "127.0.0.1", "PORT": str(port),
            "DATABASE_URL": f"sqlite:///{database}"}


def load_config() -> Any:
    """webapp/gunicorn.conf.py as a module, as gunicorn reads it."""
    spec = importlib.util.spec_from_file_location("gunicorn_conf", CONFIG)
    assert spec and spec.loader
    conf = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conf)
    return conf


def test_the_config_uses_the_streaming_thread_worker_per_cpu_recycled_with_jitter() -> None:
    conf = load_config()
    assert conf.worker_class == "webapp.serving.worker.StreamingThreadWorker"
    if "WEB_CONCURRENCY" not in os.environ:
        assert conf.workers == multiprocessing.cpu_count()  # one per core, as the calculators'
    assert conf.threads == 3
    assert conf.keepalive > 0
    assert conf.worker_connections == 25  # the cap that spreads bursts (streams leave it)
    assert conf.preload_app
    assert conf.max_requests > 0 and 0 < conf.max_requests_jitter < conf.max_requests


def test_the_worker_is_gunicorns_gthread_worker() -> None:
    from gunicorn.workers.gthread import ThreadWorker

    from webapp.serving.worker import StreamingThreadWorker

    assert issubclass(StreamingThreadWorker, ThreadWorker)


def test_the_master_freezes_what_it_built_before_forking() -> None:
    conf = load_config()
    app = create_app()

    class Server:  # what when_ready reads of gunicorn's arbiter
        class app:
            @staticmethod
            def wsgi() -> object:
                return app

    gc.unfreeze()
    try:
        conf.when_ready(Server())
        assert gc.get_freeze_count() > 0  # the collector of a forked worker skips them
    finally:
        gc.unfreeze()


@pytest.fixture(scope="module")
def server() -> Iterator[int]:
    port = free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            str(CONFIG),
            "--workers",
            "1",
            "webapp:create_app()",
        ],
        cwd=ROOT,
        env=server_env(port),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(300):  # up to a minute on a busy machine; it stops as soon as it is up
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert process.poll() is None, "gunicorn exited"
                time.sleep(0.2)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_healthz_over_gunicorn_names_no_server(server: int) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", server, timeout=30)
    connection.request("GET", "/healthz")
    response = connection.getresponse()
    assert response.status == 200
    assert response.read() == b'{"status":"ok","database":"ok"}'
    assert response.getheader("Server") is None
    assert response.getheader("Content-Security-Policy")
    # Keep-alive: the same connection serves the next request.
    connection.request("GET", "/healthz")
    assert connection.getresponse().status == 200
    connection.close()


def test_a_20_mb_body_is_answered_413_before_it_is_sent(server: int) -> None:
    with socket.create_connection(("127.0.0.1", server), timeout=30) as sock:
        sock.sendall(
            b"POST /api/v1/houses/coco/win HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Content-Type: application/json\r\nContent-Length: 20971520\r\n\r\n"
        )
        answer = b""
        while b"\r\n\r\n" not in answer or b"}}" not in answer:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413")
    assert b'"code":"payload_too_large"' in answer


def start(*args: str) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", str(CONFIG), *args, "webapp:create_app()"],
        cwd=ROOT,
        env=server_env(port),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return process, port
        except OSError:
            assert process.poll() is None, "gunicorn exited"
            time.sleep(0.2)
    raise AssertionError("gunicorn did not start")


ESTABLISHED, LISTEN = "01", "0A"  # TCP states as /proc/net/tcp writes them


def socket_inodes(port: int, state: str) -> set[str]:
    """The inodes of the sockets on local `port` in `state`, from /proc/net/tcp and tcp6."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if int(fields[1].rsplit(":", 1)[1], 16) == port and fields[3] == state:
                inodes.add(fields[9])
    return inodes


def established_per_worker(master: int, port: int) -> dict[int, int]:
    """Connections to `port` each worker process holds (from /proc: a socket's inode)."""
    inodes = socket_inodes(port, ESTABLISHED)
    workers = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    counts = {}
    for pid in map(int, workers):
        held = 0
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            held += target.startswith("socket:[") and target[8:-1] in inodes
        counts[pid] = held
    return counts


def workers_accepting(master: int, port: int) -> int:
    """How many workers watch the listening socket in their event loop (ready to accept):
    a forked worker holds the socket before it is, so holding it says nothing."""
    listening = socket_inodes(port, LISTEN)
    ready = 0
    for pid in Path(f"/proc/{master}/task/{master}/children").read_text().split():
        sockets, polls = set(), []
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except OSError:
                continue
            if target.startswith("socket:[") and target[8:-1] in listening:
                sockets.add(fd.name)
            elif target == "anon_inode:[eventpoll]":
                polls.append(fd.name)
        watched = {
            line.split()[1]
            for fd in polls
            for line in Path(f"/proc/{pid}/fdinfo/{fd}").read_text().splitlines()
            if line.startswith("tfd:")
        }
        ready += bool(sockets & watched)
    return ready


def get(connection: http.client.HTTPConnection) -> int:
    connection.request("GET", "/healthz")
    response = connection.getresponse()
    response.read()
    return response.status


def test_a_burst_of_connections_is_spread_over_the_workers() -> None:
    cap = 25
    process, port = start("--workers", "2")
    connections = [http.client.HTTPConnection("127.0.0.1", port, timeout=30) for _ in range(30)]
    try:
        for _ in range(600):  # both workers ready (the master listens before they are)
            if workers_accepting(process.pid, port) == 2:
                break
            time.sleep(0.1)
        assert workers_accepting(process.pid, port) == 2, "the workers did not start"
        for connection in connections:
            connection.connect()  # all at once, as a burst of clients does
        for connection in connections:
            assert get(connection) == 200
        counts = established_per_worker(process.pid, port)
        # Without the cap the first worker awake took nearly all of them (47 of 50 here).
        assert len(counts) == 2 and all(0 < held <= cap for held in counts.values()), counts
    finally:
        for connection in connections:
            connection.close()
        process.terminate()
        process.wait(timeout=30)


def test_more_clients_than_the_workers_hold_are_all_served() -> None:
    # One worker holds 25 connections; 40 clients that keep theirs open are all answered:
    # a full keep-alive pool closes connections after answering, and a closed client's
    # next request comes on a new connection, accepted when there is room.
    process, port = start("--workers", "1")
    served = [0] * 40

    def client(i: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for _ in range(5):
            try:
                served[i] += get(connection) == 200
            except (http.client.HTTPException, OSError):
                connection.close()  # closed by the server: reconnect on the next request
                served[i] += get(connection) == 200
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(40)]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert served == [5] * 40
    finally:
        process.terminate()
        process.wait(timeout=30)


def threads_of(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("Threads:"):
            return int(line.split()[1])
    raise AssertionError("no thread count")


def worker_of(master: int) -> int:
    return int(Path(f"/proc/{master}/task/{master}/children").read_text())


def held_sockets(pid: int) -> set[str]:
    """The inodes of the sockets process `pid` holds open."""
    held = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                held.add(target[8:-1])
    return held


def server_side(port: int, client_port: int) -> set[str]:
    """The inode of the server's end of the connection from `client_port` to `port`."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            local, remote = fields[1].rsplit(":", 1)[1], fields[2].rsplit(":", 1)[1]
            if int(local, 16) == port and int(remote, 16) == client_port and fields[9] != "0":
                inodes.add(fields[9])
    return inodes


def wait_until(condition: Callable[[], bool], timeout: float = 30.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


@pytest.fixture
def one_worker() -> Iterator[tuple[int, int]]:
    process, port = start("--workers", "1")
    try:
        yield process.pid, port
    finally:
        process.terminate()
        process.wait(timeout=30)


def open_stream(port: int, table: dict[str, Any], **headers: str) -> Any:
    from tests.stream_kit import Stream

    sent = {"Authorization": f"Bearer {table['read_key']}", **headers}
    opened = Stream(port, f"/api/v1/tables/{table['id']}/stream", sent)
    assert opened.status == 200, opened.error
    return opened


def test_streams_take_no_thread_each_and_leave_the_connection_cap(
        one_worker: tuple[int, int]) -> None:
    # 60 live streams on one worker: more than its 25-connection cap and far more than its 3
    # threads. Requests on new connections are still served (the calculators' threads are
    # free), the worker runs on a few OS threads, and one op reaches every stream.
    from tests.stream_kit import append, create_table

    master, port = one_worker
    streams: list[Any] = []
    try:
        table = create_table(port)
        for _ in range(60):
            streams.append(open_stream(port, table))
        for opened in streams:
            assert opened.header("Content-Type") == "text/event-stream; charset=utf-8"
            assert opened.header("Content-Security-Policy")  # the app's headers, as before
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        assert get(connection) == 200  # accepted past the cap: the streams left it
        connection.close()
        assert threads_of(worker_of(master)) < 10
        op = append(port, table, base=table["seq"])
        for opened in streams:
            assert opened.next().json()["seq"] == op["seq"]
    finally:
        for opened in streams:
            opened.close()


def test_a_closed_stream_is_noticed_and_its_socket_dropped(
        one_worker: tuple[int, int]) -> None:
    from tests.stream_kit import append, create_table

    master, port = one_worker
    table = create_table(port)
    leaving, staying = open_stream(port, table), open_stream(port, table)
    try:
        worker = worker_of(master)
        ours = server_side(port, leaving.sock.getsockname()[1])
        assert ours and ours <= held_sockets(worker)  # the worker's pump holds it
        leaving.close()
        assert wait_until(lambda: not ours & held_sockets(worker)), "the socket was kept"
        op = append(port, table, base=table["seq"])  # the others are still served
        assert staying.next().json()["seq"] == op["seq"]
    finally:
        leaving.close()
        staying.close()


def test_last_event_id_resumes_with_only_what_was_missed(one_worker: tuple[int, int]) -> None:
    from tests.stream_kit import append, create_table

    _master, port = one_worker
    table = create_table(port)
    first = append(port, table, base=table["seq"])
    second = append(port, table, base=first["seq"])
    third = append(port, table, base=second["seq"])
    resumed = open_stream(port, table, **{"Last-Event-ID": str(first["seq"])})
    try:
        got = [resumed.next(), resumed.next()]
        assert [m.id for m in got] == [str(second["seq"]), str(third["seq"])]
        assert [m.event for m in got] == ["op", "op"]
        assert [m.json()["seq"] for m in got] == [second["seq"], third["seq"]]
        live = append(port, table, base=third["seq"])  # and then live
        assert resumed.next().json()["seq"] == live["seq"]
    finally:
        resumed.close()
