"""The README's Pinochle hand, as typed, is what ``piquet deal`` really shows in a terminal, key
for key: this test types the keys below into a pseudo-terminal and compares the screen with the
README's transcript.

The hand (worked by hand from seed 002): hearts trumps; Bob deals and turns up a ten, 10 to him.
Ann's marriage in hearts is read as the royal marriage, and said so (hearts are trumps): Ann 40;
y:4A Bob 100; e:seq Ann 150 (the royal marriage's K♥ Q♥ go again into a meld of higher value).
Card points Ann 130, Bob the rest, 240 − 130 = 110; Ann takes the last trick, 10.
Ann 40 + 150 + 130 + 10 = 330; Bob 10 + 100 + 110 = 220.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect  # type: ignore[import-untyped]

ROOT = Path(__file__).parent.parent.parent
COMMAND = "piquet deal --file hand.toml"
KEYS = [
    ("Trumps?", "h"),
    ("turned up the ten of hearts?", "y"),
    ("wrong number of cards?", ""),
    ("Meld?", "e:mH"),
    ("Meld?", "y:4A"),
    ("Meld?", "e:seq"),
    ("Meld?", ""),
    ("Card points", "130,rest"),
    ("Last trick?", "e"),
    ("Save hand 1?", ""),
]


def transcript() -> str:
    match = re.search(
        r"```text\n\$ " + re.escape(COMMAND) + r"\n(.*?)```", (ROOT / "README.md").read_text(), re.DOTALL
    )
    assert match, "the README shows a transcript of a Pinochle hand"
    return match.group(1)


def tidy(text: str) -> list[str]:
    return [line.rstrip() for line in text.replace("\r\n", "\n").strip("\n").splitlines()]


def test_the_readme_pinochle_transcript_is_what_the_terminal_shows(tmp_path: Path) -> None:
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", TERM="dumb")
    env.pop("COLUMNS", None)
    new = ["new", "Ann", "Bob", "--game", "pinochle", "--dealer", "Bob", "--file", "hand.toml"]
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
