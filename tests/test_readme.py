"""The README's examples are run, in order, and must print what the README shows;
every command of the program is documented there."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app

README = Path(__file__).parent.parent / "README.md"


def console_blocks(text: str) -> list[tuple[str, str]]:
    """(command line, expected output) for each ``$ piquet …`` in a console block."""
    found = []
    for block in re.findall(r"```console\n(.*?)```", text, re.DOTALL):
        lines = block.splitlines()
        i = 0
        while i < len(lines):
            if lines[i].startswith("$ piquet "):
                command = lines[i][2:]
                j = i + 1
                while j < len(lines) and not lines[j].startswith("$ "):
                    j += 1
                found.append((command, "\n".join(lines[i + 1 : j])))
                i = j
            else:
                i += 1
    return found


DATE = re.compile(r"\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?")


def tidy(text: str) -> str:
    """Trailing spaces and when a partie was created (now, when the test runs) do not count."""
    return DATE.sub("YYYY-MM-DD", "\n".join(line.rstrip() for line in text.strip("\n").splitlines()))


def test_readme_opens_with_the_two_setup_commands() -> None:
    head = README.read_text().splitlines()[:6]
    assert "pip install . && piquet play" in head
    assert "pip install '.[test]' && pytest" in head


def test_readme_first_lines_name_the_three_games() -> None:
    """Issue 15: after Pinochle, the README's opening says the keeper keeps all three games."""
    opening = " ".join(README.read_text().splitlines()[:14])
    for game in ("**Piquet**", "**Bezique**", "**Pinochle**"):
        assert game in opening, game


@pytest.mark.parametrize(
    "doc", [README, *sorted((README.parent / "docs").glob("*.md"))], ids=lambda p: p.name
)
def test_code_fences_pair_up(doc: Path) -> None:
    """Each block opens with a fence (```console, ```text or bare) and closes with a bare ```: a
    stray fence would show the prose after it as code, and an example as plain text."""
    inside = False
    for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.startswith("```"):
            continue
        info = line[3:].strip()
        if inside:
            assert not info, f"{doc.name}:{number}: {line!r} inside an open block (a stray fence above it)"
            inside = False
        else:
            inside = True
    assert not inside, f"{doc.name}: the last block is never closed"


def test_every_command_is_documented() -> None:
    text = README.read_text()
    for command in app.registered_commands:
        name = command.name or command.callback.__name__  # type: ignore[union-attr]
        assert f"`piquet {name}" in text, name


def test_readme_examples_print_what_the_readme_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PIQUET_HOME", "scorebook")
    text = README.read_text()
    card = re.search(r"```csv\n(.*?)```", text, re.DOTALL)
    assert card, "the README shows card.csv"
    (tmp_path / "card.csv").write_text(card.group(1))
    monkeypatch.setenv("COLUMNS", "80")
    examples = console_blocks(text)
    assert len(examples) >= 6
    runner = CliRunner()
    for command, expected in examples:
        result = runner.invoke(app, shlex.split(command)[1:])
        assert tidy(result.output) == tidy(expected), command
