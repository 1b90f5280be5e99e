"""A fixed amount of calculator work against a fresh `make serve` server (run by hand):
REQUESTS POSTs to /win from CLIENTS keep-alive clients, then p50/p99 and the rate. Being a
fixed amount of work, one run is one sample for a whole-process timer comparing serving
settings in turn (e.g. GUNICORN_WORKER_CLASS=gthread against the default), where wrk's
fixed duration is not.

Usage: .venv/bin/python tests/bench/tables_serving.py [--requests 20000] [--clients 50]
       [--streams 0] [-- gunicorn args...]
With --streams N, N live streams (over N/4 tables) stay open during the run.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.tables_kit import (
    HOUSE,
    ROOT,
    Http,
    Listener,
    Server,
    create_tables,
    pct,
    server_cpu,
    sqlite_url,
)

BODY = __import__("json").loads((ROOT / "tests/bench/load/win.json").read_text())


async def run(args: argparse.Namespace, server: Server) -> None:
    listeners = []
    if args.streams:
        tables = await create_tables(server.port, max(1, args.streams // 4))
        listeners = [Listener(server.port, tables[n % len(tables)], lambda s, t: None)
                     for n in range(args.streams)]
        for listener in listeners:
            listener.start()
        await asyncio.wait_for(asyncio.gather(*(ls.open.wait() for ls in listeners)), 120)
    left = [args.requests]
    latencies: list[float] = []

    async def client() -> None:
        http = Http(server.port)
        while left[0] > 0:
            left[0] -= 1
            started = time.perf_counter()
            status, _ = await http.request("POST", f"/api/v1/houses/{HOUSE}/win", BODY)
            assert status == 200
            latencies.append((time.perf_counter() - started) * 1000)
        await http.close()

    started, cpu = time.perf_counter(), server_cpu(server)
    await asyncio.gather(*(client() for _ in range(args.clients)))
    seconds = time.perf_counter() - started
    cpu_us = (server_cpu(server) - cpu) / args.requests * 1e6
    print(f"{args.requests} /win from {args.clients} clients, {args.streams} streams open: "
          f"{args.requests / seconds:.0f} req/s p50={pct(latencies, 50):.1f} ms "
          f"p99={pct(latencies, 99):.1f} ms, server CPU {cpu_us:.0f} us a request", flush=True)
    for listener in listeners:
        await listener.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=20000)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--streams", type=int, default=0)
    parser.add_argument("gunicorn", nargs="*")
    args = parser.parse_args()
    server = Server(sqlite_url(), *args.gunicorn).start()
    try:
        asyncio.run(run(args, server))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
