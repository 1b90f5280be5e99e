"""The feature-file checker: every problem in Japanese, with its file and line.

Run by `python -m scoring check` and, file by file, before every spec run: a file with a
problem is reported and skipped, the rest still run. It checks what the Gherkin parser is
silent or unreadable about: a BOM, full-width `：` or `｜`, a wrong keyword, duplicate
scenario names, a tag naming no rule of the house's catalog, and a step with no definition
(with the nearest known phrase).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from scoring.authoring import features as gherkin
from scoring.authoring.tags import MARKERS, rule_ids

LANGUAGE_LINE = "# language: ja"
STEP_KEYWORDS = "前提・もし・ならば・かつ・しかし"


class Phrase(Protocol):
    """A step definition as the checker sees it (the steps package provides them)."""

    kind: str  # given, when or then
    pattern: str  # as written in the step definition
    example: str  # a step text it accepts

    def matches(self, text: str) -> bool: ...


@dataclass(frozen=True)
class Problem:
    path: Path
    line: int
    message: str

    def __str__(self) -> str:
        return f"{shown_path(self.path)}:{self.line}: {self.message}"


def shown_path(path: Path) -> str:
    """The path as the author typed it: relative to the current folder when inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _nearest(word: str, candidates: Iterable[str], cutoff: float = 0.5) -> str | None:
    found = difflib.get_close_matches(word, list(candidates), n=1, cutoff=cutoff)
    return found[0] if found else None


def _maybe(word: str | None) -> str:
    return f"。もしかして: {word}" if word else ""


class _Checker:
    def __init__(self, path: Path, phrases: Sequence[Phrase] | None, houses: set[str] | None):
        self.path = path
        self.phrases = phrases
        self.houses = houses
        self.problems: list[Problem] = []

    def add(self, line: int, message: str) -> None:
        self.problems.append(Problem(self.path, line, message))

    def run(self) -> list[Problem]:
        raw = self.path.read_bytes()
        if raw.startswith(b"\xef\xbb\xbf"):
            self.add(1, "ファイルの先頭に BOM があります。BOM なしの UTF-8 で保存してください")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = raw[: exc.start].count(b"\n") + 1
            self.add(line, "UTF-8 として読めない文字があります。UTF-8 で保存してください")
            return self.problems
        lines = text.lstrip("\ufeff").splitlines()
        if not lines or lines[0].strip() != LANGUAGE_LINE:
            self.add(1, f"1行目は「{LANGUAGE_LINE}」にしてください")
        self.check_lines(lines)
        feature = gherkin.read_feature(self.path)
        self.check_house(feature)
        self.check_scenarios(feature)
        return sorted(self.problems, key=lambda p: p.line)

    # ---- line by line: keywords, colons, table bars ------------------------------------
    def check_lines(self, lines: list[str]) -> None:
        seen_feature = False
        in_scenario = False  # inside a scenario or background
        steps_started = False
        header_cells: int | None = None
        in_docstring = False
        for number, raw in enumerate(lines, 1):
            line = raw.strip()
            if line.startswith(('"""', "```")):
                in_docstring = not in_docstring
                continue
            if in_docstring or not line or line.startswith("#"):
                continue
            if "｜" in line:
                self.add(number, "表の区切りに全角「｜」があります。半角「|」にしてください")
            if line.startswith("@"):
                continue
            head = gherkin.block(line)
            if head:
                if head["colon"] == "：":
                    self.add(number, f"「{head['word']}：」の全角コロン「：」は"
                                     "半角「:」にしてください")
                word = head["word"]
                if word in gherkin.FEATURE_WORDS:
                    seen_feature = True
                elif word in gherkin.EXAMPLES_WORDS:
                    header_cells = None
                else:
                    in_scenario, steps_started, header_cells = True, False, None
                continue
            if line.startswith(("|", "｜")):
                cells = len(re.split(r"[|｜]", line.strip().strip("|｜")))
                if header_cells is None:
                    header_cells = cells
                elif cells != header_cells:
                    self.add(number, f"表の列の数が見出しと違います（見出し {header_cells} 列、"
                                     f"この行 {cells} 列）")
                continue
            step = gherkin.step_line(line)
            if step:
                if not in_scenario:
                    self.add(number, "シナリオの外に手順があります。「シナリオ: 名前」の行の下に"
                                     "書いてください")
                steps_started = True
                continue
            self.check_unknown_word(number, line, in_scenario, steps_started)
        if not seen_feature:
            self.add(1, "「機能: 名前」の行がありません")

    def check_unknown_word(
        self, number: int, text: str, in_scenario: bool, steps_started: bool
    ) -> None:
        first = re.split(r"[ \u3000:：]", text, maxsplit=1)[0]
        ends_block = re.match(r"^([^\s:：]{1,12})\s*[:：]", text)
        bare_block = next((w for w in gherkin.BLOCK_WORDS if text.startswith(w + " ")
                           or text.startswith(w + "\u3000") or text == w), None)
        if bare_block:
            self.add(number, f"「{bare_block}」の後に半角「:」が必要です（例: {bare_block}: 名前）")
            return
        if ends_block and ends_block[1] not in gherkin.BLOCK_WORDS:
            guess = _nearest(ends_block[1], gherkin.BLOCK_WORDS, 0.5)
            if guess:
                self.add(number, f"キーワード「{ends_block[1]}」は使えません{_maybe(guess + ':')}")
                return
        near_step = _nearest(first, gherkin.STEP_WORDS, 0.5) if len(first) <= 4 else None
        if steps_started:
            self.add(number, f"キーワード「{first}」は使えません（使えるのは {STEP_KEYWORDS}）"
                             f"{_maybe(near_step)}")
        elif in_scenario and near_step and first != text:
            # A description line before the first step: a near-miss keyword drops the step.
            self.add(number, f"キーワード「{first}」は使えません{_maybe(near_step)}"
                             "（このままでは手順ではなく説明文として読まれ、実行されません）")

    # ---- the house the file belongs to ------------------------------------------------
    def check_house(self, feature: gherkin.FeatureFile) -> None:
        if self.houses is not None and feature.house not in self.houses:
            self.add(1, f"フォルダ名「{feature.house}」のハウスがありません"
                        f"（scoring/rulesets/{feature.house}.toml が必要です）"
                        f"{_maybe(_nearest(feature.house, self.houses))}")

    # ---- scenarios: names, tags, steps ------------------------------------------------
    def check_scenarios(self, feature: gherkin.FeatureFile) -> None:
        first_line: dict[str, int] = {}
        for scenario in feature.scenarios:
            if not scenario.name:
                self.add(scenario.line, "シナリオに名前がありません")
            elif scenario.name in first_line:
                self.add(scenario.line, f"シナリオ名「{scenario.name}」が"
                                        f"{first_line[scenario.name]}行目と重複しています"
                                        "（重複すると片方が黙って消えます）")
            else:
                first_line[scenario.name] = scenario.line
            if not scenario.steps:
                self.add(scenario.line, f"シナリオ「{scenario.name}」に手順がありません")
            if scenario.outline:
                self.check_outline(scenario)
        self.check_tags(feature)
        if self.phrases is not None:
            self.check_phrases(feature)

    def check_outline(self, scenario: gherkin.Scenario) -> None:
        if not scenario.examples:
            self.add(scenario.line, f"シナリオアウトライン「{scenario.name}」に「例:」の表が"
                                    "ありません")
            return
        if len(scenario.examples) < 2:
            self.add(scenario.line, f"シナリオアウトライン「{scenario.name}」の「例:」の表に"
                                    "見出ししかありません")
        header = set(scenario.examples[0])
        for step in scenario.steps:
            for name in re.findall(r"<([^<>]+)>", step.text):
                if name not in header:
                    self.add(step.line, f"<{name}> が「例:」の表の見出しにありません")

    def check_tags(self, feature: gherkin.FeatureFile) -> None:
        known = rule_ids(feature.house)
        for number, tag in feature.tag_lines:
            if tag in MARKERS or tag in known:
                continue
            guess = _nearest(tag, known, 0.6)
            self.add(number, f"タグ @{tag} はハウス {feature.house} のルール一覧"
                             f"（scoring/catalogs/{feature.house}.toml）にありません"
                             f"{_maybe('@' + guess if guess else None)}")

    def check_phrases(self, feature: gherkin.FeatureFile) -> None:
        assert self.phrases is not None
        reported: set[int] = set()
        for scenario in feature.scenarios:
            for run in scenario.rendered():
                for step in run:
                    if step.line in reported or "<" in step.text:
                        continue
                    message = phrase_problem(step, self.phrases)
                    if message:
                        reported.add(step.line)
                        self.add(step.line, message)


