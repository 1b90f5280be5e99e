"""The houses the app knows, and what every page says of one: its name, players, source."""

from __future__ import annotations

from functools import cache
from typing import Any

from scoring.api import call
from scoring.rules.loader import house_ids
from webapp.i18n import pick, table, translate


@cache
def house_list() -> tuple[str, ...]:
    return tuple(house_ids())


def known(house_id: str | None) -> bool:
    return house_id in house_list()


@cache
def summary(house_id: str) -> dict[str, Any]:
    return next(h for h in call("houses", "")["houses"] if h["id"] == house_id)


@cache
def house_answer(house_id: str) -> dict[str, Any]:
    """The house's `GET /houses/{id}` answer: its ruleset and its catalog's rules."""
    return call("house", house_id)


def source_title(document: str | None, lang: str) -> str:
    """A source document as its title (not its file name); a missing one is the reference."""
    if not document:
        return translate("house.reference", lang)
    titles = table("sources")
    return pick(titles[document], lang) if document in titles else document


def house_name(house_id: str, lang: str) -> str:
    return pick(summary(house_id)["name"], lang)


def players_text(players: int, lang: str) -> str:
    return translate("house.players4" if players == 4 else "house.players3", lang)
