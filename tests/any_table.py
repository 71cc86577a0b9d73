"""The two games of issue 20 registered only in the tests, for every command: ``solo_game`` (two,
three or four players, each for himself) and ``pairs_game`` (four, partners opposite).

``app`` registers both and builds the command (``cli.app.make_app``), and forgets them after;
``run`` runs a command that must succeed; ``launcher`` is the Python code that runs the same
command in a terminal of its own (pexpect).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pairs_game
import pytest
import solo_game
import typer
from typer.testing import CliRunner

from piquet_cli import games
from piquet_cli.cli.app import make_app

runner = CliRunner()
ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


@pytest.fixture
def app() -> Iterator[typer.Typer]:
    games.register(solo_game.SPEC, solo_game.GAME)
    games.register(pairs_game.SPEC, pairs_game.GAME)
    try:
        yield make_app()
    finally:
        games.unregister("solo")
        games.unregister("pairs")


def run(app: typer.Typer, *args: str) -> str:
    done = runner.invoke(app, list(args), env=ENV)
    assert done.exit_code == 0, done.output
    return done.output


def refused(app: typer.Typer, code: int, *args: str) -> str:
    """The one sentence a refused command says on standard error (exit ``code``)."""
    done = runner.invoke(app, list(args), env=ENV)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.stderr


def shown(app: typer.Typer, path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(run(app, "show", "--file", str(path), "--json"))
    return doc


LAUNCHER = """
import sys
sys.path.insert(0, {tests!r})
from piquet_cli import games
import pairs_game, solo_game
games.register(solo_game.SPEC, solo_game.GAME)
games.register(pairs_game.SPEC, pairs_game.GAME)
from piquet_cli.cli.app import make_app
make_app()(prog_name="piquet", args=sys.argv[1:])
"""


def launcher() -> str:
    return LAUNCHER.format(tests=str(Path(__file__).parent))
