"""Tournament standings through the core's one entry: totals from each game's settlement as
the house settles it plus penalties, rank counts, the tie-break, teams, the sit-out order
following the standings carried in (000), and each refusal with its code."""

from __future__ import annotations

from fractions import Fraction

import pytest

from scoring.rules.tournament import TieBreak
from scoring.tournaments.standings import Record, ranked
from tests.tournaments.helpers import (
    EKIDEN_SCORES,
    YONMA_SCORES,
    by_player,
    ok,
    refused,
    result,
)

EIGHT = ["A", "B", "C", "D", "E", "F", "G", "H"]
FOUR = EIGHT[:4]


def standings(body: dict, house: str = "tenhou_yonma") -> dict:
    return ok("tournament_standings", house, body)


def one_round(*tables: dict) -> dict:
    return {"tables": list(tables)}


def test_two_tables_best_first_with_equal_totals_by_rank_counts_then_the_start() -> None:
    # Table 1 (A B C D): A 50, B 10, C −20, D −40. Table 2 (game order E F G H, scores
    # 10000 20000 30000 40000): H 50, G 10, F −20, E −40.
    answer = standings({"players": EIGHT, "rounds": [one_round(
        {"players": FOUR, "games": [result(FOUR, YONMA_SCORES)]},
        {"players": EIGHT[4:], "games": [result(EIGHT[4:], YONMA_SCORES[::-1])]})]})
    lines = answer["standings"]
    # Equal totals, equal rank counts: the earlier in the order of the start is higher.
    assert [(s["player"], s["total"], s["place"]) for s in lines] == [
        ("A", 50, 1), ("H", 50, 2), ("B", 10, 3), ("G", 10, 4),
        ("C", -20, 5), ("F", -20, 6), ("D", -40, 7), ("E", -40, 8)]
    assert by_player(answer)["G"]["ranks"] == [0, 1, 0, 0]
    assert by_player(answer)["E"]["average_rank"] == 4
    assert answer["tie_break"] == ["rank_counts", "start"]
    assert answer["zero_sum"] and answer["off_table"] == 0 and answer["rounds"] == 1


def test_more_first_places_break_equal_totals() -> None:
    # Round 1, game order B A C D: B 50, A 10, C −20, D −40. Round 2, game order C A B D with
    # 55000 30000 10000 5000: C 25+20+20 = 65, A 0+10 = 10, B −20−10 = −30, D −25−20 = −45.
    # A and B both total 20; B has a first place, A none.
    answer = standings({"players": FOUR, "rounds": [
        one_round({"players": FOUR, "games": [result(["B", "A", "C", "D"], YONMA_SCORES)]}),
        one_round({"players": FOUR, "games": [result(["C", "A", "B", "D"],
                                                      [55000, 30000, 10000, 5000])]})]})
    assert [(s["player"], s["total"]) for s in answer["standings"]] == [
        ("C", 45), ("B", 20), ("A", 20), ("D", -85)]
    assert by_player(answer)["B"]["ranks"] == [1, 0, 1, 0]
    assert by_player(answer)["A"]["ranks"] == [0, 2, 0, 0]
    assert by_player(answer)["A"]["place_before"] == 2  # after round 1: B 50, A 10, C, D
    assert by_player(answer)["B"]["best_game"] == 50


def _record(name: str, start: int, ranks: list[int], best: int) -> Record:
    record = Record(name, start, Fraction(20), games=sum(ranks), ranks=ranks,
                    rank_sum=sum((i + 1) * c for i, c in enumerate(ranks)), best=Fraction(best))
    return record


@pytest.mark.parametrize(("tie_break", "order", "places"), [
    ((TieBreak.START,), ["A", "B"], [1, 2]),
    ((TieBreak.RANK_COUNTS,), ["B", "A"], [1, 2]),
    ((TieBreak.BEST_GAME,), ["B", "A"], [1, 2]),
    # Average rank 2 for both (2+2 and 1+3): equal, so they share the place.
    ((TieBreak.AVERAGE_RANK,), ["A", "B"], [1, 1]),
    ((), ["A", "B"], [1, 1]),
])
def test_each_tie_break_key(tie_break: tuple[TieBreak, ...], order: list[str],
                            places: list[int]) -> None:
    a = _record("A", 0, [0, 2, 0, 0], best=10)
    b = _record("B", 1, [1, 0, 1, 0], best=50)
    placed = ranked([a, b], tie_break)
    assert [r.name for _, r in placed] == order and [p for p, _ in placed] == places


