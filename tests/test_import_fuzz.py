"""Issue 11 items 11 and 12, and the import fuzz of its acceptance: ``piquet import``
reads only a regular file, within a size limit, never blocks, and answers any CSV
with a partie or one sentence (exit 1 or 2) — never "internal error" (exit 70).

The fuzz of every game and rule set kept is one of the tests every game gets
(``test_conformance_fuzz.py``); here are the limits, and the cards it is fed (``cards``).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
import typer
from hypothesis import strategies as st

from piquet_cli.cli import verbs
from piquet_cli.scorebook.parties import read_partie

IMPORT_CARD = verbs.import_card()  # ``piquet import``'s body, as the command line calls it


def run_import(
    capsys: pytest.CaptureFixture[str], card: Path, out: Path, game: str = "piquet", rules: str = "rubicon"
) -> tuple[int, str]:
    """``piquet import CARD --game GAME --rules RULES --file OUT`` as the CLI runs it after
    parsing its flags."""
    try:
        IMPORT_CARD(csv_file=card, dealer=None, rules=rules, game=game, file=out)
        code = 0
    except typer.Exit as stop:
        code = stop.exit_code
    return code, capsys.readouterr().err


GOOD = "deal,Ann,Bob\n1,28,23\n2,6,71\n3,20,18\n4,31,12\n5,0,42\n6,0,31\n"


@pytest.mark.parametrize("ending", ["\n", "\r\n", "\r"])
def test_any_line_ending_imports_the_same_partie(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], ending: str
) -> None:
    """Item 12: a card saved with old Mac line endings (CR alone) was "new-line character
    seen in unquoted field". Ann 85, Bob 197 (the README's card) whatever the ending."""
    card = tmp_path / "card.csv"
    card.write_bytes(GOOD.replace("\n", ending).encode())
    assert run_import(capsys, card, tmp_path / "p.toml") == (0, "")
    assert read_partie(tmp_path / "p.toml").view.totals == {"Ann": 85, "Bob": 197}


def test_a_fifo_is_refused_at_once_not_waited_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "card.csv"
    os.mkfifo(fifo)
    result: list[tuple[int, str]] = []
    reader = threading.Thread(target=lambda: result.append(run_import(capsys, fifo, tmp_path / "p.toml")))
    reader.start()
    reader.join(timeout=10)
    assert not reader.is_alive(), "import blocked on a FIFO"
    code, err = result[0]
    assert code == 1 and "is not a regular file (a pipe, a device or a socket)" in err


def test_a_link_to_dev_zero_is_refused_not_read(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    card = tmp_path / "card.csv"
    card.symlink_to("/dev/zero")
    code, err = run_import(capsys, card, tmp_path / "p.toml")
    assert code == 1 and "not a regular file" in err


def test_a_card_over_the_limit_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    card = tmp_path / "card.csv"
    card.write_bytes(GOOD.encode() + b"#" * 2**20)
    code, err = run_import(capsys, card, tmp_path / "p.toml")
    assert code == 1 and "it is over 1 MiB, too big for a score card" in err


def test_a_total_of_5000_digits_is_one_sentence(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    card = tmp_path / "card.csv"
    card.write_text("deal,Ann,Bob\n1," + "9" * 5000 + ",23\n")
    code, err = run_import(capsys, card, tmp_path / "p.toml")
    assert code == 1 and "expected a deal's total, a whole number from 0 to 9999" in err and len(err) < 300


# -- the fuzz ------------------------------------------------------------------

NAMES = st.sampled_from(
    [
        "Ann",
        "Bob",
        "",
        " ",
        "Ann",
        '=HYPERLINK("x")',
        "\x1b]0;x\x07",
        "Ann\u202e",
        "a" * 41,
        "É",
        '"q"',
        "deal",
    ]
)
CELLS = st.one_of(
    st.integers(0, 200).map(str),
    st.integers(0, 1300).map(str),  # a Bezique or Pinochle hand's
    st.sampled_from(["", " 7 ", "-1", "1.5", "9" * 30, "9" * 5000, "x", "١٢", "0x1f", "1e3", '"12"', "\x00"]),
    st.text(max_size=6),
)
ENDINGS = st.sampled_from(["\n", "\r\n", "\r", "\n\n"])


@st.composite
def cards(draw: st.DrawFn, lawful: st.SearchStrategy[list[tuple[int, ...]]]) -> bytes:
    """Mostly cards that look like cards (a header, numbered rows), bent in every way; some
    clean cards of ``lawful`` totals (a game's, deal by deal), so that many import; some noise."""
    kind = draw(st.integers(0, 9))
    if kind == 0:
        return draw(st.binary(max_size=200))
    if kind <= 3:
        totals = draw(lawful)
        first = draw(st.one_of(st.just("Ann"), NAMES))
        width = len(totals[0]) if totals else 2  # a column a player (three at three-hand)
        header = ",".join(["deal", first, *("Bob", "Cal", "Dee")[: width - 1]])
        lines = [header, *(",".join([str(n), *map(str, row)]) for n, row in enumerate(totals, 1))]
        return ("\n".join(lines) + "\n").encode()
    ending = draw(ENDINGS)
    header = [draw(st.sampled_from(["deal", "Deal", "no", ""])), draw(NAMES), draw(NAMES)]
    if draw(st.booleans()):
        header = header[: draw(st.integers(0, 3))] + draw(st.lists(NAMES, max_size=1))
    rows = [",".join(header)]
    for number in range(1, draw(st.integers(0, 9)) + 1):
        deal = str(number) if draw(st.integers(0, 5)) else draw(CELLS)
        cells = [deal, draw(CELLS), draw(CELLS)]
        if draw(st.integers(0, 8)) == 0:
            cells = cells[: draw(st.integers(0, 3))]
        rows.append(",".join(cells))
    text = ending.join(rows) + draw(st.sampled_from(["", ending]))
    prefix = draw(st.sampled_from(["", "\ufeff"]))
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8", "latin-1", "utf-16"]))
    return (prefix + text).encode(encoding, "replace")
