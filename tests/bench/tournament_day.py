"""A simulated tournament day on the served app (gunicorn, `webapp/gunicorn.conf.py`, a fresh
SQLite file or `--database-url`): 64 players, 16 tables, 4 rounds; each round's 16 tables
record at once, each from its own client (keep-alive HTTP, one op a hand, valid games made
with the core, now and then an answer "lost" and the op sent again with its id), while 20
boards follow it as the projector board does (the tournament's push stream open; told a new
version, GET the tournament and its standings with their ETags). Measured:

- board latency: from an op's 201 to each board's first answer holding it (every pair);
- standings: each board's GET /standings (304s and 200s), and the whole-day answer built
  cold in this process at 1x, 2x, 5x and 10x the day's hands (the curve);
- nothing lost or doubled: every table's log (read from the database) equals what its
  client sent, in order, once.

Run by hand (figures in the closing note, never a test):

    .venv/bin/python tests/bench/tournament_day.py [--house tenhou_yonma] [--boards 20] \
        [--pace 0.02 0.12]
    .venv/bin/python tests/bench/tournament_day.py --curve-only
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from scoring.rules.loader import load_ruleset  # noqa: E402
from tests.bench.tournament_standings import _finished_game  # noqa: E402

API = "/api/v1/tournaments"
LOSE = 0.03  # the share of answers a client "loses" and sends again with the same op id


class Client:
    """One keep-alive connection; JSON in and out."""

    def __init__(self, port: int, key: str | None = None) -> None:
        self.port, self.key = port, key
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def call(self, method: str, path: str, body: Any = None,
             etag: str | None = None) -> tuple[int, Any, dict[str, str]]:
        headers = {"Content-Type": "application/json"}
        if self.key:
            headers["Authorization"] = f"Bearer {self.key}"
        if etag:
            headers["If-None-Match"] = etag
        data = None if body is None else json.dumps(body)
        for attempt in range(5):
            try:
                self.connection.request(method, path, data, headers)
                answer = self.connection.getresponse()
                raw = answer.read()
                return (answer.status, json.loads(raw) if raw else None,
                        {k.lower(): v for k, v in answer.getheaders()})
            except (http.client.HTTPException, OSError):
                self.connection.close()
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
                time.sleep(0.05 * (attempt + 1))
        raise RuntimeError(f"{method} {path}: no answer")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _serve(database_url: str) -> tuple[subprocess.Popen[bytes], int]:
    port = _free_port()
    env = {**os.environ, "PORT": str(port), "DATABASE_URL": database_url,
           "TABLE_CREATE_LIMIT": "10000 per hour"}
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "-c", "webapp/gunicorn.conf.py",
         "webapp:create_app()"],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for _ in range(300):  # ready when /healthz answers (the database migrated)
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                return server, port
        except OSError:
            pass
        time.sleep(0.1)
    server.kill()
    raise RuntimeError("the server did not start")


def _record(port: int, table: dict[str, Any], events: list[dict[str, Any]],
            acks: list[tuple[str, int, float]], rng: random.Random, stats: dict[str, int],
            pace: tuple[float, float]) -> None:
    client = Client(port, table["write_key"])
    status, view, _ = client.call("GET", f"/api/v1/tables/{table['id']}")
    assert status == 200, view
    seq = view["seq"]
    for event in events:
        op = {"id": str(uuid.uuid4()), "base": seq, "append": event}
        status, answer, _ = client.call("POST", f"/api/v1/tables/{table['id']}/ops", op)
        if rng.random() < LOSE:  # the answer "lost": the same op again, as a phone retries
            stats["resent"] += 1
            status, answer, _ = client.call("POST", f"/api/v1/tables/{table['id']}/ops", op)
            assert status == 200, answer  # the first answer again, applied once
        else:
            assert status == 201, answer
        seq = answer["seq"]
        acks.append((table["id"], seq, time.perf_counter()))
        time.sleep(rng.uniform(*pace))  # seconds between hands (a real table: minutes)


def _board(port: int, tid: str, key: str, stop: threading.Event,
           seen: list[tuple[float, dict[str, int]]], standings_ms: list[tuple[int, float]]) -> None:
    """A projector board: its tournament's push stream open, and told a new version, it GETs
    the tournament and its standings with their ETags (as page-tournament-board.js does)."""
    told = threading.Event()
    told.set()  # the page's first answer
    last: list[str] = []  # the last version told
    stream = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    stream.request("GET", f"{API}/{tid}/stream", headers={"Authorization": f"Bearer {key}"})
    response = stream.getresponse()
    assert response.status == 200, response.status

    def listen() -> None:
        try:
            for line in response:
                if line.startswith(b"data: "):
                    last.append(json.loads(line[6:])["version"])
                    told.set()
        except (OSError, ValueError, AttributeError, http.client.HTTPException):
            pass  # closed at the day's end

    threading.Thread(target=listen, daemon=True).start()
    client = Client(port, key)
    tags: dict[str, str | None] = {"": None, "/standings": None}
    shown: str | None = None
    again = 0
    while not stop.is_set():
        if not told.wait(0.5):
            continue
        told.clear()  # a message during the asks below asks once more after them
        for path in ("", "/standings"):
            start = time.perf_counter()
            status, body, headers = client.call("GET", f"{API}/{tid}{path}", etag=tags[path])
            done = time.perf_counter()
            if path == "/standings":
                standings_ms.append((status, (done - start) * 1000))
            if status == 200:
                tags[path] = headers.get("etag")
                shown = body["version"]
                if path == "":
                    seen.append((done, {t["id"]: t["seq"] for r in body["rounds"]
                                        for t in r["tables"]}))
        # As live-stream.js: a told version not brought (another worker's kept answer) is
        # asked for again a moment later, a few times.
        if last and shown != last[-1] and again < 4 and not told.is_set():
            again += 1
            stop.wait(0.3)
            told.set()
        elif told.is_set() or (last and shown == last[-1]):
            again = 0
    with contextlib.suppress(OSError):
        stream.sock.shutdown(socket.SHUT_RDWR)
    stream.close()


def _cpu_seconds(master: int) -> float:
    """CPU time (user + system) of the server's master and workers, from /proc."""
    tick = os.sysconf("SC_CLK_TCK")
    pids = [master]
    try:
        children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
        pids += [int(c) for c in children]
    except OSError:
        pass
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def _check_logs(database_url: str, sent: dict[str, list[dict[str, Any]]]) -> int:
    from sqlalchemy import create_engine, text

    engine = create_engine(database_url)
    bad = 0
    with engine.connect() as connection:
        for table_id, events in sent.items():
            rows = connection.execute(text(
                "SELECT seq, kind, body FROM ops WHERE table_id = :t ORDER BY seq"),
                {"t": table_id}).all()
            seqs = [r[0] for r in rows]
            appended = [(json.loads(r[2]) if isinstance(r[2], str) else r[2])["append"]
                        for r in rows if r[1] == "append"]
            if seqs != list(range(1, len(rows) + 1)) or appended != events:
                bad += 1
    return bad


