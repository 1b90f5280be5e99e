"""A fixed-seed slice of the differential run: ours and `mahjong` agree, or differ only
in the documented ways (tests/differential/README.md)."""

from __future__ import annotations

import pytest

from tests.differential.differences import classify
from tests.differential.hands import generate_many
from tests.differential.reference import ours, reference

SEED = 20240
HANDS = 2000


@pytest.fixture(scope="module")
def hands():  # type: ignore[no-untyped-def]
    return generate_many(SEED, HANDS)


def test_agreement_with_the_reference_package(hands) -> None:  # type: ignore[no-untyped-def]
    unexplained = []
    for hand in hands:
        a, b = ours(hand), reference(hand)
        if a != b and classify(hand, a, b) is None:
            unexplained.append(f"{hand.request()}\n ours {a}\n mahjong {b}")
    assert not unexplained, "\n".join(unexplained[:5])


def test_the_slice_covers_both_table_sizes(hands) -> None:  # type: ignore[no-untyped-def]
    assert {h.players for h in hands} == {3, 4}
    assert any(h.melds for h in hands) and any(h.nukidora for h in hands)
