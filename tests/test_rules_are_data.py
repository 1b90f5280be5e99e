"""Rules are data: no code knows a house by name, and the field reference is current."""

from __future__ import annotations

import re
from pathlib import Path

from scoring.rules.loader import house_ids
from scoring.rules.reference import render_reference

ROOT = Path(__file__).resolve().parent.parent
CODE_DIRS = ("scoring", "webapp", "steps")


def test_no_code_mentions_a_house_id() -> None:
    """A house id in code means a rule decided in code; it must live in the house's TOML."""
    ids = house_ids()
    pattern = re.compile("|".join(re.escape(h) for h in ids))
    offenders = []
    for folder in CODE_DIRS:
        for path in (ROOT / folder).rglob("*"):
            if path.suffix not in (".py", ".js", ".html") or not path.is_file():
                continue
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if pattern.search(line):
                    offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert offenders == []


def test_field_reference_is_generated_from_the_schema() -> None:
    committed = (ROOT / "scoring" / "rulesets" / "FIELDS.md").read_text(encoding="utf-8")
    assert committed == render_reference(), (
        "FIELDS.md is stale: run `python -m scoring reference > scoring/rulesets/FIELDS.md`"
    )


def test_every_field_has_a_meaning() -> None:
    missing = [line for line in render_reference().splitlines() if line.endswith("|  |")]
    assert missing == []
