"""Every example in docs/rulings.md is run, and must print exactly what the doc shows.

A ```console block holds one or more ``$ piquet …`` lines, each followed by its
output (stdout and stderr as a user sees them, with NO_COLOR=1 and COLUMNS=100).
Trailing spaces are ignored; nothing else is. A partie file made by one example is
there for the next, as for a reader who types them in order: each example runs in a
folder of its own after the commands before it that change a partie (not ``rule`` or
``hand``), so that it holds whichever worker runs it and in whatever order.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app

DOC = Path(__file__).resolve().parent.parent / "docs" / "rulings.md"
ENV = {"NO_COLOR": "1", "COLUMNS": "100"}
PROMPT = "$ piquet "
BLOCK = re.compile(r"^```console\n(.*?)^```", re.DOTALL | re.MULTILINE)


def examples() -> list[tuple[str, list[str]]]:
    """(command, expected output lines) for every command in the doc, in order."""
    found: list[tuple[str, list[str]]] = []
    for block in BLOCK.findall(DOC.read_text(encoding="utf-8")):
        for line in block.splitlines():
            if line.startswith(PROMPT):
                found.append((line[len(PROMPT) :], []))
            elif found:
                found[-1][1].append(line.rstrip())
            else:
                raise AssertionError(f"output before any command in a console block: {line!r}")
    return found


EXAMPLES = examples()


def test_the_doc_has_at_least_twelve_rulings() -> None:
    rulings = [command for command, _ in EXAMPLES if command.startswith("rule")]
    assert len(rulings) >= 12
    assert all(output for _, output in EXAMPLES), "every command in the doc shows its output"


READING = ("rule", "hand")
"""Commands that read and change no file: an example need not replay them, nor one of them
anything before it."""


@pytest.mark.parametrize("number", range(len(EXAMPLES)), ids=[f"{i + 1}" for i in range(len(EXAMPLES))])
def test_each_example_prints_what_the_doc_shows(
    number: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    command, expected = EXAMPLES[number]
    monkeypatch.chdir(tmp_path)
    for earlier, _ in EXAMPLES[:number] if not command.startswith(READING) else ():
        if not earlier.startswith(READING):
            CliRunner().invoke(app, shlex.split(earlier), env=ENV)
    result = CliRunner().invoke(app, shlex.split(command), env=ENV)
    assert "Traceback" not in result.output
    got = [line.rstrip() for line in result.output.rstrip("\n").splitlines()]
    assert got == expected, f"$ piquet {command}\n" + "\n".join(got)
    refused = bool(expected) and expected[0].startswith("piquet:")
    assert (result.exit_code != 0) == refused, f"exit {result.exit_code}"
