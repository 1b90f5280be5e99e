"""`python -m scoring check`: validate every ruleset and catalog strictly; exit 1 on error."""

from __future__ import annotations

import argparse
import sys

from scoring.checks import check_all


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scoring")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("check", help="validate every ruleset and rule catalog")
    sub.add_parser("reference", help="print the ruleset field reference (Markdown)")
    args = parser.parse_args(argv)
    if args.command == "reference":
        from scoring.rules.reference import render_reference

        print(render_reference(), end="")
        return 0
    if args.command == "check":
        problems, summary = check_all()
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        print(summary)
        return 1 if problems else 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
