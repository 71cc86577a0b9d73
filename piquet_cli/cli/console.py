"""Consoles come from one place, so colour, width and escaping are decided once.

User text (player names, notes) is data: ``safe`` shows control characters
literally (an ANSI escape prints as ``\\x1b[31m``, never colours the screen),
and ``markup_safe`` also escapes rich markup (``[bold]`` prints as typed).
Colour follows the terminal: none when piped, none under ``NO_COLOR``.
"""

from __future__ import annotations

import os
import re
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_CONTROL_BUT_NEWLINE = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def safe(text: str, keep_newlines: bool = False) -> str:
    """Text with every control character shown as an escape (``\\x1b``, ``\\n``)."""
    pattern = _CONTROL_BUT_NEWLINE if keep_newlines else _CONTROL
    return pattern.sub(lambda m: repr(m.group())[1:-1], text)


def markup_safe(text: str) -> str:
    """User text ready to sit inside rich markup."""
    from rich.markup import escape

    return escape(safe(text))


def colour_wanted(stream: object = None) -> bool:
    stream = stream or sys.stdout
    if "NO_COLOR" in os.environ:
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def make_console(stderr: bool = False) -> Console:
    """A rich console: colour only on a terminal without NO_COLOR; width from
    ``$COLUMNS`` when set (tests pin it), else the terminal's, else 80."""
    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    width = int(os.environ["COLUMNS"]) if os.environ.get("COLUMNS", "").isascii() and os.environ.get("COLUMNS", "").isdigit() else None
    colour = colour_wanted(stream)
    return Console(
        file=stream,
        no_color=not colour,
        color_system="auto" if colour else None,
        force_terminal=colour or None,
        highlight=False,
        emoji=False,
        width=width if width else (None if colour else 80),
        soft_wrap=False,
    )
