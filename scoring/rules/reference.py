"""The rule-field reference, generated from the schema itself so it can never drift.

Each field's one-line meaning is the comment written after it in the dataclass source.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
import typing
from enum import Enum
from functools import cache
from typing import Any

from scoring.rules.schema import Ruleset

_FIELD_LINE = re.compile(r"^\s+(\w+)\s*:\s*[^=#]+(?:=[^#]*)?(?:#\s*(.+))?$")
_COMMENT_LINE = re.compile(r"^\s+#\s*(.+)$")


@cache
def field_meanings(cls: type) -> dict[str, str]:
    """A field's meaning: its trailing comment, or the comment lines just above it."""
    meanings: dict[str, str] = {}
    above: list[str] = []
    for line in inspect.getsource(cls).splitlines():
        comment = _COMMENT_LINE.match(line)
        if comment:
            above.append(comment.group(1).strip())
            continue
        match = _FIELD_LINE.match(line)
        if match and (match.group(2) or above):
            meanings[match.group(1)] = (match.group(2) or " ".join(above)).strip()
        above = []
    return meanings


def _type_name(tp: Any) -> str:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is tuple:
        return f"array of {_type_name(args[0])}"
    if origin is dict:
        return f"table of {_type_name(args[1])}"
    if args and type(None) in args:
        return f"{_type_name(next(a for a in args if a is not type(None)))} (optional)"
    if isinstance(tp, type) and issubclass(tp, Enum):
        return " \\| ".join(f"`{m.value}`" for m in tp)
    return {bool: "boolean", int: "integer", str: "string", float: "number"}.get(tp, str(tp))


def _default(f: dataclasses.Field[Any]) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return None


def _shown(default: Any) -> str:
    if default is None:
        return "unset"
    return "`" + json.dumps(plain(default), ensure_ascii=False) + "`"


def plain(value: Any) -> Any:
    """A rule value as TOML/JSON would write it."""
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    return value


def sections(cls: type = Ruleset, prefix: str = "") -> list[tuple[str, type]]:
    """Every table of the schema, depth first: ("", Ruleset), ("game", GameRules), ..."""
    found = [(prefix, cls)]
    hints = typing.get_type_hints(cls)
    for f in dataclasses.fields(cls):
        tp = hints[f.name]
        if dataclasses.is_dataclass(tp):
            found += sections(tp, f"{prefix}.{f.name}" if prefix else f.name)
        elif typing.get_origin(tp) is dict and dataclasses.is_dataclass(typing.get_args(tp)[1]):
            found += sections(typing.get_args(tp)[1], f"{prefix or ''}.{f.name}.<key>".lstrip("."))
    return found


def render_reference() -> str:
    lines = [
        "# Ruleset field reference",
        "",
        "Generated from `scoring/rules/` by `python -m scoring reference`; do not edit by hand.",
        "Every field has a default (tenhou.net's four-player ranked rules); a house states only",
        "what differs. Unknown keys, wrong types and inconsistent combinations are errors.",
    ]
    for name, cls in sections():
        hints = typing.get_type_hints(cls)
        rows = [
            f"| `{f.name}` | {_type_name(hints[f.name])} | {_shown(_default(f))} | "
            f"{field_meanings(cls).get(f.name, '')} |"
            for f in dataclasses.fields(cls)
            if not dataclasses.is_dataclass(hints[f.name]) and f.name != "id"
        ]
        if not rows:
            continue
        title = f"[{name}]" if name else "top level"
        doc = (inspect.getdoc(cls) or "").splitlines()[0]
        lines += ["", f"## {title}", "", doc, "", "| key | type | default | meaning |"]
        lines += ["|---|---|---|---|", *rows]
    return "\n".join(lines) + "\n"
