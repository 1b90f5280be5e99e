"""Catalog decisions as the rule pages show them: the page strips internal ids (field paths,
setting values), and what is left must still read as sentences in both languages."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from webapp import create_app
from webapp.page_data import catalog, houses

# What a stripped id leaves behind: a particle with no word before it (「地和は で扱う」), an
# English sentence ending on a preposition ("covered by."), an empty bracket or quote, a
# label with nothing but a value ("South round: S = always"), doubled punctuation or spaces.
DANGLING = re.compile(
    r"[はがをにでとのへもや]\s+[はがをにでとへ]"
    r"|(?:^|[：、。（])\s*[はがをにでとへも](?=[\s、。）)]|$)"
    r"|\b(?:by|of|to|with|from|for|as|at|via|the|a|an)\s*[.,;)]"
    r"|[：:]\s*[A-Z]\s*="
    r"|[(（]\s*[)）]|「\s*」|\"\s*\"|'\s*'"
    r"|。。|、。|[：:]\s*[。.]|\S\s{2,}\S|\s[.,;:。、]"
)


def rendered_decisions() -> Iterator[tuple[str, str, str, str]]:
    app = create_app({"TESTING": True})
    with app.app_context():
        for house in houses.house_list():
            for lang in ("ja", "en"):
                for group in catalog.groups(house, lang):
                    for rule in group.rules:
                        if rule.decision:
                            yield house, rule.id, lang, rule.decision


def test_no_rendered_decision_has_a_dangling_word_or_an_empty_slot() -> None:
    decisions = list(rendered_decisions())
    assert len(decisions) > 100  # every house, both languages
    odd = [
        (house, rule, lang, match.group(0), text)
        for house, rule, lang, text in decisions
        if (match := DANGLING.search(text))
    ]
    assert not odd, odd


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        # Internal ids go, with the brackets that held only them.
        ("Ties rank by seat (tobi = at_zero).", "Ties rank by seat."),
        ("門前のみ（hand.yaku.open_riichi.han = 1）。", "門前のみ。"),
        # Abbreviations are words, not ids: they stay.
        ("Told only the outcome (e.g. haitei).", "Told only the outcome (e.g. haitei)."),
        ("As printed (e.g. 15000 pays 137.5).", "As printed (e.g. 15000 pays 137.5)."),
    ],
)
def test_the_page_strips_ids_but_not_abbreviations(text: str, shown: str) -> None:
    assert catalog.player_text(text) == shown
