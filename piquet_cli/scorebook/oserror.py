"""One way to put an operating-system error into the words of a sentence."""

from __future__ import annotations

import os


def describe_os_error(error: OSError) -> str:
    """Say what went wrong in a few lower-case words, e.g. ``permission denied``.

    Uses the error's own text (``strerror``), else the system's text for its
    errno, else ``str(error)``; only the first letter is lowered.
    """
    reason = error.strerror or (os.strerror(error.errno) if error.errno else str(error))
    return reason[:1].lower() + reason[1:]
