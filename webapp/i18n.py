"""The one translation mechanism of the app: JSON files under static/i18n, every leaf a
{"ja": …, "en": …} pair, read here for the Jinja pages; the JS fetches each table in the
page's language only (`static/i18n/<lang>/<name>.json`, made from the same file).

`ui.json` holds the interface strings (flat keys, `{name}` placeholders); `errors.json` the
player-facing meaning of each error code; the other files name the contract's data (ruleset
fields and values, catalog categories, penalties, yaku, fu reasons, source documents).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from flask import g, request

FOLDER = Path(__file__).resolve().parent / "static" / "i18n"
LANGUAGES = ("ja", "en")
DEFAULT = "ja"  # no Accept-Language at all (curl, a crawler): the app's home language
COOKIE = "lang"
# Files the pages and the JS read (each is one fetchable static file).
FILES = ("ui", "errors", "fields", "values", "catalog", "penalties", "yaku", "sources")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


@cache
def table(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8"))
    return data


def is_pair(value: object) -> bool:
    return isinstance(value, dict) and set(value) == set(LANGUAGES)


def pick(pair: Any, lang: str) -> str:
    """One language of a {"ja", "en"} pair (or of a contract name such as a house name)."""
    if isinstance(pair, dict):
        return str(pair.get(lang) or pair.get(DEFAULT) or "")
    return "" if pair is None else str(pair)


def one_language(data: Any, lang: str) -> Any:
    """`data` with every {"ja", "en"} pair replaced by its `lang` string (ja where en is
    empty), as `pick` would read it; anything else (a glossary entry with its variants, a
    list) kept as it is."""
    if isinstance(data, dict):
        if data and set(data) <= set(LANGUAGES) and DEFAULT in data:
            return pick(data, lang)
        return {key: one_language(value, lang) for key, value in data.items()}
    if isinstance(data, list):
        return [one_language(value, lang) for value in data]
    return data


def table_bytes(name: str, lang: str) -> bytes:
    """The JSON the browser fetches for a table in one language: a page reads one language,
    and the other one was half of every page's translation bytes."""
    return json.dumps(one_language(table(name), lang), ensure_ascii=False,
                      separators=(",", ":")).encode("utf-8")


def fill(text: str, params: dict[str, Any]) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        return str(params[name]) if name in params else match.group(0)

    return PLACEHOLDER.sub(value, text)


def translate(key: str, lang: str, **params: Any) -> str:
    entry = table("ui").get(key)
    if entry is None:
        raise KeyError(f"no interface string '{key}' in static/i18n/ui.json")
    return fill(pick(entry, lang), params)


def accepted_language(header: str | None) -> str:
    """ja for a browser that prefers Japanese, en for any other language it names."""
    if not header or not header.strip():
        return DEFAULT
    ranked = []
    for position, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        if tag and quality > 0:
            ranked.append((-quality, position, tag.strip().lower()))
    for _, _, tag in sorted(ranked):
        primary = tag.split("-")[0]
        if primary == "ja":
            return "ja"
        if primary != "*":
            return "en"
    return DEFAULT if not ranked else "en"


def current_language() -> str:
    """The reader's language: their explicit choice (cookie), else their browser's."""
    if "lang" not in g:
        chosen = request.cookies.get(COOKIE)
        g.lang = (
            chosen
            if chosen in LANGUAGES
            else accepted_language(request.headers.get("Accept-Language"))
        )
    return str(g.lang)


def number(value: int | float, lang: str) -> str:
    # The same grouping in both languages (3,900); decimals only where the value has them.
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.2f}".rstrip("0").rstrip(".")
    return f"{int(value):,}"
