"""The cost of tournament standings against the number of hands: a simulated day (64
players, 16 tables, 4 rounds, every table's games as score sheets generated with the core),
then the same day scaled up to 10x (more tables, or more rounds), each answered through the
core's one entry (`tournament_standings`, the score sheets replayed) and by the pure
standings alone (games already settled). Run by hand:

    .venv/bin/python tests/bench/tournament_standings.py [--house tenhou_yonma] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scoring.api import handle
from scoring.api.read.events import read_events
from scoring.game.final import final_settlement
from scoring.game.replay import play_game
from scoring.rules.loader import load_ruleset
from scoring.rules.schema import Ruleset
from scoring.session import SessionGame, play_session
from scoring.settlement.types import Settlement
from scoring.tournaments.play import Game, Table, Tournament, play_tournament
from scoring.tournaments.size import games_per_round, table_size

POOL = 40  # distinct finished games per house, dealt out to the tables


def _finished_game(rules: Ruleset, rng: random.Random) -> tuple[list[dict], Settlement, int]:
    """A valid score sheet to the end of the game: rons and tsumos of 1-4 han 30 fu, and
    now and then an exhaustive draw; returns the events, the settlement and the hands."""
    n = rules.players
    events: list[dict] = []
    while True:
        winner = rng.randrange(n)
        kind = rng.random()
        if kind < 0.15:
            tenpai = sorted(rng.sample(range(n), rng.randint(0, n)))
            events.append({"type": "draw", "tenpai": tenpai})
        elif kind < 0.5:
            events.append({"type": "win", "wins": [{"winner": winner, "discarder": None,
                                                    "han": rng.randint(1, 4), "fu": 30}]})
        else:
            discarder = rng.choice([s for s in range(n) if s != winner])
            events.append({"type": "win", "wins": [{"winner": winner, "discarder": discarder,
                                                    "han": rng.randint(1, 4), "fu": 30}]})
        parsed = read_events(rules, {"events": events}, n)
        _, state = play_game(rules, parsed, n)
        if state.finished:
            return events, final_settlement(state), len(events)


def _day(rules: Ruleset, pool: list[Any], players: int, rounds: int,
         rng: random.Random) -> tuple[dict[str, Any], Tournament, int]:
    """A tournament of `players` over `rounds`: tables drawn at random, each table's games
    seated as the house seats them (sit-outs by the standings carried in)."""
    size, per_round = table_size(rules), games_per_round(rules)
    names = [f"P{i:05d}" for i in range(players)]
    body: dict[str, Any] = {"players": names, "rounds": []}
    rounds_: list[list[Table]] = []
    totals = {name: 0 for name in names}
    hands = 0
    sits_out = rules.session.sit_out.value == "standings"
    for _ in range(rounds):
        order = sorted(names, key=lambda p: (-totals[p], names.index(p)))
        shuffled = list(names)
        rng.shuffle(shuffled)
        tables_body, tables = [], []
        for t in range(0, players, size):
            seated = shuffled[t:t + size]
            people = [p for p in order if p in seated]
            games_body, games, sessions = [], [], []
            for _ in range(per_round):
                if sits_out:
                    out = play_session(rules, size, [totals[p] for p in people],
                                       sessions).next_sit_out
                    playing = [people[i] for i in range(size) if i not in out]
                else:
                    playing = seated[:rules.players]
                events, settlement, count = rng.choice(pool)
                hands += count
                games_body.append({"players": playing, "events": events})
                games.append(Game(playing, settlement, ""))
                sessions.append(SessionGame([people.index(p) for p in playing], settlement, ""))
            for game in games:
                for name, points in zip(game.players, game.settlement.points, strict=True):
                    totals[name] += points
            tables_body.append({"players": seated, "games": games_body})
            tables.append(Table(seated, games, ""))
        body["rounds"].append({"tables": tables_body})
        rounds_.append(tables)
    return body, Tournament(names, [0] * players, rounds_, [], {}), hands


def _median_ms(fn: Any, runs: int) -> float:
    """The median CPU time of this process (not wall time: the machine's cores are shared,
    and another process's work must not bend the curve)."""
    times = []
    for _ in range(runs):
        start = time.process_time()
        fn()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--house", default="tenhou_yonma")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = load_ruleset(args.house)
    rng = random.Random(args.seed)
    pool = [_finished_game(rules, rng) for _ in range(POOL)]
    players = 16 * table_size(rules)
    print(f"house {args.house}: a day = {players} players, 16 tables, 4 rounds, "
          f"{games_per_round(rules)} game(s) per table a round; median CPU time of "
          f"{args.runs} runs")
    print(f"{'scaled':>12} {'games':>6} {'hands':>7} {'entry ms':>9} {'us/hand':>8} "
          f"{'pure ms':>8} {'us/hand':>8}")
    for label, scale_players, scale_rounds in [
        ("day", 1, 1), ("2x tables", 2, 1), ("5x tables", 5, 1), ("10x tables", 10, 1),
        ("10x rounds", 1, 10),
    ]:
        body, tournament, hands = _day(rules, pool, players * scale_players, 4 * scale_rounds,
                                       rng)
        text = json.dumps(body)
        status = handle("tournament_standings", args.house, text)[0]
        assert status == 200, status
        entry = _median_ms(lambda t=text: handle("tournament_standings", args.house, t),
                           args.runs)
        pure = _median_ms(lambda t=tournament: play_tournament(rules, t), args.runs)
        games = sum(len(t.games) for r in tournament.rounds for t in r)
        print(f"{label:>12} {games:>6} {hands:>7} {entry:>9.1f} {entry * 1000 / hands:>8.1f} "
              f"{pure:>8.1f} {pure * 1000 / hands:>8.2f}")


if __name__ == "__main__":
    main()
