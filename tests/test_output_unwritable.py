"""Streams that cannot be written or read: a full disk, standard output, error or input closed.

``piquet show > /dev/full`` said "internal error (OSError: [Errno 28] No space left on
device)", exit 70, as if it were a bug; ``piquet --help > /dev/full`` and ``--version``
printed a traceback; ``piquet deal … >&-`` saved the deal, then said "internal error
(AttributeError …)", exit 70, so the player could not tell whether it was recorded. Now,
as ``cat`` and ``ls`` do, the keeper says it cannot write the output and exits 1 when
nothing was changed; when a save was made before the output failed it stands, and the
keeper says so and exits 0 (as it does for a cut-off pipe, ``tests/test_pipe_terminal.py``),
so that nobody enters the deal twice. With standard output closed from the start, nothing
is done at all: nothing of it could be shown. Standard input closed (``<&-``) is read as an
empty input, as ``< /dev/null`` is, and standard error closed takes the words and drops them
(both were "internal error (AttributeError …)", exit 70: ``deal <&-``, and ``show 2>&-`` with
two unfinished parties, which says on standard error which it shows).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from piquet_cli.cli.app import app
from piquet_cli.scorebook.parties import read_partie

FULL = Path("/dev/full")
needs_full = pytest.mark.skipif(not FULL.exists(), reason="no /dev/full on this system")
NO_SPACE = "piquet: cannot write the output (no space left on device); nothing was changed."


def run(
    argv: list[str],
    cwd: Path,
    *,
    stdout: str = "full",
    stderr_closed: bool = False,
    stdin_closed: bool = False,
    lang: str = "en",
) -> tuple[int, str]:
    """``piquet argv`` with standard output on /dev/full (``full``) or closed (``closed``):
    its exit code and what it said on standard error, on one line."""

    def close_streams() -> None:
        if stdout == "closed":
            os.close(1)
        if stderr_closed:
            os.close(2)
        if stdin_closed:
            os.close(0)

    env = {**os.environ, "PIQUET_HOME": str(cwd / "home")}
    for name in ("LANGUAGE", "PIQUET_ASCII"):
        env.pop(name, None)
    env["PIQUET_LANG"] = lang
    with open(FULL if stdout == "full" else os.devnull, "w") as out:
        done = subprocess.run(
            [sys.executable, "-m", "piquet_cli", *argv],
            stdout=out,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            cwd=cwd,
            env=env,
            text=True,
            check=False,
            preexec_fn=close_streams,
        )
    return done.returncode, " ".join(done.stderr.split())


@pytest.fixture
def partie(tmp_path: Path) -> Path:
    """A new partie of Ann and Bob, made in this process (only what is judged runs as a process)."""
    path = tmp_path / "p.toml"
    made = CliRunner().invoke(app, ["new", "Ann", "Bob", "--file", str(path)])
    assert made.exit_code == 0, made.output
    return path


@needs_full
@pytest.mark.parametrize(
    "argv",
    [
        ["show", "--json", "--file", "p.toml"],
        ["summary", "--file", "p.toml"],
        ["rule", "--elder-point", "5/49", "--younger-point", "5/48"],
        ["--help"],  # written by Click as the flags are read, before any command runs
        ["--version"],
    ],
)
def test_output_on_a_full_disk_is_one_sentence_and_exit_1(partie: Path, argv: list[str]) -> None:
    assert run(argv, partie.parent) == (1, NO_SPACE)


SAVED = {
    "en": "piquet: cannot write the output (no space left on device) after deal 1 was saved in p.toml: "
    "it is recorded; do not enter it again.",
    # The deal was named in English in every language ("depois de deal 1 ser guardado"), here and in
    # the sentences for an interruption or a cut-off pipe (the name the save kept).
    "pt": "piquet: não é possível escrever a saída (não há espaço livre no disco) depois de mão 1 ser"
    " guardado em p.toml: está registrado; não o anote de novo.",
}


@needs_full
@pytest.mark.parametrize("lang", SAVED)
def test_a_deal_saved_before_its_output_failed_stands_and_says_so(partie: Path, lang: str) -> None:
    code, said = run(["deal", "--file", "p.toml", "--totals", "10,20"], partie.parent, lang=lang)
    assert [deal.totals for deal in read_partie(partie).partie.deals] == [(10, 20)]
    assert (code, said) == (0, SAVED[lang])


@needs_full
def test_a_refused_deal_is_refused_whatever_the_output(partie: Path) -> None:
    """A bad flag is said as ever (on standard error, which works): exit 2, nothing saved."""
    code, said = run(["deal", "--file", "p.toml", "--totals", "10"], partie.parent)
    assert code == 2 and said.startswith("piquet: --totals"), said
    assert read_partie(partie).partie.deals == ()


def test_with_standard_output_closed_nothing_is_done(partie: Path) -> None:
    closed = (1, "piquet: standard output is closed, so nothing could be shown; nothing was done.")
    here = partie.parent
    assert run(["show", "--file", "p.toml"], here, stdout="closed") == closed
    assert run(["deal", "--file", "p.toml", "--totals", "10,20"], here, stdout="closed") == closed
    assert read_partie(partie).partie.deals == ()


def test_with_standard_error_closed_the_exit_code_still_tells(partie: Path) -> None:
    """Nothing can be said, but the code is the one the sentence would have gone with."""

    def quiet(*argv: str) -> tuple[int, str]:
        return run(list(argv), partie.parent, stdout="null", stderr_closed=True)

    assert quiet("show", "--file", "missing.toml") == (1, "")
    assert quiet("deal", "--file", "p.toml", "--totals", "x") == (2, "")
    assert quiet("show", "--file", "p.toml") == (0, "")
    assert read_partie(partie).partie.deals == ()


def test_with_standard_input_closed_it_is_read_as_an_empty_input(partie: Path) -> None:
    here = partie.parent

    def without_input(*argv: str) -> tuple[int, str]:
        return run(list(argv), here, stdout="null", stdin_closed=True)

    code, said = without_input("deal", "--file", "p.toml")
    assert code == 2 and said.startswith("piquet: this deal still needs --elder-point"), said
    code, said = without_input("play")
    assert code == 2 and said.startswith("piquet: piquet play asks its questions in a terminal"), said
    assert without_input("deal", "--file", "p.toml", "--totals", "10,20")[0] == 0
    assert [deal.totals for deal in read_partie(partie).partie.deals] == [(10, 20)]


def test_with_standard_error_closed_a_word_beside_the_output_is_dropped(partie: Path) -> None:
    """Two unfinished parties: ``show`` says on standard error which it shows, and shows it."""
    other = CliRunner().invoke(app, ["new", "Cy", "Di", "--file", str(partie.parent / "home" / "q.toml")])
    assert other.exit_code == 0, other.output
    mine = CliRunner().invoke(app, ["new", "Ed", "Flo", "--file", str(partie.parent / "home" / "r.toml")])
    assert mine.exit_code == 0, mine.output
    assert run(["show"], partie.parent, stdout="null", stderr_closed=True) == (0, "")
