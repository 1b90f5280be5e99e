"""A hypothesis state machine: three phones record on one table through a flaky network.

Each client keeps a queue of ops made from what it last saw (appends of events the core's own
generator makes, edits and deletes of events it knows). Sending may duplicate the request or
lose the answer (the op may or may not have been logged: the client cannot tell, and retries
with the same op id); a 409 hands the client the ops it missed, which it folds in before
sending the same op again at the new base; a 422 (the op no longer fits the game) drops it.
Clients read the log as the stream serves it (`ops_after`). At the end every queue is
flushed and every client has the same log, no op id is in it twice, every acknowledged op is
in it, seq has no gaps, and each client's fold of the log and the server's states equal a
replay of the final events by the core.
"""

from __future__ import annotations

import random
import tempfile
import uuid
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from scoring.api import call, ruleset
from scoring.tables import fold, read_op
from tests.bench.game_snapshot import Sheets
from tests.tables.kit import HOUSE, NAMES, bearer, make_app
from webapp.store import db, tables

_DIR = Path(tempfile.mkdtemp(prefix="tables-machine-"))
# One table per example, all from one address: creation's rate limit set out of the way.
APP = make_app(f"sqlite:///{_DIR / 'machine.sqlite3'}", TABLE_CREATE_LIMIT="1000000 per hour")
RULES = ruleset(HOUSE)
CLIENTS = 3


class Phone:
    def __init__(self) -> None:
        self.log: list[dict[str, Any]] = []  # {"seq", "op"} as the server logged them
        self.queue: list[dict[str, Any]] = []  # ops not yet acknowledged, oldest first
        self.acked: set[str] = set()

    @property
    def seq(self) -> int:
        return len(self.log)

    def games(self) -> list[dict[str, Any]]:
        return fold(RULES, NAMES, [], [read_op(o["op"], logged=False) for o in self.log])

    def learn(self, ops: list[dict[str, Any]]) -> None:
        for item in ops:
            if item["seq"] == self.seq + 1:
                self.log.append(item)
            else:  # a repeat of what it has: it must be the very same op
                assert item["seq"] <= self.seq and self.log[item["seq"] - 1] == item


class Tables(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.client = APP.test_client()
        made = self.client.post("/api/v1/tables", json={"house": HOUSE, "participants": NAMES})
        assert made.status_code == 201
        self.table = made.json
        self.phones = [Phone() for _ in range(CLIENTS)]
        self.sheets = Sheets(HOUSE, random.Random(0), [])
        for phone in self.phones:
            self.read_log(phone)

    # ---- the network ----
    def post(self, op: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        response = self.client.post(f"/api/v1/tables/{self.table['id']}/ops", json=op,
                                    headers=bearer(self.table["write_key"]))
        assert response.status_code in (200, 201, 409, 422), response.json
        return response.status_code, response.json

    def read_log(self, phone: Phone) -> None:
        with APP.app_context():
            phone.learn(tables.ops_after(db.session(), self.table["id"], phone.seq))

    def answered(self, phone: Phone, status: int, body: dict[str, Any]) -> None:
        op = phone.queue[0]
        if status in (200, 201):
            assert body["id"] == op["id"]
            phone.acked.add(op["id"])
            phone.queue.pop(0)
        elif status == 409:
            assert body["error"]["code"] == "stale_base" and body["complete"]
            phone.learn(body["ops"])
            assert phone.seq == body["seq"]
        else:  # the op no longer fits what the others recorded: the person drops it
            assert body["error"]["code"] not in ("stale_base", "bad_op")
            phone.queue.pop(0)

    # ---- what people do ----
    @rule(who=st.integers(0, CLIENTS - 1), seed=st.integers(0, 2**32))
    def record(self, who: int, seed: int) -> None:
        phone = self.phones[who]
        self.sheets.rng = random.Random(seed)
        event = self.sheets.event(list(range(RULES.players)))
        phone.queue.append({"id": str(uuid.uuid4()), "append": event})

    @rule(who=st.integers(0, CLIENTS - 1), seed=st.integers(0, 2**32), delete=st.booleans())
    def correct(self, who: int, seed: int, delete: bool) -> None:
        phone = self.phones[who]
        events = phone.games()[-1]["events"] if phone.log else []
        if not events:
            return
        rng = random.Random(seed)
        at = rng.randrange(len(events))
        self.sheets.rng = rng
        op = {"delete": {"at": at}} if delete else {
            "replace": {"at": at, "event": self.sheets.event(list(range(RULES.players)))}}
        phone.queue.append({"id": str(uuid.uuid4()), **op})

    @precondition(lambda self: any(p.queue for p in self.phones))
    @rule(who=st.integers(0, CLIENTS - 1), duplicate=st.booleans(), lost=st.booleans())
    def send(self, who: int, duplicate: bool, lost: bool) -> None:
        phone = self.phones[who]
        if not phone.queue:
            return
        op = {**phone.queue[0], "base": phone.seq}
        status, body = self.post(op)
        if duplicate:  # the network sent it twice: the second answer is the first's
            again_status, again = self.post(op)
            if status in (200, 201):
                assert again_status == 200 and again == body
        if not lost:
            self.answered(phone, status, body)

    @rule(who=st.integers(0, CLIENTS - 1))
    def listen(self, who: int) -> None:
        self.read_log(self.phones[who])

    # ---- what must always hold ----
    @invariant()
    def the_log_has_no_gap_and_no_op_twice(self) -> None:
        with APP.app_context():
            log = tables.ops_after(db.session(), self.table["id"], 0)
        assert [o["seq"] for o in log] == list(range(1, len(log) + 1))
        ids = [o["op"]["id"] for o in log]
        assert len(ids) == len(set(ids))
        for phone in self.phones:
            assert log[:phone.seq] == phone.log
            assert phone.acked <= set(ids)

    def teardown(self) -> None:
        # The network comes back for good: every queue is sent until it is empty.
        for _ in range(200):
            busy = [p for p in self.phones if p.queue]
            if not busy:
                break
            for phone in busy:
                status, body = self.post({**phone.queue[0], "base": phone.seq})
                self.answered(phone, status, body)
        assert not any(p.queue for p in self.phones)
        for phone in self.phones:
            self.read_log(phone)
        server = self.client.get(f"/api/v1/tables/{self.table['id']}",
                                 headers=bearer(self.table["read_key"])).json
        for phone in self.phones:
            assert phone.log == self.phones[0].log and phone.seq == server["seq"]
            assert phone.games() == [{"players": g["players"], "events": g["events"]}
                                     for g in server["games"]]
        for game in server["games"]:
            names = [NAMES[p] for p in game["players"]]
            replayed = call("replay", HOUSE, {"events": game["events"], "participants": names})
            assert game["states"] == replayed["states"]


Tables.TestCase.settings = settings(max_examples=25, stateful_step_count=30, deadline=None,
                                    suppress_health_check=[HealthCheck.too_slow])
TestTables = Tables.TestCase
