"""The rule catalogs (`scoring/catalogs/<house>.toml`) are complete and well formed.

Every item of a seed document must appear in its house's catalog exactly once, as listed in
`tests/data/seed_items/<document>.txt` (one item locator a line, in document order), and the
catalog must word the rules itself: no 25-character run of a rule's Japanese text may be copied
from the document.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from scoring.rules.loader import house_ids, load_ruleset

ROOT = Path(__file__).resolve().parent.parent
CATALOG_DIR = ROOT / "scoring" / "catalogs"
SEED_ITEMS_DIR = Path(__file__).resolve().parent / "data" / "seed_items"
# CI puts a copy of shared/ beside the clone; a developer's tree has it at the same place.
SEED_DIRS = [ROOT.parent / "shared" / "seeds", Path("/work/shared/seeds")]

CATEGORIES = frozenset(
    {
        "game",
        "seating",
        "tiles",
        "calls",
        "riichi",
        "yaku",
        "fu",
        "limits",
        "payment",
        "draw",
        "penalty",
        "settlement",
        "chips",
        "flow",
        "manner",
        "other",
    }
)
STATUSES = frozenset({"executable", "manner", "ambiguous", "erratum", "not_applicable"})
NEEDS_DECISION = frozenset({"ambiguous", "erratum"})
ID_PATTERN = re.compile(r"^(?P<category>[a-z]+)\.(?P<slug>[a-z][a-z0-9]*(?:_[a-z0-9]+)*)$")
COPY_LIMIT = 25  # a run of this many characters of text.ja found in the document is a copy
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")  # kana or kanji



def _document(house: str) -> str | None:
    info = load_ruleset(house).house
    return None if info.reference else info.source


# house id -> the seed document it is written from (None: a reference ruleset), found from
# the rulesets themselves: a house added as files is checked with no change here.
HOUSES: dict[str, str | None] = {house: _document(house) for house in house_ids()}
REFERENCE_DOCUMENT = "tenhou.net"


def _houses_of(document: str) -> list[str]:
    return [house for house, doc in HOUSES.items() if doc == document]


SEED_DOCUMENTS = sorted({doc for doc in HOUSES.values() if doc is not None})


def load_rules(house: str) -> list[dict[str, Any]]:
    path = CATALOG_DIR / f"{house}.toml"
    with path.open("rb") as fh:
        data = tomllib.load(fh)
    rules = data.get("rule")
    assert isinstance(rules, list) and rules, f"{house}: no [[rule]] tables"
    return rules


def seed_items(document: str) -> list[str]:
    # the list is named after the document: <file name without .txt>.txt
    path = SEED_ITEMS_DIR / f"{Path(document).stem}.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip()]


def seed_text(document: str) -> str | None:
    for folder in SEED_DIRS:
        path = folder / document
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


def _is_text(value: object) -> bool:
    return isinstance(value, str) and value.strip() != ""


@pytest.mark.parametrize("house", sorted(HOUSES))
def test_catalog_file_is_plain_utf8(house: str) -> None:
    raw = (CATALOG_DIR / f"{house}.toml").read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf"), f"{house}: the file starts with a BOM"
    raw.decode("utf-8")


@pytest.mark.parametrize("house", sorted(HOUSES))
def test_rules_have_every_field(house: str) -> None:
    for rule in load_rules(house):
        where = f"{house}: {rule.get('id', rule)}"
        assert _is_text(rule.get("id")), f"{where}: id"
        assert rule.get("category") in CATEGORIES, f"{where}: category {rule.get('category')!r}"
        match = ID_PATTERN.match(rule["id"])
        assert match, f"{where}: id is not <category>.<ascii_snake_case>"
        assert match["category"] == rule["category"], f"{where}: id prefix is not the category"
        for field in ("title", "text"):
            value = rule.get(field)
            assert isinstance(value, dict), f"{where}: {field} is not a table"
            assert _is_text(value.get("ja")) and _is_text(value.get("en")), f"{where}: {field}"
        source = rule.get("source")
        assert isinstance(source, dict), f"{where}: source is not a table"
        assert _is_text(source.get("document")) and _is_text(source.get("item")), f"{where}: source"
        assert rule.get("status") in STATUSES, f"{where}: status {rule.get('status')!r}"
        decision = rule.get("decision", "")
        assert isinstance(decision, str), f"{where}: decision is not a string"
        if rule["status"] in NEEDS_DECISION:
            assert decision.strip(), f"{where}: {rule['status']} without a decision"
        decision_ja = rule.get("decision_ja", "")
        assert isinstance(decision_ja, str), f"{where}: decision_ja is not a string"
        if decision.strip():
            assert decision_ja.strip(), f"{where}: a decision without decision_ja"


@pytest.mark.parametrize("house", sorted(HOUSES))
def test_decisions_have_a_japanese_version(house: str) -> None:
    missing = [
        rule["id"]
        for rule in load_rules(house)
        if rule.get("status") in NEEDS_DECISION
        and not (_is_text(rule.get("decision_ja")) and JAPANESE.search(rule["decision_ja"]))
    ]
    assert missing == [], f"{house}: ambiguous/erratum rules without a Japanese decision_ja"


@pytest.mark.parametrize("house", sorted(HOUSES))
def test_ids_are_unique(house: str) -> None:
    counts = Counter(rule["id"] for rule in load_rules(house))
    assert [rule_id for rule_id, n in counts.items() if n > 1] == []


@pytest.mark.parametrize("house", sorted(HOUSES))
def test_rules_cite_the_house_document(house: str) -> None:
    expected = HOUSES[house] or REFERENCE_DOCUMENT
    documents = {rule["source"]["document"] for rule in load_rules(house)}
    assert documents == {expected}


@pytest.mark.parametrize("house", sorted(h for h, doc in HOUSES.items() if doc))
def test_each_item_is_cited_once_in_document_order(house: str) -> None:
    document = HOUSES[house]
    assert document is not None
    cited = [rule["source"]["item"] for rule in load_rules(house)]
    counts = Counter(cited)
    assert [item for item, n in counts.items() if n > 1] == [], f"{house}: items cited twice"
    items = seed_items(document)
    unknown = [item for item in cited if item not in items]
    assert unknown == [], f"{house}: items not in the document's item list"
    order = [items.index(item) for item in cited]
    assert order == sorted(order), f"{house}: rules are not in document order"


@pytest.mark.parametrize("document", SEED_DOCUMENTS)
def test_catalogs_cover_every_item(document: str) -> None:
    items = seed_items(document)
    assert len(items) == len(set(items)), f"{document}: the item list repeats a line"
    cited: set[str] = set()
    for house in _houses_of(document):
        cited |= {rule["source"]["item"] for rule in load_rules(house)}
    assert [item for item in items if item not in cited] == []
    assert sorted(cited - set(items)) == []


@pytest.mark.parametrize("document", [d for d in SEED_DOCUMENTS if len(_houses_of(d)) == 1])
def test_single_house_documents_are_cited_whole(document: str) -> None:
    (house,) = _houses_of(document)
    cited = [rule["source"]["item"] for rule in load_rules(house)]
    assert cited == seed_items(document)


@pytest.mark.parametrize("document", [d for d in SEED_DOCUMENTS if len(_houses_of(d)) > 1])
def test_shared_document_items_belong_to_one_house_or_all(document: str) -> None:
    """A document with several houses: each item goes to its own house, common items to all."""
    houses = _houses_of(document)
    owners: dict[str, list[str]] = {}
    for house in houses:
        for rule in load_rules(house):
            owners.setdefault(rule["source"]["item"], []).append(house)
    split = {item: names for item, names in owners.items() if 1 < len(names) < len(houses)}
    assert split == {}
    common = [item for item, names in owners.items() if len(names) == len(houses)]
    assert common, f"{document}: no common item is shared by all its houses"


@pytest.mark.parametrize("house", sorted(h for h, doc in HOUSES.items() if doc))
def test_text_is_not_copied_from_the_document(house: str) -> None:
    document = HOUSES[house]
    assert document is not None
    original = seed_text(document)
    if original is None:
        pytest.skip(f"seed document {document} is not available here")
    copies = []
    for rule in load_rules(house):
        for text in (rule["text"]["ja"], rule.get("decision_ja", "")):
            for start in range(len(text) - COPY_LIMIT + 1):
                run = text[start : start + COPY_LIMIT]
                if run in original:
                    copies.append(f"{rule['id']}: {run}")
                    break
    assert copies == []