def day(args: argparse.Namespace) -> None:
    rules = load_ruleset(args.house)
    rng = random.Random(args.seed)
    pool = [_finished_game(rules, rng)[0] for _ in range(40)]
    folder = tempfile.mkdtemp(prefix="tournament-day-")
    url = args.database_url or f"sqlite:///{folder}/tables.sqlite3"
    server, port = _serve(url)
    try:
        organizer = Client(port)
        players = [f"選手{i:02d}" for i in range(64)]
        status, made, _ = organizer.call("POST", API, {
            "house": args.house, "name": "bench", "players": players, "seating": "random",
            "seed": args.seed})
        assert status == 201, made
        organizer.key = made["organizer_key"]
        stop = threading.Event()
        seen: list[list[tuple[float, dict[str, int]]]] = [[] for _ in range(args.boards)]
        standings_ms: list[tuple[int, float]] = []
        boards = [threading.Thread(target=_board, args=(port, made["id"], made["read_key"], stop,
                                                        seen[i], standings_ms), daemon=True)
                  for i in range(args.boards)]
        for board in boards:
            board.start()
        acks: list[tuple[str, int, float]] = []
        sent: dict[str, list[dict[str, Any]]] = {}
        stats = {"resent": 0, "hands": 0}
        per_round = rules.tournament.games_per_round or rules.session.games or 1
        started = time.perf_counter()
        cpu_before, own_before = _cpu_seconds(server.pid), time.process_time()
        for _ in range(4):
            status, seated, _ = organizer.call("POST", f"{API}/{made['id']}/rounds", {})
            assert status == 201, seated
            clients = []
            for table in seated["tables"]:
                # One game a round on this house's tables (a multi-game house plays its
                # first game here: the bench measures the serving, the specs the rules).
                events = [e for _ in range(min(per_round, 1)) for e in rng.choice(pool)]
                sent[table["id"]] = events
                stats["hands"] += len(events)
                clients.append(threading.Thread(target=_record, args=(
                    port, table, events, acks, random.Random(rng.random()), stats,
                    tuple(args.pace))))
            for client in clients:
                client.start()
            for client in clients:
                client.join()
        elapsed = time.perf_counter() - started
        server_cpu = _cpu_seconds(server.pid) - cpu_before
        own_cpu = time.process_time() - own_before
        time.sleep(3.0)  # the boards' last asks (a told version asked again, a few times)
        stop.set()
        for board in boards:
            board.join()
        latencies = []
        for table_id, seq, acked in acks:
            for board_seen in seen:
                first = next((t for t, heads in board_seen if heads.get(table_id, 0) >= seq),
                             None)
                if first is not None:
                    latencies.append((first - acked) * 1000)
        missing = len(acks) * args.boards - len(latencies)
        bad = _check_logs(url, sent)
        all_ms = [ms for _, ms in standings_ms]
        fresh = [ms for status, ms in standings_ms if status == 200]
        print(f"load average (1 min) at the end: {os.getloadavg()[0]:.1f} on "
              f"{os.cpu_count()} cores")
        print(f"day: {len(players)} players, 16 tables, 4 rounds, {stats['hands']} hands in "
              f"{elapsed:.1f} s ({args.pace[0]}-{args.pace[1]} s between a table's hands), "
              f"{stats['resent']} answers lost and resent; {args.boards} "
              f"boards on the push stream")
        print(f"CPU: the server {server_cpu:.1f} s, these clients {own_cpu:.1f} s, in "
              f"{elapsed:.1f} s on {os.cpu_count()} cores shared with the machine's other work")
        print(f"board latency (op 201 → each board shows it): p50 {_pct(latencies, .5):.0f} "
              f"ms, p99 {_pct(latencies, .99):.0f} ms, max {max(latencies):.0f} ms over "
              f"{len(latencies)} pairs ({missing} never seen)")
        print(f"GET /standings: {len(all_ms)} asks, p50 {_pct(all_ms, .5):.1f} ms, p99 "
              f"{_pct(all_ms, .99):.1f} ms; the {len(fresh)} answers that changed: p50 "
              f"{_pct(fresh, .5):.1f} ms, p99 {_pct(fresh, .99):.1f} ms")
        print(f"logs: {len(sent) - bad} of {len(sent)} tables hold exactly what their client "
              f"sent, once, seq without gaps")
    finally:
        server.terminate()
        server.wait(timeout=30)


