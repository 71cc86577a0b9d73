"""Waiting for a person's answer at the table: the question wrapped between words, and the
line typed read so that Ctrl-C stops the question whenever it comes (the terminal and Python's
signal wake-up pipe waited on together). The keeper now waits for a person, so the cycle
collector, off while the command started (``piquet_cli.start``), is on again."""

from __future__ import annotations

import os
import sys

from piquet_cli.cli.console import wrap_lines


def prompt(text: str) -> str:
    """A question for ``input()``: wrapped between words in a terminal, the answer typed
    after the last word."""
    return wrap_lines(text.rstrip(), sys.stdout) + " "


def read_answer(question: str) -> str:
    """Ask ``question`` (``prompt``) and return the line typed. The keeper now waits for a person:
    the cycle collector, off while the command started (``piquet_cli.start``), is on again.

    At a terminal, Ctrl-C stops the question whenever it comes, even in the instant between
    the question written and the wait for the answer begun (``_wait_for_a_line``)."""
    import gc

    gc.enable()
    text = prompt(question)
    terminal = _terminal_fd(sys.stdin)
    woken = _wake_up_pipe() if terminal is not None else None
    if terminal is None or woken is None:
        return input(text)
    sys.stdout.write(text)
    sys.stdout.flush()
    _wait_for_a_line(terminal, woken)
    return input()


def _terminal_fd(stream: object) -> int | None:
    """The file descriptor of ``stream`` if it is a real terminal's."""
    try:
        fd = stream.fileno()  # type: ignore[attr-defined]
    except (AttributeError, OSError, ValueError):
        return None
    return fd if isinstance(fd, int) and os.isatty(fd) else None


_woken: list[int] = []
"""The read end of the pipe that Python writes a byte to for every signal it notes (``signal.set_wakeup_fd``)."""


def _wake_up_pipe() -> int | None:
    """The wake-up pipe (made the first time), or None where there can be none (not the main thread)."""
    if not _woken:
        import signal

        read_end, write_end = os.pipe()
        os.set_blocking(read_end, False)
        os.set_blocking(write_end, False)
        try:
            signal.set_wakeup_fd(write_end, warn_on_full_buffer=False)
        except ValueError:  # not the main thread: no signal handler runs here anyway
            os.close(read_end)
            os.close(write_end)
            return None
        _woken.append(read_end)
    return _woken[0]


def _wait_for_a_line(terminal: int, woken: int) -> None:
    """Wait until the terminal has a line typed (or the end of input) for ``input()`` to read.

    A signal sets a flag that Python acts on between two steps of the program; one that came
    after the last such step and before a plain ``input()`` began to wait woke nothing, and
    Ctrl-C waited for Enter (issue 19, item 3). Here the wait watches the wake-up pipe too:
    a signal noted at any moment since the question began ends it at once, and its handler
    then runs (Ctrl-C raises KeyboardInterrupt). A byte left by a signal handled earlier only
    costs one more turn of the loop, whose every turn lets a pending handler run."""
    import select

    while True:
        ready, _, _ = select.select([terminal, woken], [], [])
        if woken in ready:
            try:
                os.read(woken, 512)
            except BlockingIOError:
                pass
        if terminal in ready:
            return
