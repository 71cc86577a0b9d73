"""A save, once begun, is finished; and what was saved is known if the user stops just then.

Ctrl-C (SIGINT) or SIGTERM arriving while a partie file is being replaced waits
until the save is done, then stops the program (``Interrupted``): the file is
never left half-saved by a signal (the rename is atomic anyway), and, above
all, the message can say the truth. Someone told "not saved" when it was
enters the deal twice (issue 11, item 4).

``saved`` names what the last save recorded (``deal 3`` in ``p.toml``) until
``forget`` is called when the program asks its next question: the message for
an interruption then says "saved" or "not saved" as it really is.
"""

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

from piquet_cli.records import NamedTuple


class Interrupted(KeyboardInterrupt):
    """A signal that arrived during a save, raised once the save was finished."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class Saved(NamedTuple):
    """What a save recorded, in words (``deal 3``), and where."""

    what: str
    path: Path


saved: Saved | None = None
"""The last thing saved since the program last asked a question, if any."""


def note_saved(what: str | None, path: Path) -> None:
    global saved
    if what is not None:
        saved = Saved(what, path)


def forget() -> None:
    """The program asks something new: what was saved before is not what an interruption stops."""
    global saved
    saved = None


@contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM off for the ``with`` block; raise ``Interrupted`` after it if one came.

    If the block raises, that error goes on (the save did not happen) and the
    signal is dropped with it. Outside the main thread (where handlers cannot
    be set) the block runs as it is.
    """
    caught: list[int] = []

    def note(signum: int, frame: FrameType | None) -> None:
        caught.append(signum)

    previous = {}
    for number in (signal.SIGINT, signal.SIGTERM):
        while True:
            try:
                previous[number] = signal.signal(number, note)
                break
            except (ValueError, OSError):  # not the main thread (or no such signal): as it is
                break
            except KeyboardInterrupt as stop:  # one came just before it could be held (a second
                # Ctrl-C as the first unwinds): it is held now with the rest, so the block still runs
                caught.append(getattr(stop, "signum", signal.SIGINT))
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
    if caught:
        raise Interrupted(caught[0])
