"""Record every house's `/score` answers for generated hands, or compare with a record.

    python tests/bench/score_snapshot.py record FILE [--hands 10000] [--seed 9]
    python tests/bench/score_snapshot.py compare FILE

A speed change to the evaluator must not change one answer: each generated hand (and a
mutated copy of it, for the refusals) is scored under every house with its number of
players, and the response or the error (code, message, field) is kept. `compare` prints
the first differences and exits 1. Run by hand; the suite's own tests remain the
specification.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scoring.api import call, ruleset
from scoring.errors import ScoringError
from scoring.rules.loader import house_ids
from tests.differential.hands import generate_many


def _mutations(rng: random.Random, req: dict[str, Any]) -> dict[str, Any]:
    """One small change that most often makes the hand refused (or differently valued)."""
    out = dict(req)
    choice = rng.randrange(8)
    if choice == 0:
        out["concealed"] = req["concealed"][1:]
    elif choice == 1:
        out["win_tile"] = "7z" if req["win_tile"] != "7z" else "1m"
    elif choice == 2:
        out["discarder"] = req["winner"]
    elif choice == 3:
        out["ura_indicators"] = "1m"
        out.pop("riichi", None)
        out.pop("double_riichi", None)
    elif choice == 4:
        out["honba"], out["kyotaku"] = rng.randrange(4), rng.randrange(3)
    elif choice == 5:
        out["pao"] = (req["winner"] + 1) % 3
    elif choice == 6:
        out["riichi"] = True
        out["ippatsu"] = True
    else:
        out["melds"] = [*req.get("melds", []), {"kind": "pon", "tiles": "111z"}]
    return out


def answers(hands: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    out: list[Any] = []
    by_players: dict[int, list[str]] = {3: [], 4: []}
    for house in house_ids():
        by_players[ruleset(house).players].append(house)
    for hand in generate_many(seed, hands):
        base = hand.request()
        for req in (base, _mutations(rng, base)):
            for house in by_players[hand.players]:
                try:
                    out.append(call("score", house, dict(req)))
                except ScoringError as e:
                    out.append(["error", e.code, e.message, e.field])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--hands", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args(argv)
    if args.action == "record":
        data = {"hands": args.hands, "seed": args.seed,
                "answers": answers(args.hands, args.seed)}
        args.file.write_text(json.dumps(data), "utf-8")
        print(f"recorded {len(data['answers'])} answers")
        return 0
    data = json.loads(args.file.read_text("utf-8"))
    # Compared as JSON text: key order and 1 against 1.0 count as differences.
    was = [json.dumps(a) for a in data["answers"]]
    now = [json.dumps(a) for a in answers(data["hands"], data["seed"])]
    diffs = [i for i, (a, b) in enumerate(zip(was, now, strict=True)) if a != b]
    for i in diffs[:10]:
        print(f"answer {i}:\n  was {was[i]}\n  now {now[i]}")
    print(f"{len(now)} answers, {len(diffs)} differ")
    return 1 if diffs else 0


if __name__ == "__main__":
    raise SystemExit(main())
