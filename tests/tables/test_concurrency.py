"""Two servers appending at once: the log's order is decided by the database, so at one base
exactly one op wins and the others are told their base is stale; the unique constraints
refuse a second op at a seq, or the same op id twice."""

from __future__ import annotations

import threading
import uuid
from datetime import UTC, datetime

import pytest
from flask import Flask
from sqlalchemy.exc import IntegrityError

from tests.tables.kit import DRAW, bearer, make_app, new_table
from webapp.store import db, tables
from webapp.store.models import Op

WRITERS = 6


def _race(apps: list[Flask], made: dict, bodies: list[dict]) -> list[tuple[int, dict]]:
    """Each body posted from its own thread (own client, own connection), all let go at once,
    taking turns through the apps given (each its own engine: as many servers)."""
    barrier = threading.Barrier(len(bodies))
    answers: list[tuple[int, dict]] = [(0, {})] * len(bodies)

    def post(i: int) -> None:
        client = apps[i % len(apps)].test_client()
        barrier.wait()
        response = client.post(f"/api/v1/tables/{made['id']}/ops", json=bodies[i],
                               headers=bearer(made["write_key"]))
        answers[i] = (response.status_code, response.json)

    threads = [threading.Thread(target=post, args=(i,)) for i in range(len(bodies))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def test_at_one_base_exactly_one_writer_wins(db_url: str) -> None:
    app, other = make_app(db_url), make_app(db_url)  # two servers on one database
    made = new_table(app.test_client())
    bodies = [{"id": str(uuid.uuid4()), "base": 1, "append": DRAW} for _ in range(WRITERS)]
    answers = _race([app, other], made, bodies)
    statuses = sorted(status for status, _ in answers)
    assert statuses == [201] + [409] * (WRITERS - 1), answers
    for status, body in answers:
        if status == 409:
            assert body["error"]["code"] == "stale_base" and body["seq"] == 2
    table = app.test_client().get(f"/api/v1/tables/{made['id']}",
                                  headers=bearer(made["read_key"])).json
    assert table["seq"] == 2 and len(table["games"][0]["events"]) == 1


def test_the_same_op_sent_at_once_is_logged_once(db_url: str) -> None:
    app = make_app(db_url)
    made = new_table(app.test_client())
    body = {"id": str(uuid.uuid4()), "base": 1, "append": DRAW}
    answers = _race([app, make_app(db_url)], made, [body] * WRITERS)
    assert sorted(s for s, _ in answers) == [200] * (WRITERS - 1) + [201]
    assert len({repr(a) for _, a in answers}) == 1  # one answer, the first
    with app.app_context():
        assert [o["seq"] for o in tables.ops_after(db.session(), made["id"], 0)] == [1, 2]


def _row(table_id: str, seq: int, op_id: str) -> Op:
    return Op(table_id=table_id, seq=seq, op_id=op_id, kind="append", game=0, body={},
              answer={}, device=None, created_at=datetime.now(UTC))


@pytest.mark.parametrize("clash", ["seq", "op_id"])
def test_the_log_refuses_a_second_op_at_a_seq_or_with_an_id(db_url: str, clash: str) -> None:
    app = make_app(db_url)
    made = new_table(app.test_client(), games=[{"events": [DRAW]}])
    with app.app_context():
        session = db.session()
        first = tables.ops_after(session, made["id"], 0)[1]
        seq = first["seq"] if clash == "seq" else 99
        op_id = first["op"]["id"] if clash == "op_id" else str(uuid.uuid4())
        session.add(_row(made["id"], seq, op_id))
        with pytest.raises(IntegrityError):
            session.commit()
        session.rollback()
        assert [o["seq"] for o in tables.ops_after(session, made["id"], 0)] == [1, 2]
