"""What is not yet specified: per house, the catalog rules no scenario checks.

A rule the engine decides (status executable, ambiguous or erratum) needs at least one
scenario tagged with its id. A rule that cannot be checked yet says why in its catalog entry
(`gap = "..."`): it is listed as a known gap, not as missing. Every shipped house must have
none missing; a house marked `draft = true` in its ruleset's `[house]` runs before it is
complete and is only listed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from scoring.authoring import features as gherkin
from scoring.authoring.tags import MARKERS, rule_tags
from scoring.catalog import load_catalog
from scoring.rules.loader import house_ids, load_ruleset

DECIDED = ("executable", "ambiguous", "erratum")
STATUS_JA = {
    "executable": "実行可能", "ambiguous": "曖昧（読み方を決めたもの）", "erratum": "誤植",
    "manner": "マナー", "not_applicable": "対象外",
}


@dataclass
class HouseCoverage:
    house: str
    draft: bool
    rules: int = 0  # catalog entries
    decided: int = 0  # entries the engine decides (need a scenario)
    covered: int = 0
    scenarios: int = 0
    missing: dict[str, list[str]] = field(default_factory=dict)  # status → rule ids
    gaps: dict[str, str] = field(default_factory=dict)  # rule id → why it is not checked yet
    stale_gaps: list[str] = field(default_factory=list)  # a gap that has a scenario now
    unknown_tags: list[str] = field(default_factory=list)  # "file:line @tag"

    @property
    def missing_count(self) -> int:
        return sum(len(ids) for ids in self.missing.values())

    @property
    def complete(self) -> bool:
        return self.missing_count == 0 and not self.stale_gaps and not self.unknown_tags


def house_coverage(features_dir: Path, house: str) -> HouseCoverage:
    entries = load_catalog(house)
    result = HouseCoverage(house, draft=load_ruleset(house).house.draft, rules=len(entries))
    ids = {str(e.get("id")) for e in entries}
    tagged: set[str] = set()
    for feature in gherkin.read_house(features_dir, house):
        result.scenarios += len(feature.scenarios)
        for scenario in feature.scenarios:
            tagged |= set(rule_tags(scenario.tags))
        for line, tag in feature.tag_lines:
            if tag not in ids and tag not in MARKERS:
                result.unknown_tags.append(f"{feature.path}:{line} @{tag}")
    for entry in entries:
        rule_id, status = str(entry.get("id")), str(entry.get("status"))
        if status not in DECIDED:
            continue
        result.decided += 1
        gap = entry.get("gap")
        if rule_id in tagged:
            result.covered += 1
            if gap:
                result.stale_gaps.append(rule_id)
        elif gap:
            result.gaps[rule_id] = str(gap)
        else:
            result.missing.setdefault(status, []).append(rule_id)
    return result


def coverage(features_dir: Path, house: str | None = None) -> list[HouseCoverage]:
    houses = [house] if house else house_ids()
    return [house_coverage(features_dir, h) for h in houses]


def gate_failures(results: list[HouseCoverage]) -> list[HouseCoverage]:
    """Shipped houses that are not complete (draft houses never fail the gate)."""
    return [r for r in results if not r.draft and not r.complete]


def render(results: list[HouseCoverage]) -> str:
    out: list[str] = []
    for r in results:
        draft = "（下書き: draft = true）" if r.draft else ""
        out.append(f"■ {r.house}{draft}: ルール {r.rules} 件、うちシナリオが必要 {r.decided} 件、"
                   f"シナリオあり {r.covered} 件、未記述 {r.missing_count} 件"
                   f"（シナリオ {r.scenarios} 本）")
        for status, ids in r.missing.items():
            out.append(f"  未記述（{STATUS_JA.get(status, status)}）: {len(ids)} 件")
            out += [f"    - {rule_id}" for rule_id in ids]
        for rule_id, why in r.gaps.items():
            out.append(f"  既知の未対応: {rule_id} — {why}")
        for rule_id in r.stale_gaps:
            out.append(f"  gap の記載が古い: {rule_id} にはシナリオがあります"
                       "（gap を消してください）")
        for where in r.unknown_tags:
            out.append(f"  ルールを指さないタグ: {where}")
    drafts = [r.house for r in results if r.draft]
    total_missing = sum(r.missing_count for r in results)
    out.append(f"合計: {len(results)} ハウス、シナリオが必要なルール "
               f"{sum(r.decided for r in results)} 件、未記述 {total_missing} 件、"
               f"既知の未対応 {sum(len(r.gaps) for r in results)} 件、"
               f"ルールを指さないタグ {sum(len(r.unknown_tags) for r in results)} 件")
    if drafts:
        out.append(f"下書きのハウス（未記述があっても CI は通る）: {', '.join(drafts)}")
    failing = gate_failures(results)
    if failing:
        out.append("公開済みのハウスで未記述があるもの: " + ", ".join(r.house for r in failing))
    return "\n".join(out) + "\n"
