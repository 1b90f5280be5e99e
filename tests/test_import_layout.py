"""No import circle among the modules of `scoring/`, `webapp/` and `steps/`.

Read from the source (the AST), never imported: an import inside a function counts as much
as one at the top, since it ties the two modules together just the same and only hides the
circle until someone moves it. `importlib.import_module(f"pkg.{name}")` counts as importing
every module directly in `pkg`. A failure names each circle, module by module.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("scoring", "webapp", "steps")
SKIP = {"node_modules", "__pycache__"}


def module_files(root: Path, packages: Iterable[str]) -> dict[str, Path]:
    """Every module of the packages, by dotted name (a package by its `__init__.py`)."""
    out: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if SKIP & set(parts):
                continue
            if parts[-1] == "__init__":
                parts = parts[:-1]
            out[".".join(parts)] = path
    return out


def _known(name: str, modules: dict[str, Path]) -> str | None:
    """The module `name` loads: itself, or the nearest enclosing one we have."""
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def _base(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    keep = len(parts) - node.level + (1 if is_package else 0)
    base = ".".join(parts[:keep])
    return f"{base}.{node.module}" if node.module else base


def _string_tuples(tree: ast.Module) -> dict[str, list[str]]:
    """Module-level names bound to a tuple or list of strings (`CONCEPTS = ("a", "b")`)."""
    out: dict[str, list[str]] = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Tuple | ast.List)
                and all(isinstance(e, ast.Constant) and isinstance(e.value, str)
                        for e in node.value.elts)):
            out[node.targets[0].id] = [e.value for e in node.value.elts]
    return out


class _Imports(ast.NodeVisitor):
    """Every module name a module's source imports, wherever the import stands."""

    def __init__(self, module: str, is_package: bool, modules: dict[str, Path],
                 tuples: dict[str, list[str]]) -> None:
        self.module, self.is_package, self.modules = module, is_package, modules
        self.tuples = tuples
        self.loops: dict[str, list[str]] = {}  # loop variables over a known string tuple
        self.names: list[str] = []

    def visit_Import(self, node: ast.Import) -> None:
        self.names += [alias.name for alias in node.names]

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = _base(self.module, node, self.is_package)
        # `from pkg import mod` imports the module when there is one, else the package.
        self.names += [f"{base}.{alias.name}" for alias in node.names]

    def visit_For(self, node: ast.For) -> None:
        bound = None
        if (isinstance(node.target, ast.Name) and isinstance(node.iter, ast.Name)
                and node.iter.id in self.tuples):
            bound = node.target.id
            self.loops[bound] = self.tuples[node.iter.id]
        self.generic_visit(node)
        if bound is not None:
            del self.loops[bound]

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        named = (isinstance(func, ast.Attribute) and func.attr == "import_module") or (
            isinstance(func, ast.Name) and func.id == "import_module"
        )
        if named and node.args:
            self.names += self._dynamic(node.args[0])
        self.generic_visit(node)

    def _dynamic(self, arg: ast.expr) -> list[str]:
        """`import_module("pkg.mod")`; `f"pkg.{name}"` for each `name` of a loop over a
        known tuple; else every module directly in `pkg`."""
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            return [arg.value]
        if not (isinstance(arg, ast.JoinedStr) and arg.values
                and isinstance(arg.values[0], ast.Constant)):
            return []
        prefix = str(arg.values[0].value)
        rest = arg.values[1:]
        if (len(rest) == 1 and isinstance(rest[0], ast.FormattedValue)
                and isinstance(rest[0].value, ast.Name) and rest[0].value.id in self.loops):
            return [prefix + name for name in self.loops[rest[0].value.id]]
        return [m for m in self.modules if m.startswith(prefix) and "." not in m[len(prefix):]]


def imports_of(module: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of `modules` that `module` imports anywhere in its source."""
    tree = ast.parse(path.read_text("utf-8"), str(path))
    visitor = _Imports(module, path.name == "__init__.py", modules, _string_tuples(tree))
    visitor.visit(tree)
    found = {_known(name, modules) for name in visitor.names}
    return {target for target in found if target is not None and target != module}


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    return {m: imports_of(m, path, modules) for m, path in modules.items()}


def _components(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components (Tarjan's, iterative), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                out.append(sorted(component))
    return out


def _shortest_cycle(graph: dict[str, set[str]], start: str, within: set[str]) -> list[str]:
    """The shortest path start → ... → start inside one component."""
    paths = {start: [start]}
    queue = [start]
    for node in queue:
        for child in sorted(graph[node] & within):
            if child == start:
                return [*paths[node], start]
            if child not in paths:
                paths[child] = [*paths[node], child]
                queue.append(child)
    raise AssertionError(f"{start} is in no cycle")


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle per group of modules that import each other, as a → b → ... → a."""
    return [_shortest_cycle(graph, c[0], set(c)) for c in _components(graph) if len(c) > 1]


def test_no_module_imports_one_that_imports_it_back() -> None:
    cycles = import_cycles(import_graph(module_files(ROOT, PACKAGES)))
    assert not cycles, "import circles:\n" + "\n".join(" → ".join(c) for c in cycles)


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    """The finder itself: a lazy import, a relative one, `from pkg import mod` and a
    dynamic `import_module` each close a circle it names; an import of an outside module
    does not, and a dynamic import over a module's own tuple of names reaches those only."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "a.py").write_text("import json\nfrom pkg.b import thing\n")
    (pkg / "b.py").write_text("def f():\n    from pkg import a\n")
    (pkg / "sub" / "__init__.py").write_text("import importlib\n"
                                             "def load(n):\n"
                                             "    importlib.import_module(f'pkg.sub.{n}')\n")
    (pkg / "f.py").write_text("import importlib\n"
                              "KINDS = ('e',)\n"
                              "for kind in KINDS:\n"
                              "    importlib.import_module(f'pkg.{kind}')\n")
    (pkg / "sub" / "c.py").write_text("from . import d\n")
    (pkg / "sub" / "d.py").write_text("from .. import sub\n")
    (pkg / "e.py").write_text("from pkg.a import thing\n")
    modules = module_files(tmp_path, ["pkg"])
    graph = import_graph(modules)
    assert graph["pkg.a"] == {"pkg.b"}
    assert graph["pkg.b"] == {"pkg.a"}
    assert graph["pkg.sub"] == {"pkg.sub.c", "pkg.sub.d"}
    assert graph["pkg.sub.c"] == {"pkg.sub.d"}
    assert graph["pkg.sub.d"] == {"pkg.sub"}
    assert graph["pkg.f"] == {"pkg.e"}  # only the names its loop goes over
    # The shortest circle through the first module of each group (sub → c → d → sub is
    # the same group's longer one).
    assert sorted(import_cycles(graph)) == [
        ["pkg.a", "pkg.b", "pkg.a"],
        ["pkg.sub", "pkg.sub.d", "pkg.sub"],
    ]
