"""The suite's own budget (issue 13): every property test takes its count from the
hypothesis profile (``budget.py``), quick by default, and none throws away a bad
example by returning from it (hypothesis counts that as a test passed; ``assume``
tells it to draw another).

The tests are read as Python syntax trees, so a test added later is held to the
same rules without anyone remembering them.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import budget
import pytest
from hypothesis import settings

TESTS = Path(__file__).parent
QUICK_AT_MOST = 500
"""A few hundred examples at most per property test in the default profile."""


def sources() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if p.name != "budget.py")


def calls_named(tree: ast.AST, name: str) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and (getattr(node.func, "id", None) == name or getattr(node.func, "attr", None) == name)
    ]


def given_tests(tree: ast.AST) -> list[ast.FunctionDef]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        and any(
            isinstance(d, ast.Call) and getattr(d.func, "id", None) == "given" for d in node.decorator_list
        )
    ]


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(TESTS)}:{node.lineno}"


def test_every_example_count_comes_from_the_profile() -> None:
    """``max_examples`` is always ``examples(quick, deep)`` with literal counts, the quick
    one a few hundred at most and no more than the deep one."""
    wrong, seen = [], 0
    for path in sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for call in calls_named(tree, "settings"):
            for keyword in call.keywords:
                if keyword.arg != "max_examples":
                    continue
                seen += 1
                value = keyword.value
                if isinstance(value, ast.Name):  # a module constant: follow it
                    value = module_constant(tree, value.id) or value
                if not (
                    isinstance(value, ast.Call)
                    and getattr(value.func, "id", None) == "examples"
                    and len(value.args) == 2
                    and all(isinstance(a, ast.Constant) and isinstance(a.value, int) for a in value.args)
                ):
                    wrong.append(f"{where(path, call)}: max_examples={ast.unparse(keyword.value)}")
                    continue
                quick, deep = (a.value for a in value.args)  # type: ignore[attr-defined]
                if not 0 < quick <= min(deep, QUICK_AT_MOST):
                    wrong.append(f"{where(path, call)}: examples({quick}, {deep})")
    assert seen >= 20  # the scan found the property tests (there are more than twenty)
    assert wrong == []


def module_constant(tree: ast.AST, name: str) -> ast.expr | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return node.value
    return None


def bare_return_filters(test: ast.FunctionDef) -> list[ast.AST]:
    """``if …: return`` and ``except …: return`` with nothing else in the branch: an
    example thrown away as if it had passed."""
    found: list[ast.AST] = []
    for node in ast.walk(test):
        bodies = []
        if isinstance(node, ast.If):
            bodies = [node.body, node.orelse]
        elif isinstance(node, ast.ExceptHandler):
            bodies = [node.body]
        for body in bodies:
            if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is None:
                found.append(node)
    return found


def test_no_property_test_returns_on_a_bad_example() -> None:
    wrong, tests = [], 0
    for path in sources():
        for test in given_tests(ast.parse(path.read_text(encoding="utf-8"))):
            tests += 1
            wrong += [where(path, node) for node in bare_return_filters(test)]
    assert tests >= 20
    assert wrong == []


def test_the_filter_finder_finds_a_filter() -> None:
    """The check above can fail: it finds the pattern it forbids."""
    source = "@given(st.text())\ndef test_x(a):\n    if not a:\n        return\n    assert a\n"
    (test,) = given_tests(ast.parse(source))
    assert len(bare_return_filters(test)) == 1


def test_the_profile_is_the_one_asked_for(request: pytest.FixtureRequest) -> None:
    """``HYPOTHESIS_PROFILE`` (or hypothesis's ``--hypothesis-profile``) picks the
    profile; the counts follow it."""
    asked = (
        request.config.getoption("--hypothesis-profile") or os.environ.get("HYPOTHESIS_PROFILE") or "default"
    )
    assert settings.get_current_profile_name().split("-with-")[0] == asked
    assert budget.examples(3, 30) == (30 if asked == "deep" else 3)
    assert settings().max_examples == (1000 if asked == "deep" else 100)
    assert settings().deadline is None
