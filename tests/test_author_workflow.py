"""What a rule author does, from the README, in a temporary copy of the project.

Each test copies the tree (minus .venv, .git and build output) and runs the documented
commands with this venv's python: add a scenario and run only it, see a typo reported in
Japanese with its line while everything else runs, read a failure as 期待/実際, list what
is not yet specified, and open the HTML report.
"""

from __future__ import annotations

import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HOUSE = "tenhou_yonma"  # the house of features/README.md's example
# The venv running this test: sys.prefix, not the python binary resolved, which in a venv is
# a link to the base interpreter (whose site-packages has none of the test packages).
VENV = Path(sys.prefix)
IGNORED = shutil.ignore_patterns(
    ".venv", ".git", "node_modules", "build", "__pycache__", ".pytest_cache", ".ruff_cache",
    ".hypothesis", "test-results", "*.egg-info",
)


def readme_example() -> str:
    """The first Gherkin example of features/README.md: what an author copies."""
    text = (ROOT / "features" / "README.md").read_text(encoding="utf-8")
    match = re.search(r"```gherkin\n(.*?)```", text, re.S)
    assert match, "features/README.md has no ```gherkin example"
    return match.group(1)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    copy = tmp_path / "project"
    shutil.copytree(ROOT, copy, ignore=IGNORED)
    return copy


