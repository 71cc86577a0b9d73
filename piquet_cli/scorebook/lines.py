"""Where a deal's fact sits in a partie file: the line of a key of its ``[[deals]]`` table.

Errors about a deal carry the deal's number and the key at fault (the engine's
``field`` and ``side``, named as a key by the game's record); this finds the
line to point at, as ``path:line:``, so an editor jumps to it. Plain text
scanning, good for the files the program writes and for hand edits in the
same style; when the table or key cannot be found, there is no line.
"""

from __future__ import annotations

import re
from pathlib import Path

from piquet_cli.i18n import _

_DEALS_HEADER = r"\s*\[\[\s*deals\s*\]\]\s*(#.*)?"  # patterns compiled on first use (re's cache)
_OTHER_HEADER = r"\s*\["


def _key_pattern(key: str) -> re.Pattern[str]:
    return re.compile(rf"\s*(?:{re.escape(key)}|\"{re.escape(key)}\"|'{re.escape(key)}')\s*=")


def top_line(text: str, key: str) -> int | None:
    """The line (1-based) of the top-level ``key`` (``rules``, ``players`` …), above the
    first table; None if it is not there."""
    pattern = _key_pattern(key)
    for number, line in enumerate(text.splitlines(), start=1):
        if re.match(_OTHER_HEADER, line):
            break
        if pattern.match(line):
            return number
    return None


def deal_line(text: str, deal: int, key: str | None = None) -> int | None:
    """The line (1-based) of ``key`` in the ``deal``-th ``[[deals]]`` table, else of
    the table's header; None if the file has no such table."""
    header: int | None = None
    count = 0
    key_pattern = _key_pattern(key) if key else None
    for number, line in enumerate(text.splitlines(), start=1):
        if re.fullmatch(_DEALS_HEADER, line):
            count += 1
            if count == deal:
                header = number
            elif count > deal:
                break
            continue
        if header is None:
            continue
        if re.match(_OTHER_HEADER, line):
            break
        if key_pattern is not None and key_pattern.match(line):
            return number
    return header


def place_in_file(path: Path, message: str, deal: int | None, key: str | None) -> str:
    """``path:line: deal N, key: message`` for a deal's fact, ``path:line: message`` for a
    top-level key's; the line left out if it cannot be found."""
    try:
        text: str | None = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = None
    if deal is None:
        line = top_line(text, key) if text is not None and key else None
        what = ""
    else:
        line = deal_line(text, deal, key) if text is not None else None
        what = (  # the file's [[deals]], the key as the file writes it
            _("deal {number}, {key}: ").format(number=deal, key=key)
            if key
            else _("deal {number}: ").format(number=deal)
        )
    where = f"{path}:{line}" if line is not None else str(path)
    return f"{where}: {what}{message}"
