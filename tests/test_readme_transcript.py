"""The README's transcript of a real deal is what ``piquet deal`` really shows in a
terminal, key for key: this test types the keys of bench/keystrokes (Cavendish's
example deal) into a pseudo-terminal and compares the screen with the README."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from importlib.machinery import SourceFileLoader
from importlib.util import module_from_spec, spec_from_loader
from pathlib import Path

import pexpect  # type: ignore[import-untyped]

ROOT = Path(__file__).parent.parent
_loader = SourceFileLoader("keystrokes", str(ROOT / "bench" / "keystrokes"))
_spec = spec_from_loader("keystrokes", _loader)
assert _spec is not None
_keystrokes = module_from_spec(_spec)
_loader.exec_module(_keystrokes)
KEYS = _keystrokes.CAVENDISH_KEYS
COMMAND = "piquet deal --file cavendish.toml"


def transcript() -> str:
    match = re.search(
        r"```text\n\$ " + re.escape(COMMAND) + r"\n(.*?)```", (ROOT / "README.md").read_text(), re.DOTALL
    )
    assert match, "the README shows a transcript of piquet deal"
    return match.group(1)


def tidy(text: str) -> list[str]:
    return [line.rstrip() for line in text.replace("\r\n", "\n").strip("\n").splitlines()]


def test_the_readme_transcript_is_what_the_terminal_shows(tmp_path: Path) -> None:
    env = dict(os.environ, PIQUET_HOME=str(tmp_path), NO_COLOR="1", TERM="dumb")
    env.pop("COLUMNS", None)
    subprocess.run(
        [
            sys.executable,
            "-m",
            "piquet_cli",
            "new",
            "Ann",
            "Bob",
            "--dealer",
            "Bob",
            "--file",
            "cavendish.toml",
        ],
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
