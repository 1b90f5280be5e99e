"""Deliberate rule differences between our reference rules and the `mahjong` package.

Each is documented with examples in tests/differential/README.md; anything not classified here
is a disagreement to investigate.
"""

from __future__ import annotations

from tests.differential.hands import GenHand
from tests.differential.reference import Outcome


def classify(hand: GenHand, ours: Outcome, ref: Outcome) -> str | None:
    return None
