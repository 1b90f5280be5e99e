"""What a scenario's tags mean: a link to a rule of the house's catalog, or a known marker."""

from __future__ import annotations

from functools import cache

from scoring.catalog import load_catalog

# Markers a scenario may carry besides rule ids (each is a registered pytest mark).
MARKERS: dict[str, str] = {
    "ambiguous": "曖昧な規定について選んだ読み方を確かめる",
    "erratum": "文書の数値が文書自身の規定と矛盾する（誤植）箇所を確かめる",
}


@cache
def rule_ids(house: str) -> frozenset[str]:
    return frozenset({str(rule.get("id")) for rule in load_catalog(house)})


def is_marker(tag: str) -> bool:
    return tag in MARKERS


def rule_tags(tags: tuple[str, ...] | list[str]) -> list[str]:
    """The tags that link to catalog rules (markers left out), in order, once each."""
    return [tag for tag in dict.fromkeys(tags) if not is_marker(tag)]
