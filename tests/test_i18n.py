"""The one translation mechanism: every string in both languages, no interface string outside
the translation files, the reader's language chosen on the server, errors worded by code."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scoring.rules.loader import house_ids
from webapp import i18n
from webapp import shell as shell_module
from webapp.page_data import calculators, catalog

WEBAPP = Path(__file__).resolve().parents[1] / "webapp"
I18N = WEBAPP / "static" / "i18n"
JS = WEBAPP / "static" / "js"
TEMPLATES = WEBAPP / "templates"
# Japanese script: kana, kanji, the full-width forms and the ideographic punctuation.
JAPANESE = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]")
# Files other helpers own (the service worker and the API client): not scanned here.
NOT_OURS = {"sw.js", "api-client.js", "core-worker.js"}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def pairs(value: object, where: str) -> list[tuple[str, dict[str, str]]]:
    """Every {"ja", "en"} leaf of a translation table, with its path."""
    if i18n.is_pair(value):
        return [(where, value)]  # type: ignore[list-item]
    if isinstance(value, dict):
        return [p for key, inner in value.items() for p in pairs(inner, f"{where}.{key}")]
    if isinstance(value, str) and value.startswith("@"):
        return []  # a reference to another table (values.json: "@yaku", "@penalty")
    raise AssertionError(f"{where}: {value!r} is not a ja/en pair")


@pytest.mark.parametrize("name", i18n.FILES)
def test_every_string_is_in_both_languages_with_the_same_placeholders(name: str) -> None:
    found = pairs(i18n.table(name), name)
    assert found
    for where, pair in found:
        assert pair["ja"].strip() and pair["en"].strip(), where
        assert set(PLACEHOLDER.findall(pair["ja"])) == set(PLACEHOLDER.findall(pair["en"])), where


def test_english_strings_are_english() -> None:
    """The English side of the interface strings never falls back to Japanese wording (names
    of the other language, like the switch to 日本語, are the one exception)."""
    japanese = [
        key
        for key, pair in i18n.table("ui").items()
        if JAPANESE.search(pair["en"]) and key not in {"lang.other", "house.search.example"}
    ]
    assert japanese == []


def strip_js_comments(source: str) -> str:
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    return "\n".join(re.sub(r"(^|\s)//.*$", "", line) for line in source.splitlines())


def code_files() -> list[Path]:
    files = [*JS.rglob("*.js"), *TEMPLATES.glob("*")]
    return [f for f in files if f.name not in NOT_OURS]


@pytest.mark.parametrize("path", code_files(), ids=lambda p: p.name)
def test_no_interface_text_outside_the_translation_files(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    if path.suffix == ".js":
        source = strip_js_comments(source)
    else:
        source = re.sub(r"\{#.*?#\}", "", source, flags=re.S)
    lines = [line.strip() for line in source.splitlines() if JAPANESE.search(line)]
    assert lines == []


def literal_keys() -> set[str]:
    keys = set()
    for path in code_files():
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r"\bt\(\s*[\"']([a-z_]+(?:\.[a-z0-9_]+)+)[\"']", text))
    for path in WEBAPP.rglob("*.py"):  # the page data's package included
        keys |= set(re.findall(r"translate\(\s*\"([a-z_.0-9]+)\"", path.read_text()))
    return keys


def test_every_key_the_code_names_exists() -> None:
    ui = i18n.table("ui")
    missing = sorted(k for k in literal_keys() if k not in ui)
    assert missing == []
    # Keys the code builds from data: each family is complete.
    families = {
        "wind.{}": ["E", "S", "W", "N"],
        "wind.{}.short": ["E", "S", "W", "N"],
        "round.{}": ["E", "S", "W", "N"],
        "limit.{}": ["mangan", "haneman", "baiman", "sanbaiman", "yakuman"],
        "yakuman.{}": ["1", "2", "3", "n"],
        "dora.{}": ["dora", "aka", "ura", "nuki", "flower"],
        "fact.hand.{}": ["continue", "replay", "end"],
        "tab.{}": list(shell_module.TABS),
        "tab.{}.hint": list(shell_module.TABS),
        "page.{}": [*shell_module.TOP_PAGES, "house", "chart"],
        "error.{}.title": ["notfound", "method"],
        "error.{}.text": ["notfound", "method"],
        "chart.caption.{}": ["non_dealer.ron", "non_dealer.tsumo", "dealer.ron", "dealer.tsumo"],
        "chart.value.{}": ["non_dealer.ron", "non_dealer.tsumo", "dealer.ron", "dealer.tsumo"],
        "settle.line.{}": ["raw", "oka", "uma", "chips", "tobi", "prizes", "penalty", "fee"],
    }
    absent = [
        f.format(v) for f, values in families.items() for v in values if f.format(v) not in ui
    ]
    assert absent == []


def test_every_error_code_of_the_core_and_the_web_layer_has_player_wording() -> None:
    """The core lists its codes (scoring.errors.ErrorCode, with developer meanings); the app
    words each for players in both languages, as do the web layer's own 413/415 codes."""
    from scoring.errors import ErrorCode
    from webapp.serving import limits

    codes = {code.value for code in ErrorCode}
    codes |= {limits.PAYLOAD_TOO_LARGE, limits.UNSUPPORTED_MEDIA_TYPE}
    assert sorted(codes - set(i18n.table("errors"))) == []
    # The codes the app itself gives (no server, no answer) are worded too.
    assert {"network", "offline", "bad_response"} <= set(i18n.table("errors"))


