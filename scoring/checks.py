"""Strict validation of every ruleset and rule catalog (`python -m scoring check`, tests)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from scoring.catalog import CATALOG_DIR, load_catalog
from scoring.rules.loader import RULESET_DIR, RulesetError, house_ids, load_ruleset

CATEGORIES = frozenset(
    {
        *("game", "seating", "tiles", "calls", "riichi", "yaku", "fu", "limits", "payment"),
        *("draw", "penalty", "settlement", "chips", "flow", "manner", "other"),
    }
)
STATUSES = frozenset(["executable", "manner", "ambiguous", "erratum", "not_applicable"])
REPO = Path(__file__).resolve().parent.parent
# The item lists of the seed documents are kept with the tests (one line per item).
ITEM_LISTS = REPO / "tests" / "data" / "seed_items"


def catalog_problems(house_id: str, entries: list[dict[str, Any]]) -> list[str]:
    problems = []
    where = f"catalogs/{house_id}.toml"
    seen: set[str] = set()
    for i, rule in enumerate(entries):
        rid = rule.get("id")
        at = f"{where}: rule[{i}] ({rid})"
        if not isinstance(rid, str) or not rid:
            problems.append(f"{at}: id: missing")
        elif rid in seen:
            problems.append(f"{at}: id: duplicate")
        seen.add(str(rid))
        if rule.get("category") not in CATEGORIES:
            problems.append(
                f"{at}: category: {rule.get('category')!r} is not one of {sorted(CATEGORIES)}"
            )
        for key in ("title", "text"):
            value = rule.get(key)
            if not isinstance(value, dict) or not value.get("ja") or not value.get("en"):
                problems.append(f"{at}: {key}: needs non-empty ja and en")
        source = rule.get("source")
        if not isinstance(source, dict) or not source.get("document") or not source.get("item"):
            problems.append(f"{at}: source: needs document and item")
        status = rule.get("status")
        if status not in STATUSES:
            problems.append(f"{at}: status: {status!r} is not one of {sorted(STATUSES)}")
        if status in ("ambiguous", "erratum") and not rule.get("decision"):
            problems.append(f"{at}: decision: required when status is {status}")
        if status in ("ambiguous", "erratum") and not rule.get("decision_ja"):
            problems.append(f"{at}: decision_ja: required when status is {status}")
        if "gap" in rule and (not isinstance(rule["gap"], str) or not rule["gap"].strip()):
            problems.append(f"{at}: gap: must say why the rule has no scenario yet")
        unknown = set(rule) - {
            *("id", "category", "title", "text", "source", "status", "decision", "decision_ja"),
            "gap",  # why no scenario can check the rule yet (python -m scoring coverage)
        }
        if unknown:
            problems.append(f"{at}: unknown keys {sorted(unknown)}")
    return problems


def coverage_problems() -> list[str]:
    """Every item of every seed document is cited by the catalog of a house written from it."""
    problems = []
    cited: dict[str, set[str]] = {}
    for house_id in house_ids():
        for rule in load_catalog(house_id):
            source = rule.get("source") or {}
            cited.setdefault(str(source.get("document", "")), set()).add(str(source.get("item")))
    for item_list in sorted(ITEM_LISTS.glob("*.txt")):
        document = item_list.stem + ".txt"
        items = [
            line for line in item_list.read_text(encoding="utf-8").splitlines() if line.strip()
        ]
        for item in items:
            if item not in cited.get(document, set()):
                problems.append(f"{document}: item {item!r} is cited by no catalog")
    return problems


def check_all(
    ruleset_dir: Path = RULESET_DIR, catalog_dir: Path = CATALOG_DIR
) -> tuple[list[str], str]:
    problems: list[str] = []
    ids = house_ids(ruleset_dir)
    rules_count = 0
    for house_id in ids:
        try:
            load_ruleset(house_id, ruleset_dir)
        except RulesetError as exc:
            problems.append(str(exc))
        entries = load_catalog(house_id, catalog_dir)
        if not entries:
            problems.append(f"catalogs/{house_id}.toml: missing or empty")
        problems += catalog_problems(house_id, entries)
        rules_count += len(entries)
    if ruleset_dir == RULESET_DIR:
        problems += coverage_problems()
    return (
        problems,
        f"checked {len(ids)} rulesets and {rules_count} catalog rules: {len(problems)} problems",
    )
