"""The rule catalog: every item of a house's document, in our words, with its status.

Scenarios are linked by tag: a scenario in `features/<house>/` tagged `@<rule id>`
is listed under that rule, so the catalog shows which rules are executed by which specs.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

CATALOG_DIR = Path(__file__).resolve().parent / "catalogs"
FEATURES_DIR = Path(__file__).resolve().parent.parent / "features"

_SCENARIO = re.compile(
    r"^\s*(?:シナリオアウトライン|シナリオテンプレート|シナリオ|テンプレ)\s*:\s*(.+?)\s*$"
)
_TAGS = re.compile(r"^\s*(@\S+(?:\s+@\S+)*)\s*$")


def load_catalog(house_id: str, directory: Path = CATALOG_DIR) -> list[dict[str, Any]]:
    path = directory / f"{house_id}.toml"
    if not path.is_file():
        return []
    with path.open("rb") as fh:
        return list(tomllib.load(fh).get("rule", []))


@cache
def scenario_links(house_id: str, features_dir: Path = FEATURES_DIR) -> dict[str, list[str]]:
    """rule id → ["<feature file> :: <scenario name>", ...] for one house's features."""
    links: dict[str, list[str]] = {}
    folder = features_dir / house_id
    if not folder.is_dir():
        return links
    for feature in sorted(folder.glob("*.feature")):
        feature_tags: list[str] = []
        pending: list[str] = []
        seen_feature = False
        for line in feature.read_text(encoding="utf-8").splitlines():
            tags = _TAGS.match(line)
            if tags:
                pending += [t[1:] for t in tags.group(1).split()]
                continue
            if not seen_feature and re.match(r"^\s*機能\s*:", line):
                feature_tags, pending, seen_feature = pending, [], True
                continue
            scenario = _SCENARIO.match(line)
            if scenario:
                ref = f"{house_id}/{feature.name} :: {scenario.group(1)}"
                for tag in dict.fromkeys(feature_tags + pending):
                    links.setdefault(tag, []).append(ref)
                pending = []
    return links


def catalog_rules(house_id: str) -> list[dict[str, Any]]:
    links = scenario_links(house_id)
    rules = []
    for entry in load_catalog(house_id):
        rules.append(
            {
                **entry,
                "decision": entry.get("decision", ""),
                "decision_ja": entry.get("decision_ja", ""),
                "scenarios": links.get(entry["id"], []),
            }
        )
    return rules
