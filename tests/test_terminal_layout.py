"""Issue 12, items 5 and 9, in a real terminal (pexpect) of 60 and of 100 columns, and piped.

In a terminal, text wraps between words: no line is wider than the terminal, and
joining the lines with spaces gives back every sentence whole — a word cut in
two would come back as two. A name or a number is never cut or ended in "…".
Piped, nothing is wrapped and no line ends in spaces. ``piquet --help`` lists
each command with its whole first sentence.
"""

from __future__ import annotations

import functools
import itertools
import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

LONG = "Charles-Maurice de Talleyrand"  # a name longer than a narrow column
RULE = [
    "rule", "--elder-point", "5/49", "--younger-point", "5/48", "--elder-seq", "5A",
    "--elder-sets", "3A", "--younger-sets", "3T", "--tricks", "eeeeeeeyyyyy",
]  # fmt: skip
SENTENCES = [  # each worked out from the laws in tests/test_rule_command.py and the README
    (
        "Point: Elder's point of five making 49 is good against Younger's point of five making 48: of "
        "equal length, the higher count is good. Elder scores 5. (Law 62)"
    ),
    (
        "Play: Elder makes 8 in play, Younger 6: one for each card led, one for each trick won on the "
        "adversary's lead, and one more for the last trick. (Law 65)"
    ),
    "Pique: Elder reaches 30 with the lead to trick 7 before Younger scores anything: pique, +30. (Law 69)",
]
FIRST_SENTENCES = [
    "The main job: start a partie or resume the unfinished one, deal by deal, to the summary.",
    "The partie summary: per-deal breakdown, totals, winner, rubicon and payment, explained.",
    "Correct deal N (prefilled walkthrough), or edit the file in $EDITOR, validated before saving.",
    "Net results between players over many parties, with money settlement.",
]


def env(home: Path) -> dict[str, str]:
    out = dict(os.environ, PIQUET_HOME=str(home), NO_COLOR="1", TERM="xterm")
    out.pop("COLUMNS", None)
    out.pop("LINES", None)
    return out


def screen(home: Path, columns: int, *argv: str) -> tuple[list[str], int]:
    """What ``piquet argv`` shows in a terminal ``columns`` wide, line by line, and its exit code."""
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", *argv],
        cwd=str(home),
        env=env(home),
        encoding="utf-8",
        timeout=20,
        dimensions=(200, columns),
    )
    child.expect(pexpect.EOF)
    child.close()
    return child.before.replace("\r\n", "\n").rstrip("\n").split("\n"), child.exitstatus


def screen_of_the_wide_names(folder: Path, columns: int, *argv: str) -> tuple[list[str], int]:
    """``screen``, once for each command and width in the module's ``wide_names`` folder, which
    no command changes: two tests read the summary's screen at each width, each for its own checks."""
    lines, code = _shown(folder, columns, *argv)
    return list(lines), code


@functools.cache
def _shown(folder: Path, columns: int, *argv: str) -> tuple[tuple[str, ...], int]:
    lines, code = screen(folder, columns, *argv)
    return tuple(lines), code


def joined(lines: list[str]) -> str:
    return " ".join(" ".join(lines).split())


def piquet(home: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "piquet_cli", *argv],
        cwd=home,
        env=env(home),
        capture_output=True,
        text=True,
        encoding="utf-8",
        stdin=subprocess.DEVNULL,
        check=False,
    )


