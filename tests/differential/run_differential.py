"""Compare our evaluator with the `mahjong` package on random hands.

    python tests/differential/run_differential.py --hands 100000 --seed 1

Prints agreement counts and the first disagreements of each kind. Known, deliberate rule
differences are classified by `differences.classify` and documented in tests/differential/README.md.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.differential.differences import classify
from tests.differential.hands import generate_many
from tests.differential.reference import ours, reference


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=3, help="examples shown per kind")
    args = parser.parse_args(argv)

    hands = generate_many(args.seed, args.hands)
    tally: Counter[str] = Counter()
    examples: dict[str, list[str]] = {}
    for hand in hands:
        a, b = ours(hand), reference(hand)
        if a == b:
            tally["agree"] += 1
            continue
        kind = classify(hand, a, b) or "unexplained"
        tally[kind] += 1
        shown = examples.setdefault(kind, [])
        if len(shown) < args.show:
            shown.append(f"  {hand.request()}\n    ours: {a}\n    mahjong: {b}")
    total = len(hands)
    print(f"hands: {total}  seed: {args.seed}")
    for kind, n in tally.most_common():
        print(f"{kind:40s} {n:8d}  {100 * n / total:6.2f}%")
    for kind, shown in examples.items():
        print(f"\n{kind}:")
        print("\n".join(shown))
    return 1 if tally["unexplained"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
