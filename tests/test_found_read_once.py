"""Without ``--file``, the partie found is read and scored once (``parties._found``, issue 25).

``find_partie`` reads and scores the newest unfinished partie to know it is unfinished; the
command then read and scored the same file again (some 11 M of ``show --json``'s 330 M
instructions). Now the command's ``read_partie`` of that path takes what was found, once, while
the file holds the very bytes it was read from and the same language is spoken; else it reads
the file as ever.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli import i18n
from piquet_cli.cli.app import app
from piquet_cli.scorebook import parties
from piquet_cli.scorebook.locate import scorebook_dir

runner = CliRunner()


def piquet(*args: str) -> str:
    done = runner.invoke(app, list(args))
    assert done.exit_code == 0, done.output
    return done.output


@pytest.fixture
def scored(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The name of every partie file read and scored, in order, from the moment it is asked for."""
    read: list[str] = []
    real = parties.partie_from_document

    def counting(path: Path, data: object) -> object:
        read.append(path.name)
        return real(path, data)  # type: ignore[arg-type]

    piquet("new", "Ann", "Bob", "--file", str(scorebook_dir() / "open.toml"))
    piquet("deal", "--totals", "30,12")
    monkeypatch.setattr(parties, "partie_from_document", counting)
    monkeypatch.setattr(parties, "_found", None)
    return read


@pytest.mark.parametrize(
    "argv",
    [["show"], ["show", "--json"], ["summary"], ["deal", "--totals", "10,20"], ["undo", "--yes"]],
)
def test_a_command_without_file_reads_its_partie_once(scored: list[str], argv: list[str]) -> None:
    piquet(*argv)
    assert scored == ["open.toml"]


def test_what_is_shown_is_what_reading_the_file_anew_shows(scored: list[str]) -> None:
    found = piquet("show", "--json")
    assert piquet("show", "--json", "--file", str(scorebook_dir() / "open.toml")) == found
    assert '"totals": {\n    "Ann": 12,\n    "Bob": 30\n  }' in found  # Bob elder: 30


def test_a_file_changed_since_it_was_found_is_read_as_it_is_now(scored: list[str]) -> None:
    path = parties.find_partie(None)
    text = path.read_text(encoding="utf-8")
    assert "    30,\n" in text
    path.write_text(text.replace("    30,\n", "    31,\n"), encoding="utf-8")  # the size is the same
    assert parties.read_partie(path).view.totals == {"Ann": 12, "Bob": 31}
    assert scored == ["open.toml", "open.toml"]


def test_another_language_or_a_second_read_reads_the_file_again(scored: list[str], speak: object) -> None:
    path = parties.find_partie(None)
    i18n.use("pt")
    assert parties.read_partie(path).view.resume_words == " de 6"  # the view, scored in Portuguese
    assert scored == ["open.toml", "open.toml"]
    i18n.use("en")
    parties.find_partie(None)
    assert parties.read_partie(path).view.resume_words == " of 6"
    parties.read_partie(path)  # what was found is taken once
    assert scored == ["open.toml"] * 4
