"""Properties over generated tournament days in every house: seating is a permutation of the
players for every method, every point is accounted for (the totals are what was carried in,
plus every game's settlement points as the house settles them, plus the penalties: zero-sum
where the house's settlement is), and rank counts add up to the games played."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from scoring.errors import ErrorCode, ScoringError
from scoring.rules.loader import house_ids, load_ruleset
from scoring.session import SessionGame, play_session
from scoring.settlement.settle import settle
from scoring.settlement.types import SettleInput, Settlement
from scoring.tournaments.play import Game, Table, Tournament, play_tournament
from scoring.tournaments.size import games_per_round, table_size
from scoring.tournaments.standings import Penalty
from tests.tournaments.helpers import ok


def _scores(data: st.DataObject, people: int, start: int) -> list[int]:
    """Final scores in 1000s that add up to the points dealt out."""
    cuts = data.draw(st.lists(st.integers(-20, 60), min_size=people - 1, max_size=people - 1))
    return [c * 1000 for c in cuts] + [(start * people // 1000 - sum(cuts)) * 1000]


def _seat(data: st.DataObject, house: str, body: dict[str, Any]) -> list[list[str]]:
    method = data.draw(st.sampled_from(["random", "standings", "fixed"]))
    extra: dict[str, Any] = {"seating": method}
    if method == "random":
        extra["seed"] = data.draw(st.integers(0, 2**53 - 1))
    if method == "fixed":
        order = data.draw(st.permutations(body["players"]))
        size = table_size(load_ruleset(house))
        extra["script"] = "\n".join("、".join(order[i:i + size])
                                    for i in range(0, len(order), size))
    answer = ok("tournament_seat", house, {**body, **extra})
    tables = [t["players"] for t in answer["tables"]]
    seated = [name for table in tables for name in table]
    assert sorted(seated) == sorted(body["players"]), method  # everyone once
    assert {len(t) for t in tables} == {table_size(load_ruleset(house))}
    return tables


def _play_table(data: st.DataObject, house: str, people: list[str], carried: list[Fraction],
                field: str) -> list[tuple[list[str], list[int], Settlement]]:
    """A table's games: who plays each as the house seats them, final scores, settlement."""
    rules = load_ruleset(house)
    played: list[tuple[list[str], list[int], Settlement]] = []
    sessions: list[SessionGame] = []
    for g in range(data.draw(st.integers(0, games_per_round(rules)))):
        if rules.session.sit_out.value == "standings":
            out = play_session(rules, len(people), carried, sessions).next_sit_out
            chosen = [people[p] for p in range(len(people)) if p not in out]
        else:
            chosen = data.draw(st.permutations(people))[:rules.players]
        players = list(data.draw(st.permutations(chosen)))
        scores = _scores(data, len(players), rules.game.start_points)
        try:
            settled = settle(rules, SettleInput(scores))
        except ScoringError as exc:
            # A house's own limits on final scores (a formula without a row for them).
            assert exc.code is ErrorCode.NO_FORMULA_ROW, exc
            continue
        played.append((players, scores, settled))
        sessions.append(SessionGame([people.index(p) for p in players], settled,
                                    f"{field}.games[{g}]"))
    return played


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_generated_day_keeps_every_point(data: st.DataObject) -> None:
    house = data.draw(st.sampled_from(house_ids()))
    rules = load_ruleset(house)
    size = table_size(rules)
    names = [f"P{i}" for i in range(size * data.draw(st.integers(1, 3)))]
    carried = data.draw(st.lists(st.integers(-50, 50), min_size=len(names),
                                 max_size=len(names)))
    count = data.draw(st.integers(0, 3))
    given_penalties = data.draw(st.lists(st.tuples(st.sampled_from(names), st.integers(-30, 30),
                                                   st.integers(0, count)), max_size=4))
    body: dict[str, Any] = {"players": names, "carried": carried, "rounds": []}
    rounds: list[list[Table]] = []
    for r in range(count):
        # Penalties given so far count in the standings that seat this round.
        body["penalties"] = [{"player": p, "points": points, "reason": "r", "round": round_}
                             for p, points, round_ in given_penalties if round_ <= r]
        tables = _seat(data, house, body)
        standing = ok("tournament_standings", house, body)["standings"]
        order = [line["player"] for line in standing]
        total = {line["player"]: Fraction(line["total"]).limit_denominator(10**6)
                 for line in standing}
        round_tables, round_body = [], []
        for t, table in enumerate(tables):
            people = [name for name in order if name in table]  # best first, as the core does
            field = f"rounds[{r}].tables[{t}]"
            games = _play_table(data, house, people, [total[p] for p in people], field)
            round_tables.append(Table(table, [Game(p, s, f"{field}.games[{g}]")
                                              for g, (p, _, s) in enumerate(games)], field))
            round_body.append({"players": table, "games": [
                {"players": p, "result": {"scores": sc}} for p, sc, _ in games]})
        rounds.append(round_tables)
        body["rounds"].append({"tables": round_body})
    penalties = [Penalty(p, Fraction(points), "r", round_) for p, points, round_ in given_penalties]
    day = Tournament(names, [Fraction(c) for c in carried], rounds, penalties, {})
    kept: list[Any] = []
    result = play_tournament(rules, day, keep=kept.append)
    assert [p.rounds for p in kept] == list(range(1, count))  # each round before the last
    for progress in kept:
        # Played on from any finished round, the day ends the same, every record alike; and
        # twice, so a resumed play never changed what it started from.
        assert play_tournament(rules, day, start=progress) == result
        assert play_tournament(rules, day, start=progress) == result
    settlements = [g.settlement for tables in rounds for table in tables for g in table.games]
    event(f"{len(settlements)} games" if len(settlements) < 3 else "3 games or more")
    game_points = sum((sum(s.points, Fraction(0)) for s in settlements), Fraction(0))
    penalty_points = sum((p.points for p in penalties), Fraction(0))
    totals = sum((record.total for _, record in result.players), Fraction(0))
    assert totals == sum(carried) + game_points + penalty_points
    if all(s.off_table == 0 for s in settlements):
        assert totals == sum(carried) + penalty_points  # the house's settlement is zero-sum
    appearances = {name: 0 for name in names}
    for tables in rounds:
        for table in tables:
            for game in table.games:
                for name in game.players:
                    appearances[name] += 1
    for _, record in result.players:
        assert sum(record.ranks) == record.games == appearances[record.name]
    # The same day through the one entry the server and the phone call.
    body["penalties"] = [{"player": p, "points": points, "reason": "r", "round": round_}
                         for p, points, round_ in given_penalties]
    answer = ok("tournament_standings", house, body)
    assert answer["zero_sum"]
    assert [line["player"] for line in answer["standings"]] == [r.name for _, r in result.players]
