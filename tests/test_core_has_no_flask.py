"""The core must stay usable without the web stack."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SCORING = Path(__file__).resolve().parent.parent / "scoring"


def test_no_scoring_module_imports_flask() -> None:
    offenders = []
    for path in SCORING.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [
                f"{path.name}: {n}"
                for n in names
                if n.split(".")[0] in ("flask", "werkzeug", "webapp")
            ]
    assert offenders == []


def test_importing_the_whole_core_loads_no_flask() -> None:
    code = (
        "import pkgutil, importlib, sys, scoring\n"
        "for m in pkgutil.walk_packages(scoring.__path__, 'scoring.'):\n"
        "    if m.name != 'scoring.__main__': importlib.import_module(m.name)\n"
        "print(sorted(n for n in sys.modules if n.split('.')[0] in ('flask', 'werkzeug')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
