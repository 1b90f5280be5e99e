"""Fan-out of the live streams on one instance (run by hand, never in the suite).

The real server (`make serve`'s gunicorn and config; the bench app only lifts the table
creation limit) on its own database. It measures, in turn:
1. the calculators' latency (wrk, 50 clients, POST /win) with no stream open;
2. with STREAMS streams open over TABLES tables (4 phones a table), idle;
3. the fan-out: OPS ops posted one after the other to the tables in turn, each from its
   201 to the last of its table's listeners receiving it;
4. a burst: one op to every table at once (50 connections), the same latency;
5. the calculators again while ops flow (one every 50 ms) to the open streams.

Usage: .venv/bin/python tests/bench/tables_fanout.py [--streams 1000] [--tables 250]
       [--ops 500] [--seconds 10] [--postgres]
Needs wrk (Debian: apt-get install wrk). Targets: fan-out p99 <= 250 ms; the calculators'
p99 with the streams open within 1.5x of without.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import time
import uuid
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.bench.tables_kit import (
    DRAW,
    HOUSE,
    ROOT,
    Http,
    Listener,
    Server,
    create_tables,
    postgres,
    sqlite_url,
    summary,
    wrk_p99,
)

WIN_BODY = ROOT / "tests/bench/load/win.json"


def wrk_line(name: str, figures: dict) -> str:
    rate = figures["requests"] / figures["seconds"]
    errors = sum(figures[k] for k in ("connect", "read", "write", "status", "timeout"))
    return (f"{name}: {rate:.0f} req/s p50={figures['p50_ms']:.1f} ms "
            f"p99={figures['p99_ms']:.1f} ms errors={errors}")


async def post_op(client: Http, table: dict, base: int) -> tuple[int, float]:
    op = {"id": str(uuid.uuid4()), "base": base, "append": DRAW}
    while True:
        status, answer = await client.request("POST", f"/api/v1/tables/{table['id']}/ops", op,
                                              table["write_key"])
        if status in (200, 201):
            return answer["seq"], time.perf_counter()
        assert status == 409, answer  # another op came first: retry on the head
        op["base"] = answer["seq"]


async def run(args: argparse.Namespace, server: Server) -> None:
    win = f"{server.url}/api/v1/houses/{HOUSE}/win"
    quiet = await asyncio.to_thread(wrk_p99, win, WIN_BODY, args.seconds)
    print(wrk_line("calculators (/win), no stream open", quiet), flush=True)

    tables = await create_tables(server.port, args.tables)
    arrivals: dict[tuple[str, int], list[float]] = defaultdict(list)
    listeners = []
    for n in range(args.streams):
        table = tables[n % len(tables)]

        def record(seq: int, at: float, table_id: str = table["id"]) -> None:
            arrivals[(table_id, seq)].append(at)

        listener = Listener(server.port, table, record)
        listener.start()
        listeners.append(listener)
    started = time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(ls.open.wait() for ls in listeners)), 120)
    per_table = defaultdict(int)
    for listener in listeners:
        per_table[listener.table["id"]] += 1
    print(f"{args.streams} streams open over {len(tables)} tables in "
          f"{time.perf_counter() - started:.1f} s; server workers {server.workers()}", flush=True)

    busy = await asyncio.to_thread(wrk_p99, win, WIN_BODY, args.seconds)
    print(wrk_line(f"calculators (/win), {args.streams} streams open", busy), flush=True)
    print(f"  p99 ratio open/none: {busy['p99_ms'] / quiet['p99_ms']:.2f} (target <= 1.5)")

    heads = {table["id"]: table["seq"] for table in tables}

    async def settle(acks: dict[tuple[str, int], float]) -> list[float]:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if all(len(arrivals[key]) >= per_table[key[0]] for key in acks):
                break
            await asyncio.sleep(0.05)
        late = [key for key in acks if len(arrivals[key]) < per_table[key[0]]]
        assert not late, f"{len(late)} ops did not reach all their listeners in 30 s"
        return [(max(arrivals[key]) - at) * 1000 for key, at in acks.items()]

    client = Http(server.port)
    acks: dict[tuple[str, int], float] = {}
    for n in range(args.ops):
        table = tables[n % len(tables)]
        seq, at = await post_op(client, table, heads[table["id"]])
        heads[table["id"]] = seq
        acks[(table["id"], seq)] = at
    print(summary(f"fan-out, {args.ops} ops one after the other: 201 -> last listener",
                  await settle(acks)), flush=True)

    clients = [Http(server.port) for _ in range(50)]
    burst: dict[tuple[str, int], float] = {}

    async def send(index: int) -> None:
        for table in tables[index::50]:
            seq, at = await post_op(clients[index], table, heads[table["id"]])
            heads[table["id"]] = seq
            burst[(table["id"], seq)] = at

    await asyncio.gather(*(send(i) for i in range(50)))
    print(summary(f"fan-out, a burst of {len(tables)} ops (one per table, 50 connections)",
                  await settle(burst)), flush=True)

    stop = asyncio.Event()

    async def trickle() -> None:
        n = 0
        while not stop.is_set():
            table = tables[n % len(tables)]
            seq, _ = await post_op(client, table, heads[table["id"]])
            heads[table["id"]] = seq
            n += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), 0.05)

    flowing = asyncio.get_running_loop().create_task(trickle())
    live = await asyncio.to_thread(wrk_p99, win, WIN_BODY, args.seconds)
    stop.set()
    await flowing
    print(wrk_line("calculators (/win), streams open, an op every 50 ms", live), flush=True)
    print(f"  p99 ratio live/none: {live['p99_ms'] / quiet['p99_ms']:.2f}")

    for listener in listeners:
        await listener.stop()
    for connection in [client, *clients]:
        await connection.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--tables", type=int, default=250)
    parser.add_argument("--ops", type=int, default=500)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args()
    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres()) if args.postgres else sqlite_url()
        server = Server(url).start()
        stack.callback(server.stop)
        print(f"database: {url.split('://')[0]}; server: {server.url}", flush=True)
        asyncio.run(run(args, server))


if __name__ == "__main__":
    main()
