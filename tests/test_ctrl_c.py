"""Issue 19, items 3 and 28: Ctrl-C is met at once, whenever it comes, in a real terminal.

Item 3: Ctrl-C pressed just as a question appeared was ignored until Enter (16 of 40
in a loop). The question was written, then the keeper went to wait for the answer; a
signal that came between the two was noted by Python but woke nothing, and the wait
went on. ``reading.read_answer`` now waits on the terminal and on the signals' own
wake-up pipe together, so a signal noted at any moment of a question ends the wait.
The moment is made certain here by giving the signal to another thread: the keeper's
own thread, waiting for the answer, is then not woken by the kernel, exactly as when
the signal came a moment before it began to wait. ``bench/ctrl-c-loop`` runs the plain
race (Ctrl-C the instant the question shows) many times.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pexpect
import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and terminals")

SIGNAL_ELSEWHERE = """\
import signal, sys, threading
threading.Thread(target=threading.Event().wait, daemon=True).start()  # this thread takes Ctrl-C
signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})  # the keeper's thread never does
from piquet_cli.start import main
main()
"""


def terminal_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, PIQUET_HOME=str(home), NO_COLOR="1")
    env.pop("COLUMNS", None)
    return env


def test_ctrl_c_noted_before_the_keeper_waits_for_the_answer_stops_the_question(tmp_path: Path) -> None:
    child = pexpect.spawn(
        sys.executable,
        ["-c", SIGNAL_ELSEWHERE, "play"],
        env=terminal_env(tmp_path),
        encoding="utf-8",
        timeout=20,
        dimensions=(40, 100),
    )
    try:
        child.expect_exact("Game? (")  # the first question: the game, whose rules say how many play
        child.sendintr()
        stopped = child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=5)  # never Enter
        said = " ".join(child.before.split())
    finally:
        child.close(force=True)
    assert stopped == 0, f"Ctrl-C was not met until Enter; the terminal shows {said!r}"
    assert child.exitstatus == 130
    assert said.endswith("piquet: interrupted; nothing was saved.")
    assert list(tmp_path.glob("*.toml")) == []


STARTED = "import time:"
"""``python -X importtime`` says each module as its import ends: the command is still loading."""


@pytest.mark.parametrize(
    ("command", "while_importing"),
    [
        (["show"], "typer._click.core"),  # typer, the longest part of a start
        (["rule", "--totals", "10,20"], "piquet_cli.cli.options"),  # the command being built
        (["deal", "--totals", "10,20"], "piquet_cli.cli.app"),  # then built, its flags read
    ],
)
def test_ctrl_c_while_a_command_starts_is_exit_130_and_one_sentence(
    tmp_path: Path, command: list[str], while_importing: str
) -> None:
    """Item 28: Ctrl-C in a command's first tens of milliseconds printed a Python traceback
    (28 of 300). It comes here while a module named is being loaded (each import is said on
    standard error as it ends), and must stop the command with exit 130 and one sentence."""
    import signal
    import subprocess

    from typer.testing import CliRunner

    from piquet_cli.cli.app import app

    env = terminal_env(tmp_path)
    made = CliRunner().invoke(app, ["new", "Ann", "Bob"], env={"PIQUET_HOME": str(tmp_path)})  # the partie
    assert made.exit_code == 0, made.output
    child = subprocess.Popen(
        [sys.executable, "-X", "importtime", "-m", "piquet_cli", *command],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stderr is not None and child.stdout is not None
    said: list[str] = []
    for line in child.stderr:
        if line.startswith(STARTED):
            if line.split("|")[-1].strip() == while_importing:
                child.send_signal(signal.SIGINT)
                break
        else:
            said.append(line)
    said += [line for line in child.stderr if not line.startswith(STARTED)]
    out = child.stdout.read()
    assert child.wait(timeout=20) == 130, "".join(said)
    assert "".join(said).strip() == "piquet: interrupted; nothing was saved."
    assert out == ""
    [partie] = tmp_path.glob("*.toml")
    assert "[[deals]]" not in partie.read_text(encoding="utf-8")


def test_a_command_started_with_ctrl_c_ignored_keeps_ignoring_it(tmp_path: Path) -> None:
    """A job started in the background of a script, or under ``nohup``, inherits Ctrl-C ignored,
    and a program keeps it so: the start-up's own handler (item 28) must not take it back."""
    import signal
    import subprocess

    ours = signal.signal(signal.SIGINT, signal.SIG_IGN)  # the child inherits it ignored
    try:
        child = subprocess.Popen(
            [sys.executable, "-X", "importtime", "-m", "piquet_cli", "rule", "--totals", "10,20"],
            env=terminal_env(tmp_path),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
    finally:
        signal.signal(signal.SIGINT, ours)
    assert child.stderr is not None and child.stdout is not None
    for line in child.stderr:
        if line.split("|")[-1].strip() == "typer._click.core":
            child.send_signal(signal.SIGINT)
            break
    said = [line for line in child.stderr if not line.startswith(STARTED)]
    assert child.wait(timeout=20) == 0, said
    assert said == []
    assert "Totals: Quick entry: Elder 10, Younger 20." in child.stdout.read()
