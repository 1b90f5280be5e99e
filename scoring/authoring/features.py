"""A forgiving reader of Japanese feature files: scenarios, tags, steps and line numbers.

It never raises on a malformed file (the checker in `lint` reports what is wrong); it reads
what it can, so the checker, the coverage and the index all see the same scenarios.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_FEATURES = Path("features")
BOM = "\ufeff"

FEATURE_WORDS = ("機能", "フィーチャ")
BACKGROUND_WORDS = ("背景",)
SCENARIO_WORDS = ("シナリオ",)
OUTLINE_WORDS = ("シナリオアウトライン", "シナリオテンプレート", "シナリオテンプレ", "テンプレ")
EXAMPLES_WORDS = ("例", "サンプル")
RULE_WORDS = ("ルール",)
BLOCK_WORDS = (
    *OUTLINE_WORDS, *SCENARIO_WORDS, *FEATURE_WORDS, *BACKGROUND_WORDS, *EXAMPLES_WORDS,
    *RULE_WORDS,
)
# Step keywords and the kind they give (None: the kind of the step before).
STEP_WORDS: dict[str, str | None] = {
    "前提": "given", "もし": "when", "ならば": "then",
    "かつ": None, "且つ": None, "しかし": None, "然し": None, "ただし": None, "但し": None,
}
KIND_WORD = {"given": "前提", "when": "もし", "then": "ならば"}
_BLOCK = re.compile(
    "^(?P<word>" + "|".join(sorted(BLOCK_WORDS, key=len, reverse=True)) + r")\s*(?P<colon>[:：])"
    r"\s*(?P<rest>.*)$"
)
_STEP = re.compile(
    "^(?P<word>" + "|".join(sorted(STEP_WORDS, key=len, reverse=True)) + r")[ \u3000]*(?P<text>.*)$"
)


@dataclass(frozen=True)
class Step:
    keyword: str  # as written: 前提, かつ, …
    kind: str  # given, when or then (a かつ takes the kind of the step before)
    text: str
    line: int

    @property
    def written(self) -> str:
        return f"{self.keyword} {self.text}"


@dataclass(frozen=True)
class Scenario:
    name: str
    line: int
    tags: tuple[str, ...]  # the scenario's own tags, then the feature's (no '@')
    steps: tuple[Step, ...]  # background steps first
    description: str = ""
    outline: bool = False
    examples: tuple[tuple[str, ...], ...] = ()  # header row, then one row per example

    def rendered(self) -> list[list[Step]]:
        """The steps as they run: one list per example row (one list for a plain scenario)."""
        if not self.outline or len(self.examples) < 2:
            return [list(self.steps)]
        header, *rows = self.examples
        runs = []
        for row in rows:
            values = dict(zip(header, row, strict=False))
            runs.append([
                Step(s.keyword, s.kind, _fill(s.text, values), s.line) for s in self.steps
            ])
        return runs


@dataclass(frozen=True)
class FeatureFile:
    house: str
    path: Path
    name: str
    tags: tuple[str, ...]
    scenarios: tuple[Scenario, ...]
    tag_lines: tuple[tuple[int, str], ...] = field(default=())  # every tag with its line


def _fill(text: str, values: dict[str, str]) -> str:
    return re.sub(r"<([^<>]+)>", lambda m: values.get(m[1], m[0]), text)


def house_folders(features_dir: Path = DEFAULT_FEATURES) -> list[Path]:
    if not features_dir.is_dir():
        return []
    return sorted(p for p in features_dir.iterdir() if p.is_dir() and any(p.glob("*.feature")))


def feature_paths(features_dir: Path = DEFAULT_FEATURES, house: str | None = None) -> list[Path]:
    folders = [features_dir / house] if house else house_folders(features_dir)
    return [path for folder in folders for path in sorted(folder.glob("*.feature"))]


def read_text(path: Path) -> str:
    text = path.read_bytes().decode("utf-8", errors="replace")
    return text[1:] if text.startswith(BOM) else text


def block(line: str) -> re.Match[str] | None:
    return _BLOCK.match(line.strip())


def step_line(line: str) -> re.Match[str] | None:
    return _STEP.match(line.strip())


def read_feature(path: Path) -> FeatureFile:
    house = path.parent.name
    lines = read_text(path).splitlines()
    feature_name, feature_tags = "", ()
    pending: list[str] = []
    tag_lines: list[tuple[int, str]] = []
    background: list[Step] = []
    scenarios: list[Scenario] = []
    current: dict | None = None  # the block being read: background or scenario
    last_kind = "given"

    def close() -> None:
        nonlocal current
        if current is not None and current["type"] == "scenario":
            own = tuple(current["tags"])
            tags = tuple(dict.fromkeys(own + tuple(feature_tags)))
            steps = tuple(background) + tuple(current["steps"])
            scenarios.append(Scenario(
                name=current["name"], line=current["line"], tags=tags, steps=steps,
                description="\n".join(current["description"]).strip(),
                outline=current["outline"], examples=tuple(current["examples"]),
            ))
        current = None

    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("@"):
            words = line.split()
            pending += [w[1:] for w in words if w.startswith("@")]
            tag_lines += [(number, w[1:]) for w in words if w.startswith("@")]
            continue
        head = block(line)
        if head:
            word = head["word"]
            if word in FEATURE_WORDS:
                feature_name, feature_tags, pending = head["rest"], tuple(pending), []
            elif word in BACKGROUND_WORDS:
                close()
                current = {"type": "background", "steps": background}
                pending = []
            elif word in SCENARIO_WORDS or word in OUTLINE_WORDS:
                close()
                current = {"type": "scenario", "name": head["rest"].strip(), "line": number,
                           "tags": pending, "steps": [], "description": [],
                           "outline": word in OUTLINE_WORDS, "examples": []}
                pending = []
            elif word in EXAMPLES_WORDS and current is not None:
                current["in_examples"] = True
                pending = []
            continue
        if current is None:
            continue
        if line.startswith("|"):
            if current.get("in_examples"):
                cells = [c.strip() for c in line.strip().strip("|").split("|")]
                current["examples"].append(tuple(cells))
            continue
        step = step_line(line)
        if step:
            kind = STEP_WORDS[step["word"]] or last_kind
            last_kind = kind
            current["steps"].append(Step(step["word"], kind, step["text"].strip(), number))
        elif current["type"] == "scenario" and not current["steps"]:
            current["description"].append(line)
    close()
    return FeatureFile(house, path, feature_name, tuple(feature_tags), tuple(scenarios),
                       tuple(tag_lines))


def read_house(features_dir: Path, house: str) -> list[FeatureFile]:
    return [read_feature(path) for path in feature_paths(features_dir, house)]
