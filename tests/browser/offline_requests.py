"""Generated requests for the offline core's differential test: every house, all seven POST
operations, valid bodies and bodies that must be refused (wrong types, impossible values,
unknown fields, malformed JSON, an unknown house). Fixed seed, standard library only."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from scoring.rules.loader import house_ids
from tests.differential.hands import generate_many

OPERATIONS = ("win", "score", "draw", "penalty", "settle", "replay", "check")
# The path of each operation under /api/v1/houses/<id>/.
PATHS = {name: ("games/replay" if name == "replay" else name) for name in OPERATIONS}
FU = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 35, 0)
PENALTY_KINDS = (
    "chombo", "chombo_draw", "dead_hand", "false_call", "call_cancel", "kuikae", "manner",
    "riichi_cancel", "shouhai", "wrong_meld", "no_such_penalty",
)
# Complete hands (and a few that are not) with no 2m-8m, so three-player houses accept them.
HANDS = (
    ("234p456p678s22s999m", "2s", []),
    ("123p456p789p11s555z", "5z", []),
    ("11223344556677p", "7p", []),
    ("19m19p19s12345677z", "7z", []),
    ("234567s234p66z555z", "5z", []),
    ("234p456p678s22s", "2s", [{"kind": "pon", "tiles": "777z"}]),
    ("234p678s22s", "2s", [{"kind": "chi", "tiles": "456p"}, {"kind": "ankan", "tiles": "1111z"}]),
    ("123p456p789p11s5z", "5z", []),  # one tile short
    ("234p456p678s22s777m", "2s", []),  # 7m: no such tile with three players
)
JUNK: tuple[Any, ...] = (None, True, -1, 2**40, 1.5, "", "x", [], {}, [1, "a"], {"a": 1})
RAW_BODIES = ("", "{", "[]", "null", "42", '"text"', '{"han": 3,}', "{'han': 3}", "\ufeff{}")
STICKS = (0, 0, 0, 1, 2, 5)


@dataclass(frozen=True)
class Request:
    operation: str
    house: str
    body: str  # the request body as sent, which need not be JSON

    @property
    def path(self) -> str:
        return f"/api/v1/houses/{self.house}/{PATHS[self.operation]}"


def _seats(rng: random.Random, players: int) -> list[int]:
    return sorted(rng.sample(range(players), rng.randint(0, players)))


def _win(rng: random.Random, players: int) -> dict[str, Any]:
    winner = rng.randrange(players)
    body: dict[str, Any] = {
        "winner": winner,
        "discarder": rng.choice([None, *range(players)]),
        "honba": rng.choice(STICKS),
        "kyotaku": rng.choice(STICKS),
    }
    if rng.random() < 0.15:
        body["yakuman"] = rng.choice((1, 1, 2, 3))
    else:
        body["han"] = rng.randint(1, 13)
        body["fu"] = rng.choice(FU)
    if rng.random() < 0.1:
        body["pao"] = rng.randrange(players)
    return body


def _score(rng: random.Random, players: int) -> dict[str, Any]:
    if rng.random() < 0.5:  # a generated complete hand (tests/differential), as it comes
        return dict(rng.choice(generated_hands(players)))
    concealed, win_tile, melds = rng.choice(HANDS)
    body: dict[str, Any] = {
        "concealed": concealed,
        "win_tile": win_tile,
        "winner": rng.randrange(players),
        "discarder": rng.choice([None, *range(players)]),
        "round_wind": rng.choice("EESW"),
        "dora_indicators": rng.choice(("", "1p", "9s", "4z", "1p9s")),
    }
    if melds:
        body["melds"] = melds
    for flag in ("riichi", "ippatsu", "haitei", "tenhou"):
        if rng.random() < 0.2:
            body[flag] = True
    if rng.random() < 0.3:
        body["honba"] = rng.choice(STICKS)
    return body


def _draw(rng: random.Random, players: int) -> dict[str, Any]:
    body = {"tenpai": _seats(rng, players), "honba": rng.choice(STICKS),
            "kyotaku": rng.choice(STICKS)}
    body["nagashi"] = _seats(rng, players) if rng.random() < 0.15 else []
    return body


def _penalty(rng: random.Random, players: int) -> dict[str, Any]:
    return {"kind": rng.choice(PENALTY_KINDS), "offender": rng.randrange(players),
            "honba": rng.choice(STICKS), "kyotaku": rng.choice(STICKS)}


def _settle(rng: random.Random, players: int) -> dict[str, Any]:
    total = {3: 105000, 4: 100000}[players]
    cuts = sorted(rng.randrange(-20, total // 100 + 20) * 100 for _ in range(players - 1))
    scores = [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]
    if rng.random() < 0.2:
        scores[rng.randrange(players)] += rng.choice((-1000, 100, 35000))
    body: dict[str, Any] = {"scores": scores, "kyotaku": rng.choice(STICKS)}
    if rng.random() < 0.3:
        body["chips"] = [rng.randint(-5, 5) for _ in range(players)]
    return body


def _event(rng: random.Random, players: int) -> dict[str, Any]:
    riichi = _seats(rng, players) if rng.random() < 0.3 else []
    kind = rng.choice(("win", "win", "win", "draw", "penalty"))
    if kind == "win":
        win = _win(rng, players)
        win.pop("honba"), win.pop("kyotaku"), win.pop("pao", None)
        return {"type": "win", "riichi": riichi, "wins": [win]}
    if kind == "draw":
        return {"type": "draw", "riichi": riichi, "tenpai": _seats(rng, players),
                "nagashi": []}
    return {"type": "penalty", "kind": rng.choice(PENALTY_KINDS[:4]),
            "offender": rng.randrange(players)}


def _replay(rng: random.Random, players: int) -> dict[str, Any]:
    return {"events": [_event(rng, players) for _ in range(rng.randint(1, 8))]}


def _check(rng: random.Random, players: int) -> dict[str, Any]:
    del players
    return rng.choice((
        {"action": "riichi", "points": rng.choice((500, 1000, 5000)),
         "draws_left": rng.randint(0, 5)},
        {"action": "call", "call": rng.choice(("chi", "pon", "minkan")),
         "tile": rng.choice(("4z", "3m", "5p")), "last_tile": rng.random() < 0.3},
        {"action": rng.choice(("ron", "tsumo")), "riichi": rng.random() < 0.5,
         "furiten": rng.choice((None, "own_discard", "missed_after_riichi", "missed_same_turn"))},
        {"action": "ankan_after_riichi", "concealed": "123m456p789s1112z", "tile": "1z"},
        {"action": rng.choice(("tenpai", "riichi_cancel", "discard_after_call", "kan"))},
        {"action": "fly"},
    ))


_GENERATED: dict[int, list[dict[str, Any]]] = {}


def generated_hands(players: int, count: int = 300) -> list[dict[str, Any]]:
    """Complete hands of the differential test's generator (fixed seed), as /score bodies."""
    if players not in _GENERATED:
        _GENERATED[players] = [h.request() for h in generate_many(players, count, players)]
    return _GENERATED[players]


