"""No import cycle in the package, at run time either (issue 20).

Every module of ``piquet_cli`` is parsed with ``ast`` and every import of a
``piquet_cli`` module in it is an edge of the graph: those at the top, and those
inside functions (the lazy imports that keep start-up light,
``test_import_discipline``) too, since a cycle hidden behind a lazy import is
still a cycle once the function runs. Only imports under ``if TYPE_CHECKING:``
are left out: they never run (their ``else:`` counts).

What an import is an edge to:

- ``import piquet_cli.a.b``: to ``piquet_cli.a.b``;
- ``from piquet_cli.a import b``: to ``piquet_cli.a.b`` when that is a module
  (``from piquet_cli.games import bezique`` names the package ``bezique``),
  else to ``piquet_cli.a`` (``b`` is a name defined there);
- relative forms (``from . import b``, ``from .b import c``) are resolved from
  the module's package first, then read as above.

Decided: an import is an edge to the module it names and to no other. Python
runs the ``__init__`` of every package above a module before the module itself,
but that is not counted as an edge: ``from piquet_cli.games.fields import
Field`` is an edge to ``piquet_cli.games.fields`` only, not to
``piquet_cli.games``, else every submodule would be in a cycle with any package
``__init__`` that imports one of its submodules. A submodule that names its
package's ``__init__`` itself (``from piquet_cli.games import get_game``, where
``get_game`` is defined in the ``__init__``) does have that edge, and if the
``__init__`` imports that submodule back, the two are a cycle like any other:
the ``__init__`` is then half run when the submodule asks it for a name.

Not seen: imports by a computed name (``importlib.import_module(spec.engine)``,
the registry's way of loading a game, and a game's own commands); the registry
only loads a game's modules, none of which the registry imports by name.

A cycle is a strongly connected component of more than one module; the test
names one cycle through it, each step with the line of its import.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from itertools import pairwise
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "piquet_cli"

Graph = Mapping[str, Mapping[str, int]]
"""Each module's imports of the package's modules, with the line of the first."""


def module_name(path: Path, package: Path = PACKAGE) -> str:
    parts = path.relative_to(package.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _run_time_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """Every node below ``node`` but those under ``if TYPE_CHECKING:`` (its ``else:`` is kept)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _type_checking(child.test):
            for kept in child.orelse:
                yield kept
                yield from _run_time_nodes(kept)
            continue
        yield child
        yield from _run_time_nodes(child)


def imports_of(name: str, source: str, is_package: bool, modules: Iterable[str]) -> dict[str, int]:
    """The modules among ``modules`` that the module ``name`` (its text ``source``; a package's
    ``__init__`` if ``is_package``) imports at run time, each with the line of its first import."""
    known = set(modules)
    here = name if is_package else name.rpartition(".")[0]
    found: dict[str, int] = {}
    for node in _run_time_nodes(ast.parse(source)):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                origin = ".".join([*base, node.module] if node.module else base)
            else:
                origin = node.module or ""
            targets = [
                f"{origin}.{alias.name}" if f"{origin}.{alias.name}" in known else origin
                for alias in node.names
            ]
        for target in targets:
            if target in known and target != name:
                found.setdefault(target, node.lineno)
    return found


def package_graph(package: Path = PACKAGE) -> dict[str, dict[str, int]]:
    paths = {module_name(p, package): p for p in sorted(package.rglob("*.py"))}
    return {
        name: imports_of(name, path.read_text(encoding="utf-8"), path.name == "__init__.py", paths)
        for name, path in paths.items()
    }


