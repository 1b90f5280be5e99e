"""The rule catalog: every item of a house's document, in our words, with its status.

Scenarios are linked by tag: a scenario in `features/<house>/` tagged `@<rule id>` is listed
under that rule. The links come from the generated index `catalogs/scenarios.json` (written by
`python -m scoring index`), so an installed package has them without the feature files.
"""

from __future__ import annotations

import json
import tomllib
from functools import cache
from pathlib import Path
from typing import Any

CATALOG_DIR = Path(__file__).resolve().parent / "catalogs"
INDEX_PATH = CATALOG_DIR / "scenarios.json"


def load_catalog(house_id: str, directory: Path = CATALOG_DIR) -> list[dict[str, Any]]:
    path = directory / f"{house_id}.toml"
    if not path.is_file():
        return []
    with path.open("rb") as fh:
        return list(tomllib.load(fh).get("rule", []))


@cache
def _index() -> dict[str, Any]:
    if not INDEX_PATH.is_file():
        return {}
    return json.loads(INDEX_PATH.read_text(encoding="utf-8")).get("houses", {})


def scenario_links(house_id: str) -> dict[str, list[str]]:
    """rule id → ["<house>/<feature file> :: <scenario name>", ...] for one house."""
    return dict(_index().get(house_id, {}).get("rules", {}))


def scenario_examples(house_id: str) -> dict[str, dict[str, Any]]:
    """"<house>/<file> :: <name>" → its steps (and description, examples table) as written."""
    return dict(_index().get(house_id, {}).get("scenarios", {}))


def catalog_rules(house_id: str) -> list[dict[str, Any]]:
    links = scenario_links(house_id)
    examples = scenario_examples(house_id)
    rules = []
    for entry in load_catalog(house_id):
        refs = links.get(entry["id"], [])
        rules.append(
            {
                **entry,
                "decision": entry.get("decision", ""),
                "decision_ja": entry.get("decision_ja", ""),
                "scenarios": refs,
                "examples": [{"scenario": ref, **examples.get(ref, {})} for ref in refs],
            }
        )
    return rules
