"""`POST /houses/{id}/score`: evaluate a hand from its tiles, then pay it like /win.

The reading and the answer live in `scoring.hand.response` for now (the hot path of the
app; helper work moves them here and into `scoring.api.read.hand`).
"""

from __future__ import annotations

from scoring.hand.evaluate import SCORE_FIELDS
from scoring.hand.response import score_response

FIELDS = SCORE_FIELDS
answer = score_response