def made(home: Path, *argv: str) -> None:
    """Record with ``piquet argv`` in ``home``, in this process: how the files are made is not
    what these tests look at (each command the terminal shows runs in a process of its own)."""
    from typer.testing import CliRunner

    from piquet_cli import i18n
    from piquet_cli.cli.app import app

    i18n.use("en")  # a module's fixture may run after a test that spoke another language
    done = CliRunner().invoke(app, list(argv), env={"PIQUET_HOME": str(home), "NO_COLOR": "1"})
    assert done.exit_code == 0, done.output


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A finished partie between Mary and a long name: Mary wins every deal 30 to 20 ...
    then Mary 6 × 30 = 180, the other 6 × 20 = 120: over the rubicon, 180 − 120 + 100 = 160 (Law 72)."""
    folder = tmp_path_factory.mktemp("layout")
    made(folder, "new", "Mary", LONG, "--dealer", LONG, "--file", str(folder / "p.toml"))
    for number in range(1, 7):
        totals = "30,20" if number % 2 else "20,30"  # Mary is elder in the odd deals
        made(folder, "deal", "--file", str(folder / "p.toml"), "--totals", totals)
    return folder


@pytest.mark.parametrize("columns", [60, 100])
def test_rulings_wrap_between_words(home: Path, columns: int) -> None:
    lines, code = screen(home, columns, *RULE)
    assert code == 0
    assert max(len(line) for line in lines) <= columns
    text = joined(lines)
    for sentence in SENTENCES:
        assert sentence in text


@pytest.mark.parametrize("columns", [60, 100])
def test_the_summary_never_cuts_a_name_or_a_number(home: Path, columns: int) -> None:
    lines, code = screen(home, columns, "summary", "--file", "p.toml")
    assert code == 0
    assert max(len(line) for line in lines) <= columns
    assert "…" not in "".join(lines)
    text = joined(lines)
    assert f"Totals: Mary 180, {LONG} 120." in text
    assert f"{LONG} made 120, over the rubicon. Mary wins 180 − 120 + 100 = 160 (Law 72)." in text
    first = next(i for i, line in enumerate(lines) if line.split()[:3] == ["1", "Mary", "(e)"])
    assert lines[first].split()[-1] == "30" and lines[first + 1].split()[-1] == "20"  # deal 1, each whole


@pytest.mark.parametrize("columns", [60, 100])
def test_an_error_wraps_between_words(tmp_path: Path, columns: int) -> None:
    lines, code = screen(tmp_path, columns, "show")
    assert code == 1
    assert all(len(line) <= columns or len(line.split()) == 1 for line in lines)  # a long path stays whole
    text = joined(lines)
    assert "start one with 'piquet play' or 'piquet new A B', or name a file with --file." in text


@pytest.mark.parametrize("columns", [60, 100])
def test_help_lists_each_command_with_its_whole_first_sentence(tmp_path: Path, columns: int) -> None:
    lines, code = screen(tmp_path, columns, "--help")
    assert code == 0
    assert max(len(line) for line in lines) <= columns
    assert not any(line.endswith("...") for line in lines[1:])  # the usage line ends in [ARGS]...
    text = joined(lines)
    for sentence in FIRST_SENTENCES:
        assert sentence in text


def test_piped_output_is_never_wrapped_nor_padded(home: Path) -> None:
    done = piquet(home, *RULE)
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    for sentence in SENTENCES:
        assert sentence in lines  # each ruling on one line, however long
    assert all(line == line.rstrip() for line in lines)
    summary = piquet(home, "summary", "--file", "p.toml").stdout.splitlines()
    assert f"{LONG} made 120, over the rubicon. Mary wins 180 − 120 + 100 = 160 (Law 72)." in summary
    assert all(line == line.rstrip() for line in summary)
    assert any(f"{LONG} (e)" in line for line in summary)


MARY, CHARLES = "Maryanne-Elizabeth", "Charles Montgomery"  # the names of the newcomer's own partie


@pytest.fixture(scope="module")
def wide_names(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three deals of RULE between two long names, Charles dealing first, so Mary is elder in
    deals 1 and 3. Elder: point 5, quint major 15, trio of aces 3 (his aces beat the tens),
    23 in hand; leading to trick 7 he reaches 30 before younger scores: pique 30; play 8, the
    cards 10: 71. Younger: play 6. Mary 71 + 6 + 71 = 148, Charles 6 + 71 + 6 = 83. A second
    file, quick totals 30,20 for six deals: Charles 120, Mary 180, finished."""
    folder = tmp_path_factory.mktemp("wide")
    flags = [*RULE[1:], "--younger-seq", "-"]
    made(folder, "new", MARY, CHARLES, "--dealer", CHARLES, "--file", str(folder / "p.toml"))
    for _ in range(3):
        made(folder, "deal", "--file", str(folder / "p.toml"), *flags)
    made(folder, "new", MARY, CHARLES, "--dealer", CHARLES, "--file", str(folder / "q.toml"))
    for number in range(1, 7):
        totals = "30,20" if number % 2 else "20,30"
        made(folder, "deal", "--file", str(folder / "q.toml"), "--totals", totals)
    return folder


