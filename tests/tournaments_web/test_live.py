"""The tournament's standings played from shared tables' stored games (scoring/tournaments/
tables.py) answer as the core's own `tournament_standings` does for the same games, keep a
refused table from stopping the others, and count only finished games."""

from __future__ import annotations

from typing import Any

from scoring.api.lookup import ruleset
from scoring.api.tournament_standings import render
from scoring.tournaments.tables import TableGames, play_live, read_table_games
from tests.tournaments.helpers import ok
from tests.tournaments_web.games import finished_events, open_events

PLAYERS = ["A", "B", "C", "D", "E", "F", "G", "H"]


def _live(house: str, rounds: list[list[dict[str, Any]]], **extra: Any) -> dict[str, Any]:
    rules = ruleset(house)
    read = [[(t["players"], read_table_games(rules, t["participants"], t["games"],
                                             f"rounds[{r}].tables[{i}]"))
             for i, t in enumerate(tables)] for r, tables in enumerate(rounds)]
    live = play_live(rules, PLAYERS, extra.get("carried", [0] * len(PLAYERS)), {}, read, [])
    return {"answer": render(rules, live.tournament, live.result), "refusals": live.refusals,
            "read": read}


def _as_core(rounds: list[list[dict[str, Any]]]) -> dict[str, Any]:
    """The same tournament as the core's body: games by name, finished games only."""
    return {"players": PLAYERS, "rounds": [{"tables": [
        {"players": t["players"],
         "games": [{"players": [t["participants"][p] for p in g["players"]],
                    "events": g["events"]} for g in t["games"] if g.get("done", True)]}
        for t in tables]} for tables in rounds]}


def _table(players: list[str], games: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": players, "participants": list(players), "games": games}


def test_yonma_tables_answer_as_the_core_does_and_a_game_in_play_is_not_counted() -> None:
    done = finished_events("tenhou_yonma")
    round_1 = [_table(PLAYERS[:4], [{"players": [0, 1, 2, 3], "events": done}]),
               _table(PLAYERS[4:], [{"players": [3, 2, 1, 0], "events": done}])]
    round_2 = [_table(["A", "E", "B", "F"], [{"players": [1, 2, 3, 0], "events": done}]),
               _table(["C", "G", "D", "H"], [{"players": [0, 1, 2, 3], "events": open_events(),
                                              "done": False}])]
    rounds = [round_1, round_2]
    live = _live("tenhou_yonma", rounds)
    assert live["answer"] == ok("tournament_standings", "tenhou_yonma", _as_core(rounds))
    assert live["refusals"] == []
    second: TableGames = live["read"][1][1][1]
    assert second.finished == []
    assert second.in_play is not None and second.in_play.game == 0
    assert second.in_play.hands == 1


def test_a_game_seating_the_wrong_sit_out_refuses_that_table_only() -> None:
    # 000: four at a table, three play; with nobody ahead, participant 0 sits out first.
    done = finished_events("ekiden2017")
    good = {"players": [1, 2, 3], "events": done}
    wrong = {"players": [0, 1, 2], "events": done}
    rounds = [[_table(PLAYERS[:4], [good, wrong]), _table(PLAYERS[4:], [good])]]
    live = _live("ekiden2017", rounds)
    [refusal] = live["refusals"]
    assert (refusal.round, refusal.table, refusal.error.code) == (0, 0, "wrong_sit_out")
    assert refusal.error.field == "rounds[0].tables[0].games[1].players"
    kept = [[_table(PLAYERS[:4], [good]), _table(PLAYERS[4:], [good])]]
    assert live["answer"] == ok("tournament_standings", "ekiden2017", _as_core(kept))


def test_a_game_left_unfinished_before_the_next_is_refused() -> None:
    done = finished_events("tenhou_yonma")
    rules = ruleset("tenhou_yonma")
    read = read_table_games(rules, PLAYERS[:4],
                            [{"players": [0, 1, 2, 3], "events": open_events()},
                             {"players": [0, 1, 2, 3], "events": done}], "rounds[0].tables[0]")
    assert read.finished == [] and read.in_play is None
    assert read.refused is not None and read.refused.code == "game_not_over"
