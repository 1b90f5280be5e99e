"""Append latency of the shared tables (run by hand, never in the suite).

TABLES tables, WRITERS writers on each (4 phones recording at one table), every writer
appending as fast as its answers come: on a 409 (another phone was first) it takes the
head from the answer and sends its op again, as the page does. An append's latency is its
201's, retries included; beside it, the same clients' latency of a POST that does nothing
(tests/bench/load/post_noop.py, routed and limited like the API), on the same server.

Usage: .venv/bin/python tests/bench/tables_append.py [--tables 50] [--writers 4]
       [--seconds 10] [--postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.tables_kit import (
    DRAW,
    HOUSE,
    Http,
    Server,
    create_tables,
    pct,
    postgres,
    sqlite_url,
    summary,
)


async def writer(port: int, table: dict, until: float, latencies: list[float],
                 conflicts: list[int]) -> None:
    client = Http(port)
    base = table["seq"]
    while time.perf_counter() < until:
        op = {"id": str(uuid.uuid4()), "base": base, "append": DRAW}
        started = time.perf_counter()
        while True:
            status, answer = await client.request(
                "POST", f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])
            if status in (200, 201):
                break
            assert status == 409, answer
            conflicts.append(1)
            op["base"] = answer["seq"]
        latencies.append((time.perf_counter() - started) * 1000)
        base = answer["seq"]
    await client.close()


async def no_op(port: int, until: float, latencies: list[float]) -> None:
    client = Http(port)
    while time.perf_counter() < until:
        started = time.perf_counter()
        status, _ = await client.request("POST", f"/api/v1/houses/{HOUSE}/no-op", DRAW)
        assert status == 200
        latencies.append((time.perf_counter() - started) * 1000)
    await client.close()


async def run(args: argparse.Namespace, server: Server) -> None:
    tables = await create_tables(server.port, args.tables)
    clients = args.tables * args.writers
    for name in ("no-op POST", "append"):  # the no-op first: the same connections' baseline
        latencies: list[float] = []
        conflicts: list[int] = []
        until = time.perf_counter() + args.seconds
        if name == "append":
            jobs = [writer(server.port, table, until, latencies, conflicts)
                    for table in tables for _ in range(args.writers)]
        else:
            jobs = [no_op(server.port, until, latencies) for _ in range(clients)]
        await asyncio.gather(*jobs)
        rate = len(latencies) / args.seconds
        print(summary(f"{name}, {clients} clients", latencies) + f", {rate:.0f}/s"
              + (f", {len(conflicts)} 409s retried" if name == "append" else ""), flush=True)
        if name == "no-op POST":
            base50, base99 = pct(latencies, 50), pct(latencies, 99)
        else:
            print(f"ratio append/no-op: p50 {pct(latencies, 50) / base50:.2f}, "
                  f"p99 {pct(latencies, 99) / base99:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args()
    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres()) if args.postgres else sqlite_url()
        server = Server(url).start()
        stack.callback(server.stop)
        print(f"database: {url.split('://')[0]}", flush=True)
        asyncio.run(run(args, server))


if __name__ == "__main__":
    main()
