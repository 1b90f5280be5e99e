"""The browser modules' layout: grouped in folders by what they serve (docs/layout.md), each
small, and every relative import naming a module that is there."""

from __future__ import annotations

import posixpath
import re
from pathlib import Path

from webapp.shell import PAGE_MODULES, STATIC

JS = STATIC / "js"
# The folder of each kind of module (docs/layout.md), and the folders kept for what comes
# next (the shared tables, tournaments), which may be empty.
FOLDERS = {"shell", "core", "calculators", "hand", "tiles", "sheet", "session", "rules"}
RESERVED = {"tables", "tournaments"}
MOST_LOOSE = 20  # modules in one folder
MOST_LINES = 350  # lines in one module
# The specifiers the static layer rewrites to hashed names (webapp/serving/static.py).
SPECIFIER = re.compile(
    r"""(?:\bfrom\s*|\bimport\s*\(?\s*|\bnew\s+URL\(\s*)["'](\.{1,2}/[^"'\s]+)["']"""
)


def modules() -> list[Path]:
    return sorted(JS.rglob("*.js"))


def test_every_module_sits_in_a_folder_for_what_it_serves() -> None:
    assert [p.name for p in JS.glob("*.js")] == []
    assert {p.parent.relative_to(JS).as_posix() for p in modules()} <= FOLDERS | RESERVED
    for folder in FOLDERS:
        assert 0 < len(list((JS / folder).glob("*.js"))) <= MOST_LOOSE, folder
    for folder in RESERVED:
        assert len(list((JS / folder).glob("*.js"))) <= MOST_LOOSE, folder


def test_no_module_is_over_the_size_of_one_job() -> None:
    long = {p.relative_to(JS).as_posix(): n for p in modules()
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert long == {}


def test_every_relative_import_names_a_module_that_is_there() -> None:
    seen = 0
    for path in modules():
        importer = path.relative_to(STATIC).as_posix()
        for spec in SPECIFIER.findall(path.read_text(encoding="utf-8")):
            target = posixpath.normpath(posixpath.join(posixpath.dirname(importer), spec))
            assert target.startswith("js/") and (STATIC / target).is_file(), (importer, spec)
            seen += 1
    assert seen > 100


def test_every_page_module_is_there() -> None:
    for page, module in PAGE_MODULES.items():
        assert (STATIC / module).is_file(), page
