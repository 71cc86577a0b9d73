"""Issue 19, items 3 and 28: Ctrl-C is met at once, whenever it comes, in a real terminal.

Item 3: Ctrl-C pressed just as a question appeared was ignored until Enter (16 of 40
in a loop). The question was written, then the keeper went to wait for the answer; a
signal that came between the two was noted by Python but woke nothing, and the wait
went on. ``console.read_answer`` now waits on the terminal and on the signals' own
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
        child.expect_exact("First player's name?")
        child.sendintr()
        stopped = child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=5)  # never Enter
        said = " ".join(child.before.split())
    finally:
        child.close(force=True)
    assert stopped == 0, f"Ctrl-C was not met until Enter; the terminal shows {said!r}"
    assert child.exitstatus == 130
    assert said.endswith("piquet: interrupted; nothing was saved.")
    assert list(tmp_path.glob("*.toml")) == []