def test_fu_reasons_are_named_in_both_languages_as_the_core_names_them() -> None:
    from scoring.names import fu_names

    ui = i18n.table("ui")
    for reason, japanese in fu_names().items():
        assert ui[f"fu.{reason}"]["ja"] == japanese, reason  # the core's name, not a copy's drift
        assert ui[f"fu.{reason}"]["en"] != reason, reason


def test_the_penalties_and_abortive_draws_of_every_house_have_names() -> None:
    for house in house_ids():
        settings = calculators.settings(house)
        assert set(settings["penalties"]) <= set(i18n.table("penalties")), house
        assert set(settings["abortive"]) <= set(i18n.table("values")["draw.abortive"]), house


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("ja-JP,ja;q=0.9,en;q=0.8", "ja"),
        ("ja", "ja"),
        ("en-US,en;q=0.9", "en"),
        ("fr-FR,fr;q=0.9", "en"),  # any language but Japanese: English
        ("de;q=0.5, ja;q=0.8", "ja"),  # by quality, not order
        ("en-GB;q=0.9, ja;q=0", "en"),  # q=0 means "not this"
        ("", "ja"),  # no browser language at all (curl): the app's home language
        (None, "ja"),
    ],
)
def test_the_language_follows_the_browser(header: str | None, lang: str) -> None:
    assert i18n.accepted_language(header) == lang


def test_an_english_browser_gets_an_english_page(client: FlaskClient) -> None:
    response = client.get("/hand", headers={"Accept-Language": "en-US,en;q=0.9"})
    html = response.get_data(as_text=True)
    assert '<html lang="en">' in html
    assert '<h1 id="page-title">Score from tiles</h1>' in html
    assert response.headers["Content-Language"] == "en"
    assert {"Cookie", "Accept-Language"} <= set(response.vary)
    # The switch offers the other language, in that language.
    assert 'hreflang="ja" lang="ja">日本語</a>' in html


def test_the_switch_remembers_the_choice_and_only_goes_back_to_this_site(
    client: FlaskClient,
) -> None:
    response = client.get("/lang/en?next=/rules/coco", headers={"Accept-Language": "ja"})
    assert response.status_code == 303
    assert response.headers["Location"] == "/rules/coco"
    assert "lang=en" in response.headers["Set-Cookie"]
    # The cookie beats the browser's language from then on.
    html = client.get("/rules", headers={"Accept-Language": "ja"}).get_data(as_text=True)
    assert '<html lang="en">' in html
    for target in ("//evil.example/", "https://evil.example/", "javascript:alert(1)"):
        away = client.get("/lang/ja", query_string={"next": target})
        assert away.headers["Location"] == "/", target
    assert client.get("/lang/fr").status_code == 404