def test_a_penalty_comes_off_the_total_and_is_listed_with_its_reason() -> None:
    answer = standings({"players": FOUR, "rounds": [
        one_round({"players": FOUR, "games": [result(FOUR, YONMA_SCORES)]})],
        "penalties": [{"player": "D", "points": -5, "reason": "遅刻", "round": 1},
                      {"player": "B", "points": 2.5, "reason": "訂正"}]})
    d, b = by_player(answer)["D"], by_player(answer)["B"]
    assert (d["total"], d["game_points"], d["penalty_points"]) == (-45, -40, -5)
    assert d["penalties"] == [{"player": "D", "points": -5, "reason": "遅刻", "round": 1}]
    assert b["total"] == 12.5
    assert answer["penalties_total"] == -2.5 and answer["zero_sum"]
    assert sum(s["total"] for s in answer["standings"]) == -2.5


def _game_with_chombo() -> list[dict]:
    """000 (sanma): a chombo by the second player, then six 1-han 30-fu rons of 1000 by the
    next player off the dealer: everyone ends on 35000 (a three-way tie for top)."""
    events: list[dict] = [{"type": "penalty", "kind": "chombo", "offender": 1}]
    for hand in range(6):
        dealer = hand % 3
        events.append({"type": "win", "wins": [{"winner": (dealer + 1) % 3,
                                                "discarder": dealer, "han": 1, "fu": 30}]})
    return events


def test_a_chombo_at_the_table_comes_off_the_total_once_to_nobody() -> None:
    # Three tied on 35000 share uma and oka: (15 + 15 + 0 − 15) / 3 = 5, raw −5: 0 each.
    # The chombo: 30000 points = 30 pt off C's total (000 チョンボ罰則), paid to nobody.
    answer = standings({"players": FOUR, "rounds": [one_round(
        {"players": FOUR, "games": [{"players": ["B", "C", "D"],
                                     "events": _game_with_chombo()}]})]}, "ekiden2017")
    c = by_player(answer)["C"]
    assert (c["total"], c["game_points"], c["penalty_points"], c["penalties"]) == (-30, -30, 0, [])
    assert [by_player(answer)[p]["total"] for p in "ABD"] == [0, 0, 0]
    assert answer["off_table"] == 30 and answer["penalties_total"] == 0 and answer["zero_sum"]


def test_the_same_chombo_from_final_scores_counts_the_same() -> None:
    answer = standings({"players": FOUR, "rounds": [one_round(
        {"players": FOUR, "games": [result(["B", "C", "D"], EKIDEN_SCORES,
                                           penalties=[-30000, 0, 0])]})]}, "ekiden2017")
    assert [by_player(answer)[p]["total"] for p in "BCD"] == [12, -7, -35]


def _ekiden_day(order: list[list[str]]) -> dict:
    """One table of A B C D; each game's first player 52000, second 33000, third 20000."""
    return {"players": FOUR, "rounds": [one_round(
        {"players": FOUR, "games": [result(g, EKIDEN_SCORES) for g in order]})]}


def test_000_sits_out_from_the_overall_leader_and_judges_again_after_game_4() -> None:
    # Games 1–4 sit out A, B, C, D (the order of the start). After game 4: A −7−7−7 = −21,
    # B 42−35−35 = −28, C −7−35+42 = 0, D −35+42+42 = 49: games 5–8 sit out D, C, A, B.
    games = [["B", "C", "D"], ["D", "A", "C"], ["D", "A", "B"], ["C", "A", "B"],
             ["C", "A", "B"], ["D", "A", "B"]]
    answer = standings(_ekiden_day(games), "ekiden2017")
    assert by_player(answer)["D"]["games"] == 4
    table = answer["tables"][0]
    assert (table["games"], table["sit_out_order"], table["next_sit_out"]) == (
        6, ["D", "C", "A", "B"], ["A"])
    assert not table["finished"] and answer["games_per_round"] == 8
    wrong = [*games[:5], ["C", "A", "B"]]  # game 6 must seat C out, not D
    status, code, field = refused("tournament_standings", "ekiden2017", _ekiden_day(wrong))
    assert (status, code, field) == (422, "wrong_sit_out", "rounds[0].tables[0].games[5].players")


def test_000_the_sit_out_order_starts_from_the_tournament_total_carried_in() -> None:
    # Carried in: B 30, C 10, A 0, D −5 (the earlier days): B sits out game 1, not A.
    body = _ekiden_day([["A", "C", "D"]])
    body["carried"] = [0, 30, 10, -5]
    assert [s["player"] for s in standings(body, "ekiden2017")["standings"]] == [
        "A", "B", "C", "D"]  # A 0+42 = 42, B 30, C 10−7 = 3, D −5−35 = −40
    body = _ekiden_day([["B", "C", "D"]])
    body["carried"] = [0, 30, 10, -5]
    assert refused("tournament_standings", "ekiden2017", body)[1] == "wrong_sit_out"