@pytest.mark.parametrize("columns", [60, 100])
@pytest.mark.parametrize("argv", [["summary"], ["show"], ["history"], ["ledger"]])
def test_tables_too_wide_for_the_terminal_never_cut_a_name(
    wide_names: Path, columns: int, argv: list[str]
) -> None:
    """Issue 12 item 5 at the table: at 60 columns the summary of a partie with every row
    scored, ``show``, ``history`` and the ledger are wider than the terminal as columns; the
    terminal cut them mid-name ("Ma" / "ryanne-Elizabeth"). A row then reads as a paragraph."""
    file = ["--file", "p.toml"] if argv[0] in ("summary", "show") else []
    lines, code = screen_of_the_wide_names(wide_names, columns, *argv, *file)
    assert code == 0
    assert max(len(line) for line in lines) <= columns
    text = joined(lines)
    assert MARY in text and CHARLES in text
    for above, below in itertools.pairwise(lines):  # a name cut by the terminal: its halves meet again
        tail, head = (above.split() or [""])[-1], (below.split() or [""])[0]
        for name in (MARY, "Charles", "Montgomery"):
            assert name not in tail + head or name in tail or name in head, (above, below)
    assert "…" not in "".join(lines)


@pytest.mark.parametrize("columns", [60, 100])
def test_each_deal_of_the_summary_reads_whole_in_a_narrow_terminal(wide_names: Path, columns: int) -> None:
    lines, code = screen_of_the_wide_names(wide_names, columns, "summary", "--file", "p.toml")
    assert code == 0
    text = joined(lines)
    if columns == 60:  # a row a paragraph, each figure beside its heading
        assert f"Deal 1, Player: {MARY} (e), Pt 5, Seq 15, Sets 3, Piq 30, Play 8, Cds 10, Total 71" in text
        assert f"Player: {CHARLES} (y), Play 6, Total 6" in text
    else:  # columns: deal 1's two rows, each on one line
        first = next(i for i, line in enumerate(lines) if line.split()[:3] == ["1", MARY, "(e)"])
        assert lines[first].split()[3:] == ["5", "15", "3", "30", "8", "10", "71"]
        assert lines[first + 1].split() == [CHARLES.split()[0], CHARLES.split()[1], "(y)", "6", "6"]
    assert f"Totals: {MARY} 148, {CHARLES} 83." in text


def test_piped_help_is_never_wrapped(tmp_path: Path) -> None:
    """Click wraps help at 80 columns when it sees no terminal; piped, it is whole lines."""
    done = piquet(tmp_path, "--help")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert "Show completion for the current shell, to copy it or customize the installation." in " ".join(
        next(line for line in lines if "--show-completion" in line).split()
    )
    assert any(" ".join(line.split()) == f"play The {FIRST_SENTENCES[0][4:]}" for line in lines)
    assert all(line == line.rstrip() for line in lines)
    deal = piquet(tmp_path, "deal", "--help").stdout.splitlines()
    assert any(
        "--elder-hand CARDS" in line and "'AS JS 9S 8S AH KH QH JH 8H JC 9C KD'" in line for line in deal
    )


def test_a_reason_said_at_the_table_keeps_its_indent_on_every_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A refusal or a running total is said two spaces in, under its question; wrapped in a
    terminal, each of its lines stays two spaces in, and no word is cut. Piped, it is one line."""
    from piquet_cli.cli import table

    reason = "  only the tricks that score are entered: type the next meld, or Enter on an empty line."
    monkeypatch.setattr(table, "terminal_width", lambda stream=None: 40)
    table.say(reason)
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(line.startswith("  ") and len(line) <= 40 for line in lines)
    assert " ".join(line.strip() for line in lines) == reason.strip()
    monkeypatch.setattr(table, "terminal_width", lambda stream=None: None)
    table.say(reason)
    assert capsys.readouterr().out == reason + "\n"


def test_a_terminal_that_reports_no_width_is_taken_as_80_columns(home: Path) -> None:
    """Issue 19, item 2: a terminal that says it is 0 columns wide (``stty cols 0``, some serial
    consoles) printed nothing for show, summary and rule, and a traceback for an error; now it is
    taken as 80 columns, the usual width."""
    summary, code = screen(home, 0, "summary", "--file", "p.toml")
    assert code == 0
    assert 0 < max(len(line) for line in summary) <= 80
    assert f"Totals: Mary 180, {LONG} 120." in joined(summary)
    shown, code = screen(home, 0, "show", "--file", "p.toml")
    assert code == 0
    assert 0 < max(len(line) for line in shown) <= 80
    assert "Mary" in joined(shown) and "180" in joined(shown)
    ruled, code = screen(home, 0, *RULE)
    assert code == 0
    assert 0 < max(len(line) for line in ruled) <= 80
    assert SENTENCES[0] in joined(ruled)
    missing, code = screen(home, 0, "show", "--file", "/nope.toml")
    assert code == 1
    assert "Traceback" not in joined(missing)
    assert joined(missing).startswith("piquet: ") and "/nope.toml" in joined(missing)
