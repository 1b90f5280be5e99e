"""Record every house's `/games/replay` and `/sessions` answers for generated games, or compare.

    python tests/bench/game_snapshot.py record FILE [--games 400] [--seed 5]
    python tests/bench/game_snapshot.py compare FILE

The sibling of `score_snapshot.py` for the game layer: a change to how a score sheet is
replayed or a night is settled must not change one answer. For each house, random score
sheets (wins by value and by tiles, multiple ron, pao, draws, abortive draws, nagashi,
penalties, prizes, riichi and open riichi, agari-yame, resting participants where the house
rotates people) are replayed; a refused sheet is kept as its error, then cut before the event
named and replayed again, so every sheet also yields a playable game. Finished games then make
up nights (`/sessions`, by score sheet or by final scores, with points carried in). Each
response or error (code, message, field) is kept; `compare` prints the first differences and
exits 1. Run by hand; the suite's own tests remain the specification.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from scoring.api import handle, ruleset
from scoring.rules.loader import house_ids
from tests.differential.hands import generate_many

_VALUES: list[dict[str, Any]] = [
    {"han": 1, "fu": 30}, {"han": 1, "fu": 40}, {"han": 2, "fu": 25}, {"han": 2, "fu": 40},
    {"han": 3, "fu": 30}, {"han": 3, "fu": 70}, {"han": 4, "fu": 30}, {"han": 5, "fu": 30},
    {"han": 6, "fu": 40}, {"han": 8, "fu": 30}, {"han": 11, "fu": 30}, {"han": 13, "fu": 30},
    {"yakuman": 1}, {"yakuman": 2},
]
_INDEX = re.compile(r"^(?:games\[\d+\]\.)?events\[(\d+)\]")


def _some(rng: random.Random, people: list[int], most: int) -> list[int]:
    return sorted(rng.sample(people, rng.randint(0, min(most, len(people)))))


class Sheets:
    """Random score sheets for one house."""

    def __init__(self, house: str, rng: random.Random, hands: list[dict[str, Any]]) -> None:
        self.rules = ruleset(house)
        self.rng = rng
        self.hands = hands
        self.penalties = sorted(self.rules.penalties)
        self.prizes = sorted(self.rules.settlement.prizes)
        self.abortive = [a.value for a in self.rules.draw.abortive]
        self.open = self.rules.riichi.open_riichi_cost is not None

    def _riichi(self, event: dict[str, Any], people: list[int]) -> None:
        rng = self.rng
        riichi = _some(rng, people, 2)
        if riichi:
            event["riichi"] = riichi
        if self.open and rng.random() < 0.25:
            rest = [p for p in people if p not in riichi]
            if rest:
                event["open_riichi"] = [rng.choice(rest)]

    def _entry(self, winner: int, discarder: int | None, people: list[int]) -> dict[str, Any]:
        rng = self.rng
        entry: dict[str, Any] = {"winner": winner, "discarder": discarder}
        if self.hands and rng.random() < 0.3:
            hand = dict(rng.choice(self.hands))
            hand.pop("winner", None)
            hand.pop("discarder", None)
            if rng.random() < 0.5:
                hand.pop("round_wind", None)
            if discarder is not None:
                hand.pop("tsumo", None)
            entry["hand"] = hand
        else:
            entry.update(rng.choice(_VALUES))
            if self.open and discarder is not None and rng.random() < 0.1:
                entry["open_riichi_deal_in"] = True
        if rng.random() < 0.08:
            entry["pao"] = rng.choice([p for p in people if p != winner])
        return entry

    def event(self, people: list[int]) -> dict[str, Any]:
        rng = self.rng
        kinds = ["win"] * 5 + ["ron2"] + ["draw"] * 3 + ["penalty"] * bool(self.penalties) \
            + ["prize"] * bool(self.prizes) + ["abortive"] * bool(self.abortive)
        kind = rng.choice(kinds)
        if kind == "prize":
            return {"type": "prize", "kind": rng.choice(self.prizes), "player": rng.choice(people)}
        if kind == "penalty":
            event: dict[str, Any] = {"type": "penalty", "kind": rng.choice(self.penalties),
                                     "offender": rng.choice(people)}
            if rng.random() < 0.4:
                self._riichi(event, people)
            return event
        if kind == "abortive":
            event = {"type": "draw", "abortive": rng.choice(self.abortive)}
            self._riichi(event, people)
            return event
        if kind == "draw":
            event = {"type": "draw", "tenpai": _some(rng, people, len(people))}
            if rng.random() < 0.1:
                event["nagashi"] = [rng.choice(people)]
            self._riichi(event, people)
            return event
        event = {"type": "win"}
        self._riichi(event, people)
        if kind == "ron2":
            discarder = rng.choice(people)
            others = [p for p in people if p != discarder]
            winners = rng.sample(others, min(len(others), rng.choice((2, 2, 3))))
            event["wins"] = [self._entry(w, discarder, people) for w in winners]
        else:
            winner = rng.choice(people)
            discarder = None if rng.random() < 0.4 else rng.choice(
                [p for p in people if p != winner])
            event["wins"] = [self._entry(winner, discarder, people)]
        if rng.random() < 0.05:
            event["stop"] = True
        return event

    def sheet(self) -> dict[str, Any]:
        rng = self.rng
        count = self.rules.players
        if self.rules.most_participants > count and rng.random() < 0.5:
            count = rng.randint(count + 1, self.rules.most_participants)
        # Seated players are the ones events most often name; anyone may be (refusals too).
        people = list(range(count))
        body: dict[str, Any] = {"events": [self.event(people)
                                           for _ in range(rng.randint(1, 40))]}
        if count > self.rules.players or rng.random() < 0.2:
            body["participants"] = [f"P{i}" for i in range(count)]
        return body


def _answer(operation: str, house: str, body: dict[str, Any]) -> Any:
    """The answer as the entry gives it (status and JSON), a refusal as [status, error]."""
    status, answer = handle(operation, house, json.dumps(body))
    return answer if status == 200 else [status, answer["error"]]


def _replays(house: str, sheets: Sheets, games: int, out: list[Any]) -> list[dict[str, Any]]:
    """Every sheet's answers, refusals first, cut down to the playable; the finished games."""
    finished: list[dict[str, Any]] = []
    for _ in range(games):
        body = sheets.sheet()
        while True:
            answer = _answer("replay", house, body)
            out.append(answer)
            if isinstance(answer, dict):
                if answer["states"] and answer["states"][-1]["finished"]:
                    finished.append(body)
                break
            match = _INDEX.match(answer[1]["field"] or "")
            if not match or int(match[1]) == 0:
                break
            body = {**body, "events": body["events"][: int(match[1])]}
    return finished


