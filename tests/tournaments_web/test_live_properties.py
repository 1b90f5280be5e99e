"""Property: over generated days on shared tables (random seatings, a pool of score sheets
made with the core, some tables still playing), the standings played from the tables'
stored games equal the core's own `tournament_standings` for their finished games, and the
export document reads back to the same set-up and tables."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api.lookup import ruleset
from scoring.api.tournament_standings import render
from scoring.tournaments.document import RoundDoc, TableDoc, read_document, write_document
from scoring.tournaments.requests import Setup
from scoring.tournaments.seating import Seating
from scoring.tournaments.tables import play_live, read_table_games
from tests.tournaments.helpers import ok
from tests.tournaments_web.games import finished_events, open_events

HOUSE = "tenhou_yonma"
PLAYERS = [f"P{i}" for i in range(8)]


@cache
def pool() -> list[list[dict[str, Any]]]:
    return [finished_events(HOUSE, han) for han in ([1, 3, 2, 4, 2], [2, 2, 1, 3, 1],
                                                      [4, 1, 1, 2, 3])]


day = st.lists(st.tuples(st.permutations(PLAYERS), st.lists(st.integers(0, 3), min_size=2,
                                                             max_size=2)),
               min_size=1, max_size=3)


@settings(max_examples=25, deadline=None)
@given(day, st.lists(st.integers(-20, 20), min_size=8, max_size=8))
def test_tables_standings_equal_the_cores_and_the_export_reads_back(
        rounds: list[tuple[list[str], list[int]]], carried: list[int]) -> None:
    rules = ruleset(HOUSE)
    stored: list[list[dict[str, Any]]] = []
    for order, sheets in rounds:
        tables = []
        for t, sheet in enumerate(sheets):
            players = list(order[4 * t:4 * t + 4])
            # Sheet 3: a game still in play; the others: one of the pool's finished games.
            events = open_events() if sheet == 3 else pool()[sheet]
            tables.append({"players": players, "participants": players,
                           "games": [{"players": [0, 1, 2, 3], "events": events}]})
        stored.append(tables)
    read = [[(t["players"], read_table_games(rules, t["participants"], t["games"],
                                             f"rounds[{r}].tables[{i}]"))
             for i, t in enumerate(tables)] for r, tables in enumerate(stored)]
    live = play_live(rules, PLAYERS, [Fraction(c) for c in carried], {}, read, [])
    core = ok("tournament_standings", HOUSE, {"players": PLAYERS, "carried": carried,
                                              "rounds": [{"tables": [
        {"players": t["players"], "games": [
            {"players": [t["participants"][p] for p in g["players"]], "events": g["events"]}
            for g in t["games"] if g["events"] != open_events()]}
        for t in tables]} for tables in stored]})
    assert render(rules, live.tournament, live.result) == core
    assert live.refusals == []
    setup = Setup(HOUSE, "day", PLAYERS, [Fraction(c) for c in carried], {}, Seating.RANDOM, 1)
    docs = [RoundDoc(Seating.RANDOM, None, [TableDoc(t["players"], t["participants"],
                                                     t["games"]) for t in tables])
            for tables in stored]
    written = write_document(setup, docs, [])
    again = read_document(rules, written)
    assert again.setup == setup and again.rounds == docs
