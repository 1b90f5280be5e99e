"""Display names the contract returns or the apps show for the core's ids: data of the core.

`yaku.json` names each yaku id in Japanese and English (the `/score` answer carries them);
`fu.json` names each fu reason of `fu_details` in Japanese. Both are package data, read
with importlib.resources so an installed or zipped core finds them; the web app serves the
same files to its scripts (webapp/static/i18n/ links to them).
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files


def _load(name: str) -> dict:  # type: ignore[type-arg]
    return json.loads(files(__name__).joinpath(name).read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@cache
def yaku_names() -> dict[str, dict[str, str]]:
    """Yaku id → {"ja", "en"}."""
    return _load("yaku.json")


@cache
def fu_names() -> dict[str, str]:
    """Fu reason → its Japanese name."""
    return _load("fu.json")