def run(project: Path, *command: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    if command[0] == "make":
        # The venv of this run stands in for the copy's own (never rebuilt from the copy).
        command = ("make", "-s", f"VENV={VENV}", "-o", f"{VENV}/.installed", *command[1:])
    else:
        command = (sys.executable, *command)
    done = subprocess.run(
        command, cwd=project, capture_output=True, text=True, timeout=300,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1", **(env or {})},
    )
    return done.returncode, done.stdout + done.stderr


def passed_failed(output: str) -> tuple[int, int]:
    passed = re.search(r"(\d+) passed", output)
    failed = re.search(r"(\d+) failed", output)
    return (int(passed[1]) if passed else 0, int(failed[1]) if failed else 0)


def test_an_author_adds_a_scenario_and_runs_only_it(project: Path) -> None:
    (project / "features" / HOUSE / "my_first.feature").write_text(readme_example(), "utf-8")
    code, out = run(project, "make", "spec", "HOUSE=tenhou_yonma", "FILE=my_first.feature")
    assert code == 0, out
    assert passed_failed(out) == (1, 0), out
    assert "test_tenhou_yonma__my_first__2本場の子のロン" in json.loads(
        (project / "build" / "spec" / "cucumber.json").read_text("utf-8"))[0]["elements"][0]["id"]

    code, out = run(project, "-m", "scoring", "index")
    assert code == 0, out
    index = json.loads((project / "scoring" / "catalogs" / "scenarios.json").read_text("utf-8"))
    ref = "tenhou_yonma/my_first.feature :: 2本場の子のロン"
    assert ref in index["houses"]["tenhou_yonma"]["rules"]["payment.honba"]
    steps = index["houses"][HOUSE]["scenarios"][ref]["steps"]
    assert steps[-1] == "ならば 収支は -4500 +4500 0 0"


def test_a_typo_is_reported_in_japanese_with_its_line_while_the_rest_runs(
    project: Path,
) -> None:
    typo = readme_example().replace("シナリオ:", "シナリオ：").replace("収支は", "収支わ")
    (project / "features" / "tenhou_yonma" / "my_typo.feature").write_text(typo, "utf-8")
    lines = typo.splitlines()
    colon_line = next(i for i, line in enumerate(lines, 1) if "シナリオ：" in line)
    phrase_line = next(i for i, line in enumerate(lines, 1) if "収支わ" in line)

    code, out = run(project, "make", "spec", "HOUSE=tenhou_yonma")
    assert code != 0, out
    where = f"features/{HOUSE}/my_typo.feature"
    assert f"{where}:{colon_line}: 「シナリオ：」の全角コロン" in out
    assert f"{where}:{phrase_line}: この手順に合う定義がありません" in out
    assert "もしかして: 収支は" in out
    passed, failed = passed_failed(out)
    assert failed == 1 and passed > 50, out  # the broken file fails once; the house's others ran

    code, out = run(project, "-m", "scoring", "check")
    assert code == 1
    assert f"features/tenhou_yonma/my_typo.feature:{phrase_line}:" in out


def test_a_failure_reads_as_expected_and_actual(project: Path) -> None:
    wrong = readme_example().replace("収支は -4500 +4500 0 0", "収支は -4100 +4100 0 0")
    (project / "features" / "tenhou_yonma" / "my_first.feature").write_text(wrong, "utf-8")
    line = next(i for i, text in enumerate(wrong.splitlines(), 1) if "収支は" in text)

    code, out = run(project, "make", "spec", "HOUSE=tenhou_yonma", "FILE=my_first.feature")
    assert code != 0
    assert f"features/tenhou_yonma/my_first.feature:{line}: ならば 収支は -4100 +4100 0 0" in out
    assert re.search(r"収支\s+期待 -4100 \+4100 0 0\n\s+実際 -4500 \+4500 0 0", out), out
    assert "Traceback" not in out and "steps/win.py" not in out

    code, out = run(project, "make", "spec", "HOUSE=tenhou_yonma", "FILE=my_first.feature",
                    env={"SPEC_TRACE": "1"})
    assert code != 0
    assert "steps/win.py" in out  # the trace, when asked for


DRAFT_RULESET = """extends = "tenhou_yonma"

[house]
name = { ja = "新しい雀荘", en = "A new parlour" }
draft = true
"""
DRAFT_CATALOG = """[[rule]]
id = "payment.honba"
category = "payment"
title = { ja = "積み棒", en = "Honba" }
text = { ja = "1本場300点。", en = "300 per honba." }
source = { document = "new.txt", item = "1" }
status = "executable"

[[rule]]
id = "payment.kyotaku"
category = "payment"
title = { ja = "供託", en = "Deposit" }
text = { ja = "リーチ棒は次のアガリの人が取る。", en = "The next winner takes the sticks." }
source = { document = "new.txt", item = "2" }
status = "executable"
"""
DRAFT_FEATURE = """# language: ja
機能: 新しい雀荘の積み棒

  @payment.honba
  シナリオ: 1本場の子のロン
    前提 1本場
    もし 南家が3翻30符で東家からロンする
    ならば 収支は -4200 +4200 0 0
"""


def test_coverage_lists_what_is_not_specified_and_a_draft_house_runs(project: Path) -> None:
    (project / "scoring" / "rulesets" / "newhouse.toml").write_text(DRAFT_RULESET, "utf-8")
    (project / "scoring" / "catalogs" / "newhouse.toml").write_text(DRAFT_CATALOG, "utf-8")
    (project / "features" / "newhouse").mkdir()
    (project / "features" / "newhouse" / "honba.feature").write_text(DRAFT_FEATURE, "utf-8")

    code, out = run(project, "-m", "scoring", "coverage", "newhouse")
    assert code == 0, out  # a draft house is listed, not gated
    assert "newhouse（下書き: draft = true）" in out
    assert "未記述（実行可能）: 1 件" in out and "- payment.kyotaku" in out
    assert "payment.honba" not in out.split("未記述（実行可能）")[1]

    code, out = run(project, "make", "spec", "HOUSE=newhouse")
    assert code == 0 and passed_failed(out) == (1, 0), out

    ruleset = project / "scoring" / "rulesets" / "newhouse.toml"
    ruleset.write_text(DRAFT_RULESET.replace("draft = true", "draft = false"), "utf-8")
    code, out = run(project, "-m", "scoring", "coverage")
    assert code == 1  # shipped now: the gap fails the gate
    assert "公開済みのハウスで未記述があるもの: newhouse" in out


class _Page(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_the_html_report_shows_the_last_run_by_house_and_rule(project: Path) -> None:
    wrong = readme_example().replace("収支は -4500 +4500 0 0", "収支は -4100 +4100 0 0")
    (project / "features" / "tenhou_yonma" / "my_first.feature").write_text(wrong, "utf-8")
    run(project, "make", "spec", "HOUSE=tenhou_yonma", "FILE=my_first.feature")
    code, out = run(project, "make", "spec-report")
    assert code == 0, out
    page = _Page()
    page.feed((project / "build" / "spec" / "report.html").read_text("utf-8"))
    text = "".join(page.text)
    assert "仕様の実行結果" in text and "天鳳 四麻" in text
    assert "積み棒" in text or "payment.honba" in text  # grouped under the catalog rule
    assert "2本場の子のロン" in text and "不合格" in text
    assert "実際 -4500 +4500 0 0" in text  # the failure, as the run printed it
    assert "details" in page.tags and "ol" in page.tags
