"""While tables record fast, a built answer is kept a moment (TOURNAMENT_REBUILD_AFTER), with
its own version as its ETag; the organizer's own changes are never hidden by it."""

from __future__ import annotations

from flask.testing import FlaskClient

from tests.tournaments_web.games import finished_events
from tests.tournaments_web.kit import API, create, get, post, record, seat
from webapp import create_app


def _client(db_url: str, keep: float) -> FlaskClient:
    return create_app({"TESTING": True, "DATABASE_URL": db_url,
                       "TOURNAMENT_REBUILD_AFTER": keep}).test_client()


def test_a_kept_answer_carries_its_own_version_and_the_organizers_change_shows(
        db_url: str) -> None:
    client = _client(db_url, 3600)
    made = create(client)
    seated = seat(client, made)
    path, key = f"{API}/{made['id']}/standings", made["read_key"]
    first = get(client, path, key)
    record(client, seated["tables"][0], finished_events("tenhou_yonma"))
    kept = get(client, path, key)
    # The hand is in the tables, but the answer built a moment ago is kept, tagged as built.
    assert kept.get_json() == first.get_json() and kept.headers["ETag"] == first.headers["ETag"]
    post(client, f"{API}/{made['id']}/penalties", {"player": "東", "points": -1, "reason": "x"},
         made["organizer_key"])
    changed = get(client, path, key)
    assert changed.headers["ETag"] != first.headers["ETag"]
    by_player = {line["player"]: line for line in changed.get_json()["standings"]}
    assert by_player["東"]["penalty_points"] == -1
    assert any(line["games"] == 1 for line in changed.get_json()["standings"])


def test_with_no_time_kept_every_hand_is_in_the_next_answer(db_url: str) -> None:
    client = _client(db_url, 0)
    made = create(client)
    seated = seat(client, made)
    path, key = f"{API}/{made['id']}/standings", made["read_key"]
    first = get(client, path, key)
    record(client, seated["tables"][0], finished_events("tenhou_yonma"))
    after = get(client, path, key)
    assert after.headers["ETag"] != first.headers["ETag"]
    assert sum(line["games"] for line in after.get_json()["standings"]) == 4
