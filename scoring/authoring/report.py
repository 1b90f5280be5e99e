"""The last spec run as one HTML page, grouped by house and catalog rule, in Japanese.

Input: pytest-bdd's cucumber JSON (`make spec` writes it). Each scenario shows its steps
and whether it passed; a failure shows the step and 期待/実際 as the run printed them. Files
the checker refused (so they did not run) are listed first with their problems.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from scoring.authoring.coverage import DECIDED
from scoring.authoring.features import feature_paths
from scoring.authoring.lint import lint_features
from scoring.authoring.phrases import load_phrases
from scoring.authoring.tags import MARKERS, rule_tags
from scoring.catalog import load_catalog
from scoring.rules.loader import house_ids, load_ruleset

STATUS_JA = {"executable": "実行可能", "ambiguous": "曖昧（読み方を決めた）", "erratum": "誤植",
             "manner": "マナー", "not_applicable": "対象外"}
CSS = """
body{font-family:system-ui,"IPAGothic",sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem;
line-height:1.5;color:#222}
h1{font-size:1.4rem}h2{margin-top:2rem;border-bottom:2px solid #ccc}
h3{font-size:1rem;margin:1.2rem 0 .3rem}
.summary span{margin-right:1rem}.ok{color:#176b2c}.ng{color:#b00020}.muted{color:#777}
details{border:1px solid #ddd;border-radius:4px;margin:.3rem 0;padding:.2rem .6rem}
details.failed{border-color:#b00020;background:#fff5f5}
summary{cursor:pointer}ol{margin:.3rem 0 .3rem 1.2rem;padding:0}
li.failed{color:#b00020;font-weight:bold}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem;
margin:.3rem 0}.kw{color:#555;margin-right:.3rem}code{background:#f2f2f2;padding:0 .2rem}
.about{margin:.3rem 0;color:#444;white-space:pre-wrap}
"""


@dataclass
class RunScenario:
    house: str
    uri: str
    name: str
    line: int
    tags: list[str]
    steps: list[dict[str, Any]]
    passed: bool
    error: str = ""
    description: str = ""


@dataclass
class HouseRun:
    house: str
    scenarios: list[RunScenario] = field(default_factory=list)


def read_run(path: Path) -> list[RunScenario]:
    features = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for feature in features:
        uri = str(feature.get("uri", ""))
        house = uri.split("/", 1)[0]
        feature_tags = [t["name"] for t in feature.get("tags", [])]
        for element in feature.get("elements", []):
            steps = list(element.get("steps", []))
            results = [s.get("result", {}) for s in steps]
            failed = [r for r in results if r.get("status") == "failed"]
            out.append(RunScenario(
                house=house, uri=uri, name=str(element.get("name", "")),
                line=int(element.get("line", 0)),
                tags=[t["name"] for t in element.get("tags", [])] + feature_tags,
                steps=steps, passed=not failed,
                error=str(failed[0].get("error_message", "")) if failed else "",
                description=str(element.get("description", "")),
            ))
    return out


def _scenario_html(s: RunScenario) -> str:
    mark = '<span class="ok">✔ 合格</span>' if s.passed else '<span class="ng">✘ 不合格</span>'
    steps = []
    for step in s.steps:
        failed = step.get("result", {}).get("status") == "failed"
        cls = ' class="failed"' if failed else ""
        steps.append(f'<li{cls}><span class="kw">{escape(str(step.get("keyword", "")))}</span>'
                     f'{escape(str(step.get("name", "")))}</li>')
    error = f"<pre>{escape(s.error)}</pre>" if s.error else ""
    about = f'<p class="about">{escape(s.description)}</p>' if s.description else ""
    markers = "".join(f' <code>@{escape(t)}</code>' for t in s.tags if t in MARKERS)
    state = "" if s.passed else ' class="failed" open'
    return (f"<details{state}><summary>{mark} {escape(s.name)}{markers} "
            f'<span class="muted">{escape(s.uri)}:{s.line}</span></summary>'
            f"{about}<ol>{''.join(steps)}</ol>{error}</details>")


def _house_html(house: str, scenarios: list[RunScenario], whole: bool) -> str:
    name = load_ruleset(house).house.name.ja or house
    passed = sum(1 for s in scenarios if s.passed)
    out = [f'<h2 id="{escape(house)}">{escape(name)} '
           f'<span class="muted">({escape(house)})</span></h2>',
           f'<p class="summary"><span class="ok">合格 {passed}</span>'
           f'<span class="ng">不合格 {len(scenarios) - passed}</span></p>']
    by_rule: dict[str, list[RunScenario]] = {}
    unlinked = []
    for s in scenarios:
        links = rule_tags(s.tags)
        for tag in links:
            by_rule.setdefault(tag, []).append(s)
        if not links:
            unlinked.append(s)
    for rule in load_catalog(house):
        rid = str(rule.get("id"))
        title = (rule.get("title") or {}).get("ja", "")
        status = STATUS_JA.get(str(rule.get("status")), str(rule.get("status")))
        mine = by_rule.get(rid, [])
        if not mine:
            continue
        out.append(f"<h3>{escape(title)} <code>{escape(rid)}</code> "
                   f'<span class="muted">{escape(status)}</span></h3>')
        out += [_scenario_html(s) for s in mine]
    if unlinked:
        out.append("<h3>ルールに結びついていないシナリオ</h3>")
        out += [_scenario_html(s) for s in unlinked]
    waiting = [rule for rule in load_catalog(house) if whole and rule.get("status") in DECIDED
               and str(rule.get("id")) not in by_rule]
    if waiting:
        out.append("<h3>シナリオのないルール</h3><ul>")
        out += [f"<li>{escape((r.get('title') or {}).get('ja', ''))} "
                f"<code>{escape(str(r.get('id')))}</code>"
                + (f' <span class="muted">{escape(str(r["gap"]))}</span>' if r.get("gap")
                   else "") + "</li>" for r in waiting]
        out.append("</ul>")
    return "\n".join(out)


def render_report(run: list[RunScenario], features_dir: Path | None = None) -> str:
    passed = sum(1 for s in run if s.passed)
    houses = [h for h in house_ids() if any(s.house == h for s in run)]
    body = ["<h1>仕様の実行結果</h1>",
            f'<p class="summary"><span>シナリオ {len(run)}</span>'
            f'<span class="ok">合格 {passed}</span>'
            f'<span class="ng">不合格 {len(run) - passed}</span></p>']
    if features_dir is not None and features_dir.is_dir():
        broken = {p: probs for p, probs in lint_features(
            features_dir, load_phrases(), houses=set(house_ids())).items() if probs}
        if broken:
            body.append('<h2 class="ng">実行されなかった機能ファイル</h2>')
            for problems in broken.values():
                body.append("<pre>" + escape("\n".join(map(str, problems))) + "</pre>")
    body.append("<nav><p>" + " · ".join(f'<a href="#{escape(h)}">{escape(h)}</a>'
                                        for h in houses) + "</p></nav>")
    for house in houses:
        mine = [s for s in run if s.house == house]
        # Rules with no scenario are listed only when every file of the house ran.
        files = {f"{house}/{p.name}" for p in feature_paths(features_dir, house)} \
            if features_dir is not None else set()
        body.append(_house_html(house, mine, bool(files) and files <= {s.uri for s in mine}))
    return ("<!doctype html>\n<html lang=\"ja\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
            f"<title>仕様の実行結果</title><style>{CSS}</style></head><body>\n"
            + "\n".join(body) + "\n</body></html>\n")


def write_report(json_path: Path, out: Path, features_dir: Path | None = None) -> str:
    run = read_run(json_path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(render_report(run, features_dir), encoding="utf-8")
    passed = sum(1 for s in run if s.passed)
    return f"シナリオ {len(run)} 件（合格 {passed}、不合格 {len(run) - passed}）"
