"""`python -m scoring <command>`: checks and tools for rule authors; exit 1 on a problem.

  check [--features DIR]     every ruleset and catalog strictly, then every feature file
  coverage [HOUSE]           catalog rules no scenario checks yet, per house
  index                      write the scenario-link index the core ships
  report                     render the last spec run as HTML
  vocabulary                 write the step-phrase reference for rule authors
  reference                  print the ruleset field reference (Markdown)

Authoring commands read the feature files from `--features` (default: `features` under the
current directory), never from beside the package.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from scoring.authoring.features import DEFAULT_FEATURES
from scoring.authoring.phrases import DEFAULT_STEPS


def _features_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--features", type=Path, default=DEFAULT_FEATURES,
                        help="the feature folder (default: ./features)")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m scoring")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="validate rulesets, catalogs and feature files")
    _features_option(check)
    check.add_argument("--steps", default=DEFAULT_STEPS,
                       help="the module with the step definitions (default: steps)")
    coverage = sub.add_parser("coverage", help="catalog rules that no scenario checks yet")
    coverage.add_argument("house", nargs="?", help="one house (default: every house)")
    _features_option(coverage)
    index = sub.add_parser("index", help="write scoring/catalogs/scenarios.json")
    _features_option(index)
    index.add_argument("--check", action="store_true", help="only say whether it is fresh")
    report = sub.add_parser("report", help="render a spec run (cucumber JSON) as HTML")
    _features_option(report)
    report.add_argument("--json", type=Path, default=Path("build/spec/cucumber.json"))
    report.add_argument("--out", type=Path, default=Path("build/spec/report.html"))
    vocabulary = sub.add_parser("vocabulary", help="write the step-phrase reference")
    vocabulary.add_argument("--steps", default=DEFAULT_STEPS)
    _features_option(vocabulary)
    vocabulary.add_argument("--out", type=Path, default=None,
                            help="where to write it (default: REFERENCE.md in the feature folder)")
    sub.add_parser("reference", help="print the ruleset field reference (Markdown)")
    return parser


def _check(args: argparse.Namespace) -> int:
    from scoring.authoring.lint import lint_features
    from scoring.authoring.phrases import load_phrases
    from scoring.checks import check_all
    from scoring.rules.loader import house_ids

    problems, summary = check_all()
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    print(summary)
    if not args.features.is_dir():
        print(f"{args.features}: 機能ファイルのフォルダがないため、シナリオの確認は省略します")
        return 1 if problems else 0
    phrases = load_phrases(args.steps)
    if phrases is None:
        print(f"手順の定義（{args.steps}）が読めないため、手順の確認は省略します")
    results = lint_features(args.features, phrases, houses=set(house_ids()))
    found = [problem for file_problems in results.values() for problem in file_problems]
    for problem in found:
        print(problem, file=sys.stderr)
    broken = sum(1 for file_problems in results.values() if file_problems)
    print(f"機能ファイル {len(results)} 件を確認: 問題 {len(found)} 件（{broken} ファイル）")
    return 1 if problems or found else 0


def _has_features(folder: Path) -> bool:
    from scoring.authoring.features import house_folders

    if house_folders(folder):
        return True
    print(f"{folder}: ハウスのフォルダ（<ハウス>/*.feature）がありません。"
          "プロジェクトの最上位で実行するか --features を指定してください", file=sys.stderr)
    return False


def _coverage(args: argparse.Namespace) -> int:
    from scoring.authoring.coverage import coverage, gate_failures, render
    from scoring.rules.loader import house_ids

    if args.house and args.house not in house_ids():
        print(f"ハウス {args.house} はありません（{', '.join(house_ids())}）", file=sys.stderr)
        return 2
    if not _has_features(args.features):
        return 2
    results = coverage(args.features, args.house)
    print(render(results), end="")
    return 1 if gate_failures(results) else 0


def _index(args: argparse.Namespace) -> int:
    from scoring.authoring.index import render_index, write_index
    from scoring.catalog import INDEX_PATH

    if not _has_features(args.features):
        return 2  # never write an empty index over the shipped one from the wrong folder
    if args.check:
        fresh = INDEX_PATH.is_file() and INDEX_PATH.read_text("utf-8") == render_index(
            args.features)
        print(f"{INDEX_PATH}: {'最新です' if fresh else '古くなっています'}")
        return 0 if fresh else 1
    changed = write_index(args.features)
    print(f"{INDEX_PATH}: {'更新しました' if changed else '変更なし'}")
    return 0


def _report(args: argparse.Namespace) -> int:
    from scoring.authoring.report import write_report

    if not args.json.is_file():
        print(f"{args.json} がありません。先に make spec を実行してください", file=sys.stderr)
        return 1
    summary = write_report(args.json, args.out, args.features)
    print(f"{args.out}: {summary}")
    return 0


def _vocabulary(args: argparse.Namespace) -> int:
    from scoring.authoring.phrases import load_steps
    from scoring.authoring.vocabulary import render_vocabulary

    steps = load_steps(args.steps)
    if steps is None:
        print(f"手順の定義（{args.steps}）が読めません", file=sys.stderr)
        return 1
    phrases = steps.phrases()
    text = render_vocabulary(phrases, steps.word_lists(), steps.penalty_name)
    out = args.out or args.features / "REFERENCE.md"
    out.write_text(text, encoding="utf-8")
    print(f"{out}: 書き出しました（手順 {len(phrases)} 件）")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "reference":
        from scoring.rules.reference import render_reference

        print(render_reference(), end="")
        return 0
    commands = {"check": _check, "coverage": _coverage, "index": _index, "report": _report,
                "vocabulary": _vocabulary}
    return commands[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
