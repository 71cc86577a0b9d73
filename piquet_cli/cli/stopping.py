"""What an interruption (Ctrl-C, end of input) leaves behind, said when it happens.

Each command says what stopping it now would cost (``while_``); the one
handler in ``app.guarded`` says it: "interrupted; nothing was saved." at the
very first question, "the deal being entered was not saved …" in the middle of
a partie.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from piquet_cli.i18n import N_, _

NOTHING_SAVED = N_("nothing was saved.")
_said: list[str | Callable[[], str]] = [NOTHING_SAVED]
_when_stopped: list[str] = []


def note() -> str:
    """What the interruption under way leaves behind (or one now would); said once."""
    said = _when_stopped[0] if _when_stopped else _words(_said[-1])
    _when_stopped.clear()
    return said


def _words(what: str | Callable[[], str]) -> str:
    return _(what) if isinstance(what, str) else what()


@contextmanager
def while_(what: str | Callable[[], str]) -> Iterator[None]:
    """Within the block, an interruption leaves ``what`` behind (the innermost block's
    word is the one kept, as the interruption leaves the blocks); a function of no
    arguments gives it as it is when the interruption comes."""
    _said.append(what)
    try:
        yield
    except (KeyboardInterrupt, EOFError):
        if not _when_stopped:
            _when_stopped.append(_words(what))
        raise
    finally:
        _said.pop()
