"""Runs every feature file of every house. Adding a house's folder needs no Python."""

from __future__ import annotations

from pathlib import Path

from pytest_bdd import scenarios

FEATURES = Path(__file__).resolve().parent.parent / "features"

for _folder in sorted(p for p in FEATURES.iterdir() if p.is_dir()):
    if any(_folder.glob("*.feature")):
        scenarios(str(_folder))
