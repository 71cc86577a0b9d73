"""What the README's transcripts of ``piquet deal`` are checked with: the transcript as the
README shows it, and the same deal typed key for key into a pseudo-terminal (80 columns, no
colour), its screen returned to compare, line by line."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pexpect  # type: ignore[import-untyped]

ROOT = Path(__file__).parent.parent


def readme_transcript(command: str, what: str) -> str:
    """The README's ```text block that starts with ``$ command``; ``what`` names it if it is missing."""
    match = re.search(
        r"```text\n\$ " + re.escape(command) + r"\n(.*?)```", (ROOT / "README.md").read_text(), re.DOTALL
    )
    assert match, f"the README shows a transcript of {what}"
    return match.group(1)


def tidy(text: str) -> list[str]:
    return [line.rstrip() for line in text.replace("\r\n", "\n").strip("\n").splitlines()]


def typed_in_a_terminal(tmp_path: Path, new: list[str], command: str, keys: list[tuple[str, str]]) -> str:
    """``piquet new …`` (``new``, its arguments), then ``command`` run in a pseudo-terminal in
    ``tmp_path`` answering each question (the text awaited) with its keys; the screen, which must
    end with exit 0."""
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", TERM="dumb")
    env.pop("COLUMNS", None)
    subprocess.run(
        [sys.executable, "-m", "piquet_cli", *new],
        cwd=tmp_path,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return screen_of(tmp_path, command, keys, env)


def screen_of(folder: Path, command: str, keys: list[tuple[str, str]], env: dict[str, str]) -> str:
    """``command`` run in a pseudo-terminal 80 columns wide in ``folder``, each question (the text
    awaited) answered with its keys; the screen, which must end with exit 0."""
    child = pexpect.spawn(
        sys.executable,
        ["-m", "piquet_cli", *command.split()[1:]],
        cwd=str(folder),
        env=env,
        encoding="utf-8",
        timeout=15,
        dimensions=(40, 80),
    )
    child.delaybeforesend = None  # no pause before each answer: the keys wait on the question
    output = []
    for question, typed in keys:
        child.expect_exact(question)
        output.append(child.before + child.after)
        child.sendline(typed)
    child.expect(pexpect.EOF)
    output.append(child.before)
    child.close()
    assert child.exitstatus == 0
    return "".join(output)
