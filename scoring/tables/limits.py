"""The bounds of a shared table (docs/api.md, "Shared tables"); each refusal has its code."""

from __future__ import annotations

MAX_OPS = 5000  # ops in one table's log: a long night is a few hundred
MAX_OP_ID = 64  # characters of a client's op id (a UUID has 36)
MAX_DEVICE = 40  # characters of a device's name, as a participant's name
