"""Seating a round: a seeded random draw (repeatable, avoiding repeat opponents), by the
standings, or the organizer's pasted script, each refusal with its code."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.tournaments.helpers import YONMA_SCORES, ok, refused, result

ROOT = Path(__file__).resolve().parents[2]
SIXTEEN = [f"P{i:02d}" for i in range(16)]


def seat(body: dict, house: str = "tenhou_yonma") -> dict:
    return ok("tournament_seat", house, body)


def test_the_same_seed_gives_the_same_draw_and_it_is_the_documented_shuffle() -> None:
    first = seat({"players": SIXTEEN, "seating": "random", "seed": 2017})
    again = seat({"players": SIXTEEN, "seating": "random", "seed": 2017})
    assert first == again
    # The documented algorithm, written out: random.Random(seed) shuffles the players as
    # entered; runs of four are the tables, in order. No one has met, so one draw is kept.
    order = list(SIXTEEN)
    random.Random(2017).shuffle(order)
    assert [t["players"] for t in first["tables"]] == [order[i:i + 4] for i in range(0, 16, 4)]
    assert first["draws"] == 1 and first["repeats"] == [] and first["round"] == 1
    other = seat({"players": SIXTEEN, "seating": "random", "seed": 2018})
    assert other["tables"] != first["tables"]


def test_the_draw_does_not_depend_on_the_process_hash_seed() -> None:
    # Sets of names iterate differently under another PYTHONHASHSEED: the draw must not.
    program = (
        "import json; from scoring.tournaments.seating import seat_random, met_pairs\n"
        f"p = {SIXTEEN!r}\n"
        "met = met_pairs([[p[i:i + 4] for i in range(0, 16, 4)]])\n"
        "print(json.dumps(seat_random(p, 4, 5, met).tables))\n"
    )
    outputs = set()
    for hash_seed in ("1", "2", "3"):
        out = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True,
                             text=True, check=True, timeout=60,
                             env={"PYTHONHASHSEED": hash_seed, "PATH": ""}).stdout
        outputs.add(out)
    assert len(outputs) == 1, outputs


def _round(tables: list[list[str]]) -> dict:
    return {"tables": [{"players": t, "games": [result(t, YONMA_SCORES)]} for t in tables]}


def test_random_seating_avoids_opponents_met_in_earlier_rounds() -> None:
    first = [SIXTEEN[i:i + 4] for i in range(0, 16, 4)]
    answer = seat({"players": SIXTEEN, "seating": "random", "seed": 3,
                   "rounds": [_round(first)]})
    assert answer["round"] == 2 and answer["repeats"] == []
    for table in answer["tables"]:
        # No two who shared a table in round 1 share one now: one from each earlier table.
        assert sorted(SIXTEEN.index(p) // 4 for p in table["players"]) == [0, 1, 2, 3]


def test_unavoidable_repeats_are_reported_not_hidden() -> None:
    eight = SIXTEEN[:8]
    answer = seat({"players": eight, "seating": "random", "seed": 1,
                   "rounds": [_round([eight[:4], eight[4:]])]})
    # Any four of eight include two from the same earlier table of four.
    assert answer["repeats"] and answer["draws"] == 20
    met = [frozenset(pair) for pair in answer["repeats"]]
    earlier = {frozenset((a, b)) for t in (eight[:4], eight[4:]) for a in t for b in t if a != b}
    assert set(met) <= earlier


def test_by_standings_puts_first_to_fourth_at_table_one() -> None:
    # Round 1: tables [P00..P03] [P04..P07]; P04 wins 50, P00 wins 50 (earlier in the start),
    # P05 10, P01 10, P06 −20, P02 −20, P07 −40, P03 −40.
    eight = SIXTEEN[:8]
    answer = seat({"players": eight, "seating": "standings",
                   "rounds": [_round([eight[:4], eight[4:]])]})
    assert [t["players"] for t in answer["tables"]] == [
        ["P00", "P04", "P01", "P05"], ["P02", "P06", "P03", "P07"]]
    # P00 and P01 met at table 1 of round 1, and so on: four pairs seated again.
    assert len(answer["repeats"]) == 4


def test_a_pasted_script_seats_its_tables_in_seat_order() -> None:
    script = "P03 P02、P01,P00\n\n P07，P06　P05 P04 \n"
    answer = seat({"players": SIXTEEN[:8], "seating": "fixed", "script": script})
    assert [t["players"] for t in answer["tables"]] == [
        ["P03", "P02", "P01", "P00"], ["P07", "P06", "P05", "P04"]]
    assert [t["table"] for t in answer["tables"]] == [1, 2]


@pytest.mark.parametrize(("body", "code", "field"), [
    ({"seating": "fixed", "script": "P00 P01 P02 P02\nP04 P05 P06 P07"},
     "duplicate_player", "script[0][3]"),
    ({"seating": "fixed", "script": "P00 P01 P02 P03\nP04 P05 P06 P00"},
     "duplicate_player", "script[1][3]"),
    ({"seating": "fixed", "script": "P00 P01 P02 P03"}, "player_left_out", "script"),
    ({"seating": "fixed", "script": "P00 P01 P02 P03\nP04 P05 P06 X"},
     "unknown_player", "script[1][3]"),
    ({"seating": "fixed", "script": "P00 P01 P02\nP03 P04 P05 P06 P07"},
     "wrong_table_size", "script[0]"),
    ({"seating": "fixed", "tables": [["P00", "P01", "P02", "P03", "P04", "P05", "P06"], []]},
     "wrong_table_size", "tables[0]"),
    ({"seating": "fixed"}, "missing_field", "tables"),
    ({"seating": "random"}, "missing_field", "seed"),
    ({"seating": "random", "seed": -1}, "seed_out_of_range", "seed"),
    ({"seating": "random", "seed": 2**53}, "seed_out_of_range", "seed"),
    ({"seating": "standings", "seed": 1}, "bad_seating", "seed"),
    ({"seating": "coin"}, "bad_seating", "seating"),
    ({}, "missing_field", "seating"),
])
def test_bad_seatings_are_refused_with_their_codes(body: dict, code: str, field: str) -> None:
    assert refused("tournament_seat", "tenhou_yonma",
                   {"players": SIXTEEN[:8], **body})[1:] == (code, field)


@pytest.mark.parametrize(("players", "code"), [
    (SIXTEEN[:3], "too_few_players"), (SIXTEEN[:6], "uneven_tables"),
    (["A", "B", "C", "A"], "duplicate_player"),
])
def test_too_few_or_uneven_players_are_refused(players: list[str], code: str) -> None:
    for seating in ({"seating": "random", "seed": 1}, {"seating": "standings"}):
        assert refused("tournament_seat", "tenhou_yonma", {"players": players, **seating})[1] \
            == code


def test_a_sanma_tournament_with_sit_outs_seats_four_at_a_table() -> None:
    answer = seat({"players": SIXTEEN[:8], "seating": "standings"}, "ekiden2017")
    assert answer["table_size"] == 4
    # No game yet: the standings are the order of the start.
    assert [t["players"] for t in answer["tables"]] == [SIXTEEN[:4], SIXTEEN[4:8]]
