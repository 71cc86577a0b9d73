"""Issue 11 item 7: what a name may hold, and user text inert in every output.

The rule (``console.shown_as_is``): a character is shown as it is if it prints —
letters, marks, digits, punctuation, symbols, spaces, and the two zero-width
joiners some scripts need. A name entered at the keeper must hold only those;
on every output (text, rich, Markdown, CSV, JSON) any other character of user
text — a name written into the file by hand, a note — is escaped. CSV cells that
a spreadsheet would run as a formula begin with ``'`` (OWASP, CSV injection).
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import unicodedata
from pathlib import Path

import pytest
from test_property_commands import OUTPUTS
from typer.testing import CliRunner, Result

from piquet_cli.cli.app import app
from piquet_cli.cli.console import safe
from piquet_cli.cli.escape import csv_cell, json_text, shell_words
from piquet_cli.cli.user_text import check_name
from piquet_cli.errors import BadValue

runner = CliRunner()

# Characters that must never reach a screen raw: C0 and C1 controls, DEL, the line
# and paragraph separators, bidi overrides and isolates, zero-width space, BOM.
FORBIDDEN = [chr(c) for c in [*range(0x20), 0x7F, *range(0x80, 0xA0)]] + [
    "\u2028",
    "\u2029",
    "\u202a",
    "\u202e",
    "\u2066",
    "\u2069",
    "\u200b",
    "\u200e",
    "\ufeff",
]


def raw_forbidden(text: str) -> list[str]:
    """The forbidden characters in ``text`` (newlines between lines are allowed)."""
    return sorted({repr(ch) for ch in text if ch in FORBIDDEN and ch != "\n"})


@pytest.mark.parametrize(
    "name",
    [
        "Ann",
        "Élodie",
        "王小明",
        "Zoë-Ann O'Brien",
        "Jean\u00a0Paul",
        "👩\u200d👩\u200d👧",
        "میخواهم\u200c",
        "[bold]x",
    ],
)
def test_names_that_print_are_taken_as_typed(name: str) -> None:
    assert check_name(f"  {name} ", "A") == name


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("\x1b]0;PWNED\x07", "U+001B (ESCAPE)"),  # retitles the terminal
        ("Ann\r\x1b[2J", "a line break (U+000D)"),  # returns and clears the screen
        ("Ann\u202eboB", "U+202E (RIGHT-TO-LEFT OVERRIDE)"),
        ("Ann\u2028Bob", "a line break (U+2028)"),
        ("Ann\u200bBob", "U+200B (ZERO WIDTH SPACE)"),
        ("Ann\x9b31m", "U+009B"),  # the one-byte CSI of C1
        ("Ann\udcff", "the byte 0xff, which is not UTF-8 text"),  # sys.argv of a latin-1 byte
        ("Ann\x00", "U+0000"),
    ],
)
def test_names_that_do_not_print_are_refused_naming_the_character(name: str, said: str) -> None:
    with pytest.raises(BadValue) as refused:
        check_name(name, "A")
    assert said in refused.value.message and refused.value.flag == "A"


def test_new_refuses_a_hostile_name_with_exit_2_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "p.toml"
    done = runner.invoke(app, ["new", "Ann\u202eboB", "Bob", "--file", str(path)])
    assert done.exit_code == 2
    assert "U+202E (RIGHT-TO-LEFT OVERRIDE)" in done.output
    assert raw_forbidden(done.output) == []
    assert list(tmp_path.iterdir()) == []  # no partie, no lock left behind


def test_safe_escapes_every_forbidden_character_and_nothing_that_prints() -> None:
    for ch in FORBIDDEN:
        shown = safe(f"a{ch}b")
        assert raw_forbidden(shown) == [] and shown.startswith("a\\") and shown.endswith("b"), repr(ch)
    for text in ("Élodie", "王小明", "A♠ K♥", "Jean\u00a0Paul", "👩\u200d👧", "10 – 5 — ok…"):
        assert safe(text) == text


# CSV injection: OWASP, "CSV Injection": cells beginning with = + - @ tab or carriage
# return are prefixed with a single quote so a spreadsheet shows them as text.
@pytest.mark.parametrize(
    ("cell", "written"),
    [
        ('=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'),
        ("+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1:A2)", "'@SUM(A1:A2)"),
        ("\uff1d1+1", "'\uff1d1+1"),  # the full-width equals sign
        ("Ann", "Ann"),
        ("Ann=Bob", "Ann=Bob"),
        (-5, -5),  # numbers stay numbers
    ],
)
def test_csv_cells_never_start_a_formula(cell: object, written: object) -> None:
    assert csv_cell(cell) == written


def test_json_escapes_what_does_not_print_and_reads_back_the_same() -> None:
    doc = {"players": ["A\x1b]0;x\x07", "B\u202e\u2028\x9b\U000e0001"], "n": 1}
    text = json_text(doc)
    assert raw_forbidden(text) == [] and "\\u202e" in text and "\\udb40\\udc01" in text
    assert json.loads(text) == doc


def test_the_recovery_command_quotes_a_note_so_pasting_it_records_the_same_note(tmp_path: Path) -> None:
    """Item 12: a refused save prints the ``piquet deal`` command to run; a note with a
    newline and an escape must come back the same through a real shell."""
    import subprocess

    note = "line one\nline two \x1b[31m it's \\ red\u202e"
    line = shell_words(["printf", "%s", note])
    assert raw_forbidden(line) == []
    done = subprocess.run(["bash", "-c", line], capture_output=True, text=True, check=True)
    assert done.stdout == note


HOSTILE_FILE = """\
format = 1
game = "piquet"
rules = "rubicon"
players = ["\\u001b]0;PWNED\\u0007", "=HYPERLINK(\\"http://evil\\")\\u2028\\u202e"]
first_dealer = "\\u001b]0;PWNED\\u0007"
created = "2026-11-29T21:54:17+00:00"

[[deals]]
totals = [28, 23]
note = "\\r\\u001b[2J cleared\\u0085"

[[deals]]
totals = [110, 0]
[[deals]]
totals = [10, 0]
[[deals]]
totals = [10, 0]
[[deals]]
totals = [10, 0]
[[deals]]
totals = [10, 0]
"""


@pytest.fixture
def hostile_scorebook() -> Path:
    """A finished partie whose names and note were written into the file by hand."""
    path = Path(os.environ["PIQUET_HOME"]) / "hostile.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HOSTILE_FILE, encoding="utf-8")
    return path


PRINTED = [
    ["summary", "--text"],
    ["summary", "--html", "-"],
    ["history", "--html", "-"],
    ["ledger", "--html", "-"],
]
"""The outputs for paper: plain ASCII, and the HTML pages (issue 22)."""
TEXT_OUTPUTS = [*OUTPUTS, ["ledger", "--chart"], *PRINTED]


@pytest.mark.parametrize("args", TEXT_OUTPUTS)
def test_no_output_shows_a_control_character_of_a_hand_written_name(
    hostile_scorebook: Path, args: list[str]
) -> None:
    file = ["--file", str(hostile_scorebook)] if args[0] in ("show", "summary") else []
    done = runner.invoke(app, [*args, *file])
    assert done.exit_code == 0, done.output
    assert raw_forbidden(done.output) == []
    assert "x1b" in done.output and "PWNED" in done.output  # the name is there, escaped
    if "--csv" in args:
        cells = [cell for row in csv.reader(io.StringIO(done.output)) for cell in row]
        assert not [c for c in cells if c and c[0] in "=+-@"], cells
        assert any(c.startswith("'=HYPERLINK") for c in cells)


@pytest.mark.parametrize(
    "args", [["show", "--json"], ["summary", "--json"], ["history", "--json"], ["ledger", "--json"]]
)
def test_json_keeps_the_names_exactly_and_escaped(hostile_scorebook: Path, args: list[str]) -> None:
    file = ["--file", str(hostile_scorebook)] if args[0] in ("show", "summary") else []
    done = runner.invoke(app, [*args, *file])
    assert done.exit_code == 0, done.output
    assert raw_forbidden(done.output) == []
    names = {"\x1b]0;PWNED\x07", '=HYPERLINK("http://evil")\u2028\u202e'}
    found = json.dumps(json.loads(done.output), ensure_ascii=False)
    assert all(json.dumps(n, ensure_ascii=False)[1:-1] in found for n in names)


def test_every_forbidden_character_has_a_name_or_a_code() -> None:
    for ch in FORBIDDEN:
        assert unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp")


def check_inert(done: Result, args: list[str]) -> None:
    """What ``args`` printed of a partie whose names are ``HOSTILE_PLAYERS``': no character
    that does not print, the names there all the same (escaped; the same strings to a JSON
    reader), and no CSV cell that starts a formula."""
    assert done.exit_code == 0, done.output
    assert raw_forbidden(done.output) == []
    if "--json" in args:
        assert "\\u001b]0;PWNED\\u0007" in done.output  # the same string, to a JSON reader
        return
    assert "x1b" in done.output and "PWNED" in done.output  # the name is there, escaped
    if "--csv" in args:
        cells = [cell for row in csv.reader(io.StringIO(done.output)) for cell in row]
        # a number paid is no formula: -103 is the loser's net
        assert not [c for c in cells if c and c[0] in "=+-@" and not re.fullmatch(r"-\d+(\.\d+)?", c)], cells
        assert any(c.startswith("'=HYPERLINK") for c in cells)


HOSTILE_PLAYERS = """\
format = 2
players = ["\\u001b]0;PWNED\\u0007", "=HYPERLINK(\\"http://evil\\")\\u2028\\u202e"]
first_dealer = "\\u001b]0;PWNED\\u0007"
"""
HOSTILE_WITHDRAWAL = (
    'game = "pinochle"\nrules = "seed"\n'
    + HOSTILE_PLAYERS
    + """
[[deals]]
trumps = "H"
melded = "e:rm y:4A"
card_points = "130,rest"
last_trick = "elder"
note = "\\r\\u001b[2J cleared\\u0085"

[[deals]]
totals = [700, 250]
note = "+cmd|calc"

[[deals]]
withdrawn = "\\u001b]0;PWNED\\u0007"
"""
)
"""A game of Pinochle ended by a withdrawal, which names a player: its names and notes
written by hand. Every game's partie of random deals with such names is one of the tests
every game gets (``test_conformance.py``)."""
OUTPUTS_AND_JSON = [*TEXT_OUTPUTS, ["show", "--json"], ["summary", "--json"], ["ledger", "--json"]]


@pytest.mark.parametrize("args", OUTPUTS_AND_JSON)
def test_a_pinochle_partie_ended_by_a_withdrawal_shows_no_control_character_of_its_names(
    args: list[str],
) -> None:
    path = Path(os.environ["PIQUET_HOME"]) / "pinochle.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HOSTILE_WITHDRAWAL, encoding="utf-8")
    file = ["--file", str(path)] if args[0] in ("show", "summary") else []
    check_inert(runner.invoke(app, [*args, *file]), args)
