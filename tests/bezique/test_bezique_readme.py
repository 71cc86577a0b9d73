"""The README's Bezique hand, as typed, is what ``piquet deal`` really shows in a terminal: the
keys below are typed into a pseudo-terminal and the screen compared with the README, line for line.

The hand, worked by hand (hearts trumps, no seven turned up; Ann elder, Bob dealing):
Ann  mS 20 + 4K 80 + bz 40 + 7+mC 30 = 170 (four queens typed by mistake, taken back with u);
     the last trick 10; 9 brisques 90 → 270.
Bob  7 10 + rm 40 + seq 250 + 4A 100 = 400 (a second royal marriage refused: Ann's four kings
     hold one of the two K♥, his royal marriage and sequence the other); 7 brisques 70 → 470.
Bob has 400 or more and is ahead after the first hand: he wins at once, by 200 (seed 001).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect  # type: ignore[import-untyped]
from readme_terminal import readme_transcript, tidy, typed_in_a_terminal
from typer.testing import CliRunner

from piquet_cli.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
COMMAND = "piquet deal --file bezique.toml"
DECLARED = ["e:mS", "y:7", "e:4K", "y:rm", "y:seq", "y:rm", "e:bz", "e:4Q", "u", "y:4A", "e:7+mC", ""]
KEYS = [
    ("Trumps?", "H"),
    ("a seven", ""),
    *(("Declaration?", typed) for typed in DECLARED),
    ("last trick?", "e"),
    ("Ann's brisques", "9"),
    ("Bob's brisques?", ""),
    ("Save hand 1?", ""),
]


def transcript() -> str:
    return readme_transcript(COMMAND, "a Bezique hand")


def test_the_readme_bezique_hand_is_what_the_terminal_shows(tmp_path: Path) -> None:
    typed = typed_in_a_terminal(
        tmp_path,
        ["new", "Ann", "Bob", "--game", "bezique", "--dealer", "Bob", "--file", "bezique.toml"],
        COMMAND,
        KEYS,
    )
    assert tidy(typed) == tidy(transcript())
    saved = (tmp_path / "bezique.toml").read_text()
    assert 'declared = "e:mS y:7 e:4K y:rm y:seq e:bz y:4A e:7+mC"' in saved


PUBLISHED = ["e:7", "y:7", "e:rm", "y:bz", "e:seq", "y:4J", "e:mH", "y:mS", "y:mD", "e:4A", "y:dbz"]
PUBLISHED += ["e:4K", "e:mH"]  # tricks 1-11 reconstructed, then 12, 13, 17, 18-21, 22 (docs/bezique.md)


def test_the_published_hand_walked_through_piquet_deal_in_a_terminal(tmp_path: Path) -> None:
    """docs/bezique.md's published hand, typed into ``piquet deal`` in a pseudo-terminal: North
    (elder) v South, clubs trumps, the ♣10 turned (no seven), the last trick of the stock scoring.
    North 320, South 110 after trick 11; South's marriage → 130; North's four aces → 420; South's
    double bezique, after his single → 630; North's four kings and marriage → 520; North's last trick
    of the stock → 530; brisques North 6 → 590, South 10 → 730."""
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", TERM="dumb")
    env.pop("COLUMNS", None)
    new = ["new", "North", "South", "--game", "bezique", "--dealer", "South", "--last-trick", "stock",
           "--file", str(tmp_path / "pub.toml")]  # fmt: skip
    made = CliRunner().invoke(app, new, env={"PIQUET_HOME": str(tmp_path)})  # made in this process
    assert made.exit_code == 0, made.output
    child = pexpect.spawn(sys.executable, ["-m", "piquet_cli", "deal", "--file", "pub.toml"],
                          cwd=str(tmp_path), env=env, encoding="utf-8", timeout=15, dimensions=(40, 100))  # fmt: skip
    child.delaybeforesend = None  # no pause before each answer: the keys wait on the question
    keys = [("Trumps?", "C"), ("a seven", "n"), *(("Declaration?", d) for d in [*PUBLISHED, ""]),
            ("last trick before the stock ran out", "North"), ("North's brisques", "6"),
            ("South's brisques?", ""), ("Save hand 1?", "")]  # fmt: skip
    output = []
    for question, typed in keys:
        child.expect_exact(question)
        output.append(child.before)
        child.sendline(typed)
    child.expect(pexpect.EOF)
    output.append(child.before)
    child.close()
    assert child.exitstatus == 0
    lines = tidy("".join(output))
    for said in (
        "  y:mS: 20 — North 320, South 110 this hand",
        "  y:mD: 20 — North 320, South 130 this hand",
        "  e:4A: 100 — North 420, South 130 this hand",
        "  y:dbz: 500 — North 420, South 630 this hand",
        "  e:mH: 20 — North 520, South 630 this hand",
        "  North: the last trick 10 — North 530, South 630 this hand",
        "  North: 6 brisques 60 — North 590, South 630 this hand",
        "  South: 10 brisques 100 — North 590, South 730 this hand",
        "South won on the first hand (400 and ahead): 730 to 590, by 140.",
    ):
        assert said in lines