def test_house_sources_are_shown_by_their_titles(client: FlaskClient) -> None:
    for lang in ("ja", "en"):
        html = client.get("/rules", headers={"Accept-Language": lang}).get_data(as_text=True)
        assert ".txt" not in html
        for house in house_ids():
            page = client.get(f"/rules/{house}", headers={"Accept-Language": lang})
            assert ".txt" not in page.get_data(as_text=True), (house, lang)
    assert "19番ホール 三人打ちルール" in client.get("/rules/hole19").get_data(as_text=True)


INTERNAL_ID = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z]+\.[a-z]+_[a-z_]+")


@pytest.mark.parametrize("house", house_ids())
def test_decisions_never_mention_internal_ids(house: str) -> None:
    for lang in ("ja", "en"):
        for group in catalog.groups(house, lang):
            for rule in group.rules:
                assert not INTERNAL_ID.search(rule.decision), (rule.id, lang, rule.decision)


def test_the_shell_is_built_once_per_process(app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = shell_module.build

    def counting() -> shell_module.Shell:
        calls.append(1)
        return real()

    monkeypatch.setattr(shell_module, "build", counting)
    client = app.test_client()
    for url in ("/", "/hand", "/rules", "/rules/coco", "/compare", "/sheet"):
        assert client.get(url).status_code == 200
    assert len(calls) == 1


def test_glossary_variants_of_one_term_belong_together() -> None:
    glossary = json.loads((I18N / "glossary.json").read_text(encoding="utf-8"))
    for term, entry in glossary.items():
        assert re.fullmatch(r"[a-z_]+", term), term  # romaji identifiers, as in the code
        assert entry["ja"] and entry["en"] and entry["variants"], term
    honba = {glossary["honba"]["ja"], glossary["honba"]["en"], *glossary["honba"]["variants"]}
    assert {"ほんば", "積み棒", "積棒", "honba", "本場"} <= honba
    # A variant names one term only, or a search for it would mix two rules' words.
    seen: dict[str, str] = {}
    for term, entry in glossary.items():
        for variant in {entry["ja"], entry["en"], *entry["variants"]}:
            key = variant.lower()
            assert seen.setdefault(key, term) == term, (variant, seen[key], term)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_pages_fetch_their_language_of_each_table(client: FlaskClient, lang: str) -> None:
    """The JS reads one language: each table it fetches holds that language's string for
    every pair of the bilingual file (ja where en is empty), and everything else unchanged."""
    html = client.get("/", headers={"Accept-Language": lang}).get_data(as_text=True)
    routes = json.loads(re.search(r"data-routes='([^']*)'", html).group(1)  # type: ignore[union-attr]
                        .replace("&#39;", "'").replace("&amp;", "&"))
    for name in (*i18n.FILES, "glossary"):
        url = routes["i18n"][name]
        assert f"/i18n/{lang}/{name}." in url
        answer = client.get(url)
        assert answer.status_code == 200
        assert "immutable" in answer.headers["Cache-Control"]
        served = json.loads(answer.data)
        bilingual = json.loads((I18N / f"{name}.json").read_text(encoding="utf-8"))

        def check(original: object, got: object, where: str) -> None:
            if i18n.is_pair(original) or (isinstance(original, dict) and set(original) == {"ja"}):
                assert got == (original.get(lang) or original["ja"]), where  # type: ignore[union-attr]
            elif isinstance(original, dict):
                assert isinstance(got, dict) and set(got) == set(original), where
                for key in original:
                    check(original[key], got[key], f"{where}.{key}")
            else:
                assert got == original, where

        check(bilingual, served, name)
    assert client.get(f"/static/i18n/{lang}/no_such_table.json").status_code == 404
