"""The ``piquet`` of the language tests: a command run in this process, its output on one line
(however the console wrapped it), the exit code checked. A command's ``--lang`` lasts for that
command only, as in its own process, so English is spoken again after each."""

from __future__ import annotations

from typer.testing import CliRunner

from piquet_cli import i18n
from piquet_cli.cli.app import app

runner = CliRunner()


def piquet(*args: str, code: int = 0) -> str:
    done = runner.invoke(app, list(args))
    i18n.use("en")
    assert done.exit_code == code, done.output
    return " ".join(done.output.split())


def piquet_in(lang: str, *args: str, code: int = 0) -> str:
    """``piquet --lang LANG …`` in a console 250 columns wide, without colour."""
    done = runner.invoke(app, ["--lang", lang, *args], env={"COLUMNS": "250", "NO_COLOR": "1"})
    i18n.use("en")
    assert done.exit_code == code, done.output
    return " ".join(done.output.split())
