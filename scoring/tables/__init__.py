"""A shared table's log, pure: reading an op, applying it to the table's games, folding a log,
and the view every phone shows (each game's replay states and the night's totals).

The server (`webapp.store.tables`) and the phone (the `table` operation, run by the offline
worker) fold the same ops with this very code, so both show the same sheet. Stdlib only.
"""

from __future__ import annotations

from scoring.tables.fold import Effect, apply_op, fold
from scoring.tables.games import read_games, read_participants, read_table_carried
from scoring.tables.ops import KINDS, Op, read_op
from scoring.tables.view import view

__all__ = ["KINDS", "Effect", "Op", "apply_op", "fold", "read_games", "read_op",
           "read_participants", "read_table_carried", "view"]