def _sessions(house: str, rng: random.Random, finished: list[dict[str, Any]],
              nights: int, out: list[Any]) -> None:
    rules = ruleset(house)
    for _ in range(nights):
        names = rng.randint(rules.players, rules.players + 2)
        games = []
        for _ in range(rng.randint(1, 6)):
            if finished and rng.random() < 0.7:
                sheet = rng.choice(finished)
                size = len(sheet.get("participants", [])) or rules.players
                if size > names:
                    continue
                games.append({"players": rng.sample(range(names), size),
                              "events": sheet["events"]})
            else:
                scores = [rng.randrange(-200, 900) * 100 for _ in range(rules.players)]
                total = rules.game.start_points * rules.players
                scores[-1] = total - sum(scores[:-1])
                result: dict[str, Any] = {"scores": scores}
                if rng.random() < 0.3:
                    result["kyotaku"] = 1
                    result["scores"][-1] -= rules.riichi.cost
                games.append({"players": rng.sample(range(names), rules.players),
                              "result": result})
        body: dict[str, Any] = {"participants": [f"N{i}" for i in range(names)],
                                "games": games}
        if rng.random() < 0.3:
            body["carried"] = [rng.randrange(-50, 51) for _ in range(names)]
        out.append(_answer("session", house, body))


def answers(games: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    pool: dict[int, list[dict[str, Any]]] = {
        n: [h.request() for h in generate_many(seed, 300, n)] for n in (3, 4)
    }
    out: list[Any] = []
    for house in house_ids():
        sheets = Sheets(house, rng, pool[ruleset(house).players])
        finished = _replays(house, sheets, games, out)
        _sessions(house, rng, finished, games // 2, out)
    # Each answer as its JSON text: key order and 1 against 1.0 count as differences.
    return [json.dumps(a, ensure_ascii=False) for a in out]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("record", "compare"))
    parser.add_argument("file", type=Path)
    parser.add_argument("--games", type=int, default=400, help="score sheets per house")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    if args.action == "record":
        found = answers(args.games, args.seed)
        data = {"games": args.games, "seed": args.seed, "answers": found}
        args.file.write_text(json.dumps(data), "utf-8")
        errors = sum(1 for a in found if a.startswith("["))
        print(f"recorded {len(found)} answers ({errors} refusals)")
        return 0
    data = json.loads(args.file.read_text("utf-8"))
    now = answers(data["games"], data["seed"])
    diffs = [i for i, (a, b) in enumerate(zip(data["answers"], now, strict=True)) if a != b]
    for i in diffs[:10]:
        print(f"answer {i}:\n  was {data['answers'][i][:2000]}\n  now {now[i][:2000]}")
    print(f"{len(now)} answers, {len(diffs)} differ")
    return 1 if diffs else 0


if __name__ == "__main__":
    raise SystemExit(main())
