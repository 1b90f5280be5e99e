"""Every error code is a listed, documented constant (scoring/error_codes.py, its meaning in
scoring/error_meanings.py, docs/api.md)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from scoring.api.read import bounds
from scoring.errors import MEANINGS, ErrorCode, ScoringError

ROOT = Path(__file__).resolve().parents[1]
RAISERS = {"malformed", "impossible", "not_found", "ScoringError"}


def _raised_codes() -> list[tuple[str, int, ast.expr]]:
    """The first argument of every call that builds a ScoringError in scoring/."""
    found = []
    for path in sorted((ROOT / "scoring").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name in RAISERS:
                found.append((str(path.relative_to(ROOT)), node.lineno, node.args[0]))
    return found


def test_every_raised_code_is_a_listed_constant() -> None:
    """Raised as `ErrorCode.X` (never a plain string, even a listed one), or a bound's code."""
    unlisted = []
    for path, line, arg in _raised_codes():
        if path == "scoring/errors.py":
            continue  # the helpers pass their `code` parameter on
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            # A listed code, but written as a plain string: it is raised as its constant.
            ok = False
        elif isinstance(arg, ast.Attribute) and getattr(arg.value, "id", None) == "ErrorCode":
            ok = arg.attr in ErrorCode.__members__
        else:
            # A bound's code (`Bound.code` / `Bound.low_code`, typed ErrorCode, checked below);
            # an f-string or any other variable is a code nobody can look up.
            ok = _is_bound_code(arg)
        if not ok:
            unlisted.append(f"{path}:{line}: {ast.unparse(arg)}")
    assert not unlisted, (
        "codes raised that are not ErrorCode constants (scoring/error_codes.py):\n"
        + "\n".join(unlisted)
    )


def _is_bound_code(arg: ast.expr) -> bool:
    if isinstance(arg, ast.BoolOp):
        return all(_is_bound_code(v) for v in arg.values)
    return isinstance(arg, ast.Attribute) and arg.attr in ("code", "low_code")


def test_every_bound_names_a_listed_code() -> None:
    found = [b for b in vars(bounds).values() if isinstance(b, bounds.Bound)]
    assert len(found) > 10
    for bound in found:
        assert isinstance(bound.code, ErrorCode)
        assert bound.low_code is None or isinstance(bound.low_code, ErrorCode)
        assert bound.low <= bound.high and bound.meaning


def test_the_scan_sees_the_codes_it_checks() -> None:
    # Guards the scan itself: it must find raises in the core, by constant and by string.
    args = [arg for _, _, arg in _raised_codes()]
    assert sum(isinstance(a, ast.Attribute) for a in args) > 50
    assert len({ast.unparse(a) for a in args}) > 40


def test_every_code_has_a_meaning_in_both_languages() -> None:
    assert set(MEANINGS) == set(ErrorCode)
    for code, (ja, en) in MEANINGS.items():
        assert ja.strip() and en.strip(), code
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", ja), f"{code}: no Japanese"


def test_an_unlisted_code_cannot_be_raised() -> None:
    try:
        ScoringError("no_such_code_anywhere", "x")
    except ValueError:
        pass
    else:
        raise AssertionError("ScoringError accepted an unlisted code")


def test_the_contract_lists_exactly_the_codes_of_the_module() -> None:
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    section = text.split("## Error codes", 1)[1].split("\n## ", 1)[0]
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", section, re.MULTILINE))
    assert documented == {c.value for c in ErrorCode}


def test_check_reasons_are_listed_and_documented() -> None:
    from scoring.game import reasons

    assert set(reasons.MEANINGS) == set(reasons.CheckCode)
    source = (ROOT / "scoring" / "game" / "check.py").read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source)):
        # Every answer names its reason by constant (or a table of them), never by a string.
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_answer":
            assert not isinstance(node.args[1], ast.Constant | ast.JoinedStr), ast.unparse(node)
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    section = text.split("| reason | meaning | 意味 |", 1)[1].split("\n\n", 1)[0]
    documented = set(re.findall(r"^\| `([a-z_0-9]+)` \|", section, re.MULTILINE))
    assert documented == {c.value for c in reasons.CheckCode}
