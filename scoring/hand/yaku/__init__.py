"""Yaku detectors, one small module per family.

Each detector appends the ids it finds; values come from the house's rules, never from here.
- `hand_level`: true of the tiles or situation whatever the reading (any form);
- `regular_level`: true of the tiles in any regular (4 sets + pair) reading;
- per reading (`sequences`, `outside`, `triplets`): how the concealed tiles split into sets,
  and for pinfu and the concealed triplets also the wait.
"""

from __future__ import annotations

from scoring.hand.yaku import chuuren, colour, honours, situational, special

HAND_LEVEL = (situational.detect, colour.detect)
REGULAR_LEVEL = (honours.detect, chuuren.detect)
# The families read per regular reading (sequences, outside, triplets) are called by the
# evaluator directly, because a form reports their ids in a fixed order: HAND_LEVEL,
# REGULAR_LEVEL, pinfu, runs, outside, kans and toitoi, concealed triplets, triplet patterns.
# Only pinfu and the concealed triplets depend on the wait.
SPECIAL = special.detect

# A yaku's ids in one hand that cannot stand together: the key drops the values.
SUPERSEDES: dict[str, tuple[str, ...]] = {
    "daisharin": ("chinitsu_chiitoitsu",),
}
# The wait-specific yakuman variants fall back to the plain yakuman where a house lacks them.
FALLBACK: dict[str, str] = {
    "kokushi_13": "kokushi",
    "suuankou_tanki": "suuankou",
    "junsei_chuuren": "chuuren",
}
