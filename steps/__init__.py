"""Step definitions for every house's specs, grouped by concept.

table · win · hand · draw · penalty · settlement · game · check · tournament: one module
each, thin over the core (`scoring.api.call`, the entry the app and the phone use).
`phrases()` lists every step phrase for the checker and the phrase reference.
"""

from __future__ import annotations

import importlib

CONCEPTS = ("table", "win", "hand", "draw", "penalty", "settlement", "game", "check",
            "tournament")


def phrases() -> list:
    for concept in CONCEPTS:
        importlib.import_module(f"steps.{concept}")
    from steps.phrase import PHRASES

    return list(PHRASES)


def word_lists() -> list:
    from steps.words import word_lists as lists

    return lists()


def penalty_name(kind: str) -> str:
    from steps.words import penalty_name as name

    return name(kind)
