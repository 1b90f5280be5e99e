"""Strict TOML → `Ruleset` loading, with `extends` for houses that state only differences.

Strictness is the point: a typo in a rule file must fail loudly with the file and key,
never fall back to a default and silently pay the wrong amount.
"""

from __future__ import annotations

import dataclasses
import tomllib
import types
import typing
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any

from scoring.rules.schema import Ruleset

RULESET_DIR = Path(__file__).resolve().parent.parent / "rulesets"
MAX_EXTENDS_DEPTH = 8
# Keys every house must state (directly or through `extends`): guessing them is never safe.
REQUIRED = (("players",), ("house", "name"))


class RulesetError(ValueError):
    """A rule file that cannot be loaded; the message names the file and the key."""

    def __init__(self, file: str, key: str, reason: str) -> None:
        super().__init__(f"{file}: {key}: {reason}")
        self.file = file
        self.key = key
        self.reason = reason


def house_ids(directory: Path = RULESET_DIR) -> list[str]:
    return sorted(p.stem for p in directory.glob("*.toml"))


def load_ruleset(house_id: str, directory: Path = RULESET_DIR) -> Ruleset:
    # Cached by the folder as given: resolving it on every call costs file-system look-ups
    # on the hot path of every request.
    return _load_cached(house_id, directory)


@cache
def _load_cached(house_id: str, directory: Path) -> Ruleset:
    data, file = _merged_table(house_id, directory, depth=0)
    for path in REQUIRED:
        table: Any = data
        for part in path:
            if not isinstance(table, dict) or part not in table:
                raise RulesetError(file, ".".join(path), "required key is missing")
            table = table[part]
    return _build(Ruleset, {"id": house_id, **data}, file, prefix="")


def _merged_table(house_id: str, directory: Path, depth: int) -> tuple[dict[str, Any], str]:
    path = directory / f"{house_id}.toml"
    file = path.name
    if not path.is_file():
        raise RulesetError(file, "(file)", "no such ruleset")
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(file, "(syntax)", str(exc)) from exc
    if "id" in data:
        raise RulesetError(file, "id", "the id is the file name; do not set it")
    parent = data.pop("extends", None)
    if parent is None:
        return data, file
    if not isinstance(parent, str):
        raise RulesetError(file, "extends", "expected the parent house id as a string")
    if depth >= MAX_EXTENDS_DEPTH:
        raise RulesetError(file, "extends", "too deep or circular")
    base, _ = _merged_table(parent, directory, depth + 1)
    return _deep_merge(base, data), file


def _deep_merge(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in over.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def _build(cls: type, data: Any, file: str, prefix: str) -> Any:
    if not isinstance(data, dict):
        raise RulesetError(file, prefix or "(top)", "expected a table")
    hints = typing.get_type_hints(cls)
    known = {f.name for f in dataclasses.fields(cls)}
    for key in data:
        if key not in known:
            raise RulesetError(file, _join(prefix, key), "unknown key")
    kwargs = {
        key: _convert(hints[key], value, file, _join(prefix, key)) for key, value in data.items()
    }
    try:
        return cls(**kwargs)
    except ValueError as exc:
        # __post_init__ reports "key: reason" relative to its own table.
        key, _, reason = str(exc).partition(": ")
        raise RulesetError(file, _join(prefix, key), reason or str(exc)) from exc


def _convert(tp: Any, value: Any, file: str, key: str) -> Any:
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in args if a is not type(None)]
        if len(options) != 1:
            raise TypeError(f"unsupported field type at {key}: {tp}")
        # TOML has no null; an optional field is simply left out.
        return _convert(options[0], value, file, key)
    if origin is tuple:
        if not isinstance(value, list):
            raise RulesetError(file, key, f"expected an array, got {_tname(value)}")
        return tuple(_convert(args[0], v, file, f"{key}[{i}]") for i, v in enumerate(value))
    if origin is dict:
        if not isinstance(value, dict):
            raise RulesetError(file, key, f"expected a table, got {_tname(value)}")
        return {k: _convert(args[1], v, file, _join(key, k)) for k, v in value.items()}
    if dataclasses.is_dataclass(tp):
        return _build(tp, value, file, key)
    if isinstance(tp, type) and issubclass(tp, Enum):
        allowed = [m.value for m in tp]
        if not isinstance(value, str) or value not in allowed:
            raise RulesetError(file, key, f"expected one of {allowed}, got {value!r}")
        return tp(value)
    if tp is bool:
        if not isinstance(value, bool):
            raise RulesetError(file, key, f"expected true or false, got {_tname(value)}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesetError(file, key, f"expected an integer, got {_tname(value)}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise RulesetError(file, key, f"expected a number, got {_tname(value)}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise RulesetError(file, key, f"expected a string, got {_tname(value)}")
        return value
    raise TypeError(f"unsupported field type at {key}: {tp}")


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _tname(value: Any) -> str:
    return {dict: "a table", list: "an array", str: "a string", bool: "a boolean"}.get(
        type(value), type(value).__name__
    )
