"""The Pinochle tests' way of running the real command: one CliRunner, NO_COLOR, 100 columns."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from piquet_cli.cli.app import app

ENV = {"NO_COLOR": "1", "COLUMNS": "100"}


def run(*args: str, code: int = 0) -> str:
    done = CliRunner().invoke(app, list(args), env=ENV)
    assert done.exit_code == code, done.output
    assert "Traceback" not in done.output
    return done.output


def new(tmp_path: Path, rules: str = "ten") -> str:
    path = str(tmp_path / "p.toml")
    run("new", "Ann", "Bob", "--game", "pinochle", "--rules", rules, "--dealer", "Bob", "--file", path)
    return path


def doc(path: str) -> dict[str, Any]:
    shown: dict[str, Any] = json.loads(run("show", "--file", path, "--json"))
    return shown


def hands(path: str, *totals: str) -> None:
    for pair in totals:
        run("deal", "--file", path, "--totals", pair)
