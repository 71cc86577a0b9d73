"""What a partie file may be, checked the same way when it is read and before it is written.

A file the keeper writes must be one it can read back: so every limit of the
loader is also checked before a save, with a sentence, and nothing is written
(issue 11: a 4.7 MB file of long notes was once saved and then refused).

- ``MAX_BYTES``: a partie file is a few kilobytes; four mebibytes is not one.
- ``MAX_DEPTH``: tables and arrays nested at most this deep (a partie needs 3);
  deeper nesting is refused before it can exhaust Python's recursion.
- Whole numbers within TOML's 64-bit range: the TOML standard says a number
  that cannot be held losslessly in 64 bits must be an error, and other TOML
  readers refuse it.

The walk is iterative, so no document, however deep, raises RecursionError here.
"""

from __future__ import annotations

from datetime import date, datetime, time
from typing import Any

from piquet_cli.i18n import _

MAX_BYTES = 4 * 1024 * 1024
"""A partie file is a few kilobytes; anything above this is not one."""

MAX_DEPTH = 32
"""Tables and arrays nested deeper than this are not a partie file."""

INT_MIN, INT_MAX = -(2**63), 2**63 - 1
"""TOML's integers are 64-bit signed."""


def problem_in(data: Any) -> str | None:
    """What makes a document unfit for a partie file, or None: too deep, or a number out of range.

    Says where, as a key path (``deals[2].totals[1]``, counting from 1).
    """
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, dict):
            if depth >= MAX_DEPTH:
                return _nested(where)
            stack.extend((v, f"{where}.{k}" if where else str(k), depth + 1) for k, v in value.items())
        elif isinstance(value, list):
            if depth >= MAX_DEPTH:
                return _nested(where)
            stack.extend((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(value, start=1))
        elif isinstance(value, int) and not isinstance(value, bool) and not INT_MIN <= value <= INT_MAX:
            digits = int(value.bit_length() * 0.30103) + 1  # str() of a huge number would itself fail
            shown = (
                str(value)
                if digits <= 30
                else _("a number of some {digits} digits").format(digits=f"{digits:,}")
            )
            return _("{where}: {shown} is outside TOML's whole numbers ({least} to {most})").format(
                where=where, shown=shown, least=INT_MIN, most=INT_MAX
            )
    return None


def _nested(where: str) -> str:
    if not where:
        return _("the document: tables and arrays nested more than {most} deep").format(most=MAX_DEPTH)
    return _("{where}: tables and arrays nested more than {most} deep").format(where=where, most=MAX_DEPTH)


def size_words(size: int) -> str:
    """A file size as a person says it: ``4.7 MiB``, ``15.2 KiB``."""
    return f"{size / 2**20:.1f} MiB" if size >= 2**20 else f"{size / 2**10:.1f} KiB"


_PLAIN = frozenset({str, bool, float, datetime, date, time})


def plainly_fits(data: dict[str, Any]) -> bool:
    """``problem_in(data) is None``, without the key paths it makes for its sentence (a tenth
    of a cold rebuild's parsing): nothing nested ``MAX_DEPTH`` deep, no number beyond 64 bits."""
    level: list[Any] = [data]
    for depth in range(MAX_DEPTH + 1):  # a level at a time: the values ``depth`` tables deep
        deeper: list[Any] = []
        for value in level:
            kind = type(value)  # exactly as tomllib makes them
            if kind is dict:
                deeper.extend(value.values())
            elif kind is list:
                deeper.extend(value)
            elif kind is int:
                if not INT_MIN <= value <= INT_MAX:
                    return False
            elif kind not in _PLAIN:
                return False  # anything else: let problem_in judge
        if not deeper:
            return True
        if depth + 1 >= MAX_DEPTH and any(type(v) in (dict, list) for v in deeper):
            return False
        level = deeper
    return True
