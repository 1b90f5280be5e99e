"""Packed tile vectors: notation read through cached suit groups, and the validator's fast
path on vectors, agree with the plain count-list code they stand in front of.

The fast path hands every unusual or refused hand to `_validated_counts_slowly`; these tests
feed both many hands built to break one check or another (fifth copies, removed tiles, red
fives, nuki and flower counts, seats, melds, flags, texts too long to pack) and require the
same counts or the same refusal.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scoring import service
from scoring.errors import ScoringError
from scoring.hand.request import FLAGS, read_hand
from scoring.hand.tiles import (
    PACK_LIMIT,
    UNPACKED,
    pack_counts,
    parse_counts,
    parse_tiles,
    read_notation,
    unpack_counts,
)
from scoring.hand.validate import _validated_counts_slowly, validated_counts
from scoring.rules.loader import house_ids
from tests.differential.hands import generate

notation = st.text(alphabet="0123456789mpszx ", max_size=80)


@given(notation)
def test_read_notation_agrees_with_parse_counts(text: str) -> None:
    read = read_notation(text)
    plain = parse_counts(text)
    if plain is None:
        assert read is None
        return
    assert read is not None
    counts, reds, vector, tile_bytes = read
    assert (counts, reds) == plain
    if len(text) > PACK_LIMIT:
        assert vector == UNPACKED and tile_bytes == b""
    else:
        assert vector == pack_counts(*plain)
        assert unpack_counts(vector) == counts == list(tile_bytes)


@given(st.text(alphabet="0123456789mpsz", max_size=80))
def test_parsed_vectors_count_the_tiles(text: str) -> None:
    try:
        parsed = parse_tiles(text, "f")
    except ScoringError:
        return
    if len(parsed.tiles) > PACK_LIMIT:
        assert parsed.vector == UNPACKED
    else:
        counts = [parsed.tiles.count(t) for t in range(34)]
        assert parsed.vector == pack_counts(counts, parsed.reds)


def test_a_hand_too_long_to_pack_is_still_read() -> None:
    inp = read_hand({"concealed": "1111m" * 13, "win_tile": "1m", "winner": 0,
                     "discarder": None})
    assert inp.vector < 0 and inp.counts[0] == 52


_EXTRA_MELDS = ("pon:444z", "minkan:4444z", "ankan:4444z", "chi:123m", "chi:406p", "pon:222m",
                "kakan:0555s", "pon:111z", "ankan:9999p")


def _mutated(rng: random.Random, base: dict[str, Any]) -> dict[str, Any]:
    """The hand with a few random changes, each aimed at one check of the validator."""
    req = dict(base)
    for _ in range(rng.randrange(1, 4)):
        choice = rng.randrange(12)
        if choice == 0:
            req["concealed"] = req["concealed"] + rng.choice(("5m", "1z", "22m", "0p", "5555s"))
        elif choice == 1:
            req["concealed"] = req["concealed"].replace("5", "0", rng.randrange(1, 4))
        elif choice == 2:
            req["dora_indicators"] = rng.choice(("2m", "00p", "0s0m", "44z", "1m" * 40, ""))
        elif choice == 3:
            req["ura_indicators"] = rng.choice(("3m", "0p", "", "9p" * 35))
        elif choice == 4:
            req["nukidora"] = rng.choice((-1, 0, 1, 3, 4, 5, 15, 16, 300))
        elif choice == 5:
            req["flowers"] = rng.choice((-1, 0, 1, 4, 8, 9))
        elif choice == 6:
            req["winner"] = rng.randrange(-1, 5)
        elif choice == 7:
            req["discarder"] = rng.choice((None, -1, 0, 1, 2, 3, 4))
        elif choice == 8:
            kind, tiles = rng.choice(_EXTRA_MELDS).split(":")
            req["melds"] = [*req.get("melds", []), {"kind": kind, "tiles": tiles}]
        elif choice == 9:
            req[rng.choice(FLAGS)] = True
        elif choice == 10:
            req["concealed"] = req["concealed"] * rng.choice((2, 5))
        else:
            req["win_tile"] = rng.choice(("2m", "5p", "0s", "4z", "7z", "1m"))
    return req


def _outcome(check: Any, inp: Any, rules: Any) -> Any:
    try:
        return check(inp, rules.tiles, rules.hand, rules.players)
    except ScoringError as error:
        return (error.code, error.message, error.field)


def test_fast_validation_agrees_with_the_slow_one() -> None:
    rng = random.Random(23)
    houses = {3: [], 4: []}  # type: dict[int, list[Any]]
    for house in house_ids():
        rules = service.ruleset(house)
        houses[rules.players].append(rules)
    checked = 0
    for _ in range(1500):
        players = rng.choice((3, 4))
        hand = generate(rng, players)
        if hand is None:
            continue
        base = hand.request()
        for req in (base, _mutated(rng, base), _mutated(rng, base)):
            try:
                inp = read_hand(req)
            except ScoringError:
                continue
            for rules in houses[players]:
                outcome = _outcome(validated_counts, inp, rules)
                assert outcome == _outcome(_validated_counts_slowly, inp, rules), req
                if isinstance(outcome, list):  # accepted: the bytes are there to key on
                    assert inp.tile_bytes == bytes(inp.counts)
                checked += 1
    assert checked > 5000
