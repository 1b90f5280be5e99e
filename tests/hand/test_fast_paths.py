"""The evaluator's shortcuts agree with the plain definitions they replace.

Suits are read from per-suit tables with bit masks, seven pairs are counted rather than
scanned, and parsed texts and melds are kept: each is checked here against a slow, obvious
version.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.api.read.hand import read_hand
from scoring.api.read.hand_bounds import check_hand_bounds, read_hand_in_bounds
from scoring.errors import ScoringError
from scoring.hand.decompose import is_chiitoitsu, regular_decompositions
from scoring.hand.evaluate import evaluate
from scoring.rules.hand import HandRules, YakuSetting
from tests.differential.hands import generate
from tests.differential.reference import TENHOU_HAND, tile_rules
from tests.hand.handkit import ev, ids, request

# No example may fail on time (the first hand of a suit shape fills its table) and every
# run draws the same examples: this file once failed `make test` on hypothesis's deadline.
EXACT = settings(deadline=None, derandomize=True)


def test_concealed_tiles_keep_their_written_order() -> None:
    inp = read_hand(request("99m234s123m456p789s", "4s"))
    assert inp.concealed == (8, 8, 19, 20, 21, 0, 1, 2, 12, 13, 14, 24, 25, 26)


def _decompositions_by_search(counts: list[int]) -> set[tuple[int, tuple[int, ...],
                                                                  tuple[int, ...]]]:
    """Every (pair, triplets, runs) reading, by plain exhaustive search."""
    found = set()

    def walk(start: int, pair: int, trips: tuple[int, ...], runs: tuple[int, ...]) -> None:
        t = next((i for i in range(start, 34) if counts[i]), 34)
        if t == 34:
            if pair >= 0:
                found.add((pair, tuple(sorted(trips)), tuple(sorted(runs))))
            return
        if counts[t] >= 3:
            counts[t] -= 3
            walk(t, pair, (*trips, t), runs)
            counts[t] += 3
        if t < 27 and t % 9 <= 6 and counts[t + 1] and counts[t + 2]:
            for i in range(3):
                counts[t + i] -= 1
            walk(t, pair, trips, (*runs, t))
            for i in range(3):
                counts[t + i] += 1
        if pair < 0 and counts[t] >= 2:
            counts[t] -= 2
            walk(t, t, trips, runs)
            counts[t] += 2

    walk(0, -1, (), ())
    return found


counts14 = st.lists(st.sampled_from(range(34)), min_size=14, max_size=14).map(
    lambda tiles: [tiles.count(t) for t in range(34)]
).filter(lambda c: max(c) <= 4)


@settings(EXACT, max_examples=400)
@given(counts14)
def test_readings_are_exactly_the_decompositions(counts: list[int]) -> None:
    fast = {(d.pair, tuple(sorted(d.triplets)), tuple(sorted(d.sequences)))
            for d in regular_decompositions(counts)}
    assert fast == _decompositions_by_search(counts[:])


def test_readings_of_a_shape_with_many() -> None:
    counts = [0] * 34
    for t in (0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4):  # 11122233344455-ish
        counts[t] += 1
    assert len(regular_decompositions(counts)) == len(_decompositions_by_search(counts[:])) > 1


def _is_chiitoitsu_by_scan(counts: list[int], four_of_a_kind: bool) -> bool:
    pairs = 0
    for c in counts:
        if c == 2:
            pairs += 1
        elif c == 4 and four_of_a_kind:
            pairs += 2
        elif c:
            return False
    return pairs == 7


@EXACT
@given(st.lists(st.integers(0, 4), min_size=34, max_size=34), st.booleans())
def test_seven_pairs_by_counting(counts: list[int], four_of_a_kind: bool) -> None:
    assert is_chiitoitsu(counts, four_of_a_kind) == _is_chiitoitsu_by_scan(counts,
                                                                          four_of_a_kind)


def test_run_and_triplet_masks_include_melds() -> None:
    # sanshoku and ittsu completed by chi; sanshoku doukou and triplets in a row by pon
    assert "sanshoku" in ids(ev("123p789s123s55z", "5z", "chi:123m"))
    assert "ittsu" in ids(ev("456m789m123p55z", "5z", "chi:123m"))
    assert "sanshoku_doukou" in ids(ev("222p222s567m55z", "5z", "pon:222m"))
    local = HandRules(yaku={"sanrenkou": YakuSetting()})
    assert "sanrenkou" in ids(ev("333p444p567m55z", "5z", "pon:222p", rules=local))


def test_repeated_runs_count_once_per_pair_of_them() -> None:
    assert "iipeikou" in ids(ev("112233m456p789s55z", "5z", riichi=True))
    e = ev("112233m445566p55z", "5z", riichi=True)
    assert "ryanpeikou" in ids(e) and "iipeikou" not in ids(e)


def test_a_house_table_serves_interleaved_houses_alike() -> None:
    """Cached per-house values never leak from one house's rules to another's."""
    kuitan_off = HandRules(kuitan=False)
    hand = ("456p678s345s88p", "8p", "chi:234m")
    assert ids(ev(*hand)) == {"tanyao"}
    assert not _scores(hand, kuitan_off)
    assert ids(ev(*hand)) == {"tanyao"}


def _scores(hand: tuple[str, ...], rules: HandRules) -> bool:
    try:
        ev(*hand, rules=rules)
    except ScoringError:
        return False
    return True


def test_evaluating_twice_gives_the_same_answer_and_leaves_the_input_alone() -> None:
    rng = random.Random(11)
    for _ in range(300):
        hand = generate(rng, rng.choice((3, 4)))
        if hand is None:
            continue
        inp = read_hand(hand.request())
        counts = list(inp.counts)
        results = []
        for _ in range(2):
            try:
                results.append(evaluate(inp, tile_rules(hand.players), TENHOU_HAND,
                                        hand.players))
            except ScoringError as error:
                results.append(error.code)
        assert results[0] == results[1]
        assert inp.counts == counts


notation_text = st.text(alphabet="0123456789mpszx ", max_size=24)


@EXACT
@given(notation_text)
def test_the_kept_parses_are_the_parser_s(text: str) -> None:
    from scoring.hand.tiles import read_tiles

    assert read_tiles(text) == read_tiles.__wrapped__(text)  # type: ignore[attr-defined]


@EXACT
@given(st.sampled_from(["chi", "pon", "minkan", "ankan", "kakan"]),
       st.text(alphabet="0123456789mpsz", max_size=6))
def test_kept_melds_are_the_melds_make_meld_builds(kind_text: str, text: str) -> None:
    from scoring.api.read.hand import _known_meld
    from scoring.hand.tiles import MeldKind, make_meld, read_tiles

    kind = MeldKind(kind_text)
    kept = _known_meld(kind_text, text)
    parsed = read_tiles.__wrapped__(text)  # type: ignore[attr-defined]
    try:
        built = None if parsed is None else make_meld(kind, parsed, "f")
    except ScoringError:
        built = None
    assert kept == built


def _outcome(read: Any, body: dict[str, Any]) -> Any:
    try:
        inp = read(body)
    except ScoringError as exc:
        return (exc.code, exc.field)
    return repr(inp)


def _bounds_then_read(body: dict[str, Any]) -> Any:
    check_hand_bounds(body)
    return read_hand(body)


# Bodies on and over every bound the hand reader checks, alone and beside a field the
# reader refuses, so that the order of the two refusals shows.
_LONG = "1m" * 51  # 102 characters, 51 tiles: over MAX_TEXT
_EDGES: list[dict[str, Any]] = [
    {"concealed": _LONG}, {"concealed": "1m" * 50}, {"concealed": "1" * 99 + "m"},
    {"concealed": "1" * 100 + "m"}, {"concealed": "x" * 101},
    {"win_tile": "1" * 101 + "m"}, {"dora_indicators": _LONG}, {"ura_indicators": _LONG},
    {"dora_indicators": "1m" * 26, "ura_indicators": "1m" * 25, "riichi": True},
    {"nukidora": 8}, {"nukidora": 9}, {"flowers": 8}, {"flowers": 9}, {"nukidora": "9"},
    {"melds": [{"kind": "pon", "tiles": "111z"}] * 4},
    {"melds": [{"kind": "pon", "tiles": "111z"}] * 5},
    {"melds": [{"kind": "pon", "tiles": "1" * 101 + "z"}]},
    {"melds": [{"kind": "pon", "tiles": "111z", "x": 1}, {"kind": "pon", "tiles": _LONG}]},
]
_FAULTS: list[dict[str, Any]] = [
    {}, {"winner": "0"}, {"round_wind": "X"}, {"win_tile": "1z1z"}, {"riichi": 1},
    {"concealed": "123"}, {"melds": "pon"},
]


@pytest.mark.parametrize("edge", _EDGES)
@pytest.mark.parametrize("fault", _FAULTS)
def test_reading_in_bounds_refuses_as_bounds_then_read(edge: dict[str, Any],
                                                       fault: dict[str, Any]) -> None:
    body = {**request("123m456p789s1122z", "2z"), **edge, **fault}
    assert _outcome(read_hand_in_bounds, body) == _outcome(_bounds_then_read, body)
