"""The README's transcript of a three-hand deal ("Three-hand piquet") is what ``piquet deal``
shows in a terminal, key for key: the keys below are typed into a pseudo-terminal and the
screen compared with the README (as ``test_readme_transcript`` does for the two-hand deal).

The deal is test_piquet_three_hand_partie's 4-4-2 deal, worked by hand there: Ann 14, Bob 8, Cal 3.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect  # type: ignore[import-untyped]

ROOT = Path(__file__).parent.parent
COMMAND = "piquet deal --file three.toml"
KEYS = [
    ("Carte blanche?", ""),
    ("Point, Ann (eldest)?", "5/48"),
    ("Point, Bob (second)?", "4/39"),
    ("Point, Cal (dealer)?", "5/45"),
    ("Sequences, Ann (eldest)?", "4K"),
    ("Sequences, Bob (second)?", "3Q"),
    ("Sequences, Cal (dealer)?", ""),
    ("Quatorzes and trios, Ann (eldest)?", ""),
    ("Quatorzes and trios, Bob (second)?", "3K"),
    ("Quatorzes and trios, Cal (dealer)?", "3Q"),
    ("Exchange, Cal (dealer)?", "1"),
    ("Tricks, a seat number each?", "1111222233"),
    ("Save deal 1?", ""),
]


def transcript() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "## Three-hand piquet" in text
    match = re.search(r"```text\n\$ " + re.escape(COMMAND) + r"\n(.*?)```", text, re.DOTALL)
    assert match, "the README shows a transcript of a three-hand deal"
    return match.group(1)


def tidy(text: str) -> list[str]:
    return [line.rstrip() for line in text.replace("\r\n", "\n").strip("\n").splitlines()]


def test_the_readme_three_hand_transcript_is_what_the_terminal_shows(tmp_path: Path) -> None:
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", TERM="dumb")
    env.pop("COLUMNS", None)
    new = ["new", "Ann", "Bob", "Cal", "--rules", "three-hand", "--dealer", "Cal", "--file", "three.toml"]
    subprocess.run(
        [sys.executable, "-m", "piquet_cli", *new],
        cwd=tmp_path,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", *COMMAND.split()[1:]],
        cwd=str(tmp_path),
        env=env,
        encoding="utf-8",
        timeout=15,
        dimensions=(40, 80),
    )
    output = []
    for question, typed in KEYS:
        child.expect_exact(question)
        output.append(child.before + child.after)
        child.sendline(typed)
    child.expect(pexpect.EOF)
    output.append(child.before)
    child.close()
    assert child.exitstatus == 0
    assert tidy("".join(output)) == tidy(transcript())
    assert "Ann 14, Bob 8, Cal 3." in transcript()  # the figures worked by hand