MAKERS = {"win": _win, "score": _score, "draw": _draw, "penalty": _penalty, "settle": _settle,
          "replay": _replay, "check": _check}


def _body(rng: random.Random, operation: str, players: int) -> str:
    roll = rng.random()
    if roll < 0.06:
        return rng.choice(RAW_BODIES)
    body = MAKERS[operation](rng, players)
    if roll < 0.3:  # one field replaced by junk, or an extra field
        key = rng.choice([*sorted(body), "unexpected"])
        body[key] = rng.choice(JUNK)
    return json.dumps(body, ensure_ascii=False)


def generate(count: int, seed: int) -> list[Request]:
    """`count` requests; the first ones cover every (house, operation) pair."""
    rng = random.Random(seed)
    houses = house_ids()
    players = {house: (3 if _three_players(house) else 4) for house in houses}
    pairs = [(house, operation) for house in houses for operation in OPERATIONS]
    requests = []
    for i in range(count):
        house, operation = pairs[i] if i < len(pairs) else (rng.choice(houses),
                                                              rng.choice(OPERATIONS))
        if i % 40 == 39:  # an unknown house now and then: a 404 whatever the body
            house = "no_such_house"
        requests.append(Request(operation, house, _body(rng, operation, players.get(house, 4))))
    return requests


def _three_players(house: str) -> bool:
    from scoring.api import ruleset

    return ruleset(house).players == 3