def phrase_problem(step: gherkin.Step, phrases: Sequence[Phrase]) -> str | None:
    """None when a definition of the step's kind accepts its text; else what is wrong."""
    if any(p.kind == step.kind and p.matches(step.text) for p in phrases):
        return None
    other = next((p for p in phrases if p.matches(step.text)), None)
    if other is not None:
        return (f"「{step.text}」は {gherkin.KIND_WORD[other.kind]} の手順です"
                f"（{step.keyword} では使えません）")
    same_kind = [p for p in phrases if p.kind == step.kind] or list(phrases)
    best = max(same_kind, key=lambda p: _similarity(step.text, p), default=None)
    hint = f"。もしかして: {best.example}" if best is not None else ""
    return f"この手順に合う定義がありません: 「{step.written}」{hint}"


def _similarity(text: str, phrase: Phrase) -> float:
    pattern = re.sub(r"\{[^{}]*\}|\(\?P<[^>]+>[^)]*\)", "", phrase.pattern)
    return max(difflib.SequenceMatcher(None, text, phrase.example).ratio(),
               difflib.SequenceMatcher(None, text, pattern).ratio())


def lint_file(
    path: Path, phrases: Sequence[Phrase] | None = None, houses: set[str] | None = None
) -> list[Problem]:
    return _Checker(path, phrases, houses).run()


def lint_features(
    features_dir: Path,
    phrases: Sequence[Phrase] | None = None,
    house: str | None = None,
    houses: set[str] | None = None,
) -> dict[Path, list[Problem]]:
    """Every feature file (of one house, or all) → its problems (empty when clean)."""
    return {
        path: lint_file(path, phrases, houses)
        for path in gherkin.feature_paths(features_dir, house)
    }
