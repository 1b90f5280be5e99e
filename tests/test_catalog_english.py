"""The English side of every catalog is English: no Japanese left inside it.

A Japanese term in an English text (上家, TOP賞, a cross-reference such as 基本ルール/7) is
unreadable to the player who chose English; write the English name (kamicha-dori, the top
prize, basic rules item 7) instead. Double-ron wording names "the winner nearest the
discarder", never an "upper winner".
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

CATALOGS = sorted((Path(__file__).resolve().parent.parent / "scoring" / "catalogs").glob("*.toml"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")
UPPER = re.compile(r"\b(upper|lower) (winner|player|seat)\b", re.IGNORECASE)


def english_texts(path: Path) -> list[tuple[str, str]]:
    with path.open("rb") as fh:
        rules = tomllib.load(fh)["rule"]
    out = []
    for rule in rules:
        for key in ("title", "text"):
            out.append((f"{rule['id']}.{key}.en", rule.get(key, {}).get("en", "")))
        out.append((f"{rule['id']}.decision", rule.get("decision", "")))
    return out


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_english_texts_have_no_japanese(path: Path) -> None:
    left = [where for where, text in english_texts(path) if JAPANESE.search(text)]
    assert left == [], f"{path.name}: Japanese inside English texts: {left}"


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.stem)
def test_double_ron_wording_names_the_winner_nearest_the_discarder(path: Path) -> None:
    left = [where for where, text in english_texts(path) if UPPER.search(text)]
    assert left == [], f"{path.name}: 'upper/lower winner' wording: {left}"
