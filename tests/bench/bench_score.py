"""Throughput of hand evaluation: ours against the `mahjong` package, in one process.

    python tests/bench/bench_score.py [--hands 5000] [--seed 5] [--passes 5] [--rounds 41]

The same generated hands (four- and three-player, closed and open, kans, red fives, nuki)
are scored five ways:
- evaluator: `scoring.hand.evaluate` on pre-read `HandInput`s (like mahjong on pre-built args)
- evaluator+read: from the `/score` request dict (tile notation parsed every time)
- api.score: the /score operation, `scoring.api.score.answer` on the house's ruleset looked
  up per hand (request checks, evaluation, yaku names and payments; JSON text aside)
- mahjong: `HandCalculator.estimate_hand_value` on pre-built 136-tile arrays and configs
- mahjong+inputs: the same, building each hand's arrays, melds and HandConfig inside the
  loop (the house's OptionalRules once), as api.score reads each request: the fair
  comparison of equal work, though api.score also pays and names the yaku

Honest by construction:
- Variants run round-robin, one pass over the hands each, `--passes` times, the order
  rotated each pass; a rate is the median over passes, and each ratio is taken pass by
  pass (both sides timed next to each other) and its median reported, so machine drift
  between passes does not skew it.
- Those hands are scored again every pass, so every cache is hot after the first. The
  "fresh" rows time `api.score` and `mahjong+inputs` on hands never scored before in
  the process (a new batch per pass, repeats of any earlier hand dropped), as a server sees.
- Results are checked: the evaluator's and api.score's han, fu and yaku are compared
  with mahjong's for every compared hand; disagreements are counted (the documented
  differences of tests/differential/README.md are classified, and the generator does not
  produce them).
- Times are this process's CPU time (`time.process_time`): on a shared machine wall time
  also counts other processes' work, which skews every figure.
- Memory: what stays allocated by `scoring/` after one api.score pass over the hands
  (tracemalloc, measured first, before anything else is kept), by file, and the peak.
- Speed paths: each shortcut `scoring.api.score` keeps is timed against the plain code it
  stands for (the module's name swapped for the round, nothing else changed): `_HAND_ONLY`
  (bodies holding only the hand skip the separate unknown-field and pay-field reads), on
  the hands' own bodies. Short rounds alternate with and without it (ABBA), since a gain of
  a few percent drowns in the drift between passes; the figure beside it in score.py is the
  median ratio of those rounds. (`_int_or`, a plain-int read before `get_int` of pao, honba
  and kyotaku, measured x1.00 this way on bodies carrying honba and kyotaku, and went.)

Never used as a test: timings depend on the machine.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from mahjong.hand_calculating.hand import HandCalculator

from scoring.api import ruleset
from scoring.api import score as score_module
from scoring.api.read.hand import read_hand
from scoring.api.score import answer as score_answer
from scoring.errors import ScoringError
from scoring.hand.evaluate import evaluate
from tests.differential.differences import classify
from tests.differential.hands import GenHand, generate_many
from tests.differential.reference import (
    TENHOU_HAND,
    Outcome,
    ours,
    reference,
    reference_args,
    reference_options,
    tile_rules,
)

ROOT = Path(__file__).resolve().parents[2]
HOUSE = {3: "tenhou_sanma", 4: "tenhou_yonma"}
Run = Callable[[], None]


def _key(hand: GenHand) -> str:
    return json.dumps([hand.players, hand.request()], sort_keys=True)


def _score_outcome(hand: GenHand) -> Outcome:
    try:
        answer = score_answer(ruleset(HOUSE[hand.players]), hand.request())
    except ScoringError as exc:
        return Outcome(error=exc.code)
    ids = frozenset(y["id"] for y in answer["yaku"])
    if answer["yakuman"]:
        return Outcome(han=13 * answer["yakuman"], fu=None, yaku=ids)
    return Outcome(han=answer["han"], fu=answer["fu"], yaku=ids)


def disagreements(hands: list[GenHand], side: Callable[[GenHand], Outcome]) -> tuple[int, int]:
    """(unexplained, documented) disagreements with mahjong on these hands."""
    unexplained = documented = 0
    for hand in hands:
        a, b = side(hand), reference(hand)
        if a != b:
            if classify(hand, a, b):
                documented += 1
            else:
                unexplained += 1
    return unexplained, documented


def retained_by_scoring(hands: list[GenHand]) -> tuple[float, float, list[tuple[str, float]]]:
    """KiB `scoring/` still holds after one api.score pass over `hands` (answers thrown
    away), the peak KiB during it, and the retained KiB per file."""
    requests = [(HOUSE[h.players], h.request()) for h in hands]
    for house in HOUSE.values():
        ruleset(house)  # the rules themselves are not what this measures
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for house, req in requests:
        try:
            score_answer(ruleset(house), req)
        except ScoringError:
            continue
    gc.collect()
    after = tracemalloc.take_snapshot()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    core = str(ROOT / "scoring")
    by_file: dict[str, float] = {}
    for stat in after.compare_to(before, "filename"):
        name = stat.traceback[0].filename
        if name.startswith(core) and stat.size_diff > 0:
            by_file[name[len(str(ROOT)) + 1:]] = stat.size_diff / 1024
    top = sorted(by_file.items(), key=lambda kv: -kv[1])
    return sum(by_file.values()), peak / 1024, top


def fresh_batches(seed: int, hands: int, passes: int, seen: set[str]) -> list[list[GenHand]]:
    """`passes` batches of hands, none equal to a hand in `seen` or to one another."""
    batches = []
    for i in range(passes):
        batch = []
        for hand in generate_many(seed + 1000 + i, hands):
            key = _key(hand)
            if key not in seen:
                seen.add(key)
                batch.append(hand)
        batches.append(batch)
    return batches


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=41,
                        help="alternating rounds timing each speed path with and without it")
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)

    hands = generate_many(args.seed, args.hands)
    seen = {_key(h) for h in hands}
    fresh = fresh_batches(args.seed, args.hands, args.passes, seen)

    # Memory first, on a process that has scored nothing yet.
    retained, peak, top = retained_by_scoring(hands)

    requests = [h.request() for h in hands]
    rules = [(tile_rules(h.players), h.players) for h in hands]
    inputs = [read_hand(r) for r in requests]
    ref_args = [reference_args(h) for h in hands]
    houses = [HOUSE[h.players] for h in hands]
    options = {3: reference_options(3), 4: reference_options(4)}  # a house's rules: once

    # Refused hands are timed too; each loop catches them (the reference library returns
    # its errors instead).
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

    def score_on(batch_houses: list[str], batch: list[dict[str, Any]]) -> Run:
        def run() -> None:
            for house, req in zip(batch_houses, batch, strict=True):
                try:
                    score_answer(ruleset(house), req)
                except ScoringError:
                    continue
        return run

    def without(name: str, plain: Any, run: Run) -> Run:
        """`run` with `scoring.api.score`'s speed path `name` replaced by the plain code."""
        def timed() -> None:
            kept = getattr(score_module, name)
            setattr(score_module, name, plain)
            try:
                run()
            finally:
                setattr(score_module, name, kept)
        return timed

    def theirs() -> None:
        for tiles, win, melds, dora, config, ura in ref_args:
            HandCalculator.estimate_hand_value(
                tiles, win, melds=melds, dora_indicators=dora, config=config,
                ura_dora_indicators=ura,
            )

    def theirs_with_inputs_on(batch: list[GenHand]) -> Run:
        # mahjong's per-hand arguments (136-tile arrays, melds, the HandConfig of seats,
        # winds and flags) built inside the timed loop, as api.score reads its request.
        def run() -> None:
            for hand in batch:
                tiles, win, melds, dora, config, ura = reference_args(hand, options[hand.players])
                HandCalculator.estimate_hand_value(
                    tiles, win, melds=melds, dora_indicators=dora, config=config,
                    ura_dora_indicators=ura,
                )
        return run

    runs: dict[str, Run] = {
        "evaluator": ours_pre, "evaluator+read": ours_req,
        "api.score": score_on(houses, requests), "mahjong": theirs,
        "mahjong+inputs": theirs_with_inputs_on(hands),
    }
    names = list(runs)
    for run in runs.values():
        run()  # imports, and the first (cold) pass: the rows below are hot
    rates: dict[str, list[float]] = {name: [] for name in names}
    fresh_rates: dict[str, list[float]] = {"api.score": [], "mahjong+inputs": []}
    for p in range(args.passes):
        order = names[p % len(names):] + names[:p % len(names)]
        for name in order:
            start = time.process_time()
            runs[name]()
            rates[name].append(len(hands) / (time.process_time() - start))
        batch = fresh[p]
        fresh_runs = {
            "api.score": score_on([HOUSE[h.players] for h in batch],
                                        [h.request() for h in batch]),
            "mahjong+inputs": theirs_with_inputs_on(batch),
        }
        for name in (list(fresh_runs) if p % 2 == 0 else list(fresh_runs)[::-1]):
            start = time.process_time()
            fresh_runs[name]()
            fresh_rates[name].append(len(batch) / (time.process_time() - start))

    def ratio(a: list[float], b: list[float]) -> float:
        return statistics.median(x / y for x, y in zip(a, b, strict=True))

    print(f"hands: {len(hands)}  seed: {args.seed}  passes: {args.passes} (round-robin, "
          f"medians; ratios pass by pass)")
    print(f"{'row':22s} {'hands/s':>9s} {'min-max':>15s} {'x mahjong':>10s} "
          f"{'x mahjong+inputs':>17s}")
    figures: dict[str, Any] = {"hands": len(hands), "seed": args.seed, "passes": args.passes,
                               "rows": {}}
    rows = [(name, rates[name], rates["mahjong"], rates["mahjong+inputs"]) for name in names]
    rows.append(("fresh api.score", fresh_rates["api.score"], None,
                 fresh_rates["mahjong+inputs"]))
    rows.append(("fresh mahjong+inputs", fresh_rates["mahjong+inputs"], None,
                 fresh_rates["mahjong+inputs"]))
    for name, row, vs_pre, vs_inputs in rows:
        pre = f"x{ratio(row, vs_pre):.2f}" if vs_pre is not None else "-"
        spread = f"{min(row):.0f}-{max(row):.0f}"
        print(f"{name:22s} {statistics.median(row):9.0f} {spread:>15s} {pre:>10s} "
              f"{'x' + format(ratio(row, vs_inputs), '.2f'):>17s}")
        figures["rows"][name] = {
            "median": statistics.median(row), "min": min(row), "max": max(row),
            "x_mahjong": ratio(row, vs_pre) if vs_pre is not None else None,
            "x_mahjong_inputs": ratio(row, vs_inputs),
        }
    # Speed paths: with and without, in short alternating rounds (ABBA) over the first
    # hands, so that both sides of each ratio ran within the same fraction of a second.
    some = slice(0, min(1000, len(hands)))
    speed_paths = {
        # Every body is then read the general way (an empty set is no body's superset).
        "_HAND_ONLY": (score_on(houses[some], requests[some]),
                       without("_HAND_ONLY", frozenset(), score_on(houses[some], requests[some]))),
    }
    print(f"speed paths of scoring.api.score ({args.rounds} ABBA rounds of {len(requests[some])} "
          f"hands; with it / without it):")
    figures["speed_paths"] = {}
    for path, (with_it, without_it) in speed_paths.items():
        gains, fast, slow = [], [], []
        for r in range(args.rounds):
            pair = [(with_it, fast), (without_it, slow)]
            for run, times in pair if r % 2 == 0 else pair[::-1]:
                start = time.process_time()
                run()
                times.append(time.process_time() - start)
            gains.append(slow[-1] / fast[-1])
        gains.sort()
        low, high = gains[len(gains) // 4], gains[3 * len(gains) // 4]
        print(f"  {path:12s} x{statistics.median(gains):.3f} (quartiles x{low:.3f}-x{high:.3f}; "
              f"{statistics.median(fast) * 1e6 / len(requests[some]):.2f} against "
              f"{statistics.median(slow) * 1e6 / len(requests[some]):.2f} us a hand)")
        figures["speed_paths"][path] = {"median": statistics.median(gains),
                                        "quartiles": [low, high]}
    fresh_total = sum(len(b) for b in fresh)
    print(f"(fresh: {fresh_total} hands in {args.passes} batches, none scored before)")

    checked = hands + [h for batch in fresh for h in batch]
    evaluator_bad = disagreements(checked, ours)
    score_bad = disagreements(checked, _score_outcome)
    print(f"agreement with mahjong on {len(checked)} hands (han, fu, yaku or refusal): "
          f"evaluator {evaluator_bad[0]} unexplained + {evaluator_bad[1]} documented "
          f"differences; api.score {score_bad[0]} + {score_bad[1]}")
    print(f"memory: scoring/ retains {retained:.0f} KiB after one api.score pass over "
          f"{len(hands)} hands (peak {peak:.0f} KiB during it); by file:")
    for name, kib in top[:8]:
        print(f"  {kib:8.1f} KiB  {name}")
    figures.update(retained_kib=retained, peak_kib=peak, retained_by_file=dict(top),
                   disagreements={"evaluator": evaluator_bad, "score": score_bad})
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1), "utf-8")
    return 1 if evaluator_bad[0] or score_bad[0] else 0


if __name__ == "__main__":
    raise SystemExit(main())
