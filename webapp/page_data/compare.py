"""The comparison page's content: two houses' rules field by field, worded in one language."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from webapp.i18n import number, pick, table, translate
from webapp.page_data.houses import house_answer
from webapp.page_data.names import WINDS, penalty_name


def flatten(value: Any, prefix: str = "", out: dict[str, Any] | None = None) -> dict[str, Any]:
    out = {} if out is None else out
    if isinstance(value, dict) and value:
        for key, inner in value.items():
            flatten(inner, f"{prefix}.{key}" if prefix else key, out)
    else:
        out[prefix] = value
    return out


def _pattern(names: dict[str, Any], path: str) -> tuple[Any, str, str] | None:
    parts = path.split(".")
    for i in range(len(parts) - 1, -1, -1):
        key = ".".join([*parts[:i], "*", *parts[i + 1 :]])
        if key in names:
            return names[key], ".".join(parts[:i]), parts[i]
    return None


def _segment_name(parent: str, segment: str, lang: str) -> str:
    if parent == "hand.yaku":
        return pick(table("yaku").get(segment), lang) or segment
    if parent == "penalties":
        return penalty_name(segment, lang)
    if segment in WINDS:
        return translate(f"wind.{segment}", lang)
    return segment


def field_label(path: str, lang: str) -> str:
    fields = table("fields")
    if path in fields:
        return pick(fields[path], lang)
    match = _pattern(fields, path)
    if match is None:
        return path
    label, parent, segment = match
    return pick(label, lang).replace("{*}", _segment_name(parent, segment, lang))


def field_value(path: str, value: Any, lang: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return translate("value.yes" if value else "value.no", lang)
    if isinstance(value, int | float):
        return number(value, lang)
    if isinstance(value, list):
        if not value:
            return translate("value.none", lang)
        return translate("list.separator", lang).join(field_value(path, v, lang) for v in value)
    if isinstance(value, dict):
        return translate("value.none", lang)  # an empty table (non-empty ones are flattened)
    values = table("values")
    names = values[path] if path in values else (_pattern(values, path) or (None,))[0]
    if names == "@yaku":
        return pick(table("yaku").get(value), lang) or str(value)
    if names == "@penalty":
        return penalty_name(str(value), lang)
    if isinstance(names, dict) and value in names:
        return pick(names[value], lang)
    return translate("value.none", lang) if value == "" else str(value)


HIDDEN_FIELDS = {"house.name.ja", "house.name.en", "id"}


@dataclass(frozen=True)
class CompareRow:
    path: str
    label: str
    left: str
    right: str
    changed: bool


@dataclass(frozen=True)
class CompareGroup:
    label: str | None  # None: top-level fields, printed without a heading
    rows: tuple[CompareRow, ...]
    changed: bool


@cache
def comparison(a: str, b: str, lang: str) -> tuple[tuple[CompareGroup, ...], int, int]:
    """Groups of rows (every field), how many fields differ, and how many there are."""
    left = flatten(house_answer(a)["ruleset"])
    right = flatten(house_answer(b)["ruleset"])
    paths = [p for p in dict.fromkeys([*left, *right]) if p not in HIDDEN_FIELDS]
    grouped: dict[str | None, list[CompareRow]] = {}
    for path in paths:
        lv, rv = left.get(path), right.get(path)
        row = CompareRow(
            path,
            field_label(path, lang),
            field_value(path, lv, lang),
            field_value(path, rv, lang),
            json.dumps(lv) != json.dumps(rv),
        )
        grouped.setdefault(path.split(".")[0] if "." in path else None, []).append(row)
    groups = tuple(
        CompareGroup(
            field_label(top, lang) if top else None,
            tuple(rows),
            any(r.changed for r in rows),
        )
        for top, rows in grouped.items()
    )
    changed = sum(r.changed for g in groups for r in g.rows)
    return groups, changed, len(paths)
