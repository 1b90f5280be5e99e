"""The step phrases a feature file may use, read from the project's steps package.

The steps package (`steps/` beside `features/`, importable from the current directory)
exposes `phrases()`; without it (e.g. an installed wheel with no test tools) the phrase
check is left out and the caller says so.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence
from types import ModuleType

from scoring.authoring.lint import Phrase

DEFAULT_STEPS = "steps"


def load_steps(module: str = DEFAULT_STEPS) -> ModuleType | None:
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        return importlib.import_module(module)
    except ImportError:
        return None


def load_phrases(module: str = DEFAULT_STEPS) -> Sequence[Phrase] | None:
    steps = load_steps(module)
    if steps is None or not hasattr(steps, "phrases"):
        return None
    return list(steps.phrases())