def _reachable(graph: Graph, start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        for after in graph.get(todo.pop(), {}):
            if after not in seen:
                seen.add(after)
                todo.append(after)
    return seen


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected components of more than one module, each sorted, in name order."""
    reach = {name: _reachable(graph, name) for name in graph}
    found: dict[str, list[str]] = {}
    for name in sorted(graph):
        component = sorted(other for other in reach[name] if name in reach[other])
        if len(component) > 1:
            found.setdefault(component[0], component)
    return [found[first] for first in sorted(found)]


def one_cycle(graph: Graph, component: list[str]) -> str:
    """A way round ``component`` from its first module back to it, with each import's line."""
    start, inside = component[0], set(component)
    came_from: dict[str, str] = {}
    todo = [start]
    while todo:  # breadth first: the shortest way round
        name = todo.pop(0)
        for after in sorted(graph[name]):
            if after in inside and after not in came_from:
                came_from[after] = name
                todo.append(after)
        if start in came_from:
            break
    steps = [start]
    while len(steps) == 1 or steps[-1] != start:
        steps.append(came_from[steps[-1]])
    steps.reverse()
    return " → ".join(
        [steps[0]] + [f"{after} (line {graph[before][after]})" for before, after in pairwise(steps)]
    )


@cache
def graph() -> Graph:
    """The package's graph, made when a test first asks, not as the tests are collected."""
    return package_graph()


def without(graph: Graph, edges: set[tuple[str, str]]) -> dict[str, dict[str, int]]:
    return {a: {b: line for b, line in after.items() if (a, b) not in edges} for a, after in graph.items()}


def test_the_package_has_no_import_cycle() -> None:
    found = [one_cycle(graph(), component) for component in cycles(graph())]
    assert found == [], "import cycles (break each by moving what both need to a module of its own):\n" + (
        "\n".join(found)
    )


def test_the_graph_holds_lazy_imports_and_submodules_named_by_from() -> None:
    """The graph is the package's, lazy imports included: ``cli.verbs`` imports its commands'
    bodies inside functions only, and ``games.bezique.seam`` names Bezique's own modules."""
    assert "piquet_cli.cli.commands" in graph()["piquet_cli.cli.verbs"]  # inside a function
    assert "piquet_cli.cli.walkthrough" in graph()["piquet_cli.cli.commands"]  # inside a function
    assert "piquet_cli.scorebook.ids" in graph()["piquet_cli.scorebook.parties"]  # inside a function
    assert len(graph()) > 100


MODULES = {"p", "p.a", "p.b", "p.sub", "p.sub.c", "p.sub.d"}


@pytest.mark.parametrize(
    ("name", "is_package", "source", "expected"),
    [
        ("p.a", False, "import p.b\n", {"p.b": 1}),
        ("p.a", False, "from p import b\n", {"p.b": 1}),  # a submodule named by from
        ("p.a", False, "from p import helper\n", {"p": 1}),  # a name of the package's __init__
        ("p.a", False, "from p.sub.c import thing\n", {"p.sub.c": 1}),  # not p.sub, nor p
        ("p.a", False, "def f():\n    from p.b import x\n", {"p.b": 2}),  # inside a function
        ("p.a", False, "class K:\n    def m(self):\n        import p.sub.d\n", {"p.sub.d": 3}),
        ("p.a", False, "if TYPE_CHECKING:\n    from p.b import X\n", {}),
        ("p.a", False, "import typing\nif typing.TYPE_CHECKING:\n    import p.b\n", {}),
        ("p.a", False, "if TYPE_CHECKING:\n    import p.b\nelse:\n    import p.sub\n", {"p.sub": 4}),
        ("p.a", False, "if sys.version_info > (3,):\n    import p.b\n", {"p.b": 2}),
        ("p.a", False, "import os\nfrom json import loads\nimport p.unknown\n", {}),
        ("p.sub.c", False, "from . import d\nfrom .. import a\n", {"p.sub.d": 1, "p.a": 2}),
        ("p.sub.c", False, "from .d import x\nfrom ..b import y\n", {"p.sub.d": 1, "p.b": 2}),
        ("p.sub", True, "from . import c\nfrom .d import x\n", {"p.sub.c": 1, "p.sub.d": 2}),
        ("p.sub", True, "from .. import a\n", {"p.a": 1}),
        ("p.a", False, "import p.a\nfrom p.b import x\nfrom p.b import y\n", {"p.b": 2}),  # first line
    ],
)
def test_imports_are_read_as_the_docstring_says(
    name: str, is_package: bool, source: str, expected: dict[str, int]
) -> None:
    assert imports_of(name, source, is_package, MODULES) == expected


def test_a_cycle_is_found_and_named_the_shortest_way_round() -> None:
    graph = {
        "p.a": {"p.b": 3},
        "p.b": {"p.sub.c": 7, "p.sub": 1},
        "p.sub.c": {"p.a": 12},
        "p.sub": {"p.sub.d": 2},
        "p.sub.d": {"p.sub": 5},
        "p": {"p.a": 1},
    }
    assert cycles(graph) == [["p.a", "p.b", "p.sub.c"], ["p.sub", "p.sub.d"]]
    assert (
        one_cycle(graph, ["p.a", "p.b", "p.sub.c"]) == "p.a → p.b (line 3) → p.sub.c (line 7) → p.a (line 12)"
    )
    assert one_cycle(graph, ["p.sub", "p.sub.d"]) == "p.sub → p.sub.d (line 2) → p.sub (line 5)"
    assert cycles(without(graph, {("p.sub.d", "p.sub"), ("p.b", "p.sub.c")})) == []


def test_a_package_init_and_its_submodule_that_import_each_other_are_a_cycle(tmp_path: Path) -> None:
    """The decision of the docstring, on files: ``__init__`` importing a submodule that asks it for
    a name is a cycle; a submodule importing a sibling by its full name is not."""
    root = tmp_path / "p"
    (root / "games").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "games" / "__init__.py").write_text("from p.games.fields import Field\n\ndef get(): ...\n")
    (root / "games" / "fields.py").write_text("class Field: ...\n")
    (root / "games" / "seam.py").write_text("from p.games.fields import Field\n")
    assert cycles(package_graph(root)) == []
    (root / "games" / "fields.py").write_text("def f():\n    from p.games import get\n")
    assert cycles(package_graph(root)) == [["p.games", "p.games.fields"]]
