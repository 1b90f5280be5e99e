"""Retention: `flask tables prune` deletes finished tables untouched for N days, log and all,
and keeps every table still in play, recently touched, or a tournament's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from flask import Flask
from sqlalchemy import func, select, update

from tests.tables.kit import DRAW, bearer, make_app, new_table, post_op, ron
from webapp.store import db
from webapp.store.models import Op, Table


def _finish(client: object, made: dict) -> None:
    """Dealer yakuman rons until the replay says the game has ended."""
    seq = made["seq"]
    while True:
        assert post_op(client, made, seq, append=ron(0, 1, yakuman=1)).status_code == 201
        seq += 1
        table = client.get(f"/api/v1/tables/{made['id']}",  # type: ignore[attr-defined]
                           headers=bearer(made["read_key"])).json
        if table["games"][-1]["states"][-1]["finished"]:
            return


def _age(app: Flask, table_id: str, days: int) -> None:
    with app.app_context():
        session = db.session()
        session.execute(update(Table).where(Table.id == table_id).values(
            updated_at=datetime.now(UTC) - timedelta(days=days)))
        session.commit()


def _ids(app: Flask) -> set[str]:
    with app.app_context():
        return set(db.session().scalars(select(Table.id)))


def test_prune_deletes_only_old_finished_tables(db_url: str) -> None:
    app = make_app(db_url)
    client = app.test_client()
    old_done, new_done, old_playing = new_table(client), new_table(client), new_table(client)
    empty = client.post("/api/v1/tables", json={"house": "daisuki_yonma", "games": []}).json
    for made in (old_done, new_done):
        _finish(client, made)
    assert post_op(client, old_playing, 1, append=DRAW).status_code == 201
    for made in (old_done, old_playing, empty):
        _age(app, made["id"], 31)
    _age(app, new_done["id"], 29)
    runner = app.test_cli_runner()
    dry = runner.invoke(args=["tables", "prune", "--days", "30", "--dry-run"])
    assert dry.exit_code == 0 and "would prune 1" in dry.output and old_done["id"] in dry.output
    assert old_done["id"] in _ids(app)
    result = runner.invoke(args=["tables", "prune", "--days", "30"])
    assert result.exit_code == 0 and "pruned 1 " in result.output
    assert _ids(app) == {new_done["id"], old_playing["id"], empty["id"]}
    with app.app_context():
        left = db.session().scalar(select(func.count()).select_from(Op).where(
            Op.table_id == old_done["id"]))
    assert left == 0
    gone = client.get(f"/api/v1/tables/{old_done['id']}", headers=bearer(old_done["read_key"]))
    assert gone.status_code == 404


def test_the_retention_setting_is_the_default_days(sqlite_url: str) -> None:
    app = make_app(sqlite_url, TABLE_RETENTION_DAYS=10)
    client = app.test_client()
    made = new_table(client)
    _finish(client, made)
    _age(app, made["id"], 9)
    assert "pruned 0 " in app.test_cli_runner().invoke(args=["tables", "prune"]).output
    _age(app, made["id"], 11)
    assert "pruned 1 " in app.test_cli_runner().invoke(args=["tables", "prune"]).output


def test_prune_refuses_zero_days(sqlite_url: str) -> None:
    result = make_app(sqlite_url).test_cli_runner().invoke(args=["tables", "prune",
                                                                 "--days", "0"])
    assert result.exit_code != 0


def test_a_tournaments_table_is_never_pruned(sqlite_url: str) -> None:
    app = make_app(sqlite_url)
    client = app.test_client()
    made = new_table(client)
    _finish(client, made)
    with app.app_context():
        session = db.session()
        session.execute(update(Table).where(Table.id == made["id"]).values(
            tournament_id="T" * 12))
        session.commit()
    _age(app, made["id"], 400)
    # Its tournament row is absent here (the foreign key is the tournament's); only the
    # table's own column decides.
    assert "pruned 0 " in app.test_cli_runner().invoke(args=["tables", "prune"]).output
