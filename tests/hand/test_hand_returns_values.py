"""`scoring/hand/` evaluates and returns values: reading requests and building JSON-shaped
answers belong to the entry layer (`scoring/api/`)."""

from __future__ import annotations

import ast
from pathlib import Path

HAND = Path(__file__).resolve().parents[2] / "scoring" / "hand"


def test_hand_imports_nothing_from_the_entry_layer_and_builds_no_dicts_for_json() -> None:
    for path in sorted(HAND.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith(("scoring.api", "scoring.requests")), path
                assert node.module != "json", path
            if isinstance(node, ast.Import):
                assert all(a.name != "json" for a in node.names), path
            if isinstance(node, ast.FunctionDef):
                assert node.name != "to_dict", f"{path}: {node.name}"
