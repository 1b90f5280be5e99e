"""Append latency of the shared tables (run by hand, never in the suite).

TABLES tables, WRITERS writers on each (4 phones recording at one table), every writer
appending as fast as its answers come: on a 409 (another phone was first) it takes the
head from the answer and sends its op again, as the page does. An append's latency is its
201's, retries included; beside it, the same clients' latency of a POST that does nothing
(tests/bench/load/post_noop.py, routed and limited like the API), on the same server.

With --rate R, the clients together send about R a second (each waits a random gap, mean
clients/R seconds, after each answer): the latency at a given load, where the default (as
fast as answers come) measures the server saturated, its p99 then mostly the wait of a
writer that keeps losing its table's race to the other three.

Usage: .venv/bin/python tests/bench/tables_append.py [--tables 50] [--writers 4]
       [--seconds 10] [--rate R] [--postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
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


async def pause(gap: float | None) -> None:
    if gap:
        await asyncio.sleep(random.expovariate(1 / gap))


async def writer(port: int, table: dict, until: float, latencies: list[float],
                 conflicts: list[int], gap: float | None) -> None:
    client = Http(port)
    base = table["seq"]
    await pause(gap)  # paced, the clients start apart too, as phones at a parlour do
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
        await pause(gap)
    await client.close()


async def no_op(port: int, until: float, latencies: list[float], gap: float | None) -> None:
    client = Http(port)
    await pause(gap)
    while time.perf_counter() < until:
        started = time.perf_counter()
        status, _ = await client.request("POST", f"/api/v1/houses/{HOUSE}/no-op", DRAW)
        assert status == 200
        latencies.append((time.perf_counter() - started) * 1000)
        await pause(gap)
    await client.close()


async def run(args: argparse.Namespace, server: Server) -> None:
    tables = await create_tables(server.port, args.tables)
    clients = args.tables * args.writers
    gap = clients / args.rate if args.rate else None
    for name in ("no-op POST", "append"):  # the no-op first: the same connections' baseline
        latencies: list[float] = []
        conflicts: list[int] = []
        until = time.perf_counter() + args.seconds
        if name == "append":
            jobs = [writer(server.port, table, until, latencies, conflicts, gap)
                    for table in tables for _ in range(args.writers)]
        else:
            jobs = [no_op(server.port, until, latencies, gap) for _ in range(clients)]
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
    parser.add_argument("--rate", type=float, default=None,
                        help="ops a second from all the clients together (default: flat out)")
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