def test_000_round_two_sits_out_by_the_tournament_standings_not_the_seat_order() -> None:
    # Round 1: A B C D play one game (A sits out): B 42, C −7, D −35. E F G H: F 42, G −7,
    # H −35. The standings then: B, F, A, E, C, G, D, H. Round 2's table H A F D is listed
    # in seat order; its first sit-out is the best of them in the standings: F.
    round1 = one_round({"players": FOUR, "games": [result(["B", "C", "D"], EKIDEN_SCORES)]},
                       {"players": EIGHT[4:], "games": [result(["F", "G", "H"], EKIDEN_SCORES)]})
    table = ["H", "A", "F", "D"]
    good = {"players": EIGHT, "rounds": [round1, one_round(
        {"players": table, "games": [result(["H", "A", "D"], EKIDEN_SCORES)]},
        {"players": ["B", "C", "E", "G"]})]}
    assert by_player(standings(good, "ekiden2017"))["H"]["total"] == 42 - 35
    bad = {"players": EIGHT, "rounds": [round1, one_round(
        {"players": table, "games": [result(["A", "F", "D"], EKIDEN_SCORES)]})]}
    assert refused("tournament_standings", "ekiden2017", bad)[1] == "wrong_sit_out"


def test_team_totals_best_first() -> None:
    answer = standings({"players": FOUR, "teams": {"東": ["A", "D"], "西": ["B", "C"]},
                        "rounds": [one_round({"players": FOUR,
                                              "games": [result(FOUR, YONMA_SCORES)]})]})
    # 東: A 50 + D −40 = 10; 西: B 10 + C −20 = −10.
    assert [(t["team"], t["total"], t["place"], t["members"]) for t in answer["teams"]] == [
        ("東", 10, 1, ["A", "D"]), ("西", -10, 2, ["B", "C"])]
    assert answer["teams"][0]["ranks"] == [1, 0, 0, 1]
    assert by_player(answer)["C"]["team"] == "西"


TABLE = {"players": FOUR, "games": [result(FOUR, YONMA_SCORES)]}


@pytest.mark.parametrize(("body", "code", "field"), [
    ({"players": ["A", "B", "A"]}, "duplicate_player", "players[2]"),
    ({"players": FOUR, "penalties": [{"player": "X", "points": -1, "reason": "r"}]},
     "unknown_player", "penalties[0].player"),
    ({"players": FOUR, "penalties": [{"player": "A", "points": -1, "reason": "r", "round": 2}]},
     "round_out_of_range", "penalties[0].round"),
    ({"players": FOUR, "penalties": [{"player": "A", "points": 10**7, "reason": "r"}]},
     "points_out_of_range", "penalties[0].points"),
    ({"players": FOUR, "penalties": [{"player": "A", "reason": "r"}]},
     "missing_field", "penalties[0].points"),
    ({"players": EIGHT, "rounds": [one_round(TABLE, {"players": ["A", "E", "F", "G"]})]},
     "duplicate_player", "rounds[0].tables[1].players[0]"),
    ({"players": EIGHT, "rounds": [one_round({"players": EIGHT[:5]})]},
     "wrong_table_size", "rounds[0].tables[0].players"),
    ({"players": FOUR, "rounds": [one_round({"players": ["A", "B", "C", "X"]})]},
     "unknown_player", "rounds[0].tables[0].players[3]"),
    ({"players": EIGHT, "rounds": [one_round(
        {"players": FOUR, "games": [result(["A", "B", "C", "E"], YONMA_SCORES)]})]},
     "unknown_player", "rounds[0].tables[0].games[0].players[3]"),
    ({"players": FOUR, "rounds": [one_round({"players": FOUR, "games": [
        result(FOUR, YONMA_SCORES), result(FOUR, YONMA_SCORES)]})]},
     "too_many_games", "rounds[0].tables[0].games"),
    ({"players": FOUR, "rounds": [one_round({"players": FOUR, "games": [
        {"players": FOUR, "events": []}]})]},
     "game_not_over", "rounds[0].tables[0].games[0].events"),
    ({"players": FOUR, "carried": [1, 2]}, "wrong_length", "carried"),
    ({"players": FOUR, "teams": {"T": ["A", "X"]}}, "unknown_player", "teams.T[1]"),
    ({"players": FOUR, "teams": {"T": ["A"], "U": ["A"]}}, "duplicate_player", "teams.U[0]"),
    ({"players": FOUR, "rank": 1}, "unknown_field", "rank"),
])
def test_bad_tournaments_are_refused_with_their_codes(body: dict, code: str, field: str) -> None:
    assert refused("tournament_standings", "tenhou_yonma", body)[1:] == (code, field)
