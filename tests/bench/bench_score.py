"""Throughput of hand evaluation: ours against the `mahjong` package, in one process.

    python tests/bench/bench_score.py [--hands 10000] [--seed 5] [--repeat 3]

The same generated hands (four- and three-player, closed and open, kans, red fives, nuki)
are scored five ways; each figure is the best of `--repeat` passes:
- evaluator: `scoring.hand.evaluate` on pre-read `HandInput`s (like mahjong on pre-built args)
- evaluator+read: from the `/score` request dict (tile notation parsed every time)
- service: `scoring.service.score` (request checks, evaluation, yaku names and payments)
- mahjong: `HandCalculator.estimate_hand_value` on pre-built 136-tile arrays and configs
- mahjong+inputs: the same, building each hand's arrays, melds and HandConfig inside the
  loop (the house's OptionalRules once), as service.score reads each request: the fair
  comparison of equal work, though service.score also pays and names the yaku
Never used as a test: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mahjong.hand_calculating.hand import HandCalculator

from scoring.errors import ScoringError
from scoring.hand.evaluate import evaluate
from scoring.hand.request import read_hand
from tests.differential.hands import generate_many
from tests.differential.reference import (
    TENHOU_HAND,
    reference_args,
    reference_options,
    tile_rules,
)

# Refused hands are timed too; each loop catches them with try/except, which costs less
# per hand than contextlib.suppress (the reference library returns its errors instead).


def best_rate(run: Callable[[], None], n: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return n / best


def peak_kib(run: Callable[[], None]) -> float:
    tracemalloc.start()
    run()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-service", action="store_true", help="skip scoring.service.score")
    args = parser.parse_args(argv)

    hands = generate_many(args.seed, args.hands)
    requests = [h.request() for h in hands]
    rules = [(tile_rules(h.players), h.players) for h in hands]
    inputs = [read_hand(r) for r in requests]
    ref_args = [reference_args(h) for h in hands]
    house = {3: "tenhou_sanma", 4: "tenhou_yonma"}

    def ours_pre() -> None:
        for inp, (tiles, players) in zip(inputs, rules, strict=True):
            try:
                evaluate(inp, tiles, TENHOU_HAND, players)
            except ScoringError:
                continue

    def ours_req() -> None:
        for req, (tiles, players) in zip(requests, rules, strict=True):
            try:
                evaluate(read_hand(req), tiles, TENHOU_HAND, players)
            except ScoringError:
                continue

    def via_service() -> None:
        from scoring import service

        for hand, req in zip(hands, requests, strict=True):
            try:
                service.score(house[hand.players], req)
            except ScoringError:
                continue

    def theirs() -> None:
        for tiles, win, melds, dora, config, ura in ref_args:
            HandCalculator.estimate_hand_value(
                tiles, win, melds=melds, dora_indicators=dora, config=config,
                ura_dora_indicators=ura,
            )

    options = {3: reference_options(3), 4: reference_options(4)}  # a house's rules: once

    def theirs_with_inputs() -> None:
        # The same, but building mahjong's per-hand arguments (136-tile arrays, melds, the
        # HandConfig of seats, winds and flags) inside the timed loop, as service.score
        # reads its request each time.
        for hand in hands:
            tiles, win, melds, dora, config, ura = reference_args(hand, options[hand.players])
            HandCalculator.estimate_hand_value(
                tiles, win, melds=melds, dora_indicators=dora, config=config,
                ura_dora_indicators=ura,
            )

    runs: list[tuple[str, Callable[[], None]]] = [
        ("evaluator", ours_pre), ("evaluator+read", ours_req), ("mahjong", theirs),
        ("mahjong+inputs", theirs_with_inputs),
    ]
    if not args.no_service:
        runs.insert(2, ("service.score", via_service))
    for _, run in runs:
        run()  # warm caches and imports
    rates = {name: best_rate(run, len(hands), args.repeat) for name, run in runs}
    peaks = {name: peak_kib(run) for name, run in runs}
    print(f"hands: {len(hands)}  seed: {args.seed}  best of {args.repeat}")
    for name, rate in rates.items():
        print(f"{name:16s} {rate:10.0f} hands/s  x{rate / rates['mahjong']:4.2f} mahjong"
              f"  x{rate / rates['mahjong+inputs']:4.2f} mahjong+inputs"
              f"  peak {peaks[name]:8.0f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
