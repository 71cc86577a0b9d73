"""The layers of the package, walked as an import graph (issue 13; STYLE.md).

Imports go one way: ``cli`` → ``scorebook`` → ``games`` → ``cards``, never back
up; and outside ``games/piquet/`` nothing imports Piquet's engine — the
scorebook and the commands see a game only through the registry and the seam.
Every import statement counts, those inside functions too.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "piquet_cli"


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in it."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return {name for name in found if name.startswith("piquet_cli")}


@cache
def graph() -> dict[str, set[str]]:
    """Each module of the package and what it imports: parsed when a test first asks, not
    as the tests are collected (every pytest-xdist worker collects every file)."""
    return {module_name(p): imports(p) for p in sorted(PACKAGE.rglob("*.py"))}


def test_the_graph_is_the_whole_package() -> None:
    assert "piquet_cli.cli.app" in graph() and "piquet_cli.games.piquet.deal" in graph()
    assert any("piquet_cli.games.piquet" in name for name in graph()["piquet_cli.games.piquet.game"])


def test_nothing_outside_the_piquet_package_imports_it() -> None:
    """Outside ``games/piquet`` (and the registry, which finds a game by its name) nothing names it."""
    offenders = sorted(
        f"{module} imports {name}"
        for module, names in graph().items()
        if not module.startswith("piquet_cli.games.piquet")
        for name in names
        if name.startswith("piquet_cli.games.piquet")
    )
    assert offenders == []


@pytest.mark.parametrize(
    ("layer", "must_not"),
    [
        ("piquet_cli.games", ("piquet_cli.cli", "piquet_cli.scorebook")),
        ("piquet_cli.scorebook", ("piquet_cli.cli",)),
        ("piquet_cli.cards", ("piquet_cli.cli", "piquet_cli.scorebook", "piquet_cli.games")),
        (
            "piquet_cli.i18n",  # every layer says its messages through it: it imports none of them
            (
                "piquet_cli.cli",
                "piquet_cli.scorebook",
                "piquet_cli.games",
                "piquet_cli.cards",
                "piquet_cli.errors",
            ),
        ),
        (
            "piquet_cli.errors",
            ("piquet_cli.cli", "piquet_cli.scorebook", "piquet_cli.games", "piquet_cli.cards"),
        ),
    ],
)
def test_imports_never_go_back_up(layer: str, must_not: tuple[str, ...]) -> None:
    offenders = sorted(
        f"{module} imports {name}"
        for module, names in graph().items()
        if module == layer or module.startswith(layer + ".")
        for name in names
        if name.startswith(must_not)
    )
    assert offenders == []


def test_no_game_imports_another() -> None:
    """Each game's package is its own: Bezique does not borrow from Pinochle, nor either from Piquet."""
    games = {p.name for p in (PACKAGE / "games").iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    offenders = sorted(
        f"{module} imports {name}"
        for module, names in graph().items()
        for game in games
        if module.startswith(f"piquet_cli.games.{game}")
        for name in names
        for other in games - {game}
        if name.startswith(f"piquet_cli.games.{other}")
    )
    assert offenders == []
