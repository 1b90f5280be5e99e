"""Durability (run by hand, never in the suite): `kill -9` of the whole server (master and
workers at once) in the middle of APPENDS appends from CLIENTS clients that retry each op
with the same op id until it is answered; the server is started again on the same database
and port, and the clients carry on. Then, read from the database itself and the API:
every acknowledged op is in the log exactly once, with the seq its answer gave; each
table's seq runs 1..head with no gap; every table's states equal a replay of its events
by the core (POST /games/replay).

Usage: .venv/bin/python tests/bench/tables_durability.py [--appends 1000] [--clients 20]
       [--tables 10] [--kills 1] [--postgres]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import time
import uuid
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sqlalchemy import create_engine, text

from tests.bench.tables_kit import DRAW, HOUSE, Http, Server, create_tables, postgres, sqlite_url


async def client(port: int, table: dict, ops: list[dict], acked: dict[str, int],
                 retries: Counter) -> None:
    http = Http(port)
    base = table["seq"]
    for op in ops:
        op["base"] = base
        while True:
            try:
                status, answer = await http.request(
                    "POST", f"/api/v1/tables/{table['id']}/ops", op, table["write_key"])
            except ConnectionError:
                retries["connection"] += 1  # the server is down: the same op id again
                await asyncio.sleep(0.1)
                continue
            if status in (200, 201):
                retries["replayed (200)"] += status == 200
                acked[op["id"]] = answer["seq"]
                base = answer["seq"]
                break
            if status == 503:  # a worker starting; rare
                await asyncio.sleep(0.1)
                continue
            assert status == 409, (status, answer)
            retries["stale (409)"] += 1
            op["base"] = answer["seq"]
    await http.close()


async def run(args: argparse.Namespace, server: Server) -> tuple[list[dict], dict[str, int]]:
    tables = await create_tables(server.port, args.tables)
    plan: dict[str, list[dict]] = defaultdict(list)
    for n in range(args.appends):
        table = tables[n % args.tables]
        # All tenpai: the game never ends, so no append is refused (each adds a honba).
        plan[table["id"]].append({"id": str(uuid.uuid4()), "append": DRAW})
    acked: dict[str, int] = {}
    retries: Counter = Counter()
    jobs = []
    per = max(1, args.clients // args.tables)
    for table in tables:
        ops = plan[table["id"]]
        for k in range(per):  # several phones per table, each with its own ops
            jobs.append(client(server.port, table, ops[k::per], acked, retries))
    running = asyncio.gather(*jobs)
    kills = []
    for kill in range(args.kills):
        target = args.appends * (kill + 1) // (args.kills + 1)
        while len(acked) < target and not running.done():
            await asyncio.sleep(0.005)
        if running.done():
            break  # a client failed: its error is raised below
        kills.append(len(acked))
        server.kill9()
        down = time.perf_counter()
        await asyncio.to_thread(server.start)
        print(f"kill -9 after {kills[-1]} acknowledged appends; serving again after "
              f"{time.perf_counter() - down:.1f} s", flush=True)
    await running
    print(f"{len(acked)} appends acknowledged; retries: {dict(retries)}", flush=True)
    return tables, acked


def check(server: Server, tables: list[dict], acked: dict[str, int]) -> None:
    engine = create_engine(server.database_url)
    with engine.connect() as connection:
        rows = connection.execute(text("SELECT table_id, seq, op_id FROM ops")).all()
        heads = dict(connection.execute(text("SELECT id, seq FROM tables")).all())
    by_op = Counter(op_id for _, _, op_id in rows)
    doubled = [op for op, n in by_op.items() if n > 1]
    missing = [op for op in acked if op not in by_op]
    seq_of = {op_id: seq for _, seq, op_id in rows}
    wrong_seq = [op for op, seq in acked.items() if seq_of.get(op) != seq]
    gaps = []
    for table_id, head in heads.items():
        seqs = sorted(seq for t, seq, _ in rows if t == table_id)
        if seqs != list(range(1, head + 1)):
            gaps.append(table_id)
    print(f"log: {len(rows)} ops; acknowledged ops missing: {len(missing)}, "
          f"logged twice: {len(doubled)}, with another seq than acknowledged: {len(wrong_seq)}; "
          f"tables with a gap in seq: {len(gaps)}")
    unacked = len(rows) - len(acked) - len(tables)  # each table's log opens with new_game
    print(f"ops logged but never acknowledged (lost answers, not retried): {unacked}")

    async def replays() -> int:
        http = Http(server.port)
        unequal = 0
        for table in tables:
            status, view = await http.request("GET", f"/api/v1/tables/{table['id']}",
                                              key=table["read_key"])
            assert status == 200, view
            for game in view["games"]:
                status, replay = await http.request(
                    "POST", f"/api/v1/houses/{HOUSE}/games/replay", {"events": game["events"]})
                assert status == 200, replay
                unequal += replay["states"] != game["states"]
        await http.close()
        return unequal

    unequal = asyncio.run(replays())
    print(f"games whose states differ from the core's replay of their events: {unequal}")
    ok = not (missing or doubled or wrong_seq or gaps or unequal or unacked)
    print("DURABLE: every acknowledged op once, no gap, states = replay" if ok else "FAILED")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=1000)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--kills", type=int, default=1)
    parser.add_argument("--postgres", action="store_true")
    args = parser.parse_args()
    with contextlib.ExitStack() as stack:
        url = stack.enter_context(postgres()) if args.postgres else sqlite_url()
        server = Server(url).start()
        stack.callback(server.stop)
        print(f"database: {url.split('://')[0]}", flush=True)
        tables, acked = asyncio.run(run(args, server))
        check(server, tables, acked)


if __name__ == "__main__":
    main()
