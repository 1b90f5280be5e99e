"""Two instances on one PostgreSQL (run by hand, never in the suite): ops posted through
instance A, heard by listeners on instance B, which learns of them only through
LISTEN/NOTIFY (B's own process wrote nothing). From each op's 201 at A to the last of its
table's listeners on B: p50/p99 (target p99 <= 250 ms).

Each instance is `make serve`'s gunicorn with its config and its own workers, on its own
port, both with DATABASE_URL naming one database of a throwaway PostgreSQL 15.

Usage: .venv/bin/python tests/bench/tables_two_instances.py [--tables 50]
       [--listeners 4] [--ops 500] [--rate 20]
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
    Http,
    Listener,
    Server,
    create_tables,
    postgres,
    summary,
)


async def run(args: argparse.Namespace, a: Server, b: Server) -> None:
    tables = await create_tables(a.port, args.tables)
    arrivals: dict[tuple[str, int], list[float]] = defaultdict(list)
    listeners = []
    for table in tables:
        for _ in range(args.listeners):
            def record(seq: int, at: float, table_id: str = table["id"]) -> None:
                arrivals[(table_id, seq)].append(at)

            listener = Listener(b.port, table, record)
            listener.start()
            listeners.append(listener)
    await asyncio.wait_for(asyncio.gather(*(ls.open.wait() for ls in listeners)), 120)
    print(f"{len(listeners)} streams open on B over {len(tables)} tables", flush=True)

    client = Http(a.port)
    heads = {table["id"]: table["seq"] for table in tables}
    acks: dict[tuple[str, int], float] = {}
    for n in range(args.ops):
        table = tables[n % len(tables)]
        op = {"id": str(uuid.uuid4()), "base": heads[table["id"]], "append": DRAW}
        status, answer = await client.request(
            "POST", f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])
        assert status == 201, answer
        acks[(table["id"], answer["seq"])] = time.perf_counter()
        heads[table["id"]] = answer["seq"]
        await asyncio.sleep(1 / args.rate)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if all(len(arrivals[key]) >= args.listeners for key in acks):
            break
        await asyncio.sleep(0.05)
    late = [key for key in acks if len(arrivals[key]) < args.listeners]
    assert not late, f"{len(late)} ops did not reach every listener on B in 30 s"
    latencies = [(max(arrivals[key]) - at) * 1000 for key, at in acks.items()]
    print(summary(f"{args.ops} ops through A -> the last listener on B", latencies))
    chunks = [latencies[i:i + 100] for i in range(0, len(latencies), 100)]
    print("  p50 of each 100 ops in turn: "
          + ", ".join(f"{sorted(chunk)[len(chunk) // 2]:.0f}" for chunk in chunks) + " ms")
    for listener in listeners:
        await listener.stop()
    await client.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--listeners", type=int, default=4)
    parser.add_argument("--ops", type=int, default=500)
    # A tournament hall of 50 tables records about one hand a second; 20 is a storm of it.
    parser.add_argument("--rate", type=float, default=20.0, help="ops a second, at most")
    args = parser.parse_args()
    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres())
        a = Server(url).start()
        stack.callback(a.stop)
        b = Server(url).start()
        stack.callback(b.stop)
        print(f"instance A {a.url}, instance B {b.url}, one PostgreSQL database", flush=True)
        asyncio.run(run(args, a, b))


if __name__ == "__main__":
    main()
