"""The scenario-link index the core ships (`scoring/catalogs/scenarios.json`).

Per house: rule id → the scenarios tagged with it ("<house>/<file> :: <name>"), and each
scenario's steps as written, so the app can show it as a readable example. Generated from
the feature files by `python -m scoring index`; a test keeps it fresh, as FIELDS.md is kept.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scoring.authoring import features as gherkin
from scoring.authoring.tags import rule_tags
from scoring.catalog import INDEX_PATH


def scenario_ref(feature: gherkin.FeatureFile, scenario: gherkin.Scenario) -> str:
    return f"{feature.house}/{feature.path.name} :: {scenario.name}"


def example_of(scenario: gherkin.Scenario) -> dict[str, Any]:
    entry: dict[str, Any] = {"line": scenario.line, "steps": [s.written for s in scenario.steps]}
    if scenario.description:
        entry["description"] = scenario.description
    if scenario.examples:
        entry["examples"] = [list(row) for row in scenario.examples]
    return entry


def build_index(features_dir: Path) -> dict[str, Any]:
    houses: dict[str, Any] = {}
    for folder in gherkin.house_folders(features_dir):
        rules: dict[str, list[str]] = {}
        scenarios: dict[str, Any] = {}
        for feature in gherkin.read_house(features_dir, folder.name):
            for scenario in feature.scenarios:
                ref = scenario_ref(feature, scenario)
                scenarios[ref] = example_of(scenario)
                for tag in rule_tags(scenario.tags):
                    rules.setdefault(tag, []).append(ref)
        houses[folder.name] = {"rules": dict(sorted(rules.items())), "scenarios": scenarios}
    return {"houses": houses}


def render_index(features_dir: Path) -> str:
    return json.dumps(build_index(features_dir), ensure_ascii=False, indent=1) + "\n"


def write_index(features_dir: Path, path: Path = INDEX_PATH) -> bool:
    """Write the index; True when it changed."""
    text = render_index(features_dir)
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.write_text(text, encoding="utf-8")
    return True
