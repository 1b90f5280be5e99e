"""What the tables' benchmarks share (run by hand, never in the suite): the real server
(`make serve`'s gunicorn and config, on a free port, its own database), a throwaway
PostgreSQL, and an asyncio HTTP/1.1 client for many keep-alive requests and live streams
in one process (the standard library only)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GUNICORN = ROOT / ".venv" / "bin" / "gunicorn"
CONFIG = ROOT / "webapp" / "gunicorn.conf.py"
APP = "tests.bench.tables_app:create()"
HOUSE = "daisuki_yonma"
DRAW = {"type": "draw", "tenpai": [0, 1, 2, 3]}  # the game never ends on it


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))]


def summary(name: str, values_ms: list[float]) -> str:
    return (f"{name}: n={len(values_ms)} p50={pct(values_ms, 50):.1f} ms "
            f"p99={pct(values_ms, 99):.1f} ms max={max(values_ms, default=float('nan')):.1f} ms")


class Server:
    """gunicorn -c webapp/gunicorn.conf.py on a free port, in its own process group."""

    def __init__(self, database_url: str, *args: str, app: str = APP,
                 env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        self.database_url = database_url
        self.args = args
        self.app = app
        self.env = env or {}
        self.process: subprocess.Popen[bytes] | None = None
        self.log = Path(tempfile.mkstemp(prefix="tables-bench-", suffix=".log")[1])

    def start(self) -> Server:
        env = {**os.environ, **self.env, "HOST": "127.0.0.1", "PORT": str(self.port),
               "DATABASE_URL": self.database_url}
        self.process = subprocess.Popen(
            [str(GUNICORN), "-c", str(CONFIG), *self.args, self.app], cwd=ROOT, env=env,
            stdout=self.log.open("ab"), stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.log.read_text()[-3000:]
            try:
                with urllib.request.urlopen(f"{self.url}/healthz", timeout=2) as answer:
                    if answer.status == 200:
                        return self
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("the server did not start")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def workers(self) -> list[int]:
        assert self.process
        path = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children")
        return [int(pid) for pid in path.read_text().split()]

    def kill9(self) -> None:
        """SIGKILL to the master and every worker at once: nothing gets to clean up."""
        assert self.process
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill9()


@contextlib.contextmanager
def postgres() -> Iterator[str]:
    """A throwaway PostgreSQL 15 (the tests' own, tests/dbkit.py), one database: its URL.
    Its fsync is off: the benchmarks kill the app's server, never the database's."""
    sys.path.insert(0, str(ROOT))
    from tests.dbkit import PgServer

    server = PgServer()
    server.start()
    try:
        yield server.url(server.create_database())
    finally:
        server.stop()


def sqlite_url() -> str:
    folder = Path(tempfile.mkdtemp(prefix="tables-bench-"))
    return f"sqlite:///{folder / 'tables.sqlite3'}"


class Http:
    """One keep-alive HTTP/1.1 connection (asyncio streams)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: Any = None,
                      key: str | None = None) -> tuple[int, Any]:
        """One request; a kept-alive connection the server closed meanwhile is made again
        once (the request may not have reached it)."""
        reused = self.writer is not None
        try:
            return await self._request(method, path, body, key)
        except ConnectionError:
            if not reused:
                raise
            return await self._request(method, path, body, key)

    async def _request(self, method: str, path: str, body: Any = None,
                       key: str | None = None) -> tuple[int, Any]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        assert self.reader is not None
        data = json.dumps(body).encode() if body is not None else b""
        head = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", f"Content-Length: {len(data)}"]
        if body is not None:
            head.append("Content-Type: application/json")
        if key:
            head.append(f"Authorization: Bearer {key}")
        try:
            self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + data)
            status_line = await self.reader.readline()
            if not status_line:
                raise ConnectionError("closed")
            status = int(status_line.split()[1])
            length, close = 0, False
            while (line := await self.reader.readline()) not in (b"\r\n", b""):
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
                elif name.lower() == "connection" and "close" in value.lower():
                    close = True
            raw = await self.reader.readexactly(length) if length else b""
        except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
            await self.close()
            raise ConnectionError("the request failed") from None
        if close:
            await self.close()
        return status, json.loads(raw) if raw else None

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            with contextlib.suppress(Exception):
                await self.writer.wait_closed()
        self.reader = self.writer = None


async def create_tables(port: int, count: int, events: int = 0) -> list[dict[str, Any]]:
    client = Http(port)
    tables = []
    for _ in range(count):
        status, table = await client.request(
            "POST", "/api/v1/tables", {"house": HOUSE, "games": [{"events": [DRAW] * events}]})
        assert status == 201, table
        tables.append(table)
    await client.close()
    return tables


class Listener:
    """One live stream; `on_op(seq, time)` for each message as it arrives."""

    def __init__(self, port: int, table: dict[str, Any], on_op: Callable[[int, float], None],
                 key: str | None = None) -> None:
        self.port = port
        self.table = table
        self.on_op = on_op
        self.key = key or table["read_key"]
        self.open = asyncio.Event()
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port, limit=1 << 20)
        writer.write((f"GET /api/v1/tables/{self.table['id']}/stream HTTP/1.1\r\n"
                      f"Host: 127.0.0.1\r\nAuthorization: Bearer {self.key}\r\n\r\n").encode())
        status = await reader.readline()
        assert b" 200 " in status, status
        while await reader.readline() not in (b"\r\n", b""):
            pass
        self.open.set()
        try:
            while line := await reader.readline():
                # Chunked framing: size lines and blank lines pass by; only "id: n" counts.
                if line.startswith(b"id: "):
                    self.on_op(int(line[4:]), time.perf_counter())
        finally:
            writer.close()

    async def stop(self) -> None:
        if self.task:
            self.task.cancel()
            with contextlib.suppress(BaseException):
                await self.task


def server_cpu(server: Server) -> float:
    """CPU seconds the server's master and workers have used so far (from /proc)."""
    assert server.process
    total = 0
    for pid in [server.process.pid, *server.workers()]:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def wrk_p99(url: str, body_file: Path, seconds: int = 10, clients: int = 50) -> dict[str, Any]:
    """wrk's figures for a POST of `body_file` (tests/bench/load/request.lua's JSON line)."""
    env = {**os.environ, "METHOD": "POST", "BODY_FILE": str(body_file)}
    done = subprocess.run(
        ["wrk", "-t1", f"-c{clients}", f"-d{seconds}s", "--timeout", "5s", "-s",
         str(ROOT / "tests/bench/load/request.lua"), url],
        env=env, capture_output=True, text=True, check=True)
    line = next(line for line in done.stdout.splitlines() if line.startswith("{"))
    return json.loads(line)  # type: ignore[no-any-return]
