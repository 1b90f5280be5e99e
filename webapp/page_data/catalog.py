"""The rule page's content: a house's catalog in groups, worded in one language.

Each rule with its status, its reading (without internal field names) and the scenarios
that check it, as their authors wrote them (worked examples).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from webapp.i18n import pick, table
from webapp.page_data.houses import house_answer, source_title

# Internal names written into reading notes, e.g. "(multi_ron_honba = nearest)": the player
# sees the reading, not the field that holds it.
# An id has a word of two letters or more before its first dot or underscore, so the
# abbreviations "e.g." and "i.e." are not taken for one.
INTERNAL_NOTE = re.compile(
    r"\s*[（(][^（）()]*\b[a-z]{2,}(?:[._][a-z0-9_]+)+\b[^（）()]*[）)]"
    r"|\s*\b[a-z]{2,}(?:[._][a-z0-9_]+)+(?:\s*=\s*[\w.−-]+)?"
)

def player_text(text: str) -> str:
    """A reading note without the internal field names it may mention."""
    cleaned = INTERNAL_NOTE.sub("", text)
    return re.sub(r"\s+([。、.,;:：])", r"\1", cleaned).strip()


@dataclass(frozen=True)
class Scenario:
    """A scenario that checks a rule, as its author wrote it (a worked example)."""

    name: str
    file: str
    description: str
    steps: tuple[str, ...]
    table: tuple[tuple[str, ...], ...]  # an Examples table, header row first (or empty)


@dataclass(frozen=True)
class Rule:
    id: str
    category: str
    status: str
    title: str
    text: str
    decision: str
    source: str
    scenarios: tuple[Scenario, ...]


@dataclass(frozen=True)
class Group:
    category: str
    label: str
    rules: tuple[Rule, ...]


@cache
def groups(house_id: str, lang: str) -> tuple[Group, ...]:
    categories = table("catalog")["categories"]
    grouped: dict[str, list[Rule]] = {}
    for raw in house_answer(house_id)["rules"]:
        src = raw.get("source") or {}
        decision_en = raw.get("decision") or ""
        decision = (raw.get("decision_ja") or decision_en) if lang == "ja" else decision_en
        title = pick(raw.get("title"), lang)
        text = pick(raw.get("text"), lang)
        where = [source_title(src.get("document"), lang), src.get("item") or ""]
        examples = {e.get("scenario"): e for e in raw.get("examples") or []}
        scenarios = []
        for entry in raw.get("scenarios") or []:
            file, _, name = entry.partition(" :: ")
            example = examples.get(entry) or {}
            table_rows = example.get("examples") or []
            scenarios.append(
                Scenario(
                    name,
                    file,
                    example.get("description") or "",
                    tuple(example.get("steps") or ()),
                    tuple(tuple(row) for row in table_rows) if len(table_rows) > 1 else (),
                )
            )
        category = raw["category"]
        status = raw["status"]
        rule = Rule(
            id=raw["id"],
            category=category,
            status=status,
            title=title,
            text=text,
            decision=player_text(decision),
            source=" ／ ".join(w for w in where if w),
            scenarios=tuple(scenarios),
        )
        grouped.setdefault(category, []).append(rule)
    return tuple(
        Group(category, pick(categories.get(category), lang) or category, tuple(rules))
        for category, rules in grouped.items()
    )


def status_counts(groups: tuple[Group, ...]) -> list[tuple[str, int]]:
    """How many rules have each status, in the catalog's order of statuses."""
    counts: dict[str, int] = {}
    for group in groups:
        for rule in group.rules:
            counts[rule.status] = counts.get(rule.status, 0) + 1
    order = list(table("catalog")["statuses"])
    rank = {status: i for i, status in enumerate(order)}
    return sorted(counts.items(), key=lambda kv: rank.get(kv[0], len(order)))


def status_label(status: str, lang: str) -> str:
    entry = table("catalog")["statuses"].get(status)
    return pick(entry["label"], lang) if entry else status


def status_hint(status: str, lang: str) -> str:
    entry = table("catalog")["statuses"].get(status)
    return pick(entry["hint"], lang) if entry else ""

