"""The phrase reference for rule authors (`features/REFERENCE.md`), generated from the code.

Every step phrase with an example, the words steps accept (seats, penalties, yaku, …), each
house's penalty kinds and every error code with its Japanese meaning. A test fails when the
committed file differs from what `python -m scoring vocabulary` writes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from scoring import errors
from scoring.authoring.lint import Phrase
from scoring.rules.loader import house_ids, load_ruleset

KEYWORD = {"given": "前提", "when": "もし", "then": "ならば"}
CONCEPTS = {
    "table": "卓の状態（本場・供託・場風・この局のリーチ）",
    "win": "アガリの支払い（翻符・役満・包）と早見表",
    "hand": "手牌からのアガリ（POST /score と同じ）",
    "draw": "流局",
    "penalty": "罰則",
    "settlement": "精算",
    "game": "対局（出来事を1つずつ記録して再生する）",
    "check": "できるか（/check）",
}


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return out


def _form(phrase: Any) -> str:
    return str(getattr(phrase, "form", phrase.pattern))


def render_vocabulary(
    phrases: Sequence[Phrase],
    word_lists: Sequence[tuple[str, Sequence[tuple[str, str]]]] = (),
    penalty_name: Callable[[str], str] = str,
) -> str:
    out = [
        "# 手順のことば一覧（自動生成）",
        "",
        "`python -m scoring vocabulary` が `steps/` のコードとルールセットから作るファイルです。"
        "手で直さないでください（古くなるとテストが失敗します）。書き方の説明は "
        "[README.md](README.md) にあります。",
        "",
        "`{名前}` の所に値を書きます。数字は全角でも半角でもかまいません。",
        "",
        "## 手順",
    ]
    concepts = list(dict.fromkeys([*CONCEPTS, *(str(p.concept) for p in phrases)]))
    for concept in concepts:
        mine = [p for p in phrases if getattr(p, "concept", "") == concept]
        if not mine:
            continue
        out += ["", f"### {CONCEPTS.get(concept, concept)} — `steps/{concept}.py`", ""]
        rows = [(KEYWORD[p.kind], f"`{_form(p)}`", f"`{KEYWORD[p.kind]} {p.example}`",
                 str(getattr(p, "meaning", ""))) for p in mine]
        out += _table(("キーワード", "書き方", "例", "意味"), rows)
    for title, words in word_lists:
        out += ["", f"## {title}", ""]
        out += _table(("書き方", "意味・id"), [(f"`{w}`", m) for w, m in words])
    out += ["", "## ハウスごとの罰則の種類", ""]
    rows = []
    for house in house_ids():
        for kind in load_ruleset(house).penalties:
            rows.append((house, f"`{penalty_name(kind)}`", f"`{kind}`"))
    out += _table(("ハウス", "罰則（日本語）", "id"), rows)
    out += ["", "## エラーコード（`エラー … になる`）", ""]
    meanings = getattr(errors, "MEANINGS", {})
    out += _table(("コード", "意味"), [(f"`{code}`", ja) for code, (ja, _en) in meanings.items()])
    return "\n".join(out) + "\n"