def curve(args: argparse.Namespace) -> None:
    """The day's standings built cold in this process (no cache) against its hands, to 10x:
    each scale a tournament imported on a fresh SQLite file through the API."""
    from tests.bench.tournament_standings import _day
    from webapp import create_app
    from webapp.store import db
    from webapp.store import tournaments as store
    from webapp.tournaments import live

    rules = load_ruleset(args.house)
    rng = random.Random(args.seed)
    pool = [_finished_game(rules, rng) for _ in range(40)]
    print(f"{'scale':>6} {'tables':>7} {'hands':>7} {'cold ms':>8} {'us/hand':>8} "
          f"{'one change ms':>14}")
    for scale in (1, 2, 5, 10):
        players = 64 * scale
        body, _, hands = _day(rules, pool, players, 4, rng)
        doc = {"format": "mahjong-house-rules/tournament", "version": 1, "house": args.house,
               "name": "curve", "players": body["players"], "seating": "random", "seed": 1,
               "rounds": [{"round": r + 1, "seating": "random", "tables": [
                   {"players": t["players"], "participants": t["players"],
                    "games": [{"players": [t["players"].index(p) for p in g["players"]],
                               "events": g["events"]} for g in t["games"]]}
                   for t in one["tables"]]} for r, one in enumerate(body["rounds"])]}
        folder = tempfile.mkdtemp(prefix="tournament-curve-")
        app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{folder}/t.sqlite3",
                          "TABLE_CREATE_LIMIT": "10000 per hour",
                          "TOURNAMENT_REBUILD_AFTER": 0})
        client = app.test_client()
        answer = client.post(f"{API}/import", json=doc)
        assert answer.status_code == 201, answer.get_json()
        tid = answer.get_json()["id"]
        with app.app_context():
            session = db.session()
            tournament = store.load(session, tid)
            cold, warm = [], []
            for _ in range(args.runs):
                live._READ.items.clear()
                live._ANSWERS.items.clear()
                start = time.process_time()
                live.live(session, tournament)
                cold.append((time.process_time() - start) * 1000)
                # One change (a new version, every table's games already read): what each
                # hand recorded costs the first board that asks, less its one table's replay.
                tournament.updated_at = tournament.updated_at.replace(
                    microsecond=(tournament.updated_at.microsecond + 1) % 1_000_000)
                start = time.process_time()
                live.live(session, tournament)
                warm.append((time.process_time() - start) * 1000)
        print(f"{scale:>5}x {16 * scale:>7} {hands:>7} {statistics.median(cold):>8.1f} "
              f"{statistics.median(cold) * 1000 / hands:>8.1f} {statistics.median(warm):>14.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--house", default="tenhou_yonma")
    parser.add_argument("--boards", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--curve-only", action="store_true")
    parser.add_argument("--pace", type=float, nargs=2, default=[0.02, 0.12],
                        help="seconds between a table's hands, at random in this range")
    args = parser.parse_args()
    if not args.curve_only:
        day(args)
    curve(args)


if __name__ == "__main__":
    main()
